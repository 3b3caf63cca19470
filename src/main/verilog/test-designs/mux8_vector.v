// 8:1 multiplexer in vector style: the select indexes the data vector.
// Stimulus: combinational, exhaustive (11 input bits).
// @in d:8 s:3
// @out y
// @stimulus combinational

module mux8_vector(input [7:0] d, input [2:0] s, output y);
  assign y = d[s];
endmodule
