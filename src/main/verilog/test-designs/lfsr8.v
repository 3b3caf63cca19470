// 8-bit Fibonacci LFSR (taps 8,6,5,4) with synchronous seed load: a feedback loop through XORs.
// Stimulus: sequential; load held for the first cycle, then 2,000 random cycles.
// @in load seed:8 run
// @clock clk
// @out q:8
// @stimulus sequential
// @reset load=1 cycles=1

module lfsr8(input clk, input load, input [7:0] seed, input run, output reg [7:0] q);
  wire fb = q[7] ^ q[5] ^ q[4] ^ q[3];
  always @(posedge clk) begin
    if (load) q <= seed;
    else if (run) q <= {q[6:0], fb};
  end
endmodule
