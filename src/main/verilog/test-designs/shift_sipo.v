// 8-bit serial-in parallel-out shift register, no reset: known once 8 bits have been shifted in.
// Stimulus: sequential; 8 warm-up cycles (not compared), then 2,000 random cycles.
// @in din
// @clock clk
// @out q:8
// @stimulus sequential
// @warmup 8

module shift_sipo(input clk, input din, output reg [7:0] q);
  always @(posedge clk) q <= {q[6:0], din};
endmodule
