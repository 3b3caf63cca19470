import { leavesLogic, type Operation } from '../../../shared/circuit/operations';
import { ok, type Result } from '../../../shared/errors';
import { groundedNets } from '../electrical';
import {
  initiallyOn,
  sourceValue,
  type Conflict,
  type EngineComponent,
  type EngineCore,
  type EngineOptions,
  type FloatingInput,
  type SettleOutcome,
  type StoredBits,
} from '../engine';
import { ROLE_INPUT } from '../layout';
import { initialStored } from '../models';
import { L0, L1, LX, LZ, type Logic } from '../logic';
import type { MemoryWords } from '../../../shared/memory/words';
import type { Netlist } from '../netlist';
import type { OutputPin } from '../truth-table';
import { compileFunction, generateProgram, type Program } from './codegen';
import { FastMemories } from './memories';
import { generateSettle, type SettleLoop } from './settle-codegen';
import { planNetlist, type FastPlan } from './plan';
import { hasNode } from './plan-nodes';
import { railsOf, zeroStart, type ZeroStart } from './zero-start';

/** The outcome of every settle that ends. */
const SETTLED: SettleOutcome = Object.freeze({});

/** Lane patterns of the five low row bits: lane k of a 32-row batch holds row base + k. */
const ROW_PATTERNS = [0xaaaaaaaa | 0, 0xcccccccc | 0, 0xf0f0f0f0 | 0, 0xff00ff00 | 0, 0xffff0000 | 0];

/** Lanes of one net: known-1, known-0 and Z, each a 32-bit word (bit k is lane k). */
export interface Lanes {
  one: number;
  zero: number;
  z: number;
}

/**
 * The fast engine: the netlist compiled into straight-line JavaScript over typed arrays, evaluated
 * in topological order with zero delay, every value a 32-bit word so that 32 independent input
 * vectors are simulated at once (truth tables, benchmarks); interactive use broadcasts one vector
 * to all lanes and reads lane 0.
 *
 * Circuits that can never carry X or Z (no loops, tri-states or shared nets, every input driven)
 * compile to two-valued code; the rest to known-1/known-0 rails, whose block and storage formulas
 * are the prime implicants of each function, so X behaves exactly as in the event engine. A change
 * re-runs only the chunks in the cone of what changed. Feedback loops are iterated in lockstep
 * until stable; one that keeps changing is reported as oscillating, as in the event engine.
 */
export class FastEngine implements EngineCore {
  readonly kind = 'fast' as const;
  readonly plan: FastPlan;
  private readonly program: Program;
  private readonly v: Int32Array;
  private readonly z: Int32Array;
  private readonly s: Int32Array;
  private readonly ll: Int32Array;
  private readonly edgeWords: Int32Array;
  private readonly overflow: Int32Array;
  private readonly dirty: Uint32Array;
  /** Chunks whose last run stored only their exported values. */
  private readonly stale: Uint32Array;
  private readonly scratch: Int32Array;
  private readonly memories: FastMemories;
  private readonly on: Uint8Array;
  private readonly components: {
    id: string;
    label: string;
    type: string;
    layout: EngineComponent['layout'];
    properties: Readonly<Record<string, unknown>>;
  }[];
  /** The netlist's index of components by id (this engine never adds or removes one). */
  private readonly idToComp: ReadonlyMap<string, number>;
  /** Cone of each switch, button or clock output (empty for other components). */
  private readonly sourceCones: Uint32Array[] = [];
  /** Value-array index of each source's output (-1 for other components). */
  private readonly sourceIndex: Int32Array;
  /** Lane word each source drives when off (2c) and on (2c + 1). */
  private readonly sourceWords: Int32Array;
  /** Each wire's net by id: built on the first lookup by id (a snapshot reads them in order instead). */
  private wireNets: Map<string, number> | undefined;
  private readonly floatingCandidates: number[] = [];
  /** Components with stored bits. */
  private readonly storage: number[] = [];
  private settles = 0;
  private readonly workDone = new Int32Array(1);
  private readonly settleLoop: SettleLoop;
  /** Storage passes after which a settle is declared oscillating (each clocked part may ripple once). */
  private readonly passBound: number;
  private grounded: Set<number> | undefined;
  /** With `powerOn: 'zero'`: the state a start from 0 settles to (worked out once, on the first reset). */
  private zero: ZeroStart | undefined;
  private readonly fromZero: boolean;

  constructor(
    private readonly netlist: Netlist,
    options: EngineOptions = {},
  ) {
    this.fromZero = options.powerOn === 'zero';
    this.plan = planNetlist(netlist);
    this.program = generateProgram(netlist, this.plan);
    const R = this.plan.rails;
    this.v = new Int32Array(Math.max(1, this.plan.signals * R));
    this.z = new Int32Array(Math.max(1, this.plan.signals));
    this.s = new Int32Array(Math.max(1, this.plan.stateWords));
    this.ll = new Int32Array(Math.max(1, this.plan.clockGroups.length));
    this.edgeWords = new Int32Array(Math.max(1, this.plan.clockGroups.length));
    this.overflow = new Int32Array(Math.max(1, this.program.loops.length));
    this.dirty = new Uint32Array(Math.max(1, Math.ceil(this.plan.chunks.length / 32)));
    this.stale = new Uint32Array(this.dirty.length);
    this.scratch = new Int32Array(Math.max(1, this.program.scratch));
    this.passBound = 2 * this.plan.clockGroups.reduce((sum, g) => sum + g.components.length, 0) + 64;
    this.memories = new FastMemories(netlist, this.plan, this.dirty);
    this.settleLoop = generateSettle(this.program, {
      v: this.v,
      z: this.z,
      s: this.s,
      ll: this.ll,
      E: this.edgeWords,
      D: this.dirty,
      N: this.scratch,
      o: this.overflow,
      work: this.workDone,
      T: this.stale,
      I: this.memories.I,
      O: this.memories.O,
      mr: this.memories.read,
      mw: this.memories.write,
    });
    this.on = new Uint8Array(netlist.components.length);
    this.components = netlist.components.map((c) => ({ ...c }));
    this.idToComp = netlist.indexById;
    this.sourceIndex = new Int32Array(netlist.components.length).fill(-1);
    this.sourceWords = new Int32Array(2 * netlist.components.length);
    this.components.forEach((comp, c) => {
      const source = comp.layout.model.source;
      if (source === undefined) return;
      this.sourceWords[2 * c] = sourceValue(source, false, comp.properties) === L1 ? -1 : 0;
      this.sourceWords[2 * c + 1] = sourceValue(source, true, comp.properties) === L1 ? -1 : 0;
    });
    const noCone = new Uint32Array(0);
    for (let c = 0; c < netlist.components.length; c++) {
      const layout = netlist.components[c]!.layout;
      if (layout.model.stateBits > 0) this.storage.push(c);
      if (layout.model.kind === 'source') {
        const signal = this.plan.pinSignal[netlist.pinBase[c]! + layout.outputPins[0]!]!;
        if (signal >= 0) {
          const cone = new Uint32Array(this.dirty.length);
          for (const k of this.plan.signalReaders[signal]!) this.orCone(cone, k);
          this.sourceCones[c] = cone;
          this.sourceIndex[c] = signal * this.plan.rails;
        }
      }
      this.sourceCones[c] ??= noCone;
      if (!hasNode(layout.model.kind)) continue;
      layout.inputPins.forEach((pin) => {
        const p = netlist.pinBase[c]! + pin;
        const read = this.plan.netRead[netlist.pinNet[p]!]!;
        if (read.kind === 'none' || (read.kind === 'signal' && read.tristate)) this.floatingCandidates.push(p);
      });
    }
    this.reset();
  }

  get time(): number {
    return this.settles;
  }

  get work(): number {
    return this.workDone[0]!;
  }

  /** Characters of generated JavaScript (reported by the benchmark). */
  get sourceSize(): number {
    return this.program.sourceSize;
  }

  componentIndex(id: string): number {
    return this.idToComp.get(id) ?? -1;
  }

  component(index: number): EngineComponent | undefined {
    return this.components[index];
  }

  componentIndexes(): Iterable<number> {
    return this.components.keys();
  }

  wireNet(wireId: string): number {
    if (!this.wireNets) {
      this.wireNets = new Map();
      for (const wire of this.netlist.wires) this.wireNets.set(wire.id, this.netlist.pinNet[wire.a]!);
    }
    return this.wireNets.get(wireId) ?? -1;
  }

  forEachWire(visit: (wireId: string, net: number) => boolean | void): void {
    const { wires, pinNet } = this.netlist;
    for (const wire of wires) if (visit(wire.id, pinNet[wire.a]!) === false) return;
  }

  pinNet(component: number, pin: number): number {
    return this.netlist.pinNet[this.netlist.pinBase[component]! + pin]!;
  }

  pinValue(component: number, pin: number): Logic {
    const p = this.netlist.pinBase[component]! + pin;
    const value = this.netValue(this.netlist.pinNet[p]!);
    if (value !== LZ || this.netlist.pinWires[p] !== 0) return value;
    const d = this.components[component]!.layout.defaults[pin]!;
    return d >= 0 ? (d as Logic) : LZ;
  }

  netValue(net: number): Logic {
    const lanes = this.lanes(net);
    return laneValue(lanes, 0);
  }

  /** All 32 lanes of a net. */
  lanes(net: number, into: Lanes = { one: 0, zero: 0, z: 0 }): Lanes {
    const read = this.plan.netRead[net]!;
    if (read.kind === 'none') {
      into.one = 0;
      into.zero = 0;
      into.z = -1;
    } else if (read.kind === 'const') {
      into.one = read.value ? -1 : 0;
      into.zero = read.value ? 0 : -1;
      into.z = 0;
    } else {
      this.freshen(read.signal);
      const R = this.plan.rails;
      const one = this.v[read.signal * R]!;
      const zero = R === 2 ? this.v[read.signal * R + 1]! : ~one;
      into.one = read.inverted ? zero : one;
      into.zero = read.inverted ? one : zero;
      into.z = read.tristate ? this.z[read.signal]! : 0;
    }
    return into;
  }

  netCount(): number {
    return this.netlist.netCount;
  }

  sourceOn(component: number): boolean {
    return this.on[component] === 1;
  }

  setSourceFloating(): boolean {
    return false;
  }

  setSourceOn(component: number, on: boolean): void {
    this.on[component] = on ? 1 : 0;
    this.setSourceLanes(component, this.sourceWords[2 * component + (on ? 1 : 0)]!);
  }

  /** Drives a switch, button or clock output with a different value per lane (bit k = lane k). */
  setSourceLanes(component: number, word: number): void {
    const index = this.sourceIndex[component]!;
    if (index < 0) return;
    this.v[index] = word;
    if (this.plan.rails === 2) this.v[index + 1] = ~word;
    const cone = this.sourceCones[component]!;
    const dirty = this.dirty;
    for (let w = 0; w < cone.length; w++) dirty[w]! |= cone[w]!;
  }

  /**
   * Compiled access to many switches, buttons or clocks at once: `set(lanes)` drives source
   * `components[i]` with lane word `lanes[i]` and marks the union of their cones once.
   */
  inputPort(components: readonly number[]): (lanes: Int32Array) => void {
    const R = this.plan.rails;
    const cone = new Uint32Array(this.dirty.length);
    const lines: string[] = [];
    components.forEach((c, i) => {
      const layout = this.components[c]!.layout;
      const signal = this.plan.pinSignal[this.netlist.pinBase[c]! + layout.outputPins[0]!]!;
      if (signal < 0) return;
      lines.push(`v[${signal * R}] = l[${i}];${R === 2 ? ` v[${signal * R + 1}] = ~l[${i}];` : ''}`);
      const sourceCone = this.sourceCones[c]!;
      for (let w = 0; w < cone.length; w++) cone[w]! |= sourceCone[w]!;
    });
    const write = compileFunction<(v: Int32Array, l: Int32Array) => void>(['v', 'l'], lines.join('\n'), 'input-port');
    const list = [...components];
    return (lanes) => {
      write(this.v, lanes);
      for (let i = 0; i < list.length; i++) this.on[list[i]!] = lanes[i]! & 1;
      for (let w = 0; w < cone.length; w++) this.dirty[w]! |= cone[w]!;
    };
  }

  /**
   * Compiled reading of many nets: `lanes(into)` gives each net's known-1 lanes (so X and Z read
   * as 0), `lane0(into)` packs lane 0 of net i into bit i % 32 of word i / 32.
   */
  outputPort(nets: readonly number[]): { lanes(into: Int32Array): void; lane0(into: Int32Array): void } {
    const R = this.plan.rails;
    const one = nets.map((n) => {
      const read = this.plan.netRead[n]!;
      if (read.kind !== 'signal') return read.kind === 'const' && read.value ? '-1' : '0';
      if (!read.inverted) return `v[${read.signal * R}]`;
      return R === 2 ? `v[${read.signal * R + 1}]` : `~v[${read.signal * R}]`;
    });
    // Nets the compiled code keeps in locals are brought up to date before each read.
    const internal = nets.flatMap((n) => {
      const read = this.plan.netRead[n]!;
      return read.kind === 'signal' && this.plan.exported[read.signal] === 0 ? [read.signal] : [];
    });
    const freshen = () => {
      for (let i = 0; i < internal.length; i++) this.freshen(internal[i]!);
    };
    const lanes = compileFunction<(v: Int32Array, o: Int32Array) => void>(
      ['v', 'o'],
      one.map((e, i) => `o[${i}] = ${e};`).join('\n'),
    );
    const words: string[] = [];
    for (let w = 0; w * 32 < one.length; w++) {
      const bits = one.slice(w * 32, w * 32 + 32).map((e, b) => (b === 0 ? `(${e} & 1)` : `((${e} & 1) << ${b})`));
      words.push(`o[${w}] = ${bits.join(' | ')};`);
    }
    const lane0 = compileFunction<(v: Int32Array, o: Int32Array) => void>(['v', 'o'], words.join('\n'), 'lane0');
    const v = this.v;
    if (internal.length === 0) return { lanes: (into) => lanes(v, into), lane0: (into) => lane0(v, into) };
    return {
      lanes: (into) => {
        freshen();
        lanes(v, into);
      },
      lane0: (into) => {
        freshen();
        lane0(v, into);
      },
    };
  }

  stored(component: number): StoredBits {
    const bits = this.components[component]!.layout.model.stateBits;
    const R = this.plan.rails;
    let known = 0;
    let value = 0;
    for (let b = 0; b < bits; b++) {
      const [array, index] = this.storedWord(component, b);
      const one = array[index]! & 1;
      const zero = R === 2 ? array[index + 1]! & 1 : 1 - one;
      if (one || zero) known |= 1 << b;
      if (one) value |= 1 << b;
    }
    return { known, value };
  }

  /** The array and index of the known-1 rail of stored bit `b`. */
  private storedWord(component: number, b: number): [Int32Array, number] {
    const signals = this.plan.stateSignals[component];
    const R = this.plan.rails;
    return signals ? [this.v, signals[b]! * R] : [this.s, this.plan.stateOffset[component]! + b * R];
  }

  setStored(component: number, known: number, value: number): void {
    const bits = this.components[component]!.layout.model.stateBits;
    const R = this.plan.rails;
    for (let b = 0; b < bits; b++) {
      const [array, index] = this.storedWord(component, b);
      const isKnown = (known >>> b) & 1;
      const isOne = isKnown && (value >>> b) & 1;
      array[index] = isOne ? -1 : 0;
      if (R === 2) array[index + 1] = isKnown && !isOne ? -1 : 0;
    }
    const signals = this.plan.stateSignals[component];
    if (signals) for (const s of signals) for (const k of this.plan.signalReaders[s]!) this.markChunk(k);
    else this.markChunk(this.plan.componentChunk[component]!);
  }

  settle(): SettleOutcome {
    this.settles++;
    const program = this.program;
    let oscillating: Set<number> | undefined;
    if (this.settleLoop(this.passBound) < 0) {
      // Still changing after the bound: one more pass names the parts that keep changing.
      oscillating = this.storageChanges();
      this.dirty.fill(0);
    }
    if (program.loops.length > 0) {
      for (let k = 0; k < this.overflow.length; k++) {
        if (this.overflow[k] === 0) continue;
        this.overflow[k] = 0;
        oscillating ??= new Set();
        for (const c of program.loops[k]!) oscillating.add(c);
      }
    }
    return oscillating ? { oscillating: [...oscillating].sort((a, b) => a - b) } : SETTLED;
  }

  runClock(clock: number, halfPeriods: number): SettleOutcome {
    const index = this.sourceIndex[clock]!;
    const cone = this.sourceCones[clock]!;
    const rails = this.plan.rails;
    const dirty = this.dirty;
    const loop = this.settleLoop;
    const bound = this.passBound;
    const checkLoops = this.program.loops.length > 0;
    for (let i = 0; i < halfPeriods; i++) {
      const on = this.on[clock]! ^ 1;
      this.on[clock] = on;
      const word = this.sourceWords[2 * clock + on]!;
      if (index >= 0) {
        this.v[index] = word;
        if (rails === 2) this.v[index + 1] = ~word;
      }
      for (let w = 0; w < cone.length; w++) dirty[w]! |= cone[w]!;
      this.settles++;
      if (loop(bound) < 0 || (checkLoops && this.overflow.some((flag) => flag !== 0))) {
        // The general path names what oscillates.
        this.settles--;
        const outcome = this.settle();
        if (outcome.oscillating) return outcome;
      }
    }
    return SETTLED;
  }

  /** One more storage pass, noting which parts' stored bits change (to name an oscillation). */
  private storageChanges(): Set<number> {
    const before = this.storage.map((c) => this.stored(c));
    this.program.writes?.(this.v, this.edgeWords, this.memories.I, this.memories.write);
    for (const fn of this.program.storage) fn(this.v, this.z, this.s, this.edgeWords, this.dirty, this.scratch);
    for (const fn of this.program.commit) fn(this.v, this.s, this.edgeWords, this.scratch);
    const changed = new Set<number>();
    this.storage.forEach((c, i) => {
      const after = this.stored(c);
      if (after.known !== before[i]!.known || after.value !== before[i]!.value) changed.add(c);
    });
    return changed;
  }

  /** Makes sure a signal's value is in the value array (its chunk may have kept it in a local). */
  private freshen(signal: number): void {
    if (this.plan.exported[signal] === 1) return;
    const k = this.plan.signalChunk[signal]!;
    if (k < 0 || ((this.stale[k >>> 5]! >>> (k & 31)) & 1) === 0) return;
    const m = this.memories;
    this.program.fullChunk(k)(this.v, this.z, this.s, this.overflow, m.I, m.O, m.read);
    this.stale[k >>> 5]! &= ~(1 << (k & 31));
  }

  private markChunk(k: number): void {
    if (k >= 0) this.orCone(this.dirty, k);
  }

  private orCone(into: Uint32Array, k: number): void {
    const cone = this.plan.cones[k]!;
    for (let w = 0; w < cone.length; w++) into[w]! |= cone[w]!;
  }

  cathodeGrounded(component: number): boolean {
    this.grounded ??= groundedNets(this);
    const layout = this.components[component]!.layout;
    const cathode = layout.definition.pins.findIndex((p) => p.name === 'cathode');
    return cathode >= 0 && this.grounded.has(this.pinNet(component, cathode));
  }

  conflicts(): Conflict[] {
    const result: Conflict[] = [];
    for (const node of this.plan.nodes) {
      if (node.kind !== 'resolve') continue;
      const driving: { c: number; value: Logic }[] = node.drivers.map((p) => ({
        c: this.netlist.pinComponent[p]!,
        value: this.driverValue(p),
      }));
      if (!driving.some((d) => d.value === L0) || !driving.some((d) => d.value === L1)) continue;
      const comps = driving.filter((d) => d.value === L0 || d.value === L1).map((d) => d.c);
      result.push({ net: node.net, drivers: [...new Set(comps)] });
    }
    return result;
  }

  private driverValue(p: number): Logic {
    const signal = this.plan.pinSignal[p]!;
    const layout = this.components[this.netlist.pinComponent[p]!]!.layout;
    if (signal < 0) return layout.model.source === 'const1' ? L1 : L0;
    this.freshen(signal);
    const R = this.plan.rails;
    const one = this.v[signal * R]!;
    const zero = R === 2 ? this.v[signal * R + 1]! : ~one;
    const inverted = this.plan.pinInverted[p] === 1;
    return laneValue(
      { one: inverted ? zero : one, zero: inverted ? one : zero, z: layout.tristate ? this.z[signal]! : 0 },
      0,
    );
  }

  floatingInputs(): FloatingInput[] {
    const result: FloatingInput[] = [];
    for (const p of this.floatingCandidates) {
      const c = this.netlist.pinComponent[p]!;
      const pin = p - this.netlist.pinBase[c]!;
      if (this.components[c]!.layout.roles[pin] !== ROLE_INPUT || this.pinValue(c, pin) !== LZ) continue;
      result.push({ component: c, pin, unconnected: this.netlist.pinWires[p] === 0 });
    }
    return result;
  }

  memory(component: number): MemoryWords | undefined {
    const k = this.memories.index(component);
    return k < 0 ? undefined : this.memories.words[k];
  }

  /** Overwrites one word; the chunks reading the memory re-run at the next settle. */
  writeMemory(component: number, address: number, value: number): void {
    const k = this.memories.index(component);
    if (k < 0) return;
    this.memories.words[k]!.set(address, value);
    this.memories.touch(k);
  }

  reset(): void {
    this.v.fill(0);
    this.z.fill(0);
    this.ll.fill(0);
    this.overflow.fill(0);
    this.memories.reset();
    const R = this.plan.rails;
    for (let c = 0; c < this.components.length; c++) {
      const comp = this.components[c]!;
      const model = comp.layout.model;
      for (let b = 0; b < model.stateBits; b++) {
        const [array, index] = this.storedWord(c, b);
        array[index] = 0;
        if (R === 2) array[index + 1] = -1;
      }
      const initial = initialStored(comp.properties, model.stateBits);
      if (initial !== 0) this.setStored(c, (1 << model.stateBits) - 1, initial);
      if (model.source !== undefined) this.setSourceOn(c, initiallyOn(model.source, comp.properties));
    }
    if (this.fromZero) this.startFrom((this.zero ??= zeroStart(this.netlist, this.plan)));
    for (let k = 0; k < this.plan.chunks.length; k++) this.dirty[k >>> 5]! |= 1 << (k & 31);
  }

  /**
   * Puts every signal, stored bit, clock level and RAM word where a start from 0 settled
   * (zero-start.ts): driver pins first, then nets (a net read as the inverse of a stored bit puts
   * it right), then the stored bits themselves.
   */
  private startFrom(start: ZeroStart): void {
    const { pinSignal, pinInverted, netRead, rails: R } = this.plan;
    const put = (signal: number, value: number, inverted: boolean) => {
      const rails = railsOf(value, inverted);
      this.v[signal * R] = rails.one;
      if (R === 2) this.v[signal * R + 1] = rails.zero;
      this.z[signal] = rails.z;
    };
    for (let p = 0; p < pinSignal.length; p++) {
      if (pinSignal[p]! >= 0) put(pinSignal[p]!, start.pinDrive[p]!, pinInverted[p] === 1);
    }
    netRead.forEach((read, n) => {
      if (read.kind === 'signal') put(read.signal, start.nets[n]!, read.inverted === true);
    });
    for (const [c, bits] of start.stored) this.setStored(c, bits.known, bits.value);
    start.clockLow.forEach((low, g) => (this.ll[g] = low ? -1 : 0));
    for (const [c, words] of start.words) {
      const k = this.memories.index(c);
      if (k >= 0) this.memories.words[k] = words.clone();
    }
  }

  /** Moves, renames, notes and tests are followed in place; anything else needs a recompile. */
  applyOperations(operations: readonly Operation[]): Result<boolean> {
    for (const op of operations) {
      if (leavesLogic(op)) continue;
      if (op.op !== 'updateComponent' || op.set.properties !== undefined) return ok(false);
    }
    for (const op of operations) {
      if (op.op !== 'updateComponent') continue;
      const c = this.idToComp.get(op.id);
      if (c === undefined) return ok(false);
      if (op.set.label !== undefined) this.components[c]!.label = op.set.label;
    }
    return ok(true);
  }

  /** Truth-table rows, 32 per pass: lane k of a pass evaluates row base + k. */
  truthTableRows(inputs: readonly number[], outputs: readonly OutputPin[]): number[][] {
    const n = inputs.length;
    const rows: number[][] = [];
    const lanes: Lanes = { one: 0, zero: 0, z: 0 };
    for (let base = 0; base < 1 << n; base += 32) {
      inputs.forEach((c, i) => {
        const b = n - 1 - i;
        this.setSourceLanes(c, b < 5 ? ROW_PATTERNS[b]! : (base >>> b) & 1 ? -1 : 0);
      });
      this.settle();
      const perOutput = outputs.map((o) => {
        const p = this.netlist.pinBase[o.component]! + o.pin;
        const defaulted = this.netlist.pinWires[p] === 0 ? this.components[o.component]!.layout.defaults[o.pin]! : -1;
        const l = this.lanes(this.netlist.pinNet[p]!, { ...lanes });
        return { l, defaulted };
      });
      for (let k = 0; k < 32 && base + k < 1 << n; k++) {
        rows.push(
          perOutput.map(({ l, defaulted }) => {
            const value = laneValue(l, k);
            return value === LZ && defaulted >= 0 ? defaulted : value;
          }),
        );
      }
    }
    return rows;
  }
}

/** The value of lane `k`. */
function laneValue(lanes: Lanes, k: number): Logic {
  if ((lanes.one >>> k) & 1) return L1;
  if ((lanes.zero >>> k) & 1) return L0;
  if ((lanes.z >>> k) & 1) return LZ;
  return LX;
}
