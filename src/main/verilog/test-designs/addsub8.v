// 8-bit adder/subtractor with signed overflow: 17 input bits, too many to test exhaustively.
// Stimulus: combinational, 2,000 seeded random vectors.
// @in a:8 b:8 sub
// @out y:8 cout ovf
// @stimulus combinational

module addsub8(input [7:0] a, input [7:0] b, input sub, output [7:0] y, output cout, output ovf);
  wire [7:0] bb = sub ? ~b : b;
  assign {cout, y} = a + bb + {7'b0, sub};
  assign ovf = (a[7] == bb[7]) && (y[7] != a[7]);
endmodule
