// Level-sensitive D latch (always @* with an incomplete if): transparent while en is 1. No clock.
// Stimulus: sequential without a clock; en held for the first step, then 2,000 random steps.
// @in en d:2
// @out q:2
// @stimulus sequential
// @reset en=1 cycles=1

module d_latch(input en, input [1:0] d, output reg [1:0] q);
  always @* if (en) q = d;
endmodule
