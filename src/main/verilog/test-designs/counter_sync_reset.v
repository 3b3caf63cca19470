// 4-bit counter with enable and synchronous active-high reset, and a terminal-count output.
// Stimulus: sequential; rst held for the first 2 cycles, then 2,000 random cycles.
// @in rst en
// @clock clk
// @out q:4 tc
// @stimulus sequential
// @reset rst=1 cycles=2

module counter_sync_reset(input clk, input rst, input en, output reg [3:0] q, output tc);
  always @(posedge clk) begin
    if (rst) q <= 4'd0;
    else if (en) q <= q + 4'd1;
  end
  assign tc = en && q == 4'hF;
endmodule
