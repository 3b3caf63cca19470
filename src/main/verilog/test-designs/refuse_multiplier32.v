// Refused: a 32 x 32 multiplier, far over the limit of 5,000 gates and flip-flops (slow: ~10 s in Yosys).
// Stimulus: none; the import must fail with DESIGN_TOO_LARGE, saying how big it is.
// @refuse DESIGN_TOO_LARGE
// @message 5,000 gates

module refuse_multiplier32(input [31:0] a, input [31:0] b, output [63:0] p);
  assign p = a * b; // @here
endmodule
