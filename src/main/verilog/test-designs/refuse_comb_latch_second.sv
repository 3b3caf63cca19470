// Refused: the second of two always_comb blocks leaves q unassigned when en is 0 (a latch); the
// first block only compares q. The message must name the second block's line.
// Stimulus: none; the import must fail with VERILOG_UNSUPPORTED naming the latch and its line.
// @refuse VERILOG_UNSUPPORTED
// @message line latch

module refuse_comb_latch_second(input logic a, input logic en, input logic d, output logic y, output logic q);
  always_comb begin
    y = (q == 1'b1) & a;
  end

  always_comb begin // @here
    if (en) q = d;
  end
endmodule
