// Refused: 144 copies of an 8 x 8 multiplier through two levels of modules, about 70,000 gates once
// flattened, over the limit of 50,000 gates and flip-flops. Yosys synthesises each module once, so
// the import sees the size in seconds and refuses it before building anything.
// Stimulus: none; the import must fail with DESIGN_TOO_LARGE, saying how big it is.
// @refuse DESIGN_TOO_LARGE
// @message 50,000 gates

module too_large_mul(input [7:0] a, input [7:0] b, output [15:0] p);
  assign p = a * b;
endmodule

module too_large_row(input [7:0] a, input [7:0] b, output [15:0] p);
  wire [15:0] q [0:11];
  genvar i;
  generate
    for (i = 0; i < 12; i = i + 1) begin : m
      too_large_mul mul(.a(a ^ i), .b(b), .p(q[i]));
    end
  endgenerate
  assign p = q[0] ^ q[1] ^ q[2] ^ q[3] ^ q[4] ^ q[5] ^ q[6] ^ q[7] ^ q[8] ^ q[9] ^ q[10] ^ q[11];
endmodule

module refuse_too_large(input [7:0] a, input [7:0] b, output [15:0] p);
  wire [15:0] q [0:11];
  genvar i;
  generate
    for (i = 0; i < 12; i = i + 1) begin : r
      too_large_row row(.a(a), .b(b ^ i), .p(q[i]));
    end
  endgenerate
  assign p = q[0] ^ q[1] ^ q[2] ^ q[3] ^ q[4] ^ q[5] ^ q[6] ^ q[7] ^ q[8] ^ q[9] ^ q[10] ^ q[11];
endmodule
