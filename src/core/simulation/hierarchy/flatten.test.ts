import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CircuitState } from '../../../shared/circuit/circuit-state';
import type { Circuit, ComponentInstance, Wire } from '../../../shared/circuit/types';
import { formatInterface, interfaceOf } from '../../../shared/components/subcircuit-interface';
import type { EngineKind } from '../engine';
import { compile, type Simulation } from '../simulation';
import { ENGINES } from '../test-support/simulate';
import type { SubcircuitLibrary } from './flatten';

/** The property runs' seed (a failure prints it; change it to explore other cases). */
const SEED = 20261126;

const part = (id: string, type: string, label: string, properties: ComponentInstance['properties'] = {}, y = 0) => ({
  id,
  type,
  label,
  x: 0,
  y,
  rotation: 0 as const,
  properties,
});
const wire = (id: string, from: string, to: string): Wire => {
  const [a, ap] = from.split('.');
  const [b, bp] = to.split('.');
  return { id, from: { component: a!, pin: ap! }, to: { component: b!, pin: bp! } };
};
function circuit(components: ComponentInstance[], wires: Wire[]): Circuit {
  const state = CircuitState.fromCircuit({ components, wires });
  if (!state.success) throw new Error(state.error);
  return state.data.toJSON();
}

const HALF = circuit(
  [
    part('a', 'PORT_IN', 'A', {}, 0),
    part('b', 'PORT_IN', 'B', {}, 40),
    part('x', 'XOR_2', 'X'),
    part('g', 'AND_2', 'G'),
    part('s', 'PORT_OUT', 'S', {}, 0),
    part('c', 'PORT_OUT', 'C', {}, 40),
  ],
  [
    wire('w1', 'a.out', 'x.a'),
    wire('w2', 'b.out', 'x.b'),
    wire('w3', 'a.out', 'g.a'),
    wire('w4', 'b.out', 'g.b'),
    wire('w5', 'x.out', 's.in'),
    wire('w6', 'g.out', 'c.in'),
  ],
);
const HA = { circuit: 'half', ports: 'A,B>S,C' };
const FULL = circuit(
  [
    part('a', 'PORT_IN', 'A', {}, 0),
    part('b', 'PORT_IN', 'B', {}, 40),
    part('ci', 'PORT_IN', 'CIN', {}, 80),
    part('h1', 'SUBCIRCUIT', 'HA1', HA),
    part('h2', 'SUBCIRCUIT', 'HA2', HA, 60),
    part('o', 'OR_2', 'O'),
    part('s', 'PORT_OUT', 'S', {}, 0),
    part('co', 'PORT_OUT', 'COUT', {}, 40),
  ],
  [
    wire('w1', 'a.out', 'h1.A'),
    wire('w2', 'b.out', 'h1.B'),
    wire('w3', 'h1.S', 'h2.A'),
    wire('w4', 'ci.out', 'h2.B'),
    wire('w5', 'h2.S', 's.in'),
    wire('w6', 'h1.C', 'o.a'),
    wire('w7', 'h2.C', 'o.b'),
    wire('w8', 'o.out', 'co.in'),
  ],
);
const LIBRARY: Record<string, { name: string; circuit: Circuit }> = {
  half: { name: 'HalfAdder', circuit: HALF },
  full: { name: 'FullAdder', circuit: FULL },
};
const library: SubcircuitLibrary = (id) => LIBRARY[id];

function sim(c: Circuit, engine: EngineKind, lib: SubcircuitLibrary = library): Simulation {
  const compiled = compile(c, { engine, library: lib });
  if (!compiled.success) throw new Error(compiled.error);
  return compiled.data;
}

/** A 4-bit ripple adder on buses, made of four full-adder subcircuits (each two half adders and an OR). */
function adder(width: number): Circuit {
  const FA = { circuit: 'full', ports: 'A,B,CIN>S,COUT' };
  const parts: ComponentInstance[] = [
    part('a', 'PORT_IN', 'A', { width }),
    part('b', 'PORT_IN', 'B', { width }, 40),
    part('ci', 'PORT_IN', 'CIN', {}, 80),
    part('sa', 'SPLITTER', 'SA', { width }),
    part('sb', 'SPLITTER', 'SB', { width }),
    part('m', 'MERGER', 'M', { width }),
    part('s', 'PORT_OUT', 'S', { width }),
    part('co', 'PORT_OUT', 'COUT', {}, 40),
  ];
  const wires = [wire('wa', 'a.out', 'sa.in'), wire('wb', 'b.out', 'sb.in'), wire('wm', 'm.out', 's.in')];
  for (let i = 0; i < width; i++) {
    parts.push(part(`f${i}`, 'SUBCIRCUIT', `FA${i}`, FA, i * 100));
    wires.push(
      wire(`a${i}`, `sa.b${i}`, `f${i}.A`),
      wire(`b${i}`, `sb.b${i}`, `f${i}.B`),
      wire(`s${i}`, `f${i}.S`, `m.b${i}`),
    );
    wires.push(i === 0 ? wire('c0', 'ci.out', 'f0.CIN') : wire(`c${i}`, `f${i - 1}.COUT`, `f${i}.CIN`));
  }
  wires.push(wire('cout', `f${width - 1}.COUT`, 'co.in'));
  return circuit(parts, wires);
}

describe.each(ENGINES)('subcircuits, flattened (%s engine)', (engine) => {
  it('a full adder of two half-adder subcircuits adds, and the values inside each instance read by path', () => {
    const s = sim(FULL, engine);
    for (let n = 0; n < 8; n++) {
      s.setInput('a', (n & 1) === 1);
      s.setInput('b', (n & 2) === 2);
      s.setInput('ci', (n & 4) === 4);
      s.settle();
      const total = (n & 1) + ((n >> 1) & 1) + ((n >> 2) & 1);
      expect(s.componentState('s')?.value).toBe(String(total & 1));
      expect(s.componentState('co')?.value).toBe(String(total >> 1));
      // Inside HA1: its XOR's output is A xor B, under the instance's path.
      expect(s.componentState('h1/x')?.value).toBe(String((n & 1) ^ ((n >> 1) & 1)));
      expect(s.wireValue('h1/w5')).toBe(String((n & 1) ^ ((n >> 1) & 1)));
    }
    expect(s.diagnostics()).toEqual([]);
  });

  it('a 16-bit ripple adder through two levels of subcircuits adds on buses (property)', () => {
    const s = sim(adder(16), engine);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffff }), fc.integer({ min: 0, max: 0xffff }), fc.boolean(), (a, b, c) => {
        s.setValue('a', a);
        s.setValue('b', b);
        s.setInput('ci', c);
        s.settle();
        const total = a + b + (c ? 1 : 0);
        expect(parseInt(s.componentState('s')!.bus!, 2)).toBe(total & 0xffff);
        expect(s.componentState('co')?.value).toBe(String(total >> 16));
      }),
      { numRuns: 60, seed: SEED },
    );
  });

  it('outputs of two instances share a bus when a tri-state part inside each drives its output port', () => {
    // A register-file corner: each instance puts its 4-bit value on the bus while its EN is 1.
    const driver = circuit(
      [
        part('d', 'PORT_IN', 'D', { width: 4 }),
        part('e', 'PORT_IN', 'EN', {}, 40),
        part('t', 'TRISTATE_BUFFER', 'T', { width: 4 }),
        part('q', 'PORT_OUT', 'Q', { width: 4 }),
      ],
      [wire('w1', 'd.out', 't.in'), wire('w2', 'e.out', 't.en'), wire('w3', 't.out', 'q.in')],
    );
    const DRV = { circuit: 'driver', ports: 'D:4,EN>Q:4' };
    const top = circuit(
      [
        part('a', 'PORT_IN', 'A', { width: 4, initial: 3 }),
        part('b', 'PORT_IN', 'B', { width: 4, initial: 12 }),
        part('ea', 'PORT_IN', 'EA', {}, 40),
        part('eb', 'PORT_IN', 'EB', {}, 80),
        part('u1', 'SUBCIRCUIT', 'U1', DRV),
        part('u2', 'SUBCIRCUIT', 'U2', DRV, 100),
        part('y', 'PORT_OUT', 'Y', { width: 4 }),
      ],
      [
        wire('w1', 'a.out', 'u1.D'),
        wire('w2', 'ea.out', 'u1.EN'),
        wire('w3', 'b.out', 'u2.D'),
        wire('w4', 'eb.out', 'u2.EN'),
        wire('w5', 'u1.Q', 'y.in'),
        // Output to output: both can be cut off, so they may share the net.
        wire('w6', 'u2.Q', 'u1.Q'),
      ],
    );
    const s = sim(top, engine, (id) => (id === 'driver' ? { name: 'Driver', circuit: driver } : undefined));
    const bus = () => s.componentState('Y')?.bus;
    expect(bus()).toBe('ZZZZ');
    s.setValue('EA', 1);
    s.settle();
    expect(bus()).toBe('0011');
    s.setValue('EA', 0);
    s.setValue('EB', 1);
    s.settle();
    expect(bus()).toBe('1100');
    s.setValue('EA', 1);
    s.settle();
    expect(bus()).toBe('XXXX');
  });

  it('says when a definition is gone, when a circuit contains itself, and when pins are out of date', () => {
    const gone = sim(circuit([part('u', 'SUBCIRCUIT', 'U1', HA)], []), engine, () => undefined);
    expect(gone.diagnostics().map((d) => d.message)).toEqual(['U1 places a circuit that no longer exists.']);
    const loop: Record<string, { name: string; circuit: Circuit }> = {
      x: { name: 'X', circuit: circuit([part('u', 'SUBCIRCUIT', 'U1', { circuit: 'y', ports: '' })], []) },
      y: { name: 'Y', circuit: circuit([part('u', 'SUBCIRCUIT', 'U1', { circuit: 'x', ports: '' })], []) },
    };
    const cyclic = sim(
      circuit([part('t', 'SUBCIRCUIT', 'T1', { circuit: 'x', ports: '' })], []),
      engine,
      (id) => loop[id],
    );
    expect(cyclic.diagnostics().map((d) => d.message)).toEqual(['Inside T1: X contains itself (X → Y → X).']);
    const stale = sim(circuit([part('u', 'SUBCIRCUIT', 'U1', { circuit: 'half', ports: 'A>S' })], []), engine);
    expect(stale.diagnostics()[0]?.message).toBe('U1 shows the pins of an older HalfAdder (A>S; now A,B>S,C).');
    expect(stale.diagnostics()[0]?.components).toEqual(['u']);
  });

  it('follows an edit of a definition given the new library, keeping switch positions', () => {
    const top = circuit(
      [
        part('a', 'SWITCH_TOGGLE', 'SA'),
        part('b', 'SWITCH_TOGGLE', 'SB'),
        part('u', 'SUBCIRCUIT', 'U1', HA),
        part('p', 'PROBE', 'P'),
      ],
      [wire('w1', 'a.out', 'u.A'), wire('w2', 'b.out', 'u.B'), wire('w3', 'u.C', 'p.in')],
    );
    const s = sim(top, engine);
    s.setInput('a', true);
    s.setInput('b', true);
    s.settle();
    expect(s.componentState('p')?.value).toBe('1');
    // The half adder's carry becomes a NAND.
    const nand = { ...HALF, components: HALF.components.map((c) => (c.id === 'g' ? { ...c, type: 'NAND_2' } : c)) };
    expect(s.setLibrary((id) => (id === 'half' ? { name: 'HalfAdder', circuit: nand } : undefined), top).success).toBe(
      true,
    );
    expect(s.componentState('p')?.value).toBe('0');
  });
});

/**
 * The same design built two ways: as random small definitions placed as subcircuits (two levels),
 * and by hand with every instance's parts copied in and wired straight through (no ports, no
 * tunnels). Both engines must give the same outputs on random inputs.
 */
describe('a hierarchical circuit simulates like its flattened equivalent (property)', () => {
  const GATES = ['AND_2', 'OR_2', 'XOR_2', 'NAND_2', 'NOR_2', 'XNOR_2'];
  interface Leaf {
    readonly gates: readonly { type: string; a: number; b: number }[];
  }
  // A definition: 2 inputs; gate k reads two earlier signals (0, 1 = the inputs, 2.. = gates); the last gate is the output.
  const leaf = fc.record({
    gates: fc.array(fc.record({ type: fc.constantFrom(...GATES), a: fc.nat(), b: fc.nat() }), {
      minLength: 1,
      maxLength: 5,
    }),
  });

  function definition(l: Leaf): Circuit {
    const parts: ComponentInstance[] = [
      part('i0', 'PORT_IN', 'I0', {}, 0),
      part('i1', 'PORT_IN', 'I1', {}, 40),
      part('y', 'PORT_OUT', 'Y'),
    ];
    const wires: Wire[] = [];
    const signal = (k: number, n: number) => (n % (k + 2) < 2 ? `i${n % (k + 2)}.out` : `g${(n % (k + 2)) - 2}.out`);
    l.gates.forEach((g, k) => {
      parts.push(part(`g${k}`, g.type, `G${k}`));
      wires.push(wire(`a${k}`, signal(k, g.a), `g${k}.a`), wire(`b${k}`, signal(k, g.b), `g${k}.b`));
    });
    wires.push(wire('out', `g${l.gates.length - 1}.out`, 'y.in'));
    return circuit(parts, wires);
  }

  /** The hand-flattened gates of one leaf instance fed by `inputs`; returns its output pin. */
  function inline(
    l: Leaf,
    prefix: string,
    inputs: readonly string[],
    parts: ComponentInstance[],
    wires: Wire[],
  ): string {
    const signal = (k: number, n: number) =>
      n % (k + 2) < 2 ? inputs[n % (k + 2)]! : `${prefix}g${(n % (k + 2)) - 2}.out`;
    l.gates.forEach((g, k) => {
      parts.push(part(`${prefix}g${k}`, g.type, `${prefix.toUpperCase()}G${k}`));
      wires.push(
        wire(`${prefix}a${k}`, signal(k, g.a), `${prefix}g${k}.a`),
        wire(`${prefix}b${k}`, signal(k, g.b), `${prefix}g${k}.b`),
      );
    });
    return `${prefix}g${l.gates.length - 1}.out`;
  }

  it('on random stimulus, in both engines', () => {
    fc.assert(
      fc.property(leaf, leaf, fc.array(fc.nat(7), { minLength: 1, maxLength: 6 }), (l1, l2, inputs) => {
        // Level 1: "pair" places l1 twice and feeds both outputs into l2.
        const lib: Record<string, { name: string; circuit: Circuit }> = {
          l1: { name: 'L1', circuit: definition(l1) },
          l2: { name: 'L2', circuit: definition(l2) },
        };
        const leafPorts = formatInterface(interfaceOf(lib.l1!.circuit.components));
        lib.pair = {
          name: 'Pair',
          circuit: circuit(
            [
              part('p', 'PORT_IN', 'P', {}, 0),
              part('q', 'PORT_IN', 'Q', {}, 40),
              part('r', 'PORT_IN', 'R', {}, 80),
              part('u1', 'SUBCIRCUIT', 'U1', { circuit: 'l1', ports: leafPorts }),
              part('u2', 'SUBCIRCUIT', 'U2', { circuit: 'l1', ports: leafPorts }),
              part('u3', 'SUBCIRCUIT', 'U3', { circuit: 'l2', ports: leafPorts }),
              part('z', 'PORT_OUT', 'Z'),
            ],
            [
              wire('w1', 'p.out', 'u1.I0'),
              wire('w2', 'q.out', 'u1.I1'),
              wire('w3', 'q.out', 'u2.I0'),
              wire('w4', 'r.out', 'u2.I1'),
              wire('w5', 'u1.Y', 'u3.I0'),
              wire('w6', 'u2.Y', 'u3.I1'),
              wire('w7', 'u3.Y', 'z.in'),
            ],
          ),
        };
        const pairPorts = formatInterface(interfaceOf(lib.pair.circuit.components));
        const top = circuit(
          [
            part('s0', 'SWITCH_TOGGLE', 'S0'),
            part('s1', 'SWITCH_TOGGLE', 'S1'),
            part('s2', 'SWITCH_TOGGLE', 'S2'),
            part('v', 'SUBCIRCUIT', 'V', { circuit: 'pair', ports: pairPorts }),
            part('o', 'PROBE', 'O'),
          ],
          [
            wire('t0', 's0.out', 'v.P'),
            wire('t1', 's1.out', 'v.Q'),
            wire('t2', 's2.out', 'v.R'),
            wire('t3', 'v.Z', 'o.in'),
          ],
        );
        // By hand.
        const parts: ComponentInstance[] = [
          part('s0', 'SWITCH_TOGGLE', 'S0'),
          part('s1', 'SWITCH_TOGGLE', 'S1'),
          part('s2', 'SWITCH_TOGGLE', 'S2'),
          part('o', 'PROBE', 'O'),
        ];
        const wires: Wire[] = [];
        const y1 = inline(l1, 'x1', ['s0.out', 's1.out'], parts, wires);
        const y2 = inline(l1, 'x2', ['s1.out', 's2.out'], parts, wires);
        const y3 = inline(l2, 'x3', [y1, y2], parts, wires);
        wires.push(wire('out', y3, 'o.in'));
        const flat = circuit(parts, wires);
        for (const engine of ENGINES) {
          const h = sim(top, engine, (id) => lib[id]);
          const f = sim(flat, engine);
          for (const n of inputs) {
            for (const s of [h, f]) {
              s.setInput('s0', (n & 1) === 1);
              s.setInput('s1', (n & 2) === 2);
              s.setInput('s2', (n & 4) === 4);
              s.settle();
            }
            expect(h.componentState('o')).toEqual(f.componentState('o'));
          }
        }
      }),
      { numRuns: 80, seed: SEED },
    );
  });
});
