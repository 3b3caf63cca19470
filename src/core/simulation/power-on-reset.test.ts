import { describe, expect, it } from 'vitest';
import type { Circuit } from '../../shared/circuit/types';
import { compile } from './simulation';
import { CircuitBuilder } from './test-support/circuit-builder';
import { ENGINES, pin, simulate } from './test-support/simulate';

/**
 * A power-on reset R on the preset of flip-flop F (D tied low, never clocked) and on probe P: F can
 * only be 1 if R was active at power-on. Active low, R reaches the preset through an inverter.
 */
function presetByReset(activeLow = false): Circuit {
  const builder = new CircuitBuilder()
    .add('R', 'RESET', activeLow ? { activeLow } : {})
    .add('F', 'D_FLIPFLOP')
    .add('LO', 'CONST_LOW')
    .add('P', 'PROBE')
    .wire('LO.out', 'F.D')
    .wire('R.out', 'P.in');
  if (activeLow) builder.add('N', 'NOT').wire('R.out', 'N.in').wire('N.out', 'F.PRE');
  else builder.wire('R.out', 'F.PRE');
  return builder.build();
}

describe.each(ENGINES)('the power-on reset (%s engine)', (engine) => {
  it.each([false, true])('is active while the circuit powers on, then released (active low: %s)', (activeLow) => {
    const sim = simulate(presetByReset(activeLow), engine);
    // Released: 0 (active high) or 1 (active low); the preset it gave at power-on stays.
    expect([pin(sim, 'P.in'), pin(sim, 'F.Q')]).toEqual([activeLow ? '1' : '0', '1']);
    expect(sim.componentState('R')).toEqual({ value: activeLow ? '1' : '0' });
  });

  it('shows its active level when the engine has powered on but not yet been released', () => {
    const sim = simulate(presetByReset(), engine);
    sim.core.reset();
    sim.settle();
    expect([pin(sim, 'P.in'), pin(sim, 'F.Q')]).toEqual(['1', '1']);
    sim.powerOn();
    expect([pin(sim, 'P.in'), pin(sim, 'F.Q')]).toEqual(['0', '1']);
  });

  it('is asserted again by reset(), and not by an edit, patched or rebuilt', () => {
    const circuit = presetByReset();
    const sim = simulate(circuit, engine);
    expect(sim.setStoredValue('F', 0n)).toBe(true);
    sim.settle();
    expect(pin(sim, 'F.Q')).toBe('0');
    // A move (patched in place by both engines) does not power the circuit on.
    expect(sim.applyOperations([{ op: 'updateComponent', id: 'R', set: { x: 300 } }], () => circuit).success).toBe(
      true,
    );
    expect([pin(sim, 'F.Q'), pin(sim, 'P.in')]).toEqual(['0', '0']);
    // Nor does an edit that rebuilds the engine (a wide register added).
    const wider: Circuit = {
      ...circuit,
      components: [...circuit.components, { ...circuit.components[0]!, id: 'W', label: 'W', type: 'REGISTER' }],
    };
    expect(
      sim.applyOperations([{ op: 'addComponent', component: wider.components.at(-1)! }], () => wider).success,
    ).toBe(true);
    expect([pin(sim, 'F.Q'), pin(sim, 'P.in')]).toEqual(['0', '0']);
    // A reset of the simulation is a power-on: the preset comes back.
    sim.reset();
    expect([pin(sim, 'F.Q'), pin(sim, 'P.in')]).toEqual(['1', '0']);
  });

  it('starts released when an edit adds it, and presets nothing then', () => {
    const circuit = new CircuitBuilder()
      .add('F', 'D_FLIPFLOP')
      .add('LO', 'CONST_LOW')
      .add('P', 'PROBE')
      .wire('LO.out', 'F.D')
      .build();
    const sim = simulate(circuit, engine);
    const reset = { ...circuit.components[0]!, id: 'R2', label: 'R2', type: 'RESET', properties: {} };
    const after: Circuit = {
      ...circuit,
      components: [...circuit.components, reset],
      wires: [
        ...circuit.wires,
        { id: 'w-r', from: { component: 'R2', pin: 'out' }, to: { component: 'F', pin: 'PRE' } },
      ],
    };
    const added = sim.applyOperations(
      [
        { op: 'addComponent', component: reset },
        { op: 'addWire', wire: after.wires.at(-1)! },
      ],
      () => after,
    );
    expect(added.success).toBe(true);
    expect([pin(sim, 'R2.out'), pin(sim, 'F.Q')]).toEqual(['0', '0']);
    sim.reset();
    expect([pin(sim, 'R2.out'), pin(sim, 'F.Q')]).toEqual(['0', '1']);
  });

  it('is no input: not settable, not a truth-table input, kept released by a truth table', () => {
    const circuit = new CircuitBuilder()
      .add('R', 'RESET')
      .add('A', 'SWITCH_TOGGLE')
      .add('G', 'OR_2')
      .add('Y', 'PROBE')
      .wire('R.out', 'G.a')
      .wire('A.out', 'G.b')
      .wire('G.out', 'Y.in')
      .build();
    const sim = simulate(circuit, engine);
    expect(sim.setInput('R', true).success).toBe(false);
    expect(sim.setSourceLevel('R', true).success).toBe(false);
    expect(sim.truthTable(['R'], ['Y']).success).toBe(false);
    const table = sim.truthTable(['A'], ['Y']);
    expect(table.success && table.data.rows.map((r) => r.outputs[0])).toEqual(['0', '1']);
    expect(pin(sim, 'R.out')).toBe('0');
  });
});

describe('the power-on reset in a subcircuit', () => {
  it('presets the flip-flop inside each instance at power-on, on both engines', () => {
    const inner = presetByReset();
    const outer = new CircuitBuilder().add('U', 'SUBCIRCUIT', { circuit: 'inner', ports: '' }).build();
    for (const engine of ENGINES) {
      const sim = compile(outer, {
        engine,
        library: (id) => (id === 'inner' ? { name: 'Inner', circuit: inner } : undefined),
      });
      expect(sim.success, engine).toBe(true);
      if (!sim.success) continue;
      expect(sim.data.componentState('U/F')?.stored, engine).toBe('1');
      expect(pin(sim.data, 'U/R.out'), engine).toBe('0');
    }
  });
});
