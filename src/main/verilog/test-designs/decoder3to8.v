// 3-to-8 decoder with an enable: one-hot output by a shift.
// Stimulus: combinational, exhaustive (4 input bits).
// @in sel:3 en
// @out y:8
// @stimulus combinational

module decoder3to8(input [2:0] sel, input en, output [7:0] y);
  assign y = en ? (8'b0000_0001 << sel) : 8'b0;
endmodule
