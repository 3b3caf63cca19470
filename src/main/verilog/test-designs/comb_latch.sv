// An always_comb block that leaves q unassigned while en is 0: Yosys keeps q in a latch (as
// simulators do) instead of stopping, and the import says so, naming q and the block's line.
// Stimulus: en held for the first step, then 2,000 random steps, en never changing with d.
// @in en d
// @out q
// @stimulus sequential
// @reset en=1 cycles=1
// @separate en
// @warning line "q" latch

module comb_latch(input logic en, input logic d, output logic q);
  always_comb begin // @here
    if (en) q = d;
  end
endmodule
