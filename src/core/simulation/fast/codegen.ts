import type { Netlist } from '../netlist';
import { ONES, ZERO, and, not, or, print, raw, select, v, variables, xor, type Expr } from './expr';
import { compiledFunctions, type Cube, type DualRail } from './functions';
import type { MemoryRead, MemoryWrite } from './memories';
import type { FastPlan, PlanNode } from './plan';
import { combinationalInputs } from './plan-order';

/** Rails of one value: known-1 and known-0 lanes (in two-valued code `zero` is `~one`). */
interface Rails {
  readonly one: Expr;
  readonly zero: Expr;
}

/** One computed lane word: the local it is held in, its expression, and where it is stored. */
interface Assignment {
  readonly name: string;
  readonly expr: Expr;
  readonly store: string;
  /** Statements to run before computing it (a memory's read), reading these expressions. */
  readonly before?: { readonly code: string; readonly reads: readonly Expr[] };
}

/**
 * Evaluates a chunk: values `v`, Z rails `z`, stored bits `s`, loop-overflow flags `o`, and for
 * memories their input and output arrays `I`, `O` and read helper `mr` (see `FastPlan.memories`).
 */
export type ChunkFunction = (
  v: Int32Array,
  z: Int32Array,
  s: Int32Array,
  o: Int32Array,
  I: Int32Array,
  O: Int32Array,
  mr: MemoryRead,
) => void;
/** The parameters of a chunk function, as the generated code names them. */
export const CHUNK_PARAMETERS = ['v', 'z', 's', 'o', 'I', 'O', 'mr'];
/**
 * RAM writes at the clock edges in `E` (lane 0): each RAM's address, data and WE rails into `I`,
 * then the write helper `mw`. Runs before the storage functions, so that it reads the values from
 * before the edge as the flip-flops do.
 */
export type WriteFunction = (v: Int32Array, E: Int32Array, I: Int32Array, mw: MemoryWrite) => void;
/** Computes the clock edges of every clock group into `E`; returns true if any lane has one. */
export type EdgeFunction = (v: Int32Array, z: Int32Array, ll: Int32Array, E: Int32Array) => boolean;
/**
 * Applies the edges in `E` to some clocked parts and marks their cones in the dirty set `D`;
 * returns whether any lane had an edge.
 */
export type StorageFunction = (
  v: Int32Array,
  z: Int32Array,
  s: Int32Array,
  E: Int32Array,
  D: Uint32Array,
  N: Int32Array,
) => boolean;
/** Writes the new stored bits computed by several storage functions (see `Program.commit`). */
export type CommitFunction = (v: Int32Array, s: Int32Array, E: Int32Array, N: Int32Array) => void;

/** The generated code of a planned netlist. */
export interface Program {
  /** Chunk functions storing only the exported signals (see FastPlan.exported). */
  readonly chunks: readonly ChunkFunction[];
  /** Chunk `k` storing every value (compiled on first use), run to bring its internal values up to date. */
  fullChunk(k: number): ChunkFunction;
  readonly edges: EdgeFunction;
  readonly storage: readonly StorageFunction[];
  /** Run after all of `storage` when there are several (the new bits wait in a scratch array). */
  readonly commit: readonly CommitFunction[];
  /** RAM writes, run at an edge before `storage` (undefined without RAMs). */
  readonly writes: WriteFunction | undefined;
  /** Words of scratch space the storage functions need. */
  readonly scratch: number;
  /** Components of each feedback loop, by loop number (the index into `o`). */
  readonly loops: readonly (readonly number[])[];
  /** Characters of generated source, for reporting. */
  readonly sourceSize: number;
  /** The generated code as statements, for embedding in the settle loop of small circuits. */
  readonly source: {
    readonly chunks: readonly string[];
    readonly edges: string;
    readonly storage: readonly string[];
    readonly commit: readonly string[];
    readonly writes: string;
  };
}

/** Loop iterations before a feedback loop is declared oscillating (per loop member, plus slack). */
const LOOP_ITERATIONS_PER_NODE = 4;
const LOOP_ITERATIONS_MIN = 64;
/** Flip-flops per generated storage function. */
const STORAGE_PER_FUNCTION = 256;

/** Generates JavaScript for a plan (`new Function`: the simulator never runs in the renderer). */
export function generateProgram(netlist: Netlist, plan: FastPlan): Program {
  const gen = new Generator(netlist, plan);
  const loops: number[][] = [];
  let sourceSize = 0;
  const chunkSources: string[] = [];
  const compileChunk = (chunk: FastPlan['chunks'][number], everything: boolean, loops: number[][], k: number) => {
    const body = gen.chunkBody(chunk.nodes, chunk.loops, loops, everything);
    sourceSize += body.length;
    if (!everything) chunkSources[k] = body;
    return compileFunction<ChunkFunction>(CHUNK_PARAMETERS, body, `chunk-${k}${everything ? '-full' : ''}`);
  };
  const firstLoop: number[] = [];
  const chunks = plan.chunks.map((chunk, k) => {
    firstLoop.push(loops.length);
    return compileChunk(chunk, false, loops, k);
  });
  const full = new Map<number, ChunkFunction>();
  const fullChunk = (k: number) => {
    let fn = full.get(k);
    if (!fn) {
      // Same loop numbers as the fast version: start the scratch list at its first loop.
      fn = compileChunk(plan.chunks[k]!, true, new Array<number[]>(firstLoop[k]!), k);
      full.set(k, fn);
    }
    return fn;
  };
  const edgeBody = gen.edgeBody();
  sourceSize += edgeBody.length;
  const parts = gen.storageParts();
  const storage = parts.compute.map((body, i) =>
    compileFunction<StorageFunction>(['v', 'z', 's', 'E', 'D', 'N'], `${body}\nreturn true;`, `storage-${i}`),
  );
  const commit = parts.commit.map((body, i) =>
    compileFunction<CommitFunction>(['v', 's', 'E', 'N'], body, `commit-${i}`),
  );
  for (const body of [...parts.compute, ...parts.commit]) sourceSize += body.length;
  const writeBody = gen.memoryWriteBody();
  sourceSize += writeBody.length;
  return {
    writes:
      writeBody === '' ? undefined : compileFunction<WriteFunction>(['v', 'E', 'I', 'mw'], writeBody, 'memory-writes'),
    chunks,
    fullChunk,
    edges: compileFunction<EdgeFunction>(
      ['v', 'z', 'll', 'E'],
      `let anyEdge = 0;\n${edgeBody}\nreturn anyEdge !== 0;`,
      'edges',
    ),
    source: { chunks: chunkSources, edges: edgeBody, storage: parts.compute, commit: parts.commit, writes: writeBody },
    storage,
    commit,
    scratch: parts.compute.length > 1 ? gen.scratchSize() : 0,
    loops,
    sourceSize,
  };
}

/**
 * Turns generated source into a function. The simulator runs in the main process's worker and in
 * Node (tests, benchmarks), never in the renderer, whose content security policy forbids eval.
 */
export function compileFunction<F>(parameters: string[], body: string, name = 'generated'): F {
  // The source URL names the function in profiles and stack traces.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- compiling the netlist is the point
  return new Function(...parameters, `${body}\n//# sourceURL=circuitforge-${name}.js`) as F;
}

class Generator {
  private readonly R: 1 | 2;

  constructor(
    private readonly netlist: Netlist,
    private readonly plan: FastPlan,
  ) {
    this.R = plan.rails;
  }

  /** Where a local variable lives in the arrays. */
  private home(name: string): string {
    const n = Number(name.slice(1));
    const kind = name[0];
    if (kind === 'a') return `v[${n * this.R}]`;
    if (kind === 'b') return `v[${n * this.R + 1}]`;
    if (kind === 'c') return `z[${n}]`;
    return `s[${n}]`;
  }

  private signal(s: number, tristate: boolean, inverted = false): Rails & { z: Expr } {
    const one = v(`a${s}`);
    const zero = this.R === 2 ? v(`b${s}`) : not(one);
    const z = tristate ? v(`c${s}`) : ZERO;
    return inverted ? { one: zero, zero: one, z } : { one, zero, z };
  }

  private net(net: number): Rails & { z: Expr } {
    const read = this.plan.netRead[net]!;
    if (read.kind === 'none') return { one: ZERO, zero: ZERO, z: ONES };
    if (read.kind === 'const')
      return read.value ? { one: ONES, zero: ZERO, z: ZERO } : { one: ZERO, zero: ONES, z: ZERO };
    return this.signal(read.signal, read.tristate, read.inverted);
  }

  /** Rails of model input `i` of component `c`: its net, or its default while unconnected. */
  private input(c: number, i: number): Rails {
    const layout = this.netlist.components[c]!.layout;
    const p = this.netlist.pinBase[c]! + layout.inputPins[i]!;
    const d = layout.defaults[layout.inputPins[i]!]!;
    let rails: Rails =
      this.netlist.pinWires[p] === 0 && d >= 0
        ? d
          ? { one: ONES, zero: ZERO }
          : { one: ZERO, zero: ONES }
        : this.net(this.netlist.pinNet[p]!);
    // An unknown control does nothing: it reads as 0 unless known to be 1.
    if ((layout.controlMask >>> i) & 1) rails = { one: rails.one, zero: not(rails.one) };
    return rails;
  }

  private stateRails(offset: number, bit: number, name: (word: number) => string): Rails {
    const one = v(name(offset + bit * this.R));
    return { one, zero: this.R === 2 ? v(name(offset + bit * this.R + 1)) : not(one) };
  }

  private cubes(cubes: readonly Cube[], vars: readonly Rails[]): Expr {
    return or(
      ...cubes.map((cube) =>
        and(
          ...vars.flatMap((rails, i) =>
            (cube.care >>> i) & 1 ? [(cube.value >>> i) & 1 ? rails.one : rails.zero] : [],
          ),
        ),
      ),
    );
  }

  private dual(fn: DualRail, vars: readonly Rails[]): Rails {
    const one = this.cubes(fn.one, vars);
    return { one, zero: this.R === 2 ? this.cubes(fn.zero, vars) : not(one) };
  }

  /** Lane words a node computes. `state` names stored words (old values are read as `t…`). */
  private assignments(node: PlanNode, newState: (word: number) => string): Assignment[] {
    const out: Assignment[] = [];
    const put = (s: number, rails: Rails, z?: Expr) => {
      out.push({ name: `a${s}`, expr: rails.one, store: this.home(`a${s}`) });
      if (this.R === 2) out.push({ name: `b${s}`, expr: rails.zero, store: this.home(`b${s}`) });
      if (z) out.push({ name: `c${s}`, expr: z, store: this.home(`c${s}`) });
    };
    if (node.kind === 'resolve') {
      const drivers = node.drivers.map((p) => {
        const s = this.plan.pinSignal[p]!;
        if (s < 0) {
          const source = this.netlist.components[this.netlist.pinComponent[p]!]!.layout.model.source;
          return source === 'const1' ? { one: ONES, zero: ZERO, z: ZERO } : { one: ZERO, zero: ONES, z: ZERO };
        }
        return this.signal(
          s,
          this.netlist.components[this.netlist.pinComponent[p]!]!.layout.tristate,
          this.plan.pinInverted[p] === 1,
        );
      });
      put(
        node.signal,
        {
          one: and(or(...drivers.map((d) => d.one)), ...drivers.map((d) => or(d.one, d.z))),
          zero: and(or(...drivers.map((d) => d.zero)), ...drivers.map((d) => or(d.zero, d.z))),
        },
        and(...drivers.map((d) => d.z)),
      );
      return out;
    }
    const c = node.component;
    const layout = this.netlist.components[c]!.layout;
    const model = layout.model;
    const inputs = layout.inputPins.map((_, i) => this.input(c, i));
    if (model.kind === 'gate') {
      const { op, invert } = model.gate!;
      let rails: Rails;
      if (this.R === 1) {
        const ones = inputs.map((r) => r.one);
        const one =
          op === 'AND' ? and(...ones) : op === 'OR' ? or(...ones) : op === 'XOR' ? xor(ones[0]!, ones[1]!) : ones[0]!;
        rails = { one, zero: not(one) };
      } else if (op === 'AND')
        rails = { one: and(...inputs.map((r) => r.one)), zero: or(...inputs.map((r) => r.zero)) };
      else if (op === 'OR') rails = { one: or(...inputs.map((r) => r.one)), zero: and(...inputs.map((r) => r.zero)) };
      else if (op === 'XOR') {
        const [a, b] = inputs as [Rails, Rails];
        rails = { one: or(and(a.one, b.zero), and(a.zero, b.one)), zero: or(and(a.one, b.one), and(a.zero, b.zero)) };
      } else rails = inputs[0]!;
      put(node.outputs[0]!, invert ? { one: rails.zero, zero: rails.one } : rails);
      return out;
    }
    if (model.kind === 'tristate') {
      const [data, en] = inputs as [Rails, Rails];
      put(node.outputs[0]!, { one: and(en.one, data.one), zero: and(en.one, data.zero) }, en.zero);
      return out;
    }
    if (model.kind === 'memory') {
      // The read helper does the lookup: the address and OE rails go into `I`, the outputs come from `O`.
      const k = this.plan.memoryIndex[c]!;
      const memory = this.plan.memories[k]!;
      const reads: Expr[] = [];
      const code: string[] = [];
      for (const i of combinationalInputs(layout)) {
        const rails = inputs[i]!;
        reads.push(rails.one, rails.zero);
        code.push(
          `I[${memory.input + 2 * i}] = ${print(rails.one)}; I[${memory.input + 2 * i + 1}] = ${print(rails.zero)};`,
        );
      }
      code.push(`mr(${k});`);
      node.outputs.forEach((s, j) => {
        const o = memory.output + 3 * j;
        put(s, { one: raw(`O[${o}]`), zero: raw(`O[${o + 1}]`) }, raw(`O[${o + 2}]`));
      });
      out[0] = { ...out[0]!, before: { code: code.join(' '), reads } };
      return out;
    }
    const fns = compiledFunctions(layout);
    const offset = this.plan.stateOffset[c]!;
    const vars = [
      ...inputs,
      ...Array.from({ length: model.stateBits }, (_, b) => this.stateRails(offset, b, (w) => `t${w}`)),
    ];
    fns.outputs.forEach((fn, j) => put(node.outputs[j]!, this.dual(fn, vars)));
    fns.levelNext.forEach((fn, b) => {
      const rails = this.dual(fn, vars);
      const word = offset + b * this.R;
      out.push({ name: newState(word), expr: rails.one, store: `s[${word}]` });
      if (this.R === 2) out.push({ name: newState(word + 1), expr: rails.zero, store: `s[${word + 1}]` });
    });
    return out;
  }

  /** Body of one chunk function. Loops are iterated (all members at once, as in lockstep delays). */
  chunkBody(
    nodes: readonly number[],
    loops: readonly (readonly number[])[],
    allLoops: number[][],
    storeAll: boolean,
  ): string {
    const declared = new Set<string>();
    const body: string[] = [];
    const use = (expr: Expr) => {
      for (const name of variables(expr)) {
        if (declared.has(name)) continue;
        declared.add(name);
        // Loaded where first needed rather than up front: shorter live ranges, fewer spills.
        body.push(`const ${name} = ${this.home(name)};`);
      }
    };
    const inLoop = new Set(loops.flat());
    const done = new Set<number>();
    for (const i of nodes) {
      if (done.has(i)) continue;
      if (!inLoop.has(i)) {
        for (const a of this.assignments(this.plan.nodes[i]!, (w) => `u${w}`)) {
          if (a.before) {
            for (const e of a.before.reads) use(e);
            body.push(a.before.code);
          }
          use(a.expr);
          declared.add(a.name);
          body.push(
            storeAll || this.mustStore(a.name)
              ? `const ${a.name} = ${print(a.expr)}; ${a.store} = ${a.name};`
              : `const ${a.name} = ${print(a.expr)};`,
          );
        }
        done.add(i);
        continue;
      }
      const loop = loops.find((l) => l.includes(i))!;
      for (const j of loop) done.add(j);
      const assignments = loop.flatMap((j) => this.assignments(this.plan.nodes[j]!, (w) => `t${w}`));
      const loopIndex = allLoops.length;
      allLoops.push(
        loop.flatMap((j) => {
          const node = this.plan.nodes[j]!;
          return node.kind === 'component' ? [node.component] : [];
        }),
      );
      for (const a of assignments) {
        declared.add(a.name);
        body.push(`let ${a.name} = ${this.home(a.name)};`);
      }
      const loopVars = new Set(assignments.map((a) => a.name));
      for (const a of assignments) {
        const read = variables(a.expr);
        for (const e of a.before?.reads ?? []) variables(e, read);
        for (const name of read) if (!loopVars.has(name)) use(v(name));
      }
      const limit = LOOP_ITERATIONS_MIN + LOOP_ITERATIONS_PER_NODE * loop.length;
      body.push(`for (let it = 0; ; it++) {`);
      assignments.forEach((a, k) => {
        // A memory reads the loop's values of this iteration, as every other member does.
        if (a.before) body.push(`  ${a.before.code}`);
        body.push(`  const n${k} = ${print(a.expr)};`);
      });
      body.push(`  const changed = ${assignments.map((a, k) => `(n${k} ^ ${a.name})`).join(' | ') || '0'};`);
      assignments.forEach((a, k) => body.push(`  ${a.name} = n${k};`));
      body.push(`  if (changed === 0) break;`);
      body.push(`  if (it >= ${limit}) { o[${loopIndex}] = 1; break; }`);
      body.push(`}`);
      for (const a of assignments) body.push(`${a.store} = ${a.name};`);
    }
    return body.join('\n');
  }

  /**
   * Code computing, per clock group, the lanes whose clock rose since the last call (into `E`),
   * OR-ing them into `anyEdge` (declared by whoever embeds it).
   */
  edgeBody(): string {
    const lines: string[] = [];
    this.plan.clockGroups.forEach((group, g) => {
      const clock = this.net(group.clockNet);
      const loads = [...variables(clock.zero, variables(clock.one))].map(
        (name) => `const ${name} = ${this.home(name)};`,
      );
      lines.push(
        `{ ${loads.join(' ')} const k1 = ${print(clock.one)}, k0 = ${print(clock.zero)}, l = ll[${g}];`,
        `  const e = k1 & l; ll[${g}] = k0 | (l & ~k1); E[${g}] = e; anyEdge |= e; }`,
      );
    });
    return lines.join('\n');
  }

  /**
   * Bodies of the storage functions: stored bits of clocked parts after an edge. Every new value
   * is computed before any is written (a flip-flop may read another's output): with one function
   * the writes come at its end, with several they go through the scratch array `N` and are written
   * by the commit functions once all have run. The code has no branch per part (V8 gives up
   * optimising a function whose rarely taken branches keep deoptimising it, and the high bits of a
   * counter change rarely): after an edge the cones of all its parts are marked. When every lane
   * has an edge (interactive use), a copy of the code with the edge folded away runs.
   */
  storageParts(): { compute: string[]; commit: string[] } {
    const parts: { g: number; components: number[] }[] = [];
    this.plan.clockGroups.forEach((group, g) => {
      // RAMs write in `memoryWriteBody`.
      const clocked = group.components.filter((c) => this.plan.memoryIndex[c]! < 0);
      for (let start = 0; start < clocked.length; start += STORAGE_PER_FUNCTION) {
        parts.push({ g, components: clocked.slice(start, start + STORAGE_PER_FUNCTION) });
      }
    });
    // A part reading another's output (a shift register) must see the old value: then every new
    // value is computed before any is written. Otherwise each is written as soon as computed.
    const heldInValues = new Set<string>();
    this.plan.stateSignals.forEach((signals) => signals?.forEach((sig) => heldInValues.add(`a${sig}`).add(`b${sig}`)));
    const readsHeld = parts.some((part) =>
      part.components.some((c) =>
        this.storageBlock(c, false).loads.some((name) => heldInValues.has(name) && !this.ownState(c, name)),
      ),
    );
    const deferred = parts.length > 1 && readsHeld;
    let scratch = 0;
    const compute: string[] = [];
    const commit: string[] = [];
    for (const { g, components } of parts) {
      const first = scratch;
      const code = (allLanes: boolean) => {
        scratch = first;
        const declared = new Set<string>(['e']);
        const lines: string[] = [];
        const stores: string[] = [];
        for (const c of components) {
          const block = this.storageBlock(c, allLanes);
          for (const name of block.loads) {
            if (declared.has(name)) continue;
            declared.add(name);
            lines.push(`const ${name} = ${this.home(name)};`);
          }
          for (const u of block.updates) {
            lines.push(`const ${u.name} = ${print(u.expr)};`);
            if (deferred) stores.push(`N[${scratch++}] = ${u.name};`);
            else if (readsHeld) stores.push(`${u.store} = ${u.name};`);
            else lines.push(`${u.store} = ${u.name};`);
          }
        }
        return [...lines, ...stores].join('\n');
      };
      const everyLane = code(true);
      const someLanes = code(false);
      if (deferred) {
        const writes: string[] = [];
        let k = first;
        for (const c of components)
          for (const u of this.storageBlock(c, true).updates) writes.push(`${u.store} = N[${k++}];`);
        commit.push(`if (E[${g}] !== 0) {\n${writes.join('\n')}\n}`);
      }
      // After an edge the parts' cones re-run whether or not a bit changed: cheaper than telling.
      const cone = new Uint32Array(this.plan.cones[0]?.length ?? 1);
      for (const c of components) this.storageCone(c).forEach((word, w) => (cone[w]! |= word));
      const marks = [...cone].flatMap((word, w) => (word !== 0 ? [`D[${w}] |= ${word | 0};`] : []));
      compute.push(
        [
          `{ const e = E[${g}];`,
          'if (e !== 0) {',
          'if (e === -1) {',
          everyLane,
          '} else {',
          someLanes,
          '}',
          ...marks,
          '} }',
        ].join('\n'),
      );
    }
    return { compute, commit };
  }

  /**
   * Code writing the RAMs whose clock rose in lane 0: each RAM's address, data and WE rails (from
   * the value array: the inputs of clocked parts are always stored) into `I`, then `mw(k)`.
   */
  memoryWriteBody(): string {
    const lines: string[] = [];
    this.plan.memories.forEach((memory, k) => {
      if (memory.group < 0) return;
      const c = memory.component;
      const layout = this.netlist.components[c]!.layout;
      const { addressBits, dataBits } = layout.model.memory!;
      const loads = new Set<string>();
      const writes: string[] = [];
      for (let i = 0; i < addressBits + dataBits + 1; i++) {
        const rails = this.input(c, i);
        variables(rails.one, loads);
        variables(rails.zero, loads);
        writes.push(
          `I[${memory.input + 2 * i}] = ${print(rails.one)}; I[${memory.input + 2 * i + 1}] = ${print(rails.zero)};`,
        );
      }
      lines.push(
        `if ((E[${memory.group}] & 1) !== 0) {`,
        ...[...loads].map((name) => `  const ${name} = ${this.home(name)};`),
        ...writes.map((w) => `  ${w}`),
        `  mw(${k});`,
        '}',
      );
    });
    return lines.join('\n');
  }

  /** Whether the value of a local must be stored even by the fast chunk functions. */
  private mustStore(name: string): boolean {
    return name[0] !== 'a' && name[0] !== 'b' && name[0] !== 'c'
      ? true
      : this.plan.exported[Number(name.slice(1))] === 1;
  }

  /** Whether a local names one of `c`'s own stored bits (reading those is never a hazard). */
  private ownState(c: number, name: string): boolean {
    const signals = this.plan.stateSignals[c];
    return signals !== undefined && signals.some((sig) => name === `a${sig}` || name === `b${sig}`);
  }

  /** Words of scratch space: one per stored rail of every clocked part. */
  scratchSize(): number {
    let words = 0;
    for (const group of this.plan.clockGroups) {
      for (const c of group.components) words += this.netlist.components[c]!.layout.model.stateBits * this.R;
    }
    return words;
  }

  /** Chunks to re-run when a clocked part's stored bits change: its node's, or its readers'. */
  private storageCone(c: number): Uint32Array {
    const words = new Uint32Array(this.plan.cones[0]?.length ?? 1);
    const or = (k: number) => this.plan.cones[k]!.forEach((word, w) => (words[w]! |= word));
    const signals = this.plan.stateSignals[c];
    if (signals) for (const s of signals) for (const k of this.plan.signalReaders[s]!) or(k);
    else if (this.plan.componentChunk[c]! >= 0) or(this.plan.componentChunk[c]!);
    return words;
  }

  /** Where stored bit `b` of `c` lives: rails of its old value, and the lane words to write. */
  private storedBit(c: number, b: number): { old: Rails; oneHome: string; zeroHome: string; names: [string, string] } {
    const signals = this.plan.stateSignals[c];
    if (signals) {
      const s = signals[b]!;
      const old = this.signal(s, false);
      return { old, oneHome: this.home(`a${s}`), zeroHome: this.home(`b${s}`), names: [`ua${s}`, `ub${s}`] };
    }
    const word = this.plan.stateOffset[c]! + b * this.R;
    const old = this.stateRails(this.plan.stateOffset[c]!, b, (w) => `t${w}`);
    return { old, oneHome: `s[${word}]`, zeroHome: `s[${word + 1}]`, names: [`u${word}`, `u${word + 1}`] };
  }

  private storageBlock(c: number, allLanes: boolean): { loads: string[]; updates: Assignment[] } {
    const layout = this.netlist.components[c]!.layout;
    const fns = compiledFunctions(layout);
    const inputs = layout.inputPins.map((_, i) => this.input(c, i));
    const bits = Array.from({ length: layout.model.stateBits }, (_, b) => this.storedBit(c, b));
    const vars = [...inputs, ...bits.map((bit) => bit.old)];
    const edge = allLanes ? ONES : v('e');
    const updates: Assignment[] = [];
    fns.edgeNext.forEach((fn, b) => {
      const next = this.dual(fn, vars);
      const bit = bits[b]!;
      updates.push({ name: bit.names[0], expr: select(edge, next.one, bit.old.one), store: bit.oneHome });
      if (this.R === 2)
        updates.push({ name: bit.names[1], expr: select(edge, next.zero, bit.old.zero), store: bit.zeroHome });
    });
    const loads = new Set<string>();
    for (const u of updates) for (const name of variables(u.expr)) if (name !== 'e') loads.add(name);
    return { loads: [...loads], updates };
  }
}
