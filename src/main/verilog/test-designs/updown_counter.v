// 4-bit up/down counter with synchronous reset, load, enable and direction; wraps around.
// Stimulus: sequential; rst held for the first cycle, then 2,000 random cycles.
// @in rst load en up d:4
// @clock clk
// @out q:4 at_max at_min
// @stimulus sequential
// @reset rst=1 cycles=1

module updown_counter(input clk, input rst, input load, input en, input up, input [3:0] d,
                      output reg [3:0] q, output at_max, output at_min);
  always @(posedge clk) begin
    if (rst) q <= 4'd0;
    else if (load) q <= d;
    else if (en) q <= up ? q + 4'd1 : q - 4'd1;
  end
  assign at_max = q == 4'hF;
  assign at_min = q == 4'h0;
endmodule
