// Mealy machine with localparam states and asynchronous reset: z is 1 when x equals the bit before
// it, and a 2-bit count of equal pairs saturates at 3. z depends on x directly (Mealy output).
// Stimulus: sequential; rst held for the first cycle, then 2,000 random cycles.
// @in rst x
// @clock clk
// @out z state:2 pairs:2
// @stimulus sequential
// @reset rst=1 cycles=1

module mealy_fsm(input clk, input rst, input x, output z, output reg [1:0] state, output reg [1:0] pairs);
  localparam START = 2'd0, GOT0 = 2'd1, GOT1 = 2'd2;
  assign z = (state == GOT0 && !x) || (state == GOT1 && x);
  always @(posedge clk or posedge rst) begin
    if (rst) begin
      state <= START;
      pairs <= 2'd0;
    end else begin
      state <= x ? GOT1 : GOT0;
      if (z && pairs != 2'd3) pairs <= pairs + 2'd1;
    end
  end
endmodule
