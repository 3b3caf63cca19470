// Refused: a 256-word memory (more than 64 words).
// Stimulus: none; the import must fail with VERILOG_UNSUPPORTED naming the memory and its line.
// @refuse VERILOG_UNSUPPORTED
// @message line memory|mem|words

module refuse_memory(input clk, input we, input [7:0] addr, input [7:0] din, output [7:0] dout);
  reg [7:0] mem [0:255]; // @here
  always @(posedge clk) if (we) mem[addr] <= din;
  assign dout = mem[addr];
endmodule
