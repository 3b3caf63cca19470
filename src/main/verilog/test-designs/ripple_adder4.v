// 4-bit ripple-carry adder: four instances of a full-adder module chained through their carries.
// Stimulus: combinational, exhaustive (9 input bits).
// @in a:4 b:4 cin
// @out sum:4 cout
// @stimulus combinational

module rca_full_adder(input x, input y, input c, output s, output co);
  assign s = x ^ y ^ c;
  assign co = (x & y) | (c & (x ^ y));
endmodule

module ripple_adder4(input [3:0] a, input [3:0] b, input cin, output [3:0] sum, output cout);
  wire [4:0] carry;
  assign carry[0] = cin;
  genvar i;
  generate
    for (i = 0; i < 4; i = i + 1) begin : stage
      rca_full_adder fa(.x(a[i]), .y(b[i]), .c(carry[i]), .s(sum[i]), .co(carry[i + 1]));
    end
  endgenerate
  assign cout = carry[4];
endmodule
