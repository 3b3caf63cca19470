import { describe, expect, it } from 'vitest';
import { dispatch } from '../../core/rpc/dispatch';
import type { EventPayload } from '../../shared/contract';
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
        dispatch(services.handlers, 'verilog:import', { source: COUNTER, fileName: 'counter2.v' }, ctx),
        dispatch(services.handlers, 'verilog:import', { source: XOR, fileName: 'parity.v', outputs: 'probe' }, ctx),
      ]);
      if (!counter.success || !parity.success) throw new Error(JSON.stringify([counter, parity]));
      expect(counter.data.circuit.meta.name).toBe('counter2');
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

      const exported = await dispatch(
        services.handlers,
        'verilog:export',
        { circuitId: counter.data.circuit.meta.id },
        ctx,
      );
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
      const before = await dispatch(services.handlers, 'circuit:list', {}, ctx);
      const answer = await dispatch(services.handlers, 'verilog:import', { source: BROKEN, fileName: 'broken.v' }, ctx);
      expect(answer).toMatchObject({
        success: false,
        code: 'VERILOG_SYNTAX',
        error: expect.stringContaining('broken.v, line 2: syntax error') as unknown,
        hint: expect.stringContaining('assign y = a &;') as unknown,
      });
      const after = await dispatch(services.handlers, 'circuit:list', {}, ctx);
      expect(after).toEqual(before);
      const missing = await dispatch(services.handlers, 'verilog:export', { circuitId: 'nope' }, ctx);
      expect(missing).toMatchObject({ success: false, code: 'NOT_FOUND' });
    } finally {
      await services.close();
    }
  }, 60_000);
});
