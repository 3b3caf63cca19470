import { afterEach, describe, expect, it } from 'vitest';
import { createToolHarness, type ToolHarness } from '../../main/test-support/tool-harness';
import { slicedCircuit } from './test-support/circuits';

const DECODER = `// 2-to-4 decoder with enable
module dec(input [1:0] sel, input en, output [3:0] y);
  assign y = en ? (4'b0001 << sel) : 4'b0000;
endmodule`;

let harness: ToolHarness;
afterEach(async () => {
  await harness.close();
});

describe('build_from_verilog', () => {
  it('replaces the circuit with the synthesised design in one step, and the result does what the Verilog says', async () => {
    harness = createToolHarness(slicedCircuit(10));
    const result = await harness.call('build_from_verilog', { source: DECODER, mode: 'new' });
    expect(result).toMatchObject({
      success: true,
      done: expect.stringMatching(/^Replaced the circuit with dec from Verilog: \d+ gates, 0 flip-flops$/) as unknown,
      ports: ['input sel[2]: port sel', 'input en: port en', 'output y[4]: port y'],
    });
    expect(harness.copy.steps()).toHaveLength(1);
    const parts = [...harness.copy.state.components()];
    const byLabel = new Map(parts.map((c) => [c.label, c]));
    expect(byLabel.get('sel')).toMatchObject({ type: 'PORT_IN', properties: { width: 2 } });
    expect(byLabel.get('en')).toMatchObject({ type: 'PORT_IN' });
    expect(byLabel.get('y')).toMatchObject({ type: 'PORT_OUT', properties: { width: 4 } });
    expect(parts.map((c) => c.label)).not.toContain('SW1');
    // The wide ports take and give numbers: the decoder's whole table as one test.
    const table = await harness.call('run_tests', {
      source: ['en sel y', '0 X 0', '1 0 1', '1 1 2', '1 2 4', '1 3 8'].join('\n'),
    });
    expect(table).toMatchObject({ success: true, passed: true });
    const wrong = await harness.call('run_tests', { source: 'en sel y\n1 3 4' });
    expect(wrong).toMatchObject({ success: true, passed: false });
  }, 30_000);

  it('merges beside the parts already there, with labels clear of theirs, and refuses bad Verilog changing nothing', async () => {
    harness = createToolHarness();
    await harness.call('add_component', { type: 'SWITCH_TOGGLE', label: 'EN' });
    const merged = await harness.call('build_from_verilog', { source: DECODER, mode: 'merge' });
    expect(merged).toMatchObject({
      success: true,
      ports: ['input sel[2]: port sel', 'input en: port en_2', 'output y[4]: port y'],
    });
    const parts = [...harness.copy.state.components()];
    const en = parts.find((c) => c.label === 'EN')!;
    expect(parts.filter((c) => c.label !== 'EN').every((c) => c.x > en.x)).toBe(true);
    const before = JSON.stringify(harness.copy.state.toJSON());
    const broken = await harness.call('build_from_verilog', {
      source: 'module m(input a, output y);\n assign y = a +;\nendmodule',
      mode: 'merge',
    });
    expect(broken).toMatchObject({ success: false, error: expect.stringContaining('line 2') as unknown });
    expect(JSON.stringify(harness.copy.state.toJSON())).toBe(before);
  }, 30_000);
});
