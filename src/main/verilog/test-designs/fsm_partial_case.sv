// A state machine whose next-state case lists only the states it reaches (0, 1, 2 of a 3-bit
// state) with no default: Yosys keeps next in a latch (transparent in those states), and the
// import warns; the machine behaves as written since it never leaves them.
// Stimulus: reset for two cycles, then 2,000 random cycles of go (and a rare reset).
// @in rst go
// @clock clk
// @out state:3 busy
// @stimulus sequential
// @reset rst=1 cycles=2
// @warning line "next" latch

module fsm_partial_case(input logic clk, input logic rst, input logic go, output logic [2:0] state, output logic busy);
  logic [2:0] next;
  always_comb begin // @here
    case (state)
      3'd0: next = go ? 3'd1 : 3'd0;
      3'd1: next = 3'd2;
      3'd2: next = go ? 3'd2 : 3'd0;
    endcase
  end
  always_ff @(posedge clk) state <= rst ? 3'd0 : next;
  assign busy = state != 3'd0;
endmodule
