// SystemVerilog: logic and always_comb. Minimum and maximum of two 4-bit numbers and the Gray code of a.
// Stimulus: combinational, exhaustive (8 input bits).
// @in a:4 b:4
// @out lo:4 hi:4 gray:4
// @stimulus combinational

module minmax_gray(input logic [3:0] a, input logic [3:0] b,
                   output logic [3:0] lo, output logic [3:0] hi, output logic [3:0] gray);
  always_comb begin
    if (a < b) begin
      lo = a;
      hi = b;
    end else begin
      lo = b;
      hi = a;
    end
  end
  always_comb gray = a ^ (a >> 1);
endmodule
