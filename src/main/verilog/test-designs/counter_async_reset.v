// 4-bit counter with asynchronous active-low reset (posedge clk or negedge rst_n) and an enable.
// Stimulus: sequential; rst_n low for the first cycle, then 2,000 random cycles.
// @in rst_n en
// @clock clk
// @out q:4
// @stimulus sequential
// @reset rst_n=0 cycles=1

module counter_async_reset(input clk, input rst_n, input en, output reg [3:0] q);
  always @(posedge clk or negedge rst_n) begin
    if (!rst_n) q <= 4'd0;
    else if (en) q <= q + 4'd1;
  end
endmodule
