// The second of two always_comb blocks leaves q unassigned when en is 0 (a latch); the first only
// reads q. The warning names the second block's line.
// Stimulus: en held for the first step, then 2,000 random steps, en never changing with the rest.
// @in a en d
// @out y q
// @stimulus sequential
// @reset en=1 cycles=1
// @separate en
// @warning line "q" latch

module comb_latch_second(input logic a, input logic en, input logic d, output logic y, output logic q);
  always_comb begin
    y = (q == 1'b1) & a;
  end

  always_comb begin // @here
    if (en) q = d;
  end
endmodule
