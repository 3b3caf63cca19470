// Moore sequence detector for 1011 (overlapping), SystemVerilog typedef enum state, synchronous reset.
// Stimulus: sequential; rst held for the first 2 cycles, then 2,000 random cycles.
// @in rst x
// @clock clk
// @out found
// @stimulus sequential
// @reset rst=1 cycles=2

module seq_detector(input logic clk, input logic rst, input logic x, output logic found);
  typedef enum logic [2:0] {IDLE, S1, S10, S101, S1011} state_t;
  state_t state, next;

  always_ff @(posedge clk) begin
    if (rst) state <= IDLE;
    else state <= next;
  end

  always_comb begin
    next = state;
    case (state)
      IDLE:    if (x) next = S1;
      S1:      if (!x) next = S10;
      S10:     if (x) next = S101;
               else next = IDLE;
      S101:    if (x) next = S1011;
               else next = S10;
      S1011:   if (x) next = S1;
               else next = S10;
      default: next = IDLE;
    endcase
  end

  assign found = state == S1011;
endmodule
