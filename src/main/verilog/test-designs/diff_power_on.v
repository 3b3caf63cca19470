// A semantic difference that cannot be matched: a register with no reset and no initial value.
// Icarus starts it unknown (x) and x + 1 stays x, so the count is never known; here storage starts
// at 0 and counts. The import says how many flip-flops have no initial value.
// Stimulus: no warm-up, 200 cycles compared from the first.
// @in en
// @clock clk
// @out count:3
// @stimulus sequential
// @warmup 0
// @cycles 200
// @warning 3 flip-flops no initial value
// @known-issue power-on 0 against x: see docs/VERILOG.md, "Where a simulator differs"

module diff_power_on(input clk, input en, output reg [2:0] count);
  always @(posedge clk)
    if (en) count <= count + 3'd1;
endmodule
