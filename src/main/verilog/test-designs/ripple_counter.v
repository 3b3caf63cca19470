// 3-bit ripple (asynchronous) counter: each flip-flop is clocked by the falling output of the one
// before it, with an asynchronous reset.
// Stimulus: sequential; rst held for the first cycle, then 2,000 random cycles.
// @in rst
// @clock clk
// @out q:3
// @stimulus sequential
// @reset rst=1 cycles=1

module ripple_counter(input clk, input rst, output reg [2:0] q);
  always @(posedge clk or posedge rst) if (rst) q[0] <= 1'b0; else q[0] <= ~q[0];
  always @(negedge q[0] or posedge rst) if (rst) q[1] <= 1'b0; else q[1] <= ~q[1];
  always @(negedge q[1] or posedge rst) if (rst) q[2] <= 1'b0; else q[2] <= ~q[2];
endmodule
