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
      ports: ['input sel: SEL0 SEL1', 'input en: EN', 'output y: Y0 Y1 Y2 Y3'],
    });
    expect(harness.copy.steps()).toHaveLength(1);
    const labels = [...harness.copy.state.components()].map((c) => c.label);
    expect(labels).toEqual(expect.arrayContaining(['SEL0', 'SEL1', 'EN', 'Y0', 'Y3']));
    expect(labels).not.toContain('SW1');
    const table = await harness.call('check_truth_table', {
      expected: [
        'Y0 = EN and not SEL1 and not SEL0',
        'Y1 = EN and not SEL1 and SEL0',
        'Y2 = EN and SEL1 and not SEL0',
        'Y3 = EN and SEL1 and SEL0',
      ],
    });
    expect(table).toMatchObject({ success: true, pass: true });
    const wrong = await harness.call('check_truth_table', { expected: ['Y0 = EN and SEL0'] });
    expect(wrong).toMatchObject({ pass: false });
  }, 30_000);

  it('merges beside the parts already there, with labels clear of theirs, and refuses bad Verilog changing nothing', async () => {
    harness = createToolHarness();
    await harness.call('add_component', { type: 'SWITCH_TOGGLE', label: 'EN' });
    const merged = await harness.call('build_from_verilog', { source: DECODER, mode: 'merge' });
    expect(merged).toMatchObject({
      success: true,
      ports: ['input sel: SEL0 SEL1', 'input en: EN_2', 'output y: Y0 Y1 Y2 Y3'],
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
