// Ports whose names meet the label rules awkwardly: a leading underscore, a name longer than a
// label may be, names like the parts' own labels (R1, GND1, U1, G1), an unused input; outputs that
// are a constant, an input passed through, and two outputs on one net.
// Stimulus: combinational, exhaustive (6 input bits).
// @in _en a_port_name_that_is_longer_than_any_label:2 b unused
// @out r1 gnd1 u1 g1 one through
// @stimulus combinational
// @odd-labels _en a_port_name_that_is_longer_than_any_label

module odd_names(input _en, input [1:0] a_port_name_that_is_longer_than_any_label, input b, input unused,
                 output r1, output gnd1, output u1, output g1, output one, output through);
  wire [1:0] a = a_port_name_that_is_longer_than_any_label;
  assign r1 = _en & a[0];
  assign gnd1 = a[1] | b;
  assign u1 = r1;
  assign g1 = _en ^ b;
  assign one = 1'b1;
  assign through = b;
endmodule
