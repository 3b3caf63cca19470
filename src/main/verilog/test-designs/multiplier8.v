// 8 x 8 unsigned multiplier: a few hundred gates, 16 input bits.
// Stimulus: combinational, 2,000 seeded random vectors.
// @in a:8 b:8
// @out p:16
// @stimulus combinational

module multiplier8(input [7:0] a, input [7:0] b, output [15:0] p);
  assign p = a * b;
endmodule
