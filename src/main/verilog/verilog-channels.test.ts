import { describe, expect, it } from 'vitest';
import { dispatch } from '../../core/rpc/dispatch';
import type { ChannelInput, ChannelName, ChannelOutput, EventPayload } from '../../shared/contract';
import type { Result } from '../../shared/errors';
import { createTestServices } from '../test-support/services';

const COUNTER = `// a 2-bit counter with enable and synchronous reset
module counter2(input clk, input rst, input en, output reg [1:0] q);
  always @(posedge clk)
    if (rst) q <= 2'd0;
    else if (en) q <= q + 2'd1;
endmodule
`;
const XOR = `module parity(input a, input b, output y); assign y = a ^ b; endmodule\n`;
const HIERARCHY = `module half_adder(input a, input b, output s, output c);
  assign s = a ^ b;
  assign c = a & b;
endmodule
module full_adder(input a, input b, input c, output s, output co);
  wire s1, c1, c2;
  half_adder h0(.a(a), .b(b), .s(s1), .c(c1));
  half_adder h1(.a(s1), .b(c), .s(s), .c(c2));
  assign co = c1 | c2;
endmodule
module adder2(input [1:0] x, input [1:0] y, output [2:0] sum);
  wire carry;
  full_adder f0(.a(x[0]), .b(y[0]), .c(1'b0), .s(sum[0]), .co(carry));
  full_adder f1(.a(x[1]), .b(y[1]), .c(carry), .s(sum[1]), .co(sum[2]));
endmodule
`;
const BROKEN = `module broken(input a, output y);\n  assign y = a &;\nendmodule\n`;
const ctx = { host: 'browser' } as const;

/** A channel's answer with its contract type. */
async function call<K extends ChannelName>(
  services: ReturnType<typeof createTestServices>,
  channel: K,
  input: ChannelInput<K>,
): Promise<Result<ChannelOutput<K>>> {
  return (await dispatch(services.handlers, channel, input, ctx)) as Result<ChannelOutput<K>>;
}

describe('verilog:import and verilog:export through the contract', () => {
  it('synthesises into a new circuit in a worker, one import after another, and exports it again', async () => {
    const services = createTestServices();
    const progress: EventPayload<'verilog.progress'>[] = [];
    services.events.subscribe((m) => {
      if (m.name === 'verilog.progress') progress.push(m.payload);
    });
    try {
      // Two imports asked at once: the second waits for the first, and both land, in order.
      const [counter, parity] = await Promise.all([
        call(services, 'verilog:import', { source: COUNTER, fileName: 'counter2.v' }),
        call(services, 'verilog:import', { source: XOR, fileName: 'parity.v', outputs: 'probe', bits: true }),
      ]);
      if (!counter.success || !parity.success) throw new Error(JSON.stringify([counter, parity]));
      expect(counter.data.circuit.meta.name).toBe('counter2');
      // Stored in the order asked, as they were synthesised.
      expect(counter.data.circuit.meta.createdAt).toBeLessThanOrEqual(parity.data.circuit.meta.createdAt);
      expect(counter.data.report).toMatchObject({ top: 'counter2', flipFlops: 2 });
      // A port is one part named as in the Verilog, as wide as the port.
      expect(counter.data.report.ports.map((p) => [p.name, p.labels, p.width, p.clock])).toEqual([
        ['clk', ['clk'], 1, true],
        ['rst', ['rst'], 1, false],
        ['en', ['en'], 1, false],
        ['q', ['q'], 2, false],
      ]);
      const types = counter.data.circuit.circuit.components.map((c) => `${c.label}:${c.type}`);
      expect(types).toEqual(expect.arrayContaining(['clk:CLOCK', 'rst:PORT_IN', 'en:PORT_IN', 'q:PORT_OUT']));
      expect(parity.data.circuit.circuit.components.map((c) => `${c.label}:${c.type}`)).toEqual(
        expect.arrayContaining(['A:SWITCH_TOGGLE', 'B:SWITCH_TOGGLE', 'G1:XOR_2', 'Y:PROBE']),
      );
      const first = progress.filter((p) => p.job === progress[0]!.job);
      const second = progress.filter((p) => p.job !== progress[0]!.job);
      expect(second[0]).toMatchObject({ fileName: 'parity.v', stage: 'Waiting for the import before it' });
      expect(first.at(-1)).toMatchObject({ done: true, fraction: 1 });
      // Each job's progress only moves forward, and the second starts after the first is done.
      for (const job of [first, second]) {
        const fractions = job.map((p) => p.fraction);
        expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
      }
      expect(progress.indexOf(first.at(-1)!)).toBeLessThan(progress.indexOf(second[1]!));

      const exported = await call(services, 'verilog:export', { circuitId: counter.data.circuit.meta.id });
      if (!exported.success) throw new Error(exported.error);
      expect(exported.data).toMatchObject({ fileName: 'counter2.v', moduleName: 'counter2' });
      // The ports come back with their names and widths: the original testbench runs against it.
      expect(exported.data.source).toMatch(/module counter2\(\s*input wire clk,\s*input wire rst,\s*input wire en,/);
      expect(exported.data.source).toMatch(/output wire \[1:0\] q\s*\)/);
    } finally {
      await services.close();
    }
  }, 60_000);

  it('keeps submodules as circuits of the library, placed as subcircuits; importing again reuses them', async () => {
    const services = createTestServices();
    try {
      const first = await call(services, 'verilog:import', { source: HIERARCHY, fileName: 'adders.v' });
      if (!first.success) throw new Error(first.error);
      expect(first.data.report.subcircuits).toEqual(['half_adder', 'full_adder']);
      const list = await call(services, 'circuit:list', {});
      if (!list.success) throw new Error(list.error);
      const names = list.data.map((m) => m.name);
      expect(names).toEqual(expect.arrayContaining(['half_adder', 'full_adder', 'adder2']));
      const byName = new Map(list.data.map((m) => [m.name, m.id]));
      const instances = first.data.circuit.circuit.components.filter((c) => c.type === 'SUBCIRCUIT');
      expect(instances.map((c) => [c.label, c.properties.circuit, c.properties.ports])).toEqual([
        ['f0', byName.get('full_adder'), 'a,b,c>s,co'],
        ['f1', byName.get('full_adder'), 'a,b,c>s,co'],
      ]);
      // The top and each module export again with the hierarchy.
      const exported = await call(services, 'verilog:export', { circuitId: first.data.circuit.meta.id });
      if (!exported.success) throw new Error(exported.error);
      expect(exported.data.source).toMatch(/module half_adder\(/);
      expect(exported.data.source).toMatch(/module full_adder\(/);
      expect(exported.data.source).toMatch(/module adder2\(\s*input wire \[1:0\] x,\s*input wire \[1:0\] y,/);

      const again = await call(services, 'verilog:import', { source: HIERARCHY, fileName: 'adders.v' });
      if (!again.success) throw new Error(again.error);
      const after = await call(services, 'circuit:list', {});
      if (!after.success) throw new Error(after.error);
      expect(after.data.filter((m) => m.name.startsWith('full_adder'))).toHaveLength(1);
      expect(after.data.filter((m) => m.name.startsWith('adder2'))).toHaveLength(2);

      const flat = await call(services, 'verilog:import', { source: HIERARCHY, fileName: 'adders.v', flatten: true });
      if (!flat.success) throw new Error(flat.error);
      expect(flat.data.report.subcircuits).toEqual([]);
      expect(flat.data.circuit.circuit.components.some((c) => c.type === 'SUBCIRCUIT')).toBe(false);
    } finally {
      await services.close();
    }
  }, 60_000);

  it('answers a broken source with its line and creates nothing', async () => {
    const services = createTestServices();
    try {
      const before = await call(services, 'circuit:list', {});
      const answer = await call(services, 'verilog:import', { source: BROKEN, fileName: 'broken.v' });
      expect(answer).toMatchObject({
        success: false,
        code: 'VERILOG_SYNTAX',
        error: expect.stringContaining('broken.v, line 2: syntax error') as unknown,
        hint: expect.stringContaining('assign y = a &;') as unknown,
      });
      const after = await call(services, 'circuit:list', {});
      expect(after).toEqual(before);
      const missing = await call(services, 'verilog:export', { circuitId: 'nope' });
      expect(missing).toMatchObject({ success: false, code: 'NOT_FOUND' });
    } finally {
      await services.close();
    }
  }, 60_000);
});
