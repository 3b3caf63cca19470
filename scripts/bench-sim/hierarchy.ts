// The hierarchy rows of `npm run bench:sim`: designs built through subcircuits against the same
// gates built flat — compile (open) time, simulation rate in both engines, and how long an edit of
// a definition takes to reach a circuit that places it 100 times (the simulator's recompile, and
// the documents' following of a changed interface).
import type { Circuit, ComponentInstance, Operation, Wire } from '../../src/shared/circuit';
import { CircuitState } from '../../src/shared/circuit/circuit-state';
import { EventBus } from '../../src/core/events';
import { DocumentService } from '../../src/core/documents/document-service';
import { MemoryDocumentStore } from '../../src/core/documents/memory-document-store';
import { compile, type Simulation } from '../../src/core/simulation/simulation';
import type { SubcircuitLibrary } from '../../src/core/simulation/hierarchy/flatten';
import { nestedHierarchy } from '../../src/core/simulation/test-support/nested-hierarchies';

type Lib = Record<string, { name: string; circuit: Circuit }>;

const part = (
  id: string,
  type: string,
  label: string,
  properties: ComponentInstance['properties'] = {},
  y = 0,
): ComponentInstance => ({
  id,
  type,
  label,
  x: 0,
  y,
  rotation: 0,
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

/** Half adder and full adder (two half-adder subcircuits and an OR) as a library. */
function adderLibrary(): Lib {
  const half = circuit(
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
  const full = circuit(
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
  return { half: { name: 'HalfAdder', circuit: half }, full: { name: 'FullAdder', circuit: full } };
}

/** An n-bit ripple adder on buses: full-adder subcircuits, or (flat) the same five gates per bit inline. */
function rippleAdder(n: number, flat: boolean): Circuit {
  const parts: ComponentInstance[] = [
    part('a', 'PORT_IN', 'A', { width: n }),
    part('b', 'PORT_IN', 'B', { width: n }, 40),
    part('ci', 'PORT_IN', 'CIN', {}, 80),
    part('sa', 'SPLITTER', 'SA', { width: n }),
    part('sb', 'SPLITTER', 'SB', { width: n }),
    part('m', 'MERGER', 'M', { width: n }),
    part('s', 'PORT_OUT', 'S', { width: n }),
    part('co', 'PORT_OUT', 'COUT', {}, 40),
  ];
  const wires = [wire('wa', 'a.out', 'sa.in'), wire('wb', 'b.out', 'sb.in'), wire('wm', 'm.out', 's.in')];
  let carry = 'ci.out';
  for (let i = 0; i < n; i++) {
    if (flat) {
      parts.push(
        part(`x1_${i}`, 'XOR_2', `X1_${i}`),
        part(`x2_${i}`, 'XOR_2', `X2_${i}`),
        part(`g1_${i}`, 'AND_2', `G1_${i}`),
        part(`g2_${i}`, 'AND_2', `G2_${i}`),
        part(`o_${i}`, 'OR_2', `O_${i}`),
      );
      wires.push(
        wire(`a1_${i}`, `sa.b${i}`, `x1_${i}.a`),
        wire(`b1_${i}`, `sb.b${i}`, `x1_${i}.b`),
        wire(`a2_${i}`, `sa.b${i}`, `g1_${i}.a`),
        wire(`b2_${i}`, `sb.b${i}`, `g1_${i}.b`),
        wire(`x_${i}`, `x1_${i}.out`, `x2_${i}.a`),
        wire(`c1_${i}`, carry, `x2_${i}.b`),
        wire(`x3_${i}`, `x1_${i}.out`, `g2_${i}.a`),
        wire(`c2_${i}`, carry, `g2_${i}.b`),
        wire(`s_${i}`, `x2_${i}.out`, `m.b${i}`),
        wire(`o1_${i}`, `g1_${i}.out`, `o_${i}.a`),
        wire(`o2_${i}`, `g2_${i}.out`, `o_${i}.b`),
      );
      carry = `o_${i}.out`;
    } else {
      parts.push(part(`f${i}`, 'SUBCIRCUIT', `FA${i}`, { circuit: 'full', ports: 'A,B,CIN>S,COUT' }, i * 100));
      wires.push(
        wire(`a${i}`, `sa.b${i}`, `f${i}.A`),
        wire(`b${i}`, `sb.b${i}`, `f${i}.B`),
        wire(`c${i}`, carry, `f${i}.CIN`),
        wire(`s${i}`, `f${i}.S`, `m.b${i}`),
      );
      carry = `f${i}.COUT`;
    }
  }
  wires.push(wire('cout', carry, 'co.in'));
  return circuit(parts, wires);
}

/** A 32-bit counter on buses: 32 one-bit cells (T flip-flop, AND for the carry) as subcircuits or inline. */
function counter(n: number, flat: boolean): { top: Circuit; lib: Lib } {
  const cell = circuit(
    [
      part('en', 'PORT_IN', 'EN', {}, 0),
      part('clk', 'PORT_IN', 'CLK', {}, 40),
      part('t', 'T_FLIPFLOP', 'T'),
      part('g', 'AND_2', 'G'),
      part('q', 'PORT_OUT', 'Q', {}, 0),
      part('co', 'PORT_OUT', 'CO', {}, 40),
    ],
    [
      wire('w1', 'en.out', 't.T'),
      wire('w2', 'clk.out', 't.CLK'),
      wire('w3', 't.Q', 'q.in'),
      wire('w4', 'en.out', 'g.a'),
      wire('w5', 't.Q', 'g.b'),
      wire('w6', 'g.out', 'co.in'),
    ],
  );
  const parts: ComponentInstance[] = [
    part('clk', 'PORT_IN', 'CLK'),
    part('hi', 'CONST_HIGH', 'HI'),
    part('m', 'MERGER', 'M', { width: n }),
    part('y', 'PORT_OUT', 'Y', { width: n }),
  ];
  const wires = [wire('wy', 'm.out', 'y.in')];
  let enable = 'hi.out';
  for (let i = 0; i < n; i++) {
    if (flat) {
      parts.push(part(`t${i}`, 'T_FLIPFLOP', `T${i}`), part(`g${i}`, 'AND_2', `G${i}`));
      wires.push(
        wire(`e${i}`, enable, `t${i}.T`),
        wire(`k${i}`, 'clk.out', `t${i}.CLK`),
        wire(`q${i}`, `t${i}.Q`, `m.b${i}`),
        wire(`ea${i}`, enable, `g${i}.a`),
        wire(`qa${i}`, `t${i}.Q`, `g${i}.b`),
      );
      enable = `g${i}.out`;
    } else {
      parts.push(part(`c${i}`, 'SUBCIRCUIT', `C${i}`, { circuit: 'cell', ports: 'EN,CLK>Q,CO' }, i * 60));
      wires.push(
        wire(`e${i}`, enable, `c${i}.EN`),
        wire(`k${i}`, 'clk.out', `c${i}.CLK`),
        wire(`q${i}`, `c${i}.Q`, `m.b${i}`),
      );
      enable = `c${i}.CO`;
    }
  }
  return { top: circuit(parts, wires), lib: { cell: { name: 'Cell', circuit: cell } } };
}

const libraryOf =
  (lib: Lib): SubcircuitLibrary =>
  (id) =>
    lib[id];

function timed<T>(run: () => T): { value: T; ms: number } {
  const start = performance.now();
  const value = run();
  return { value, ms: performance.now() - start };
}

function compiled(c: Circuit, lib: Lib, engine: 'event' | 'fast'): { sim: Simulation; ms: number } {
  const { value, ms } = timed(() => compile(c, { engine, library: libraryOf(lib) }));
  if (!value.success) throw new Error(value.error);
  return { sim: value.data, ms };
}

/**
 * Vectors per second of an adder: random A, B, CIN set, settled, S read; and a checksum over the
 * first `checked` vectors (the same stimulus for every build, so the checksums must agree).
 */
function adderRate(sim: Simulation, n: number, seconds = 0.6, checked = 512): { rate: number; chk: number } {
  let x = 0x1234567;
  let chk = 0;
  let k = 0;
  const start = performance.now();
  while (performance.now() - start < seconds * 1000 || k < checked) {
    for (let i = 0; i < 64; i++, k++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      sim.setValue('a', (x >>> 0) % 2 ** n);
      sim.setValue('b', (x >>> 7) % 2 ** n);
      sim.setInput('ci', (x & 1) === 1);
      sim.settle();
      if (k < checked) chk = (chk * 31 + parseInt(sim.componentState('s')!.bus!, 2)) >>> 0;
    }
  }
  return { rate: k / ((performance.now() - start) / 1000), chk };
}

/** Cycles per second of a counter; `value`: the count after exactly `checked` cycles (must agree). */
function counterRate(sim: Simulation, seconds = 0.6, checked = 1000): { rate: number; value: string } {
  let k = 0;
  let value = '';
  const start = performance.now();
  while (performance.now() - start < seconds * 1000 || k < checked) {
    for (let i = 0; i < 64; i++, k++) {
      sim.setInput('clk', true);
      sim.settle();
      sim.setInput('clk', false);
      sim.settle();
      if (k + 1 === checked) value = sim.componentState('y')!.bus!;
    }
  }
  return { rate: k / ((performance.now() - start) / 1000), value };
}

/** About 10,000 gates through three levels: 64 × (32-bit adders of full adders of half adders). */
export function bigDesign(): { top: Circuit; lib: Lib; gates: number } {
  const lib = adderLibrary();
  lib.add32 = { name: 'Adder32', circuit: rippleAdder(32, false) };
  const parts = Array.from({ length: 64 }, (_, i) =>
    part(`u${i}`, 'SUBCIRCUIT', `U${i}`, { circuit: 'add32', ports: 'A:32,B:32,CIN>S:32,COUT' }, i * 100),
  );
  return { top: circuit(parts, []), lib, gates: 64 * 32 * 5 };
}

const fmt = (rate: number) => (rate >= 1e3 ? `${(rate / 1e3).toFixed(1)} k` : rate.toFixed(0));

/** Runs the hierarchy rows; returns their JSON. */
export function measureHierarchy(): Record<string, unknown> {
  const lib = adderLibrary();
  const results: Record<string, unknown> = {};
  console.log('\nHierarchy (subcircuits against the same gates built flat):');
  console.log('| design | built | compile ms | fast engine | event engine | fast hier/flat |');
  console.log('|---|---|---|---|---|---|');
  for (const [name, n] of [['adder16', 16]] as const) {
    const rows: Record<string, { ms: number; fast: number; event: number; chk: number }> = {};
    for (const flat of [true, false]) {
      const c = rippleAdder(n, flat);
      const fastSim = compiled(c, lib, 'fast');
      const eventSim = compiled(c, lib, 'event');
      const fastRun = adderRate(fastSim.sim, n);
      const eventRun = adderRate(eventSim.sim, n, 0.4);
      rows[flat ? 'flat' : 'hierarchy'] = {
        ms: fastSim.ms,
        fast: fastRun.rate,
        event: eventRun.rate,
        chk: fastRun.chk,
      };
    }
    const h = rows.hierarchy!;
    const f = rows.flat!;
    if (h.chk !== f.chk) throw new Error(`${name}: the hierarchical and the flat adder computed different sums`);
    for (const [built, r] of [
      ['flat', f],
      ['2 levels', h],
    ] as const) {
      console.log(
        `| ${name} (vectors/s) | ${built} | ${r.ms.toFixed(1)} | ${fmt(r.fast)} | ${fmt(r.event)} | ${built === 'flat' ? '' : (h.fast / f.fast).toFixed(2)} |`,
      );
    }
    results[name] = { flat: f, hierarchy: h, ratio: h.fast / f.fast };
  }
  {
    const rows: Record<string, { ms: number; fast: number; event: number; value: string }> = {};
    for (const flat of [true, false]) {
      const { top, lib: cells } = counter(32, flat);
      const fastSim = compiled(top, cells, 'fast');
      const eventSim = compiled(top, cells, 'event');
      const fastRun = counterRate(fastSim.sim);
      const eventRun = counterRate(eventSim.sim, 0.4);
      rows[flat ? 'flat' : 'hierarchy'] = {
        ms: fastSim.ms,
        fast: fastRun.rate,
        event: eventRun.rate,
        value: fastRun.value,
      };
    }
    const h = rows.hierarchy!;
    const f = rows.flat!;
    if (h.value !== f.value) throw new Error('counter32: the hierarchical and the flat counter counted differently');
    for (const [built, r] of [
      ['flat', f],
      ['1 level', h],
    ] as const) {
      console.log(
        `| counter32 (cycles/s) | ${built} | ${r.ms.toFixed(1)} | ${fmt(r.fast)} | ${fmt(r.event)} | ${built === 'flat' ? '' : (h.fast / f.fast).toFixed(2)} |`,
      );
    }
    results.counter32 = { flat: f, hierarchy: h, ratio: h.fast / f.fast };
  }
  // Opening a 10,000-gate design through three levels (compile, both engines).
  const big = bigDesign();
  const openEvent = compiled(big.top, big.lib, 'event');
  const openFast = compiled(big.top, big.lib, 'fast');
  console.log(
    `\nA ${big.gates.toLocaleString('en')}-gate design through 3 levels opens (flatten, blast, compile): event ${openEvent.ms.toFixed(0)} ms, fast ${openFast.ms.toFixed(0)} ms (target < 2000 ms)`,
  );
  results.open10k = { gates: big.gates, eventMs: openEvent.ms, fastMs: openFast.ms };

  // A 100,000-gate ripple path through five levels (ten instances per level): open and snapshot,
  // as the app does (event engine, an answer of at most 20,000 values); and the subcircuit bomb's
  // refusal (a million gates), which must not build anything.
  const chain = nestedHierarchy(5, 10, 'chain');
  const chainLib = Object.fromEntries(chain.definitions.map((d) => [d.id, { name: d.name, circuit: d.circuit }]));
  const openChain = timed(() => {
    const { sim: opened } = compiled(chain.top, chainLib, 'event');
    opened.snapshot(20_000);
    return opened;
  });
  const bomb = nestedHierarchy(7, 10, 'bomb');
  const bombLib = Object.fromEntries(bomb.definitions.map((d) => [d.id, { name: d.name, circuit: d.circuit }]));
  const refuseBomb = timed(() => compiled(bomb.top, bombLib, 'event').sim.diagnostics().length);
  console.log(
    `A ${chain.gates.toLocaleString('en')}-gate chain through 5 levels opens and snapshots in ${openChain.ms.toFixed(0)} ms (target < 2000 ms); the ${bomb.gates.toLocaleString('en')}-gate bomb is marked, not built, in ${refuseBomb.ms.toFixed(0)} ms`,
  );
  results.chain100k = { gates: chain.gates, openAndSnapshotMs: openChain.ms, bombRefusedMs: refuseBomb.ms };

  // An edit of a definition placed 100 times: the simulator recompiles the circuit that places it.
  const hundred = circuit(
    Array.from({ length: 100 }, (_, i) =>
      part(`u${i}`, 'SUBCIRCUIT', `U${i}`, { circuit: 'full', ports: 'A,B,CIN>S,COUT' }, i * 100),
    ),
    [],
  );
  const sim = compiled(hundred, lib, 'event').sim;
  const nand: Lib = {
    ...lib,
    half: {
      ...lib.half!,
      circuit: {
        ...lib.half!.circuit,
        components: lib.half!.circuit.components.map((c) => (c.id === 'g' ? { ...c, type: 'NAND_2' } : c)),
      },
    },
  };
  const recompile = timed(() => sim.setLibrary(libraryOf(nand), hundred));
  // The documents: a definition's port renamed, followed in a circuit that places it 100 times.
  const documents = new DocumentService(new MemoryDocumentStore(), new EventBus());
  const def = documents.create('HalfAdder');
  if (!def.success) throw new Error(def.error);
  const defId = def.data.meta.id;
  const ops = (c: Circuit): Operation[] => [
    ...c.components.map((component) => ({ op: 'addComponent' as const, component })),
    ...c.wires.map((w) => ({ op: 'addWire' as const, wire: w })),
  ];
  documents.apply(defId, ops(lib.half!.circuit), 'build');
  const user = documents.create('User');
  if (!user.success) throw new Error(user.error);
  documents.apply(
    user.data.meta.id,
    ops(
      circuit(
        Array.from({ length: 100 }, (_, i) =>
          part(`u${i}`, 'SUBCIRCUIT', `U${i}`, { circuit: defId, ports: 'A,B>S,C' }, i * 100),
        ),
        [],
      ),
    ),
    'build',
  );
  const follow = timed(() =>
    documents.apply(defId, [{ op: 'updateComponent', id: 'c', set: { label: 'CARRY' } }], 'rename'),
  );
  const followed = documents.stateOf(user.data.meta.id);
  const ok = followed.success && followed.data.component('u99')?.properties.ports === 'A,B>S,CARRY';
  console.log(
    `An edit of a definition placed 100 times: simulator recompile ${recompile.ms.toFixed(1)} ms; a renamed port followed by all 100 instances ${follow.ms.toFixed(1)} ms${ok ? '' : ' (NOT followed)'} (target < 200 ms)`,
  );
  results.propagate100 = { recompileMs: recompile.ms, followPortsMs: follow.ms, followed: ok };
  return results;
}
