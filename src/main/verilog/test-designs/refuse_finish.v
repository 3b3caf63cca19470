// Refused: $finish in an always block (a simulation statement, like $display).
// Stimulus: none; the import must fail with VERILOG_UNSUPPORTED naming $finish and its line.
// @refuse VERILOG_UNSUPPORTED
// @message line \$finish

module refuse_finish(input clk, input stop, input d, output reg q);
  always @(posedge clk) begin
    q <= d;
    if (stop) $finish; // @here
  end
endmodule
