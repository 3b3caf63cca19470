// A semantic difference that cannot be matched: a flip-flop with both an asynchronous reset and
// set, not gated against each other. When rst ends while set is still on, the flip-flop (here, as
// in hardware) is set at once; Icarus runs `always @(posedge ...)`, which sees no new edge, and
// keeps q at 0 until the next clock or set edge. The import warns; the samples between differ.
// Stimulus: rst held for the first cycle, then 2,000 random cycles (p = 1/2, so rst often ends
// while set is on).
// @in rst set d
// @clock clk
// @out q
// @stimulus sequential
// @reset rst=1 cycles=1 p=0.5
// @warning "q" asynchronous set and reset
// @known-issue levels against edges: see docs/VERILOG.md, "Where a simulator differs"

module diff_set_reset(input clk, input rst, input set, input d, output reg q);
  always @(posedge clk or posedge rst or posedge set)
    if (rst) q <= 1'b0;
    else if (set) q <= 1'b1;
    else q <= d;
endmodule
