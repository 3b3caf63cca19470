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
        call(services, 'verilog:import', { source: XOR, fileName: 'parity.v', outputs: 'probe' }),
      ]);
      if (!counter.success || !parity.success) throw new Error(JSON.stringify([counter, parity]));
      expect(counter.data.circuit.meta.name).toBe('counter2');
      // Stored in the order asked, as they were synthesised.
      expect(counter.data.circuit.meta.createdAt).toBeLessThanOrEqual(parity.data.circuit.meta.createdAt);
      expect(counter.data.report).toMatchObject({ top: 'counter2', flipFlops: 2 });
      expect(counter.data.report.ports.map((p) => [p.name, p.labels, p.clock])).toEqual([
        ['clk', ['CLK'], true],
        ['rst', ['RST'], false],
        ['en', ['EN'], false],
        ['q', ['Q0', 'Q1'], false],
      ]);
      const types = counter.data.circuit.circuit.components.map((c) => `${c.label}:${c.type}`);
      expect(types).toEqual(expect.arrayContaining(['CLK:CLOCK', 'RST:SWITCH_TOGGLE', 'Q0:LED_RED', 'Q1:LED_RED']));
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
      expect(exported.data.source).toMatch(/module counter2\(\s*input wire CLK,\s*input wire RST,\s*input wire EN,/);
      expect(exported.data.source).toMatch(/output wire Q0,\s*output wire Q1\s*\)/);
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
