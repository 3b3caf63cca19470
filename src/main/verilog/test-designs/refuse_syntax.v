// Refused: a syntax error (an operator without its right operand) on the marked line.
// Stimulus: none; the import must fail with VERILOG_SYNTAX naming the line.
// @refuse VERILOG_SYNTAX
// @message line

module refuse_syntax(input a, input b, output y);
  assign y = a & ; // @here
endmodule
