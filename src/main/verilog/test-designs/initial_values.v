// Registers with initial values and no reset: a 4-bit rotator starting at 1001 (a declaration's
// initial value), a flag starting at 0, and a 2-bit register set to 10 by an initial block. Icarus
// starts them there; so must the import (compared from the very first step).
// Stimulus: sequential; no warm-up, 2,000 random cycles.
// @in rot
// @clock clk
// @out q:4 seen k:2
// @stimulus sequential

module initial_values(input clk, input rot, output reg [3:0] q = 4'b1001, output reg seen = 1'b0,
                      output reg [1:0] k);
  initial k = 2'b10;
  always @(posedge clk) begin
    if (rot) q <= {q[2:0], q[3]};
    seen <= seen | (q == 4'b0011);
    k <= {k[0], k[1] ^ rot};
  end
endmodule
