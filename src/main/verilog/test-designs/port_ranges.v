// Port ranges that do not start at 0 or ascend: [7:4] labels HI4..HI7, [0:3] has its bit 0 as most
// significant. Outputs too.
// Stimulus: combinational, exhaustive (8 input bits).
// @in hi:4 asc:4
// @out y:4 z:2
// @stimulus combinational
// @odd-labels hi asc z

module port_ranges(input [7:4] hi, input [0:3] asc, output [3:0] y, output [0:1] z);
  assign y = hi ^ asc;
  assign z = {asc[0], hi[7] & asc[3]};
endmodule
