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

describe('following edits (event engine, patched in place)', () => {
  it('matches a simulation rebuilt from scratch after every random edit', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat()), { minLength: 1, maxLength: 60 }),
        (choices) => {
          const state = CircuitState.fromCircuit({ components: [], wires: [] });
          if (!state.success) throw new Error(state.error);
          const live = simulate(state.data.toJSON(), 'event');
          choices.forEach((choice, serial) => {
            const ops = edit(state.data, choice, serial);
            if (ops.length > 0 && state.data.apply(ops).success) {
              const applied = live.applyOperations(ops, () => state.data.toJSON());
              expect(applied.success).toBe(true);
            }
            const switches = [...state.data.components()].filter((comp) => comp.type === 'SWITCH_TOGGLE');
            if (switches.length > 0 && choice[3] % 3 === 0) {
              const s = switches[choice[2] % switches.length]!;
              set(live, s.id, live.componentState(s.id)?.on !== true);
            }
            const rebuilt = compile(state.data.toJSON(), { engine: 'event' });
            if (!rebuilt.success) throw new Error(rebuilt.error);
            for (const s of switches) rebuilt.data.setInput(s.id, live.componentState(s.id)?.on === true);
            rebuilt.data.settle();
            expect(observable(live), `after edit ${serial}`).toEqual(observable(rebuilt.data));
          });
        },
      ),
      { seed: SEED, numRuns: 60, verbose: true },
    );
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
