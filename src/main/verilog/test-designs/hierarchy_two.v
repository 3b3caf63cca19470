// Hierarchy: an accumulator module instantiated twice (each adds its input when enabled), and the
// top module comparing them. The top is found as the module no other one instantiates.
// Stimulus: sequential; rst held for the first cycle, then 2,000 random cycles.
// @in rst en_a en_b x:3 y:3
// @clock clk
// @out sum_a:4 sum_b:4 same
// @stimulus sequential
// @reset rst=1 cycles=1

module hier_accumulator #(parameter W = 4) (input clk, input rst, input en, input [2:0] add,
                                            output reg [W-1:0] total);
  always @(posedge clk) begin
    if (rst) total <= {W{1'b0}};
    else if (en) total <= total + {{(W - 3){1'b0}}, add};
  end
endmodule

module hierarchy_two(input clk, input rst, input en_a, input en_b, input [2:0] x, input [2:0] y,
                     output [3:0] sum_a, output [3:0] sum_b, output same);
  hier_accumulator acc_a(.clk(clk), .rst(rst), .en(en_a), .add(x), .total(sum_a));
  hier_accumulator #(.W(4)) acc_b(.clk(clk), .rst(rst), .en(en_b), .add(y), .total(sum_b));
  assign same = sum_a == sum_b;
endmodule
