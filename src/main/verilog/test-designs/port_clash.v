// Port names whose labels clash: a[0] and a0 both become "A0"; one of them gets a suffix.
// Stimulus: combinational, exhaustive (3 input bits).
// @in a:2 a0
// @out y:2
// @stimulus combinational
// @odd-labels a0

module port_clash(input [1:0] a, input a0, output [1:0] y);
  assign y = {a[1] & a0, a[0] ^ a0};
endmodule
