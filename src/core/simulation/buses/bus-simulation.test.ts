import { describe, expect, it } from 'vitest';
import { CircuitState } from '../../../shared/circuit/circuit-state';
import type { Operation } from '../../../shared/circuit/operations';
import { DeltaTracker } from '../host/delta-tracker';
import { ENGINES, simulate } from '../test-support/simulate';
import { builtCircuit, part, wire } from '../test-support/parts';

/** A 4-bit input port through a NOT on a bus into a wide probe and a hex display, and one bit split off to a probe. */
const CIRCUIT = () =>
  builtCircuit(
    [
      part('a', 'PORT_IN', { width: 4, initial: 5 }),
      part('n', 'NOT', { width: 4 }),
      part('p', 'PROBE', { width: 4 }),
      part('h', 'HEX_DISPLAY'),
      part('s', 'SPLITTER', { width: 4 }),
      part('q', 'PROBE'),
    ],
    [
      wire('w1', 'a.out', 'n.in'),
      wire('w2', 'n.out', 'p.in'),
      wire('w3', 'n.out', 'h.in'),
      wire('w4', 'n.out', 's.in'),
      wire('w5', 's.b3', 'q.in'),
    ],
  );

describe.each(ENGINES)('a circuit with buses, as the canvas sees it (%s engine)', (engine) => {
  it('shows bus wires as bit strings and wide parts as one view, hiding the parts they are made of', () => {
    const sim = simulate(CIRCUIT(), engine);
    const snapshot = sim.snapshot();
    expect(snapshot.buses).toEqual({ w1: '0101', w2: '1010', w3: '1010', w4: '1010' });
    expect(snapshot.wires).toEqual({ w5: '1' });
    expect(snapshot.components.a).toEqual({ bus: '0101' });
    expect(snapshot.components.p).toEqual({ bus: '1010' });
    expect(snapshot.components.q).toEqual({ value: '1' });
    // 1010 is A: segments a, b, c, e, f, g.
    expect(snapshot.components.h).toEqual({ segments: [true, true, true, false, true, true, true, false] });
    const ids = [...Object.keys(snapshot.wires), ...Object.keys(snapshot.components)];
    expect(ids.filter((id) => id.includes('#') || id.startsWith('~'))).toEqual([]);
    expect(sim.wireValue('w5')).toBe('1');
    expect(sim.busValue('w2')).toBe('1010');
  });

  it('sets a wide input port to a number, and the updates carry what changed', () => {
    const sim = simulate(CIRCUIT(), engine);
    const tracker = new DeltaTracker(sim);
    const full = tracker.full();
    expect(full.buses).toMatchObject({ w2: '1010' });
    expect(sim.setValue('a', 0xf).success).toBe(true);
    sim.settle();
    const delta = tracker.delta();
    expect(delta.buses).toEqual({ w1: '1111', w2: '0000', w3: '0000', w4: '0000' });
    expect(delta.wires).toEqual({ w5: '0' });
    expect(delta.components).toMatchObject({ a: { bus: '1111' }, p: { bus: '0000' }, q: { value: '0' } });
    expect(Object.keys(delta.components).filter((id) => id.includes('#'))).toEqual([]);
    expect(tracker.delta().buses).toBeUndefined();
  });

  it('follows an edit that widens a part (the engine is rebuilt, inputs kept)', () => {
    const c = builtCircuit(
      [part('a', 'PORT_IN', { initial: 1 }), part('y', 'PORT_OUT')],
      [wire('w1', 'a.out', 'y.in')],
    );
    const sim = simulate(c, engine);
    expect(sim.componentState('y')).toEqual({ value: '1' });
    const state = CircuitState.fromCircuit(c);
    if (!state.success) throw new Error(state.error);
    const ops: Operation[] = [
      { op: 'removeWire', id: 'w1' },
      { op: 'updateComponent', id: 'a', set: { properties: { width: 3, initial: 6 } } },
      { op: 'updateComponent', id: 'y', set: { properties: { width: 3 } } },
      { op: 'addWire', wire: wire('w2', 'a.out', 'y.in') },
    ];
    expect(state.data.apply(ops).success).toBe(true);
    expect(sim.applyOperations(ops, () => state.data.toJSON()).success).toBe(true);
    expect(sim.componentState('y')).toEqual({ bus: '110' });
  });

  it('carries a floating bit through a merger and a splitter as Z, next to a driven one', () => {
    // A disabled tri-state buffer leaves bit 0 floating; bit 1 is a constant 1.
    const sim = simulate(
      builtCircuit(
        [
          part('d', 'PORT_IN'),
          part('e', 'PORT_IN', { initial: 0 }),
          part('t', 'TRISTATE_BUFFER'),
          part('one', 'CONST_HIGH'),
          part('m', 'MERGER', { width: 2 }),
          part('s', 'SPLITTER', { width: 2 }),
          part('q0', 'PROBE'),
          part('q1', 'PROBE'),
        ],
        [
          wire('w1', 'd.out', 't.in'),
          wire('w2', 'e.out', 't.en'),
          wire('w3', 't.out', 'm.b0'),
          wire('w4', 'one.out', 'm.b1'),
          wire('w5', 'm.out', 's.in'),
          wire('w6', 's.b0', 'q0.in'),
          wire('w7', 's.b1', 'q1.in'),
        ],
      ),
      engine,
    );
    expect(sim.busValue('w5')).toBe('1Z');
    expect([sim.snapshot().components.q0, sim.snapshot().components.q1]).toEqual([{ value: 'Z' }, { value: '1' }]);
    expect(sim.setValue('e', 1).success).toBe(true);
    sim.settle();
    expect(sim.busValue('w5')).toBe('10');
  });
});

describe('problems of a circuit with buses', () => {
  it('name the wide part, once, and leave optional pins of wide parts alone', () => {
    const c = builtCircuit(
      [
        part('k', 'CONST_VALUE', { width: 8 }),
        part('r', 'REGISTER', { width: 8 }),
        part('y', 'PORT_OUT', { width: 8 }),
      ],
      [wire('w1', 'k.out', 'r.D'), wire('w2', 'r.Q', 'y.in')],
    );
    const sim = simulate(c, 'event');
    // CLK is left open (it reads X): said once, of R; EN and CLR are optional and say nothing.
    const found = sim.diagnostics();
    expect(found.map((d) => [d.code, d.components])).toEqual([['FLOATING_INPUT', ['r']]]);
    expect(found[0]!.message).toContain('R.CLK');
    expect(found[0]!.message).not.toContain('#');
  });
});
