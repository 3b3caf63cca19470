// 8-bit parity generator: even and odd parity by reduction XOR, plus a parity check of 7 data bits.
// Stimulus: combinational, exhaustive (8 input bits).
// @in d:8
// @out even odd ok
// @stimulus combinational

module parity8(input [7:0] d, output even, output odd, output ok);
  assign even = ^d;
  assign odd = ~^d;
  assign ok = (^d[6:0]) == d[7];
endmodule
