// Refused: a tri-state output (1'bz when not enabled).
// Stimulus: none; the import must fail with VERILOG_UNSUPPORTED naming tri-state and its line.
// @refuse VERILOG_UNSUPPORTED
// @message line tri-?state|\bz\b|high.impedance

module refuse_tristate(input en, input d, output y);
  assign y = en ? d : 1'bz; // @here
endmodule
