// A parameterised adder built from a half-adder module, placed with two parameter sets (8 and 4
// bits) and once more with the 8-bit set: kept as modules, that is two definitions of the adder
// ("pa_add W=8", "pa_add W=4") and one of the half adder, placed through three levels.
// Stimulus: combinational, 2,000 seeded random vectors (20 input bits).
// @in a:8 b:8 c:4
// @out wide:9 narrow:5 twice:9
// @stimulus combinational

module pa_half(input x, input y, output s, output c);
  assign s = x ^ y;
  assign c = x & y;
endmodule

module pa_full(input x, input y, input ci, output s, output co);
  wire s1, c1, c2;
  pa_half h0(.x(x), .y(y), .s(s1), .c(c1));
  pa_half h1(.x(s1), .y(ci), .s(s), .c(c2));
  assign co = c1 | c2;
endmodule

module pa_add #(parameter W = 4) (input [W-1:0] a, input [W-1:0] b, output [W:0] sum);
  wire [W:0] carry;
  assign carry[0] = 1'b0;
  genvar i;
  generate
    for (i = 0; i < W; i = i + 1) begin : bit_
      pa_full f(.x(a[i]), .y(b[i]), .ci(carry[i]), .s(sum[i]), .co(carry[i + 1]));
    end
  endgenerate
  assign sum[W] = carry[W];
endmodule

module param_adders(input [7:0] a, input [7:0] b, input [3:0] c, output [8:0] wide, output [4:0] narrow,
                    output [8:0] twice);
  pa_add #(.W(8)) add8(.a(a), .b(b), .sum(wide));
  pa_add #(.W(4)) add4(.a(c), .b(a[3:0]), .sum(narrow));
  pa_add #(.W(8)) again(.a(b), .b({c, c}), .sum(twice));
endmodule
