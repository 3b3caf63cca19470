// Flip-flops with asynchronous set and reset: one with both (set gated by reset, so that Verilog's
// edge-triggered reading and the flip-flop's levels agree), one with an active-low preset to 1.
// Stimulus: sequential; rst held for the first cycle, then 2,000 random cycles (p = 1/4).
// @in rst set pre_n d:2
// @clock clk
// @out q:2
// @stimulus sequential
// @reset rst=1 cycles=1 p=0.25

module async_set_reset(input clk, input rst, input set, input pre_n, input [1:0] d, output reg [1:0] q);
  wire set_only = set & ~rst;
  always @(posedge clk or posedge rst or posedge set_only) begin
    if (rst) q[0] <= 1'b0;
    else if (set_only) q[0] <= 1'b1;
    else q[0] <= d[0];
  end
  // Preset while pre_n is low; reset by rst too (pre_n is driven high during the reset cycle).
  always @(posedge clk or negedge pre_n) begin
    if (!pre_n) q[1] <= 1'b1;
    else q[1] <= d[1];
  end
endmodule
