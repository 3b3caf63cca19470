// 4-bit unsigned magnitude comparator: equal, less than, greater than (relational operators).
// Stimulus: combinational, exhaustive (8 input bits).
// @in a:4 b:4
// @out eq lt gt
// @stimulus combinational

module comparator4(input [3:0] a, input [3:0] b, output eq, output lt, output gt);
  assign eq = a == b;
  assign lt = a < b;
  assign gt = a > b;
endmodule
