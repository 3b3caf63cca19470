// 4-bit ALU slice: add, subtract, AND, OR selected by op, with carry/borrow and zero flags.
// Stimulus: combinational, exhaustive (10 input bits).
// @in a:4 b:4 op:2
// @out y:4 carry zero
// @stimulus combinational

module alu4(input [3:0] a, input [3:0] b, input [1:0] op, output reg [3:0] y, output reg carry, output zero);
  always @* begin
    carry = 1'b0;
    case (op)
      2'b00: {carry, y} = a + b;
      2'b01: {carry, y} = {1'b0, a} - {1'b0, b};
      2'b10: y = a & b;
      default: y = a | b;
    endcase
  end
  assign zero = y == 4'd0;
endmodule
