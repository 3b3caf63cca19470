// 4-bit carry-lookahead adder: generate/propagate terms and every carry written out as a sum of products.
// Stimulus: combinational, exhaustive (9 input bits).
// @in a:4 b:4 cin
// @out sum:4 cout pg gg
// @stimulus combinational

module cla_adder4(input [3:0] a, input [3:0] b, input cin, output [3:0] sum, output cout, output pg, output gg);
  wire [3:0] g = a & b;
  wire [3:0] p = a ^ b;
  wire [4:0] c;
  assign c[0] = cin;
  assign c[1] = g[0] | (p[0] & cin);
  assign c[2] = g[1] | (p[1] & g[0]) | (p[1] & p[0] & cin);
  assign c[3] = g[2] | (p[2] & g[1]) | (p[2] & p[1] & g[0]) | (p[2] & p[1] & p[0] & cin);
  assign c[4] = g[3] | (p[3] & g[2]) | (p[3] & p[2] & g[1]) | (p[3] & p[2] & p[1] & g[0])
              | (p[3] & p[2] & p[1] & p[0] & cin);
  assign sum = p ^ c[3:0];
  assign cout = c[4];
  // Group propagate and generate, as a second-level lookahead unit would read them.
  assign pg = &p;
  assign gg = g[3] | (p[3] & g[2]) | (p[3] & p[2] & g[1]) | (p[3] & p[2] & p[1] & g[0]);
endmodule
