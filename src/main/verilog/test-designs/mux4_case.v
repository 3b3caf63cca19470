// 4:1 multiplexer of 2-bit words, written as a case statement in always @*.
// Stimulus: combinational, exhaustive (10 input bits).
// @in d0:2 d1:2 d2:2 d3:2 s:2
// @out y:2
// @stimulus combinational

module mux4_case(input [1:0] d0, input [1:0] d1, input [1:0] d2, input [1:0] d3, input [1:0] s,
                 output reg [1:0] y);
  always @* begin
    case (s)
      2'd0: y = d0;
      2'd1: y = d1;
      2'd2: y = d2;
      default: y = d3;
    endcase
  end
endmodule
