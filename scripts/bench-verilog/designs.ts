/**
 * The designs `npm run bench:verilog` imports, written out as Verilog from a few parameters, each
 * sized so that Yosys makes about 100, 1,000, 5,000, 10,000 (flattened) and 50,000 (the app's limit,
 * in modules kept as subcircuits) gates and flip-flops of it with the app's script
 * (src/core/verilog/import/script.ts). Sizes are calibrated on Yosys 0.55 (@yowasp/yosys 0.55.944);
 * the bench prints what each really became.
 */
export interface BenchDesign {
  /** Short name for the table and the JSON line. */
  readonly name: string;
  /** The size aimed at, in gates and flip-flops after synthesis. */
  readonly target: number;
  /** What the design is, in a few words. */
  readonly description: string;
  readonly top: string;
  readonly source: string;
  /**
   * Imported with `flatten` (every instance's cells in one circuit) rather than with its modules
   * kept as subcircuits, the import's default.
   */
  readonly flatten?: boolean;
}

/** A ripple-carry adder and a magnitude comparator of `width` bits (combinational). */
export function adderComparator(width: number): string {
  const msb = width - 1;
  return `// ${width}-bit ripple-carry adder and comparator
module full_adder(input a, input b, input cin, output s, output cout);
  assign s = a ^ b ^ cin;
  assign cout = (a & b) | (cin & (a ^ b));
endmodule

module add_compare(input [${msb}:0] a, input [${msb}:0] b, input cin,
                   output [${msb}:0] sum, output cout, output lt, output eq, output gt);
  wire [${width}:0] c;
  assign c[0] = cin;
  genvar i;
  generate
    for (i = 0; i < ${width}; i = i + 1) begin : bit_
      full_adder fa(.a(a[i]), .b(b[i]), .cin(c[i]), .s(sum[i]), .cout(c[i + 1]));
    end
  endgenerate
  assign cout = c[${width}];
  assign lt = a < b;
  assign eq = a == b;
  assign gt = a > b;
endmodule
`;
}

/** An unsigned `width` × `width` multiplier (combinational; Yosys builds the partial products and adders). */
export function multiplier(width: number): string {
  const msb = width - 1;
  return `// ${width} x ${width} unsigned multiplier
module multiply(input [${msb}:0] a, input [${msb}:0] b, output [${2 * width - 1}:0] p);
  assign p = a * b;
endmodule
`;
}

/**
 * A small datapath: a register file of `registers` × `width` bits (one write port, two read ports),
 * an ALU (add, subtract, and, or, xor, shift left and right, compare) on the two registers read, and
 * an accumulator and a cycle counter, all clocked, with a synchronous reset. Flip-flops and logic.
 */
export function datapath(registers: number, width: number): string {
  const msb = width - 1;
  const addressBits = Math.max(1, Math.ceil(Math.log2(registers)));
  const amsb = addressBits - 1;
  return `// ${registers} x ${width}-bit register file, ALU, accumulator and counter
module datapath(input clk, input rst, input we, input [${amsb}:0] wa, input [${amsb}:0] ra, input [${amsb}:0] rb,
                input [2:0] op, input sel_imm, input [${msb}:0] imm,
                output [${msb}:0] acc_out, output [${msb}:0] count_out, output zero);
  reg [${msb}:0] regs [0:${registers - 1}];
  reg [${msb}:0] acc;
  reg [${msb}:0] count;
  wire [${msb}:0] x = regs[ra];
  wire [${msb}:0] y = sel_imm ? imm : regs[rb];
  reg [${msb}:0] result;
  always @(*) begin
    case (op)
      3'd0: result = x + y;
      3'd1: result = x - y;
      3'd2: result = x & y;
      3'd3: result = x | y;
      3'd4: result = x ^ y;
      3'd5: result = x << y[2:0];
      3'd6: result = x >> y[2:0];
      default: result = {{${width - 1}{1'b0}}, x < y};
    endcase
  end
  integer i;
  always @(posedge clk) begin
    if (rst) begin
      for (i = 0; i < ${registers}; i = i + 1) regs[i] <= 0;
      acc <= 0;
      count <= 0;
    end else begin
      if (we) regs[wa] <= result;
      acc <= acc + result;
      count <= count + 1;
    end
  end
  assign acc_out = acc;
  assign count_out = count;
  assign zero = result == 0;
endmodule
`;
}

/**
 * `copies` instances of {@link datapath}`(registers, width)` side by side under a top module
 * `datapath_x<copies>`: a clock and a reset shared, every other input and output the instance's own
 * (`we_0`, `acc_out_0`, …), so that a flattened copy cannot be merged into another by Yosys.
 */
export function replicatedDatapath(copies: number, registers: number, width: number): string {
  const msb = width - 1;
  const addressBits = Math.max(1, Math.ceil(Math.log2(registers)));
  const amsb = addressBits - 1;
  const indices = Array.from({ length: copies }, (_, i) => i);
  const ports = indices.map(
    (i) =>
      `input we_${i}, input [${amsb}:0] wa_${i}, input [${amsb}:0] ra_${i}, input [${amsb}:0] rb_${i},\n  ` +
      `input [2:0] op_${i}, input sel_imm_${i}, input [${msb}:0] imm_${i},\n  ` +
      `output [${msb}:0] acc_out_${i}, output [${msb}:0] count_out_${i}, output zero_${i}`,
  );
  const instances = indices.map(
    (i) =>
      `  datapath dp_${i}(.clk(clk), .rst(rst), .we(we_${i}), .wa(wa_${i}), .ra(ra_${i}), .rb(rb_${i}),\n` +
      `                .op(op_${i}), .sel_imm(sel_imm_${i}), .imm(imm_${i}),\n` +
      `                .acc_out(acc_out_${i}), .count_out(count_out_${i}), .zero(zero_${i}));`,
  );
  return `${datapath(registers, width)}
// ${copies} copies of the datapath, a clock and a reset shared
module datapath_x${copies}(input clk, input rst,
  ${ports.join(',\n  ')});
${instances.join('\n')}
endmodule
`;
}

/** The designs of the bench. */
export function benchDesigns(): BenchDesign[] {
  return [
    {
      name: 'adder10',
      target: 100,
      description: '10-bit ripple-carry adder + comparator (combinational)',
      top: 'add_compare',
      source: adderComparator(10),
    },
    {
      name: 'mult13',
      target: 1_000,
      description: '13 x 13 unsigned multiplier (combinational)',
      top: 'multiply',
      source: multiplier(13),
    },
    {
      name: 'datapath32x16',
      target: 5_000,
      description: '32 x 16-bit register file, ALU, accumulator, counter (544 flip-flops)',
      top: 'datapath',
      source: datapath(32, 16),
    },
    {
      name: 'datapath_x2_flat',
      target: 10_000,
      description: 'two datapath32x16 side by side, imported flattened (1,088 flip-flops)',
      top: 'datapath_x2',
      source: replicatedDatapath(2, 32, 16),
      flatten: true,
    },
    {
      name: 'datapath_x10',
      target: 50_000,
      description: 'ten datapath32x16 side by side, the module kept as a subcircuit (5,440 flip-flops)',
      top: 'datapath_x10',
      source: replicatedDatapath(10, 32, 16),
    },
  ];
}
