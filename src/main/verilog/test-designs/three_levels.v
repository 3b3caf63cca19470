// Three levels of modules: a register with a synchronous clear (level 3), an accumulator made of
// one register and an adder (level 2), and the top with two accumulators of different widths
// (a parameter) whose sums are compared. Each module is kept as a subcircuit; the clock reaches
// the flip-flops two levels down through the modules' ports.
// Stimulus: sequential; clr held for the first cycle, then 2,000 random cycles.
// @in clr en x:4
// @clock clk
// @out acc4:4 acc6:6 equal
// @stimulus sequential
// @reset clr=1 cycles=1

module tl_register #(parameter W = 4) (input clk, input clr, input load, input [W-1:0] d, output reg [W-1:0] q);
  always @(posedge clk)
    if (clr) q <= {W{1'b0}};
    else if (load) q <= d;
endmodule

module tl_accumulator #(parameter W = 4) (input clk, input clr, input en, input [3:0] x, output [W-1:0] total);
  wire [W-1:0] next = total + {{(W - 4){1'b0}}, x};
  tl_register #(.W(W)) r(.clk(clk), .clr(clr), .load(en), .d(next), .q(total));
endmodule

module three_levels(input clk, input clr, input en, input [3:0] x, output [3:0] acc4, output [5:0] acc6,
                    output equal);
  tl_accumulator #(.W(4)) a(.clk(clk), .clr(clr), .en(en), .x(x), .total(acc4));
  tl_accumulator #(.W(6)) b(.clk(clk), .clr(clr), .en(en), .x(x), .total(acc6));
  assign equal = acc4 == acc6[3:0];
endmodule
