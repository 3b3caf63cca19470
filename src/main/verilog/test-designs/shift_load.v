// 4-bit shift register with parallel load (load wins over shift), shift enable and serial in/out.
// Stimulus: sequential; load held for the first cycle, then 2,000 random cycles.
// @in load shift sin d:4
// @clock clk
// @out q:4 sout
// @stimulus sequential
// @reset load=1 cycles=1

module shift_load(input clk, input load, input shift, input sin, input [3:0] d, output reg [3:0] q, output sout);
  always @(posedge clk) begin
    if (load) q <= d;
    else if (shift) q <= {q[2:0], sin};
  end
  assign sout = q[3];
endmodule
