import { describe, expect, it } from 'vitest';
import { blueprintToOperations } from './blueprint-operations';
import { CircuitState } from './circuit-state';

let n = 0;
const newId = (prefix: string) => `${prefix}${++n}`;

describe('blueprintToOperations', () => {
  it('turns labels into ids, accepts loose type names and places parts left to right', () => {
    const result = blueprintToOperations(
      {
        components: [
          { label: 'SW1', type: 'switch_toggle' },
          { label: 'G1', type: 'not' },
          { label: 'P1', type: 'PROBE', position: { x: 500, y: 20 } },
        ],
        wires: [
          { from: 'SW1:out', to: 'G1:in' },
          { from: 'G1.out', to: 'p1:IN' },
        ],
      },
      { newId },
    );
    expect(result.success).toBe(true);
    if (!result.success) return;
    const state = new CircuitState();
    expect(state.apply(result.data.operations).success).toBe(true);
    const sw = state.componentByLabel('SW1')!;
    const gate = state.componentByLabel('G1')!;
    expect(sw.type).toBe('SWITCH_TOGGLE');
    expect(gate.type).toBe('NOT');
    expect(gate.x).toBeGreaterThan(sw.x);
    expect(state.componentByLabel('P1')).toMatchObject({ x: 500, y: 20 });
    expect(state.wiresAt({ component: result.data.ids.P1!, pin: 'in' })).toHaveLength(1);
  });

  it('wires new parts to parts of an existing circuit', () => {
    const existing = new CircuitState();
    existing.apply([
      {
        op: 'addComponent',
        component: { id: 'old', type: 'SWITCH_TOGGLE', label: 'SW9', x: 0, y: 0, rotation: 0, properties: {} },
      },
    ]);
    const result = blueprintToOperations(
      { components: [{ label: 'L1', type: 'PROBE' }], wires: [{ from: 'SW9:out', to: 'L1:in' }] },
      { existing, newId },
    );
    expect(result.success && existing.apply(result.data.operations).success).toBe(true);
    expect(existing.wiresAt({ component: 'old', pin: 'out' })).toHaveLength(1);
  });

  it('fails clearly on an unknown type, label or pin', () => {
    const bad = (blueprint: Parameters<typeof blueprintToOperations>[0]) => {
      const result = blueprintToOperations(blueprint, { newId });
      return result.success ? undefined : { code: result.code, hint: result.hint };
    };
    expect(bad({ components: [{ label: 'X', type: 'FLUX_CAPACITOR' }], wires: [] })?.code).toBe(
      'UNKNOWN_COMPONENT_TYPE',
    );
    expect(bad({ components: [{ label: 'X', type: 'NOT' }], wires: [{ from: 'Y:out', to: 'X:in' }] })?.code).toBe(
      'UNKNOWN_COMPONENT',
    );
    const pin = bad({
      components: [
        { label: 'X', type: 'NOT' },
        { label: 'Y', type: 'NOT' },
      ],
      wires: [{ from: 'Y:outt', to: 'X:in' }],
    });
    expect(pin).toMatchObject({ code: 'UNKNOWN_PIN', hint: expect.stringContaining('"out"') as unknown });
    expect(bad({ components: [], wires: [{ from: 'nonsense', to: 'X:in' }] })?.code).toBe('INVALID_INPUT');
  });
});
