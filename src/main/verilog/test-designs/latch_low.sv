// SystemVerilog always_latch, transparent while its enable is low, beside a flop that samples it.
// Stimulus: sequential; en_n low for the first cycle, then 2,000 random cycles, en_n never changing
// with d (closing the latch while d changes is a race: see @separate in test-support/designs.ts).
// @in en_n d:2
// @clock clk
// @out l:2 f:2
// @stimulus sequential
// @reset en_n=0 cycles=1 p=0.5
// @separate en_n

module latch_low(input logic clk, input logic en_n, input logic [1:0] d, output logic [1:0] l, output logic [1:0] f);
  always_latch if (!en_n) l = d;
  always_ff @(posedge clk) f <= l;
endmodule
