// Registers with initial values and no reset: a 4-bit rotator starting at 1001 and a flag starting
// at 0. Icarus starts them there; so must the import (compared from the very first step).
// Stimulus: sequential; no warm-up, 2,000 random cycles.
// @known-issue the import drops initial values without a warning: every flip-flop starts at 0
// @in rot
// @clock clk
// @out q:4 seen
// @stimulus sequential

module initial_values(input clk, input rot, output reg [3:0] q = 4'b1001, output reg seen = 1'b0);
  always @(posedge clk) begin
    if (rot) q <= {q[2:0], q[3]};
    seen <= seen | (q == 4'b0011);
  end
endmodule
