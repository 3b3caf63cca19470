// Refused: an inout port (read only here, so nothing else in the design is refused).
// Stimulus: none; the import must fail with VERILOG_UNSUPPORTED naming the inout port.
// @refuse VERILOG_UNSUPPORTED
// @message inout

module refuse_inout(input en, inout pad, output y); // @here
  assign y = pad & en;
endmodule
