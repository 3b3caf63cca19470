// A 16-word x 4-bit register file (a memory within the 64-word limit): synchronous write, two
// asynchronous read ports, and a synchronous clear of every word.
// Stimulus: sequential; clr held for the first cycle, then 2,000 random cycles.
// @in clr we waddr:4 wdata:4 raddr_a:4 raddr_b:4
// @clock clk
// @out rdata_a:4 rdata_b:4
// @stimulus sequential
// @reset clr=1 cycles=1

module regfile16x4(input clk, input clr, input we, input [3:0] waddr, input [3:0] wdata,
                   input [3:0] raddr_a, input [3:0] raddr_b, output [3:0] rdata_a, output [3:0] rdata_b);
  reg [3:0] mem [0:15];
  integer i;
  always @(posedge clk) begin
    if (clr) begin
      for (i = 0; i < 16; i = i + 1) mem[i] <= 4'd0;
    end else if (we) begin
      mem[waddr] <= wdata;
    end
  end
  assign rdata_a = mem[raddr_a];
  assign rdata_b = mem[raddr_b];
endmodule
