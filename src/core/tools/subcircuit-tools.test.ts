import { afterEach, describe, expect, it } from 'vitest';
import type { Circuit, ComponentInstance } from '../../shared/circuit/types';
import { nestedHierarchy } from '../simulation/test-support/nested-hierarchies';
import { createToolHarness, type ToolHarness } from '../../main/test-support/tool-harness';

const part = (id: string, type: string, label: string, y = 0, properties: ComponentInstance['properties'] = {}) => ({
  id,
  type,
  label,
  x: 0,
  y,
  rotation: 0 as const,
  properties,
});

/** A half adder with ports A, B → S, C. */
const HALF_ADDER: Circuit = {
  components: [
    part('a', 'PORT_IN', 'A', 0),
    part('b', 'PORT_IN', 'B', 40),
    part('x', 'XOR_2', 'X1'),
    part('g', 'AND_2', 'G1', 60),
    part('s', 'PORT_OUT', 'S', 0),
    part('c', 'PORT_OUT', 'C', 40),
  ],
  wires: [
    { id: 'w1', from: { component: 'a', pin: 'out' }, to: { component: 'x', pin: 'a' } },
    { id: 'w2', from: { component: 'b', pin: 'out' }, to: { component: 'x', pin: 'b' } },
    { id: 'w3', from: { component: 'a', pin: 'out' }, to: { component: 'g', pin: 'a' } },
    { id: 'w4', from: { component: 'b', pin: 'out' }, to: { component: 'g', pin: 'b' } },
    { id: 'w5', from: { component: 'x', pin: 'out' }, to: { component: 's', pin: 'in' } },
    { id: 'w6', from: { component: 'g', pin: 'out' }, to: { component: 'c', pin: 'in' } },
  ],
};

let harness: ToolHarness;
afterEach(() => harness.close());

describe("the assistant and the user's subcircuits", () => {
  it('lists circuits with ports beside the built-in types, with their pins', async () => {
    harness = createToolHarness();
    harness.addToLibrary('Half adder', HALF_ADDER);
    harness.addToLibrary('No ports', { components: [part('g', 'AND_2', 'G1')], wires: [] });
    const result = await harness.call('get_available_components');
    const text = result.components as string;
    expect(text).toContain('Subcircuits');
    expect(text).toContain('Half adder: in A,B; out S,C');
    expect(text).not.toContain('No ports');
  });

  it('builds with a subcircuit named as a type, its pins the port names', async () => {
    harness = createToolHarness();
    const id = harness.addToLibrary('HalfAdder', HALF_ADDER);
    const result = await harness.call('apply_blueprint', {
      mode: 'replace',
      blueprint: {
        components: [
          { label: 'SW1', type: 'SWITCH_TOGGLE' },
          { label: 'SW2', type: 'SWITCH_TOGGLE' },
          { label: 'HA1', type: 'halfadder' },
          { label: 'P1', type: 'PROBE' },
        ],
        wires: [
          { from: 'SW1:out', to: 'HA1:A' },
          { from: 'SW2:out', to: 'HA1:B' },
          { from: 'HA1:S', to: 'P1:in' },
        ],
      },
    });
    expect(result.success).toBe(true);
    const ha = harness.copy.state.componentByLabel('HA1')!;
    expect(ha.type).toBe('SUBCIRCUIT');
    expect(ha.properties).toMatchObject({ circuit: id, ports: 'A,B>S,C' });
    expect(harness.copy.state.wiresOf(ha.id)).toHaveLength(3);
  });

  it('adds one with add_component, and refuses a wire to a pin it does not have', async () => {
    harness = createToolHarness();
    harness.addToLibrary('HalfAdder', HALF_ADDER);
    const added = await harness.call('add_component', { type: 'HalfAdder', label: 'U1' });
    expect(added.success).toBe(true);
    const bad = await harness.call('validate_blueprint', {
      mode: 'merge',
      blueprint: { components: [{ label: 'P1', type: 'PROBE' }], wires: [{ from: 'U1:SUM', to: 'P1:in' }] },
    });
    expect(bad.success).toBe(false);
    expect(JSON.stringify(bad)).toContain('SUM');
  });

  it('refuses a circuit that contains the one being edited, naming the chain', async () => {
    harness = createToolHarness();
    const inner = harness.addToLibrary('HalfAdder', HALF_ADDER);
    // "Wrapper" places the circuit being edited; placing Wrapper here would make a cycle.
    const current = harness.context.circuitId;
    harness.addToLibrary('Wrapper', {
      components: [
        part('i', 'PORT_IN', 'I'),
        part('u', 'SUBCIRCUIT', 'U1', 0, { circuit: current, ports: '' }),
        part('h', 'SUBCIRCUIT', 'U2', 60, { circuit: inner, ports: 'A,B>S,C' }),
      ],
      wires: [],
    });
    const refused = await harness.call('add_component', { type: 'Wrapper' });
    expect(refused.success).toBe(false);
    expect(refused.error).toBe('Wrapper cannot be placed in this circuit: it contains it (Wrapper → Current).');
    const blueprint = await harness.call('validate_blueprint', {
      blueprint: { components: [{ label: 'W1', type: 'Wrapper' }], wires: [] },
    });
    expect(blueprint.success).toBe(false);
    expect(JSON.stringify(blueprint)).toContain('Wrapper → Current');
  });

  it('refuses placing subcircuits that would make the circuit too big expanded, saying what multiplies it', async () => {
    harness = createToolHarness();
    // Level0 … Level4 of a chain: Level4 has 122,222 parts when expanded.
    const ids = new Map<string, string>();
    for (const d of nestedHierarchy(5, 10, 'chain').definitions) {
      const components = d.circuit.components.map((c) =>
        c.type === 'SUBCIRCUIT'
          ? { ...c, properties: { ...c.properties, circuit: ids.get(String(c.properties.circuit))! } }
          : c,
      );
      ids.set(d.id, harness.addToLibrary(d.name, { ...d.circuit, components }));
    }
    expect((await harness.call('add_component', { type: 'Level4', label: 'U1' })).success).toBe(true);
    const second = await harness.call('add_component', { type: 'Level4', label: 'U2' });
    expect(second).toMatchObject({
      success: false,
      error:
        'This circuit would have 244,444 parts with its subcircuits expanded, more than the 200,000 a circuit can have. Level0 is placed 20,000 times in all (12 parts of its own each).',
    });
    const blueprint = await harness.call('apply_blueprint', {
      mode: 'merge',
      blueprint: { components: [{ label: 'U3', type: 'Level4' }], wires: [] },
    });
    expect(blueprint.success).toBe(false);
    expect(JSON.stringify(blueprint)).toContain('would have 244,444 parts');
    expect(harness.copy.state.componentByLabel('U3')).toBeUndefined();
  });
});
