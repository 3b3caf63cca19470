import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CircuitState } from '../../shared/circuit/circuit-state';
import type { Operation } from '../../shared/circuit/operations';
import { getDefinition } from '../../shared/components/registry';
import { compile, type Simulation } from './simulation';
import { CircuitBuilder } from './test-support/circuit-builder';
import { pin, set, simulate } from './test-support/simulate';

const SEED = 20260301;
const TYPES = [
  'SWITCH_TOGGLE',
  'AND_2',
  'OR_3',
  'XOR_2',
  'NOT',
  'TRISTATE_BUFFER',
  'PROBE',
  'LED_RED',
  'RESISTOR',
  'GND',
];

type Choice = [kind: number, a: number, b: number, c: number];

/**
 * Interprets random numbers as an edit of `state` that the circuit model accepts. Wires only run
 * from an older component to a newer one, so the circuit stays free of loops and its settled
 * values depend on the switches alone.
 */
function edit(state: CircuitState, [kind, a, b, c]: Choice, serial: number): Operation[] {
  const components = [...state.components()].sort((x, y) => Number(x.id.slice(1)) - Number(y.id.slice(1)));
  const wires = [...state.wires()];
  const pick = <T>(list: T[], n: number) => list[n % list.length]!;
  switch (kind % 6) {
    case 0:
    case 1: {
      const type = pick(TYPES, a);
      return [
        {
          op: 'addComponent',
          component: {
            id: `c${serial}`,
            type,
            label: `C${serial}`,
            x: b % 500,
            y: c % 500,
            rotation: 0,
            properties: {},
          },
        },
      ];
    }
    case 2:
      return components.length === 0 ? [] : [{ op: 'removeComponent', id: pick(components, a).id }];
    case 3: {
      if (components.length === 0) return [];
      const target = pick(components, a);
      return target.properties['delay'] === undefined
        ? [{ op: 'updateComponent', id: target.id, set: { x: b % 700 } }]
        : [{ op: 'updateComponent', id: target.id, set: { properties: { delay: b % 4 } } }];
    }
    case 4: {
      if (components.length < 2) return [];
      const i = a % (components.length - 1);
      const j = i + 1 + (b % (components.length - 1 - i));
      const from = components[i]!;
      const to = components[j]!;
      const fromPins = getDefinition(from.type)!.pins.filter((p) => p.direction !== 'input');
      const toPins = getDefinition(to.type)!.pins.filter((p) => p.direction !== 'output');
      if (fromPins.length === 0 || toPins.length === 0) return [];
      return [
        {
          op: 'addWire',
          wire: {
            id: `w${serial}`,
            from: { component: from.id, pin: pick(fromPins, c).name },
            to: { component: to.id, pin: pick(toPins, c >> 3).name },
          },
        },
      ];
    }
    default:
      return wires.length === 0 ? [] : [{ op: 'removeWire', id: pick(wires, a).id }];
  }
}

/** Switch positions, wire values, component states and diagnostics: everything the canvas shows. */
function observable(sim: Simulation) {
  const { wires, components, diagnostics } = sim.snapshot();
  const key = (d: { code: string; components: string[] }) => `${d.code}:${[...d.components].sort().join(',')}`;
  return { wires, components, diagnostics: diagnostics.map(key).sort() };
}

/**
 * Applies `choices` as edits to `state` and to its live simulation, and checks after each that the
 * live one shows what a simulation rebuilt from scratch shows.
 */
function followEdits(state: CircuitState, live: Simulation, choices: readonly Choice[], first = 0): void {
  choices.forEach((choice, n) => {
    const serial = first + n;
    const ops = edit(state, choice, serial);
    if (ops.length > 0 && state.apply(ops).success) {
      const applied = live.applyOperations(ops, () => state.toJSON());
      expect(applied.success).toBe(true);
    }
    const switches = [...state.components()].filter((comp) => comp.type === 'SWITCH_TOGGLE');
    if (switches.length > 0 && choice[3] % 3 === 0) {
      const s = switches[choice[2] % switches.length]!;
      set(live, s.id, live.componentState(s.id)?.on !== true);
    }
    const rebuilt = compile(state.toJSON(), { engine: 'event' });
    if (!rebuilt.success) throw new Error(rebuilt.error);
    for (const s of switches) rebuilt.data.setInput(s.id, live.componentState(s.id)?.on === true);
    rebuilt.data.settle();
    expect(observable(live), `after edit ${serial}`).toEqual(observable(rebuilt.data));
  });
}

const choice = fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat());

describe('following edits (event engine, patched in place)', () => {
  it('matches a simulation rebuilt from scratch after every random edit', () => {
    fc.assert(
      fc.property(fc.array(choice, { minLength: 1, maxLength: 60 }), (choices) => {
        const state = CircuitState.fromCircuit({ components: [], wires: [] });
        if (!state.success) throw new Error(state.error);
        followEdits(state.data, simulate(state.data.toJSON(), 'event'), choices);
      }),
      { seed: SEED, numRuns: 60, verbose: true },
    );
  });

  it('matches a rebuilt simulation after random edits of a circuit loaded whole', () => {
    // A loaded circuit keeps its wires as the netlist gave them and indexes them on the first edit.
    fc.assert(
      fc.property(
        fc.array(choice, { minLength: 1, maxLength: 60 }),
        fc.array(choice, { minLength: 1, maxLength: 40 }),
        (built, edits) => {
          const state = CircuitState.fromCircuit({ components: [], wires: [] });
          if (!state.success) throw new Error(state.error);
          built.forEach((c, serial) => {
            const ops = edit(state.data, c, serial);
            if (ops.length > 0) state.data.apply(ops);
          });
          followEdits(state.data, simulate(state.data.toJSON(), 'event'), edits, built.length);
        },
      ),
      { seed: SEED, numRuns: 40, verbose: true },
    );
  });

  it('keeps its wires in order when most of a big circuit is taken apart and wired again', () => {
    // 3,000 wires loaded; 2,000 removed (the list of wires is closed up past 1,024 holes), 500 put back.
    const parts = 3001;
    const circuit = {
      components: Array.from({ length: parts }, (_v, i) => ({
        id: `n${i}`,
        type: i === 0 ? 'SWITCH_TOGGLE' : 'NOT',
        label: `N${i}`,
        x: 0,
        y: i * 40,
        rotation: 0 as const,
        properties: {},
      })),
      wires: Array.from({ length: parts - 1 }, (_v, i) => ({
        id: `w${i}`,
        from: { component: `n${i}`, pin: 'out' },
        to: { component: `n${i + 1}`, pin: 'in' },
      })),
    };
    const state = CircuitState.fromCircuit(circuit);
    if (!state.success) throw new Error(state.error);
    const live = simulate(circuit, 'event');
    const apply = (ops: Operation[]) => {
      expect(state.data.apply(ops).success).toBe(true);
      expect(live.applyOperations(ops, () => state.data.toJSON()).success).toBe(true);
    };
    apply(
      Array.from({ length: 2000 }, (_v, k) => ({ op: 'removeWire' as const, id: `w${(k * 7) % 3000}` })).filter(
        (op, k, all) => all.findIndex((o) => o.id === op.id) === k,
      ),
    );
    apply(
      [...new Set(Array.from({ length: 500 }, (_v, k) => (k * 7) % 3000))].map((i) => ({
        op: 'addWire' as const,
        wire: circuit.wires[i]!,
      })),
    );
    set(live, 'n0', true);
    const rebuilt = compile(state.data.toJSON(), { engine: 'event' });
    if (!rebuilt.success) throw new Error(rebuilt.error);
    rebuilt.data.setInput('n0', true);
    rebuilt.data.settle();
    expect(observable(live)).toEqual(observable(rebuilt.data));
    expect(Object.keys(live.snapshot().wires)).toEqual([...state.data.wires()].map((w) => w.id));
  });

  it('costs nothing for moves and renames, and keeps switch positions and stored bits', () => {
    const circuit = new CircuitBuilder()
      .add('D', 'SWITCH_TOGGLE')
      .add('C', 'BUTTON_PUSH')
      .add('FF', 'D_FLIPFLOP')
      .wire('D.out', 'FF.D')
      .wire('C.out', 'FF.CLK')
      .build();
    const sim = simulate(circuit, 'event');
    set(sim, 'D', true);
    set(sim, 'C', true);
    const time = sim.time;
    const moved = sim.applyOperations(
      [
        { op: 'updateComponent', id: 'FF', set: { x: 400, label: 'STORE' } },
        { op: 'updateComponent', id: 'D', set: { rotation: 90 } },
      ],
      () => {
        throw new Error('a move must not rebuild the simulation');
      },
    );
    expect(moved.success).toBe(true);
    expect([sim.time, pin(sim, 'STORE.Q'), sim.componentState('D')?.on]).toEqual([time, '1', true]);
  });

  it('ignores notes in both engines: no rebuild, no change to any value', () => {
    const circuit = new CircuitBuilder().add('S', 'SWITCH_TOGGLE').add('P', 'PROBE').wire('S.out', 'P.in').build();
    for (const engine of ['event', 'fast'] as const) {
      const sim = simulate(circuit, engine);
      set(sim, 'S', true);
      // The fast engine counts a settle as a step of time, whatever the edit; values are what matter.
      const before = observable(sim);
      const noted = sim.applyOperations(
        [
          { op: 'addNote', note: { id: 'n1', x: 0, y: -80, text: 'Flip S' } },
          { op: 'updateNote', id: 'n1', set: { text: 'Flip S to light P', width: 200 } },
          { op: 'removeNote', id: 'n1' },
        ],
        () => {
          throw new Error('a note must not rebuild the simulation');
        },
      );
      expect(noted.success, engine).toBe(true);
      expect(observable(sim), engine).toEqual(before);
    }
  });

  it('puts a switch whose "initially on" changes in that position, and leaves it alone otherwise', () => {
    const circuit = new CircuitBuilder().add('S', 'SWITCH_TOGGLE').add('P', 'PROBE').wire('S.out', 'P.in').build();
    for (const engine of ['event', 'fast'] as const) {
      const sim = simulate(circuit, engine);
      const update = (properties: Record<string, boolean>) =>
        sim.applyOperations([{ op: 'updateComponent', id: 'S', set: { properties } }], () => ({
          ...circuit,
          components: circuit.components.map((c) => (c.id === 'S' ? { ...c, properties } : c)),
        }));
      expect(update({ initial: true }).success).toBe(true);
      expect([sim.componentState('S')?.on, pin(sim, 'P.in')], engine).toEqual([true, '1']);
      // Flipped by hand, then an edit that keeps `initial` as it was: the hand's position stays.
      set(sim, 'S', false);
      expect(update({ initial: true }).success).toBe(true);
      expect(pin(sim, 'P.in'), engine).toBe('0');
      expect(update({ initial: false }).success).toBe(true);
      expect(update({ initial: true }).success).toBe(true);
      expect(pin(sim, 'P.in'), engine).toBe('1');
    }
  });

  it('re-wires in place: a new wire merges nets, removing it splits them again', () => {
    const circuit = new CircuitBuilder()
      .add('S', 'SWITCH_TOGGLE', { initial: true })
      .add('G', 'NOT')
      .add('P', 'PROBE')
      .wire('G.out', 'P.in')
      .build();
    const sim = simulate(circuit, 'event');
    expect(pin(sim, 'P.in')).toBe('X');
    const noRebuild = () => {
      throw new Error('wiring must not rebuild the simulation');
    };
    sim.applyOperations(
      [{ op: 'addWire', wire: { id: 'new', from: { component: 'S', pin: 'out' }, to: { component: 'G', pin: 'in' } } }],
      noRebuild,
    );
    expect([pin(sim, 'P.in'), sim.wireValue('new')]).toEqual(['0', '1']);
    sim.applyOperations([{ op: 'removeWire', id: 'new' }], noRebuild);
    expect([pin(sim, 'P.in'), sim.wireValue('new'), pin(sim, 'G.in')]).toEqual(['X', undefined, 'Z']);
  });
});
