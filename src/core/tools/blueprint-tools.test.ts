import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ElkNode } from 'elkjs/lib/elk-api';
import { componentBox } from '../../shared/layout/geometry';
import { validateCircuit } from '../validation/validate';
import type { ToolBlueprint } from './blueprint-input';
import { canonical, halfAdderCircuit } from './test-support/circuits';
import { createToolHarness, type ToolHarness } from '../../main/test-support/tool-harness';

let harness: ToolHarness;
afterEach(async () => {
  await harness.close();
});

/** A half adder as a model writes it: loose type names, a property, no positions. */
const halfAdder: ToolBlueprint = {
  components: [
    { label: 'A', type: 'switch_toggle' },
    { label: 'B', type: 'SWITCH_TOGGLE', properties: 'initial=true' },
    { label: 'SUM', type: 'xor-2' },
    { label: 'CARRY', type: 'AND_2' },
    { label: 'L_S', type: 'LED_GREEN' },
    { label: 'L_C', type: 'LED_RED' },
    { label: 'R1', type: 'RESISTOR' },
    { label: 'R2', type: 'RESISTOR' },
    { label: 'GND1', type: 'GND' },
  ],
  wires: [
    { from: 'A:out', to: 'SUM:a' },
    { from: 'B.out', to: 'sum:B' },
    { from: 'A:out', to: 'CARRY:a' },
    { from: 'B:out', to: 'CARRY:b' },
    { from: 'SUM:out', to: 'L_S:anode' },
    { from: 'CARRY:out', to: 'L_C:anode' },
    { from: 'L_S:cathode', to: 'R1:a' },
    { from: 'L_C:cathode', to: 'R2:a' },
    { from: 'R1:b', to: 'GND1:gnd' },
    { from: 'R2:b', to: 'GND1:gnd' },
  ],
};

const overlaps = (a: ReturnType<typeof componentBox>, b: ReturnType<typeof componentBox>) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('validate_blueprint', () => {
  it('accepts a good blueprint and returns it normalised (exact types and pins, properties as text)', async () => {
    harness = createToolHarness();
    const result = await harness.call('validate_blueprint', { blueprint: halfAdder });
    expect(result).toMatchObject({ success: true, valid: true, warnings: [] });
    const normalised = result.blueprint as ToolBlueprint;
    expect(normalised.components.slice(0, 3)).toEqual([
      { label: 'A', type: 'SWITCH_TOGGLE' },
      { label: 'B', type: 'SWITCH_TOGGLE', properties: 'initial=true' },
      { label: 'SUM', type: 'XOR_2' },
    ]);
    expect(normalised.wires[1]).toEqual({ from: 'B:out', to: 'SUM:b' });
    expect(harness.copy.edited).toBe(false);
  });

  it('refuses a blueprint with errors, listing every one with its code, place and fix', async () => {
    harness = createToolHarness();
    const result = await harness.call('validate_blueprint', {
      blueprint: {
        components: [
          { label: 'SW1', type: 'SWITCH_TOGGLE' },
          { label: 'G1', type: 'ANDD_2' },
          { label: 'L1', type: 'LED_RED', properties: 'brightness' },
          { label: 'N1', type: 'NOT', position: { x: -40, y: 0 } },
        ],
        wires: [
          { from: 'SW1:output', to: 'N1:in' },
          { from: 'N1:out', to: 'L1:anode' },
        ],
      },
    });
    expect(result).toMatchObject({ success: false, error: 'The blueprint has 4 errors; nothing was built.' });
    const errors = result.errors as { code: string; message: string; fix: string }[];
    expect(errors.map((e) => e.code)).toEqual(['INVALID_PROPERTY', 'UNKNOWN_TYPE', 'UNKNOWN_PIN', 'LED_NO_GROUND']);
    expect(errors[1]).toMatchObject({
      message: expect.stringContaining('components[1] (G1)') as unknown,
      fix: expect.stringContaining('AND_2') as unknown,
    });
    expect(errors[2]!.fix).toContain('Did you mean "out"?');
    expect((result.warnings as { code: string }[]).map((w) => w.code)).toContain('NEGATIVE_POSITION');
  });

  it('checks against the circuit in merge mode: wires to its parts, labels it already uses', async () => {
    harness = createToolHarness(halfAdderCircuit());
    const blueprint = {
      components: [
        { label: 'N1', type: 'NOT' },
        { label: 'P1', type: 'PROBE' },
      ],
      wires: [
        { from: 'g1:out', to: 'N1:in' },
        { from: 'N1:out', to: 'P1:in' },
      ],
    };
    expect(await harness.call('validate_blueprint', { blueprint, mode: 'merge' })).toMatchObject({ success: true });
    const alone = await harness.call('validate_blueprint', { blueprint });
    expect((alone.errors as { fix: string }[])[0]!.fix).toContain('merge mode');
    const clash = await harness.call('validate_blueprint', {
      blueprint: { components: [{ label: 'led1', type: 'LED_RED' }], wires: [] },
      mode: 'merge',
    });
    expect((clash.errors as { code: string }[]).map((e) => e.code)).toContain('DUPLICATE_LABEL');
  });
});

describe('apply_blueprint', () => {
  it('replaces the circuit in one step, lays the parts out without overlaps and answers with the labels', async () => {
    harness = createToolHarness(halfAdderCircuit());
    const result = await harness.call('apply_blueprint', { blueprint: halfAdder, mode: 'replace' });
    expect(result).toMatchObject({ success: true, created: halfAdder.components.map((c) => c.label), wires: 10 });
    expect(result.done).toBe('Replaced the circuit with A, B, SUM, CARRY, L_S, L_C and 3 more');
    const state = harness.copy.state;
    expect([...state.components()].map((c) => c.label).sort()).toEqual(halfAdder.components.map((c) => c.label).sort());
    expect(state.componentByLabel('B')!.properties.initial).toBe(true);
    expect(harness.copy.steps()).toHaveLength(1);
    const boxes = [...state.components()].map(componentBox);
    boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b) => expect(overlaps(a, b)).toBe(false)));
    const x = (label: string) => state.componentByLabel(label)!.x;
    expect(x('A')).toBeLessThan(x('SUM'));
    expect(x('SUM')).toBeLessThan(x('L_S'));
    expect(validateCircuit(state)).toEqual([]);
    const table = await harness.call('check_truth_table', { expected: ['L_S = A xor B', 'L_C = A and B'] });
    expect(table).toMatchObject({ success: true, pass: true });
    expect(await harness.call('undo')).toMatchObject({ success: true });
    expect(harness.copy.state.toJSON()).toEqual(canonical(halfAdderCircuit()));
  });

  it('merges new parts clear of the circuit, laying out only them, and wires them to existing parts', async () => {
    harness = createToolHarness(halfAdderCircuit());
    const before = [...harness.copy.state.components()].map(componentBox);
    const result = await harness.call('apply_blueprint', {
      blueprint: {
        components: [
          { label: 'N1', type: 'NOT' },
          { label: 'P1', type: 'PROBE' },
          { label: 'P2', type: 'PROBE', position: { x: 600, y: 400 } },
        ],
        wires: [
          { from: 'G1:out', to: 'N1:in' },
          { from: 'N1:out', to: 'P1:in' },
          { from: 'G2:out', to: 'P2:in' },
        ],
      },
      mode: 'merge',
    });
    expect(result).toMatchObject({ success: true, created: ['N1', 'P1', 'P2'], done: 'Added N1, P1, P2' });
    expect(harness.layouts).toHaveLength(1);
    expect(harness.layouts[0]!.children!.length).toBe(2);
    const state = harness.copy.state;
    expect(state.componentByLabel('P2')).toMatchObject({ x: 600, y: 400 });
    for (const label of ['N1', 'P1']) {
      const box = componentBox(state.componentByLabel(label)!);
      for (const old of before) expect(overlaps(box, old)).toBe(false);
      expect(box.x).toBeGreaterThan(Math.max(...before.map((b) => b.x + b.width)));
      expect(box.x % 10).toBe(0);
    }
    expect(state.componentByLabel('N1')!.x).toBeLessThan(state.componentByLabel('P1')!.x);
    expect(state.componentCount).toBe(12);
  });

  it('keeps a simple placement, still clear of the circuit, when the layout fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    harness = createToolHarness(halfAdderCircuit(), {
      layout: (): Promise<ElkNode> => Promise.reject(new Error('no layout today')),
    });
    const result = await harness.call('apply_blueprint', {
      blueprint: { components: [{ label: 'N1', type: 'NOT' }], wires: [{ from: 'G1:out', to: 'N1:in' }] },
      mode: 'merge',
    });
    expect(result.success).toBe(true);
    const box = componentBox(harness.copy.state.componentByLabel('N1')!);
    for (const c of halfAdderCircuit().components) expect(overlaps(box, componentBox(c))).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('refuses an invalid blueprint with the validation errors and changes nothing', async () => {
    harness = createToolHarness(halfAdderCircuit());
    const result = await harness.call('apply_blueprint', {
      blueprint: { components: [{ label: 'L9', type: 'LED_RED' }], wires: [{ from: 'G1:out', to: 'L9:anode' }] },
      mode: 'merge',
    });
    expect(result).toMatchObject({
      success: false,
      errors: [expect.objectContaining({ code: 'LED_NO_GROUND' }) as unknown],
    });
    expect(harness.copy.state.toJSON()).toEqual(canonical(halfAdderCircuit()));
    expect(harness.copy.edited).toBe(false);
  });
});
