// Registers whose reset values are not 0: asynchronous reset to 4'b1011 and synchronous set to 1.
// Stimulus: sequential; rst held for the first cycle, then 2,000 random cycles.
// @in rst set d:4
// @clock clk
// @out q:4 flag
// @stimulus sequential
// @reset rst=1 cycles=1

module reset_to_one(input clk, input rst, input set, input [3:0] d, output reg [3:0] q, output reg flag);
  always @(posedge clk or posedge rst) begin
    if (rst) q <= 4'b1011;
    else q <= d;
  end
  always @(posedge clk) begin
    if (rst || set) flag <= 1'b1;
    else flag <= d[0] & d[1];
  end
endmodule
