// Refused: always_comb that does not assign q on every path, so it would be a latch.
// Stimulus: none; the import must fail with VERILOG_UNSUPPORTED naming the latch and its line.
// @refuse VERILOG_UNSUPPORTED
// @message line latch|always_comb

module refuse_comb_latch(input logic en, input logic d, output logic q);
  always_comb begin // @here
    if (en) q = d;
  end
endmodule
