import { describe, expect, it } from 'vitest';
import { CircuitState } from '../../../shared/circuit/circuit-state';
import { CircuitBuilder } from '../test-support/circuit-builder';
import { ENGINES, pin, set, simulate } from '../test-support/simulate';
import { expandPlaceholders } from './expand';

/** A switch into a placeholder ("Shift Register": D, CLK:1 > Q:4), its Q into a probe, and a NOT fed by the switch. */
function circuit() {
  return new CircuitBuilder()
    .add('SW', 'SWITCH_TOGGLE')
    .add('X1', 'PLACEHOLDER', { original: 'Shift Register', ports: 'D,CLK>Q:4' })
    .add('P', 'PROBE', { width: 4 })
    .add('N', 'NOT')
    .add('G', 'AND_2')
    .wire('SW.out', 'X1.D')
    .wire('SW.out', 'N.in')
    .wire('X1.Q', 'P.in')
    .build();
}

describe('a placeholder (a part of an imported file we lack)', () => {
  it('is a part of the circuit model: its pins are those of the original', () => {
    const state = CircuitState.fromCircuit(circuit());
    expect(state.success).toBe(true);
  });

  it.each(ENGINES)('drives nothing and says so, while the rest of the circuit runs (%s)', (engine) => {
    const sim = simulate(circuit(), engine);
    set(sim, 'SW', true);
    expect(pin(sim, 'N.out')).toBe('0');
    // Its output is not driven: the probe reads Z on every bit.
    expect(sim.componentState('P')?.bus).toBe('ZZZZ');
    const warning = sim.diagnostics().find((d) => d.code === 'UNSUPPORTED');
    expect(warning).toMatchObject({
      severity: 'warning',
      message: 'X1 stands for Shift Register, which CircuitForge does not have: its outputs are not driven.',
      components: ['X1'],
    });
    // The probes standing for its pins never leave the simulator.
    const snapshot = sim.snapshot();
    expect(Object.keys(snapshot.components).filter((id) => id.includes('#'))).toEqual([]);
    expect(snapshot.diagnostics.every((d) => d.components.every((c) => !c.includes('#')))).toBe(true);
  });

  it.each(ENGINES)('follows edits by rebuilding: a wire from its output to a gate floats that input (%s)', (engine) => {
    const before = circuit();
    const sim = simulate(before, engine);
    const wire = { id: 'w9', from: { component: 'X1', pin: 'CLK' }, to: { component: 'G', pin: 'a' } };
    const after = { ...before, wires: [...before.wires, wire] };
    expect(sim.applyOperations([{ op: 'addWire', wire }], () => after).success).toBe(true);
    expect(sim.diagnostics().some((d) => d.code === 'UNSUPPORTED')).toBe(true);
  });

  it('keeps every wire: each end on a placeholder pin moves to the probe standing for it', () => {
    const { circuit: expanded, problems } = expandPlaceholders(circuit());
    expect(problems).toHaveLength(1);
    expect(expanded.wires).toHaveLength(3);
    expect(expanded.components.map((c) => c.id).sort()).toEqual(['G', 'N', 'P', 'SW', 'X1#CLK', 'X1#D', 'X1#Q']);
    expect(expanded.components.find((c) => c.id === 'X1#Q')?.properties).toEqual({ width: 4 });
    expect(expanded.wires.find((w) => w.to.component === 'X1#D')?.to.pin).toBe('in');
  });
});
