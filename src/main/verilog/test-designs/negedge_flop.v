// Flip-flops on the falling clock edge: a 2-bit register with an enable, and its inverse.
// Stimulus: sequential; en held for the first cycle, then 2,000 random cycles.
// @in en d:2
// @clock clk
// @out q:2 qn:2
// @stimulus sequential
// @reset en=1 cycles=1

module negedge_flop(input clk, input en, input [1:0] d, output reg [1:0] q, output [1:0] qn);
  always @(negedge clk) if (en) q <= d;
  assign qn = ~q;
endmodule
