// Refused: a flip-flop loaded asynchronously with a non-constant value (an async-load flop).
// Stimulus: none; the import must fail with VERILOG_UNSUPPORTED naming its line.
// @refuse VERILOG_UNSUPPORTED
// @message line

module refuse_async_load(input clk, input load, input [1:0] d, output reg [1:0] q);
  always @(posedge clk or posedge load) begin // @here
    if (load) q <= d;
    else q <= q + 2'd1;
  end
endmodule
