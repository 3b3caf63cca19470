// 4 x 4 unsigned multiplier (the * operator).
// Stimulus: combinational, exhaustive (8 input bits).
// @in a:4 b:4
// @out p:8
// @stimulus combinational

module multiplier4(input [3:0] a, input [3:0] b, output [7:0] p);
  assign p = a * b;
endmodule
