import { afterEach, describe, expect, it } from 'vitest';
import { halfAdderCircuit } from './test-support/circuits';
import { createToolHarness, type ToolHarness } from '../../main/test-support/tool-harness';

let harness: ToolHarness;
afterEach(async () => {
  await harness.close();
});

describe('synthesize_from_truth_table', () => {
  it('designs a blueprint that apply_blueprint builds and check_truth_table passes', async () => {
    harness = createToolHarness();
    const designed = await harness.call('synthesize_from_truth_table', {
      inputs: ['A', 'B', 'C'],
      outputs: ['MAJ'],
      rows: ['000 -> 0', '001 -> 0', '010 -> 0', '011 -> 1', '100 -> 0', '101 -> 1', '110 -> 1', '111 -> 1'],
    });
    expect(designed).toMatchObject({
      success: true,
      minimal: true,
      outputs: ['MAJ = (A AND B) OR (A AND C) OR (B AND C)'],
    });
    const applied = await harness.call('apply_blueprint', { blueprint: designed.blueprint!, mode: 'merge' });
    expect(applied.success).toBe(true);
    const checked = await harness.call('check_truth_table', {
      expected: ['MAJ = (A and B) or (A and C) or (B and C)'],
    });
    expect(checked).toMatchObject({ success: true, pass: true });
  });

  it('wires into parts that already exist, with labels that do not clash, and refuses a driven output', async () => {
    harness = createToolHarness();
    const io = await harness.call('apply_blueprint', {
      mode: 'merge',
      blueprint: {
        components: [
          { label: 'A', type: 'SWITCH_TOGGLE' },
          { label: 'B', type: 'SWITCH_TOGGLE' },
          { label: 'Y', type: 'LED_GREEN' },
          { label: 'G1', type: 'RESISTOR' },
          { label: 'GND1', type: 'GND' },
        ],
        wires: [
          { from: 'Y:cathode', to: 'G1:a' },
          { from: 'G1:b', to: 'GND1:gnd' },
        ],
      },
    });
    expect(io.success).toBe(true);
    const xnor = {
      inputs: ['A', 'B'],
      outputs: ['Y'],
      rows: ['00 -> 1', '01 -> 0', '10 -> 0', '11 -> 1'],
      io: 'existing',
    };
    const designed = await harness.call('synthesize_from_truth_table', xnor);
    expect(designed.success).toBe(true);
    const labels = (designed.blueprint as { components: { label: string }[] }).components.map((c) =>
      c.label.toLowerCase(),
    );
    expect(labels).not.toContain('g1');
    expect(labels).not.toContain('a');
    expect((await harness.call('apply_blueprint', { blueprint: designed.blueprint!, mode: 'merge' })).success).toBe(
      true,
    );
    expect(await harness.call('check_truth_table', { expected: ['Y = A xnor B'] })).toMatchObject({ pass: true });
    expect(await harness.call('synthesize_from_truth_table', xnor)).toMatchObject({
      success: false,
      error: 'Y.anode is already driven by a wire.',
    });
  });

  it('refuses a row that is not a row, and a table with a missing row, saying what to write', async () => {
    harness = createToolHarness();
    expect(
      await harness.call('synthesize_from_truth_table', { inputs: ['A'], outputs: ['Y'], rows: ['nonsense'] }),
    ).toMatchObject({
      success: false,
      hint: expect.stringContaining('"inputs -> outputs"') as unknown,
    });
    const missing = await harness.call('synthesize_from_truth_table', {
      inputs: ['A', 'B'],
      outputs: ['Y'],
      rows: ['00 -> 1'],
    });
    expect(missing.success).toBe(false);
  });
});

describe('explain_circuit', () => {
  it('gives each output of the half adder as an expression', async () => {
    harness = createToolHarness(halfAdderCircuit());
    const explained = await harness.call('explain_circuit');
    expect(explained.success).toBe(true);
    expect(JSON.stringify(explained.outputs)).toMatch(/SW1 ⊕ SW2|SW1 XOR SW2/);
  });

  it('names a label that does not exist', async () => {
    harness = createToolHarness(halfAdderCircuit());
    expect(await harness.call('explain_circuit', { labels: ['NOPE'] })).toMatchObject({ success: false });
  });
});
