import type { Operation } from '../../../shared/circuit/operations';
import { ok, type Result } from '../../../shared/errors';
import {
  initiallyOn,
  sourceValue,
  type Conflict,
  type EngineComponent,
  type EngineCore,
  type FloatingInput,
  type EngineOptions,
  type SettleOutcome,
  type StoredBits,
} from '../engine';
import { evaluateExact, type ExactResult } from '../exact';
import { initialStored } from '../models';
import { initialWords } from '../memory-model';
import type { MemoryWords } from '../../../shared/memory/words';
import { ROLE_DRIVER, ROLE_INPUT } from '../layout';
import { L0, L1, LX, LZ, type Logic } from '../logic';
import type { Netlist } from '../netlist';
import { groundedNets } from '../electrical';
import { loopMembers } from '../loops';
import { applyEventOperations } from './event-edits';
import { EventState, type EventComponent } from './event-state';
import { loadNetlist, powerOnDrive } from './event-topology';
import { EventWheel } from './event-wheel';
import { StartQueue } from './start-queue';
import { resolveSwitchLevel, switchState } from './switch-level';

/** Delays are at most 1000 (registry), so every pending event lies within one turn of the wheel. */
const WHEEL_SIZE = 1024;
/** Extra steps run after the bound is hit, to see which components keep changing. */
const OSCILLATION_WINDOW = 256;
/** Hard cap on events in one settle, so that a busy oscillating circuit cannot stall its thread. */
const EVENT_BUDGET = 20_000_000;
/** Evaluations per part (plus slack) before a start from 0 gives up and settles as usual (a loop that never rests). */
const START_EVALUATIONS_PER_PART = 64;

/**
 * The interactive engine: event-driven, four-valued, with each component's propagation delay
 * (transport delay: every scheduled change happens, so glitches shorter than a delay still pass).
 *
 * One time step has a write phase and a read phase: first every event due now is applied to its
 * driver pin and the touched nets are resolved; then every component reading a net that changed
 * is evaluated, which schedules its output changes `delay` steps later (zero-delay changes run as
 * further rounds of the same step). Components never see a half-applied step.
 */
export class EventEngine implements EngineCore {
  readonly kind = 'event' as const;
  readonly state = new EventState();
  private now = 0;
  private readonly wheel = new EventWheel(WHEEL_SIZE);
  /** Components to evaluate at the start of the next settle (new, edited, or whose source changed). */
  private readonly toEvaluate = new Set<number>();
  /** Every component is evaluated at the start of the next settle (power-on): a flag, not 122,000 set entries. */
  private evaluateAll = false;
  /** Nets to resolve again at switch level (a transistor beside them turned on, off or unknown). */
  private readonly switchNets: number[] = [];
  private stamp = 0;
  /** The last step that looked at each net and each component (typed: written out of order, a plain list goes sparse). */
  private netStamp = new Int32Array(0);
  private compStamp = new Int32Array(0);
  private readonly dirtyNets: number[] = [];
  private readonly evalList: number[] = [];
  private readonly exact: ExactResult = { outKnown: 0, outValue: 0, stKnown: 0, stValue: 0 };
  private collecting: Set<number> | undefined;
  private grounded: Set<number> | undefined;
  private evaluations = 0;
  /** `powerOn: 'zero'`: nets start at 0 and the first settle brings the parts up one at a time. */
  private readonly fromZero: boolean;
  /** Set until the first settle after power-on has started from 0. */
  private startPending = false;
  /** While the start from 0 runs: outputs change at once, and the parts reading a changed net queue here. */
  private starting: StartQueue | undefined;

  constructor(netlist: Netlist, options: EngineOptions = {}) {
    this.fromZero = options.powerOn === 'zero';
    loadNetlist(this.state, netlist);
    if (this.fromZero) this.driveZero();
    this.powerOn();
  }

  get time(): number {
    return this.now;
  }

  get work(): number {
    return this.evaluations;
  }

  componentIndex(id: string): number {
    return this.state.idToComp.get(id) ?? -1;
  }

  component(index: number): EngineComponent | undefined {
    return this.state.comps[index];
  }

  componentIndexes(): Iterable<number> {
    return this.state.idToComp.values();
  }

  wireNet(wireId: string): number {
    const wire = this.state.wire(wireId);
    return wire ? this.state.pinNet[wire.a]! : -1;
  }

  forEachWire(visit: (wireId: string, net: number) => boolean | void): void {
    const pinNet = this.state.pinNet;
    this.state.forEachWire((wire) => visit(wire.id, pinNet[wire.a]!));
  }

  pinNet(component: number, pin: number): number {
    return this.state.pinNet[this.state.comps[component]!.base + pin]!;
  }

  pinValue(component: number, pin: number): Logic {
    return this.state.read(this.state.comps[component]!.base + pin);
  }

  netValue(net: number): Logic {
    return this.state.netValue[net] as Logic;
  }

  netCount(): number {
    return this.state.netPins.length;
  }

  sourceOn(component: number): boolean {
    return this.state.comps[component]!.on;
  }

  setSourceOn(component: number, on: boolean): void {
    const comp = this.state.comps[component]!;
    comp.on = on;
    comp.floating = false;
    this.toEvaluate.add(component);
    // Before the first settle (a rebuilt engine taking the positions over, a power-on reset released
    // at once), the source drives its new value from power-on, as if it had started there: no
    // reader sees the value it had for a step (a preset by a reset, an edge from a switch).
    if (this.evaluateAll) this.driveFromPowerOn(comp);
  }

  private driveFromPowerOn(comp: EventComponent): void {
    const s = this.state;
    const start = powerOnDrive(comp);
    for (const pin of comp.layout.outputPins) {
      const p = comp.base + pin;
      s.pinDrive[p] = start;
      s.pinProjected[p] = start;
      const n = s.pinNet[p]!;
      if (s.netPins[n]!.length > 0) s.netValue[n] = s.resolve(n);
    }
  }

  setSourceFloating(component: number): boolean {
    const comp = this.state.comps[component]!;
    const kind = comp.layout.model.source;
    // Switches and input ports only: a clock, a button or a constant always drives.
    if (kind !== 'switch') return false;
    comp.floating = true;
    this.toEvaluate.add(component);
    return true;
  }

  stored(component: number): StoredBits {
    const comp = this.state.comps[component]!;
    return { known: comp.stKnown, value: comp.stValue };
  }

  setStored(component: number, known: number, value: number): void {
    const comp = this.state.comps[component]!;
    const mask = (1 << comp.layout.model.stateBits) - 1;
    comp.stKnown = known & mask;
    comp.stValue = value & known & mask;
    this.toEvaluate.add(component);
  }

  memory(component: number): MemoryWords | undefined {
    return this.state.comps[component]?.words;
  }

  writeMemory(component: number, address: number, value: number): void {
    const comp = this.state.comps[component];
    if (!comp?.words) return;
    comp.words.set(address, value);
    this.toEvaluate.add(component);
  }

  cathodeGrounded(component: number): boolean {
    this.grounded ??= groundedNets(this);
    const comp = this.state.comps[component]!;
    const cathode = comp.layout.definition.pins.findIndex((p) => p.name === 'cathode');
    return cathode >= 0 && this.grounded.has(this.state.pinNet[comp.base + cathode]!);
  }

  reset(): void {
    this.wheel.clear();
    this.switchNets.length = 0;
    this.now = 0;
    const s = this.state;
    for (const c of s.idToComp.values()) {
      const comp = s.comps[c]!;
      comp.stKnown = (1 << comp.layout.model.stateBits) - 1;
      comp.stValue = initialStored(comp.properties, comp.layout.model.stateBits);
      comp.clockLow = false;
      if (comp.layout.model.memory?.writable) comp.words = initialWords(comp.properties);
      const kind = comp.layout.model.source;
      comp.on = kind !== undefined && initiallyOn(kind, comp.properties);
      comp.floating = false;
      const start = powerOnDrive(comp);
      for (let i = 0; i < comp.layout.pinCount; i++) {
        const driver = comp.layout.roles[i] === ROLE_DRIVER;
        s.pinDrive[comp.base + i] = driver ? start : LZ;
        s.pinProjected[comp.base + i] = driver ? start : LZ;
      }
    }
    if (this.fromZero) this.driveZero();
    for (let n = 0; n < s.netPins.length; n++) if (s.netPins[n]!.length > 0) s.netValue[n] = s.resolve(n);
    this.powerOn();
  }

  /**
   * Every component is evaluated once at the start; gate outputs start unknown, storage at 0. From
   * zero, every output starts at 0 and the first settle starts the parts one by one (startFromZero).
   */
  private powerOn(): void {
    this.evaluateAll = true;
    this.startPending = this.fromZero;
  }

  /** Every driver pin of a part that is not a source drives 0 (a start from 0); nets resolved again. */
  private driveZero(): void {
    const s = this.state;
    for (const comp of s.comps) {
      if (!comp || comp.layout.model.source !== undefined) continue;
      for (let i = 0; i < comp.layout.pinCount; i++) {
        if (comp.layout.roles[i] !== ROLE_DRIVER) continue;
        s.pinDrive[comp.base + i] = L0;
        s.pinProjected[comp.base + i] = L0;
      }
    }
    for (let n = 0; n < s.netPins.length; n++) if (s.netPins[n]!.length > 0) s.netValue[n] = s.resolve(n);
  }

  /**
   * Digital's start-up (its Model.init with noise): from every net at 0, the parts are evaluated one
   * at a time, each seeing what the ones before it wrote, and a part reading a net that changed is
   * evaluated again, until nothing changes. Digital shuffles the order; here it is fixed: storage
   * first shows its stored bits (as Digital's flip-flops set their outputs when built), then every
   * other part in circuit order, then the storage again, whose last clock counts as 0 (Digital's
   * `lastClock` starts false): a clock that has come up 1 is a rising edge. A feedback loop of gates
   * thus comes up in a definite state instead of X; one that never rests is left to the usual
   * settle, which reports it.
   */
  private startFromZero(): void {
    const s = this.state;
    const queue = new StartQueue(s.comps.length);
    const clocked: number[] = [];
    for (let c = 0; c < s.comps.length; c++) {
      const comp = s.comps[c];
      if (!comp) continue;
      const model = comp.layout.model;
      if (model.kind === 'storage' || model.memory?.writable === true) clocked.push(c);
      else queue.push(c);
    }
    this.starting = queue;
    for (const c of clocked) {
      s.comps[c]!.clockLow = false;
      this.evaluate(c);
    }
    for (const c of clocked) {
      s.comps[c]!.clockLow = true;
      queue.push(c);
    }
    let budget = START_EVALUATIONS_PER_PART * s.liveComponents + 10_000;
    for (let c = queue.shift(); c >= 0 && budget-- > 0; c = queue.shift()) {
      this.evaluate(c);
      if (this.switchNets.length > 0) {
        resolveSwitchLevel(s, this.switchNets.splice(0), (net, v) => this.startNet(net, v));
      }
    }
    this.starting = undefined;
  }

  /** During the start from 0: pin `p` drives `v` at once. */
  private startDrive(p: number, v: number): void {
    const s = this.state;
    s.pinDrive[p] = v;
    const n = s.pinNet[p]!;
    if (n < 0) return;
    if (s.netSwitches[n] !== undefined) this.switchNets.push(n);
    else this.startNet(n, s.resolve(n));
  }

  /** During the start from 0: net `n` takes `v`; the parts reading it queue when it changed. */
  private startNet(n: number, v: number): void {
    const s = this.state;
    if (v === s.netValue[n]) return;
    s.netValue[n] = v;
    for (const c of s.netReaders[n]!) this.starting!.push(c);
  }

  applyOperations(operations: readonly Operation[]): Result<boolean> {
    const result = applyEventOperations(this.state, operations);
    if (!result.success) return result;
    const { evaluate, nets, structural } = result.data;
    const switchLevel = this.state.netSwitches.length > 0;
    for (const n of nets) {
      if (this.state.netPins[n]!.length === 0) continue;
      this.state.netValue[n] = this.state.resolve(n);
      for (const c of this.state.netReaders[n]!) this.toEvaluate.add(c);
      // Beside transistors, a net's value depends on its neighbours': resolved again at the next settle.
      if (switchLevel) this.switchNets.push(n);
    }
    for (const c of evaluate) if (this.state.comps[c]) this.toEvaluate.add(c);
    if (structural) this.grounded = undefined;
    return ok(true);
  }

  conflicts(): Conflict[] {
    const s = this.state;
    const result: Conflict[] = [];
    for (const n of s.specialNets) {
      const drivers = s.netDrivers[n]!;
      if (drivers.length < 2) continue;
      let zero = false;
      let one = false;
      for (const p of drivers) {
        const v = s.pinDrive[p];
        zero ||= v === L0;
        one ||= v === L1;
      }
      if (!(zero && one)) continue;
      const comps = drivers.filter((p) => s.pinDrive[p] === L0 || s.pinDrive[p] === L1).map((p) => s.pinComp[p]!);
      result.push({ net: n, drivers: [...new Set(comps)] });
    }
    return result;
  }

  floatingInputs(): FloatingInput[] {
    const s = this.state;
    const result: FloatingInput[] = [];
    for (const n of s.specialNets) {
      if (s.netValue[n] !== LZ) continue;
      for (const p of s.netPins[n]!) {
        const comp = s.comps[s.pinComp[p]!]!;
        const i = p - comp.base;
        if (comp.layout.roles[i] !== ROLE_INPUT || !comp.layout.reportsFloating) continue;
        if (s.read(p) !== LZ) continue;
        result.push({ component: s.pinComp[p]!, pin: i, unconnected: s.pinWireCount[p] === 0 });
      }
    }
    return result;
  }

  settle(): SettleOutcome {
    const s = this.state;
    if (this.startPending) {
      this.startPending = false;
      this.startFromZero();
    }
    if (this.evaluateAll) {
      const comps = s.comps;
      for (let c = 0; c < comps.length; c++) if (comps[c]) this.evaluate(c);
    } else for (const c of this.toEvaluate) if (s.comps[c]) this.evaluate(c);
    this.toEvaluate.clear();
    this.evaluateAll = false;
    const bound = 2 * (s.delaySum + s.liveComponents) + 1000;
    let steps = 0;
    let events = 0;
    let windowEnd = Infinity;
    this.collecting = undefined;
    while (this.wheel.pending > 0 || this.switchNets.length > 0) {
      // A transistor acts at once: its nets are resolved again in the same time step.
      if (this.switchNets.length === 0) while (this.wheel.isEmpty(this.now)) this.now++;
      if (++steps > bound && this.collecting === undefined) {
        this.collecting = new Set();
        windowEnd = steps + OSCILLATION_WINDOW;
      }
      if (steps > windowEnd || events > EVENT_BUDGET) return this.stopOscillation();
      events += this.step();
    }
    return {};
  }

  /** Runs one round of the current time step; returns how many events it applied. */
  /** A net takes value `v` in the step `stamp`: the components reading it, once each, are to be evaluated. */
  private settleNet(n: number, v: number, stamp: number): void {
    const s = this.state;
    if (v === s.netValue[n]) return;
    s.netValue[n] = v;
    const readers = s.netReaders[n]!;
    const compStamp = this.compStamp;
    for (let r = 0; r < readers.length; r++) {
      const c = readers[r]!;
      if (compStamp[c] === stamp) continue;
      compStamp[c] = stamp;
      this.evalList.push(c);
    }
  }

  /** A new step's stamp, with room for every net and component (edits add them). */
  private nextStamp(): number {
    const s = this.state;
    if (this.stamp === 0x7fffffff) {
      this.netStamp.fill(0);
      this.compStamp.fill(0);
      this.stamp = 0;
    }
    if (this.netStamp.length < s.netPins.length) this.netStamp = grown(this.netStamp, s.netPins.length);
    if (this.compStamp.length < s.comps.length) this.compStamp = grown(this.compStamp, s.comps.length);
    return ++this.stamp;
  }

  private step(): number {
    const s = this.state;
    // Zero-delay changes scheduled while this round runs are the next round.
    const round = this.wheel.take(this.now);
    const { pins, values, count } = round;
    const stamp = this.nextStamp();
    const netStamp = this.netStamp;
    const dirty = this.dirtyNets;
    dirty.length = 0;
    for (let k = 0; k < count; k++) {
      const p = pins[k]!;
      const v = values[k]!;
      if (s.pinDrive[p] === v) continue;
      s.pinDrive[p] = v;
      const n = s.pinNet[p]!;
      if (n < 0 || netStamp[n] === stamp) continue;
      netStamp[n] = stamp;
      dirty.push(n);
    }
    const list = this.evalList;
    list.length = 0;
    // Nets beside transistors are resolved together, after the others (see switch-level.ts).
    const seeds = this.switchNets;
    for (let d = 0; d < dirty.length; d++) {
      const n = dirty[d]!;
      if (s.netSwitches[n] !== undefined) seeds.push(n);
      else this.settleNet(n, s.resolve(n), stamp);
    }
    if (seeds.length > 0) {
      const region = seeds.splice(0);
      resolveSwitchLevel(s, region, (net, v) => this.settleNet(net, v, stamp));
    }
    this.wheel.release(round);
    for (let k = 0; k < list.length; k++) this.evaluate(list[k]!);
    return count;
  }

  private schedule(p: number, v: number, delay: number): void {
    const s = this.state;
    if (s.pinProjected[p] === v) return;
    s.pinProjected[p] = v;
    if (this.starting) return this.startDrive(p, v);
    this.wheel.schedule(this.now + delay, p, v);
    this.collecting?.add(s.pinComp[p]!);
  }

  /** Computes a component's outputs from what its inputs read now and schedules the changes. */
  private evaluate(c: number): void {
    this.evaluations++;
    const s = this.state;
    const comp = s.comps[c]!;
    const layout = comp.layout;
    const model = layout.model;
    const base = comp.base;
    const delay = comp.delay;
    switch (model.kind) {
      case 'display':
      case 'passive':
      case 'pull':
        return;
      case 'switch': {
        const state = switchState(s.read(base + layout.inputPins[0]!), model.conductsOn!);
        if (state === comp.stValue) return;
        comp.stValue = state;
        const [a, b] = layout.channelPins!;
        this.switchNets.push(s.pinNet[base + a]!, s.pinNet[base + b]!);
        return;
      }
      case 'source':
        this.schedule(
          base + layout.outputPins[0]!,
          comp.floating ? LZ : sourceValue(model.source!, comp.on, comp.properties),
          0,
        );
        return;
      case 'gate':
        this.schedule(base + layout.outputPins[0]!, this.gateValue(comp.base, layout.inputPins, model.gate!), delay);
        return;
      case 'tristate': {
        const input = asLogic(s.read(base + layout.inputPins[0]!));
        const en = asLogic(s.read(base + layout.inputPins[1]!));
        this.schedule(base + layout.outputPins[0]!, en === L1 ? input : en === L0 ? LZ : LX, delay);
        return;
      }
      case 'block':
      case 'storage':
        this.evaluateFunction(comp);
        return;
      case 'memory':
        this.evaluateMemory(comp);
    }
  }

  /**
   * A ROM or RAM (memory-model.ts): a RAM first writes on a definite rising CLK edge with WE = 1
   * and a known address (an unknown data bit is written as 0: words are two-valued, as in Digital),
   * then the output shows the word at the address; an unknown address bit makes every output bit
   * unknown, OE = 0 cuts the outputs off (Z), an unknown OE makes them unknown.
   */
  private evaluateMemory(comp: EventComponent): void {
    const s = this.state;
    const { inputPins, outputPins } = comp.layout;
    const shape = comp.layout.model.memory!;
    const words = comp.words!;
    const read = (k: number) => asLogic(s.read(comp.base + inputPins[k]!));
    let address = 0;
    let known = true;
    for (let k = 0; k < shape.addressBits; k++) {
      const v = read(k);
      if (v === LX) known = false;
      else address += v * 2 ** k;
    }
    if (shape.writable) {
      const data = shape.addressBits;
      const clock = read(data + shape.dataBits + 1);
      // As for flip-flops: an unknown clock neither clocks nor forgets; an edge is a definite 1 after a definite 0.
      let edge = false;
      if (clock !== LX) {
        edge = clock === L1 && comp.clockLow;
        comp.clockLow = clock === L0;
      }
      if (edge && known && read(data + shape.dataBits) === L1) {
        let word = 0;
        for (let i = 0; i < shape.dataBits; i++) if (read(data + i) === L1) word += 2 ** i;
        words.set(address, word);
      }
    }
    let enable = read(inputPins.length - 1);
    if (shape.bidirectional) {
      // A bidirectional RAM listens while WE is 1: its output is cut off, unknown while WE is.
      const we = read(shape.addressBits + shape.dataBits);
      enable = we === L1 || enable === L0 ? L0 : we === LX || enable === LX ? LX : L1;
    }
    const word = known ? words.get(address) : 0;
    for (let i = 0; i < outputPins.length; i++) {
      const v = enable === L0 ? LZ : enable === LX || !known ? LX : (((word >>> i) & 1) as Logic);
      this.schedule(comp.base + outputPins[i]!, v, comp.delay);
    }
  }

  private gateValue(base: number, inputPins: readonly number[], gate: { op: string; invert: boolean }): number {
    const s = this.state;
    let r: number;
    if (gate.op === 'AND') {
      r = L1;
      for (let k = 0; k < inputPins.length; k++) {
        const v = asLogic(s.read(base + inputPins[k]!));
        if (v === L0) {
          r = L0;
          break;
        }
        if (v === LX) r = LX;
      }
    } else if (gate.op === 'OR') {
      r = L0;
      for (let k = 0; k < inputPins.length; k++) {
        const v = asLogic(s.read(base + inputPins[k]!));
        if (v === L1) {
          r = L1;
          break;
        }
        if (v === LX) r = LX;
      }
    } else if (gate.op === 'XOR') {
      r = L0;
      for (let k = 0; k < inputPins.length; k++) {
        const v = asLogic(s.read(base + inputPins[k]!));
        if (v === LX) {
          r = LX;
          break;
        }
        r ^= v;
      }
    } else {
      r = asLogic(s.read(base + inputPins[0]!));
    }
    return gate.invert && r !== LX ? r ^ 1 : r;
  }

  private evaluateFunction(comp: EventComponent): void {
    const s = this.state;
    const layout = comp.layout;
    let known = 0;
    let value = 0;
    for (let k = 0; k < layout.inputPins.length; k++) {
      const v = asLogic(s.read(comp.base + layout.inputPins[k]!));
      if (v !== LX) {
        known |= 1 << k;
        value |= v << k;
      }
    }
    let edge = false;
    if (layout.clockInput >= 0) {
      const clockKnown = (known >>> layout.clockInput) & 1;
      const clock = (value >>> layout.clockInput) & 1;
      // An unknown clock neither clocks nor forgets: the edge is the next definite 1 after a definite 0.
      if (clockKnown) {
        edge = clock === 1 && comp.clockLow;
        comp.clockLow = clock === 0;
      }
    }
    // Unknown controls do nothing (see ComponentModel.controls): they read as inactive (0).
    known |= layout.controlMask;
    const r = this.exact;
    evaluateExact(layout.model, known, value, comp.stKnown, comp.stValue, edge, r);
    comp.stKnown = r.stKnown;
    comp.stValue = r.stValue;
    for (let k = 0; k < layout.outputPins.length; k++) {
      const v = (r.outKnown >>> k) & 1 ? (r.outValue >>> k) & 1 : LX;
      this.schedule(comp.base + layout.outputPins[k]!, v, comp.delay);
    }
  }

  /** Stops a settle that does not end: clears what is pending and names the loop. */
  private stopOscillation(): SettleOutcome {
    const s = this.state;
    this.wheel.clear((p) => (s.pinProjected[p] = s.pinDrive[p]!));
    this.switchNets.length = 0;
    const changing = this.collecting ?? new Set<number>();
    this.collecting = undefined;
    // Their outputs may no longer follow their inputs: recompute them at the next settle.
    for (const c of changing) this.toEvaluate.add(c);
    return { oscillating: loopMembers(this, changing) };
  }
}

function asLogic(v: number): Logic {
  return v === LZ ? LX : (v as Logic);
}

/** A copy of `stamps` with room for `size` entries and some to spare. */
function grown(stamps: Int32Array, size: number): Int32Array<ArrayBuffer> {
  const next = new Int32Array(Math.max(size, Math.ceil(stamps.length * 1.5)));
  next.set(stamps);
  return next;
}
