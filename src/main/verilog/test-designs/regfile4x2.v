// A 4-word x 2-bit register file (a small memory, mapped to flip-flops and multiplexers):
// synchronous write, one asynchronous read port, and a synchronous clear of every word.
// Stimulus: sequential; clr held for the first cycle, then 2,000 random cycles.
// @in clr we waddr:2 wdata:2 raddr:2
// @clock clk
// @out rdata:2
// @stimulus sequential
// @reset clr=1 cycles=1

module regfile4x2(input clk, input clr, input we, input [1:0] waddr, input [1:0] wdata, input [1:0] raddr,
                  output [1:0] rdata);
  reg [1:0] mem [0:3];
  integer i;
  always @(posedge clk) begin
    if (clr) begin
      for (i = 0; i < 4; i = i + 1) mem[i] <= 2'd0;
    end else if (we) begin
      mem[waddr] <= wdata;
    end
  end
  assign rdata = mem[raddr];
endmodule
