// A submodule's always_comb case on a 2-bit operation that lists three of its four values: for
// op = 3 the 4-bit result keeps its value (a latch per bit, as Yosys and simulators make it), and
// the import says so, naming the signal. The top inverts the result beside it.
// Stimulus: 2,000 random steps after 8 not compared (until an op other than 3 set the latches),
// op never changing with the data.
// @in op:2 a:4 b:4
// @out y:4 z:4
// @stimulus sequential
// @warmup 8
// @separate op
// @warning "y" latch

module vcl_alu(input logic [1:0] op, input logic [3:0] a, input logic [3:0] b, output logic [3:0] y);
  always_comb begin
    case (op)
      2'd0: y = a & b;
      2'd1: y = a | b;
      2'd2: y = a ^ b;
    endcase
  end
endmodule

module vector_case_latch(input logic [1:0] op, input logic [3:0] a, input logic [3:0] b, output logic [3:0] y,
                         output logic [3:0] z);
  vcl_alu alu(.op(op), .a(a), .b(b), .y(y));
  assign z = ~y;
endmodule
