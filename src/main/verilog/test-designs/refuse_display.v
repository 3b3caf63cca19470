// Refused: $display inside an always block (simulation output cannot become gates).
// Stimulus: none; the import must fail with VERILOG_UNSUPPORTED naming $display and its line.
// @refuse VERILOG_UNSUPPORTED
// @message line \$display

module refuse_display(input clk, input d, output reg q);
  always @(posedge clk) begin
    q <= d;
    $display("q is now %b", d); // @here
  end
endmodule
