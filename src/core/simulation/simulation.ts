import { CONTENTS_PROPERTY, type Circuit } from '../../shared/circuit/types';
import type { MemoryWords } from '../../shared/memory/words';
import type { Operation } from '../../shared/circuit/operations';
import type { ComponentSimState, LogicValue, SimDiagnostic } from '../../shared/contract/sim-channels';
import { fail, ok, type Result } from '../../shared/errors';
import type { EngineCore, EngineKind, SettleOutcome } from './engine';
import { EventEngine } from './event/event-engine';
import { FastEngine } from './fast/fast-engine';
import { L1, logicChar } from './logic';
import { MEMORY_TYPES } from './memory-model';
import { bitBlast, hasBuses, type BusMap } from './buses/bit-blast';
import { BusViews } from './buses/bus-views';
import { needsExpansion } from './buses/expansions';
import { flatten, hasSubcircuits, PATH_SEPARATOR, type SubcircuitLibrary } from './hierarchy/flatten';
import { expandPlaceholders, hasPlaceholders, PLACEHOLDER } from './placeholders/expand';
import { buildNetlist } from './netlist';
import { truthTable, type TruthTable } from './truth-table';
import { collectDiagnostics, componentView } from './views';

/** How to compile a circuit. */
export interface CompileOptions {
  /** `event` (default): delays, glitches, the interactive engine. `fast`: compiled, zero-delay. */
  readonly engine?: EngineKind;
  /** The definitions of the subcircuits the circuit places (none: an instance is reported, not simulated). */
  readonly library?: SubcircuitLibrary;
}

/**
 * Compiles a circuit for simulation and settles it at power-on (its power-on resets active, then
 * released and settled again).
 */
export function compile(circuit: Circuit, options: CompileOptions = {}): Result<Simulation> {
  const library = options.library ?? NO_LIBRARY;
  const engine = createEngine(circuit, options.engine ?? 'event', library);
  if (!engine.success) return engine;
  const simulation = new Simulation(engine.data, library);
  simulation.powerOn();
  return ok(simulation);
}

const NO_LIBRARY: SubcircuitLibrary = () => undefined;

/** Model kinds only the event engine simulates (see event/switch-level.ts). */
const SWITCH_LEVEL: ReadonlySet<string> = new Set(['switch', 'pull']);

/** What a circuit compiles to: the engine, how buses read back, what flattening found. */
interface Built {
  readonly engine: EngineCore;
  readonly buses?: BusMap;
  /** Problems of the hierarchy (a deleted definition, a cycle, out-of-date pins); absent without subcircuits. */
  readonly hierarchy?: { readonly problems: SimDiagnostic[]; readonly labels: ReadonlyMap<string, string> };
  /** With buses: the circuit's own parts by label (lower case), to find a wide part by its label. */
  readonly wideLabels?: ReadonlyMap<string, string>;
  /** With placeholders (parts of an imported file we lack): one warning each; their probes are internal. */
  readonly placeholders?: SimDiagnostic[];
}

/**
 * An engine for a circuit: subcircuits flattened (hierarchy/flatten.ts), then buses blasted into
 * one net per bit (buses/bit-blast.ts); a circuit with neither runs as it is.
 */
function createEngine(circuit: Circuit, kind: EngineKind, library: SubcircuitLibrary): Result<Built> {
  const flat = hasSubcircuits(circuit) ? flatten(circuit, library) : undefined;
  const flattened = flat?.circuit ?? circuit;
  const stood = hasPlaceholders(flattened) ? expandPlaceholders(flattened) : undefined;
  const source = stood?.circuit ?? flattened;
  const blasted = hasBuses(source) ? bitBlast(source) : undefined;
  const netlist = buildNetlist(blasted?.circuit ?? source);
  if (!netlist.success) return netlist;
  // Transistors and pull resistors are simulated at switch level, which only the event engine does.
  const fast = kind === 'fast' && !netlist.data.components.some((c) => SWITCH_LEVEL.has(c.layout.model.kind));
  // How nets start is the circuit's own setting (its subcircuits follow it).
  const options = circuit.powerOn === undefined ? {} : { powerOn: circuit.powerOn };
  const engine = fast ? new FastEngine(netlist.data, options) : new EventEngine(netlist.data, options);
  const hierarchy = flat && {
    problems: flat.problems,
    labels: new Map(circuit.components.map((c) => [c.id, c.label])),
  };
  const wideLabels = blasted && new Map(circuit.components.map((c) => [c.label.toLowerCase(), c.id]));
  return ok({
    engine,
    ...(blasted ? { buses: blasted.map, wideLabels } : {}),
    ...(hierarchy ? { hierarchy } : {}),
    ...(stood ? { placeholders: stood.problems } : {}),
  });
}

/** The properties that change what a memory part is: rebuilt rather than patched. */
const MEMORY_PROPERTIES = ['addressBits', 'dataBits', CONTENTS_PROPERTY];

/** True when an edit adds or reshapes something wide, so the engine is rebuilt rather than patched. */
function touchesBuses(operations: readonly Operation[]): boolean {
  return operations.some(
    (op) =>
      op.op === 'writeMemory' ||
      (op.op === 'addComponent' &&
        (needsExpansion(op.component) ||
          op.component.type === 'SUBCIRCUIT' ||
          op.component.type === PLACEHOLDER ||
          // A power-on reset added by an edit starts released: a new engine takes that from power-on.
          op.component.type === 'RESET' ||
          MEMORY_TYPES.has(op.component.type))) ||
      (op.op === 'updateComponent' &&
        op.set.properties !== undefined &&
        ('width' in op.set.properties ||
          'ranges' in op.set.properties ||
          'name' in op.set.properties ||
          MEMORY_PROPERTIES.some((key) => key in op.set.properties!))),
  );
}

/**
 * A running simulation of one circuit: inputs, clocks, settling, and everything the canvas shows.
 * Components are named by id or by label (labels ignore case).
 */
export class Simulation {
  private last: SettleOutcome = {};
  private labels: Map<string, number> | undefined;
  private clockList: { index: number; frequency: number }[] | undefined;
  /** The enabled breaks (their component indexes), found with the clocks. */
  private breakList: number[] = [];
  private fastest = 1;
  /** Half-periods of the fastest clock since reset. */
  private halfPeriods = 0;

  private engine: EngineCore;
  private buses: BusViews | undefined;
  private hierarchy: Built['hierarchy'];
  private wideLabels: Built['wideLabels'];
  private placeholders: Built['placeholders'];

  constructor(
    built: Built,
    private library: SubcircuitLibrary = NO_LIBRARY,
  ) {
    this.engine = built.engine;
    this.buses = built.buses && new BusViews(built.engine, built.buses);
    this.hierarchy = built.hierarchy;
    this.wideLabels = built.wideLabels;
    this.placeholders = built.placeholders;
  }

  /** The id of a wide part named by id or label (a wide part has no engine component of its own). */
  private wideId(ref: string): string {
    return this.wideLabels?.get(ref.toLowerCase()) ?? ref;
  }

  /**
   * The definitions changed (a subcircuit was edited): the circuit is compiled again with them,
   * keeping switch positions and stored bits where the parts are still there, and settled.
   */
  setLibrary(library: SubcircuitLibrary, circuit: Circuit): Result<void> {
    this.library = library;
    return this.rebuild(circuit);
  }

  private rebuild(circuit: Circuit): Result<void> {
    const rebuilt = createEngine(circuit, this.engine.kind, this.library);
    if (!rebuilt.success) return rebuilt;
    carryOver(this.engine, rebuilt.data.engine);
    this.engine = rebuilt.data.engine;
    this.buses = rebuilt.data.buses && new BusViews(this.engine, rebuilt.data.buses);
    this.hierarchy = rebuilt.data.hierarchy;
    this.wideLabels = rebuilt.data.wideLabels;
    this.placeholders = rebuilt.data.placeholders;
    this.labels = undefined;
    this.clockList = undefined;
    // Power-on resets that are new here (in a changed definition) start released: an edit is no power-on.
    this.releaseResets(this.engine.componentIndexes());
    this.settle();
    return ok(undefined);
  }

  /** The values of bus wires and wide parts, when the circuit has any. */
  get busViews(): BusViews | undefined {
    return this.buses;
  }

  get engineKind(): EngineKind {
    return this.engine.kind;
  }

  /** Simulation time (delay units for the event engine). */
  get time(): number {
    return this.engine.time;
  }

  /** The engine underneath, for tools that need net-level access (benchmarks, tests). */
  get core(): EngineCore {
    return this.engine;
  }

  /** Component index by id or label, or -1. */
  find(ref: string): number {
    const byId = this.engine.componentIndex(ref);
    if (byId >= 0) return byId;
    if (!this.labels) {
      this.labels = new Map();
      for (const c of this.engine.componentIndexes()) this.labels.set(this.engine.component(c)!.label.toLowerCase(), c);
    }
    return this.labels.get(ref.toLowerCase()) ?? -1;
  }

  /** Sets a switch (on/off) or presses/releases a push button. Takes effect at the next settle. */
  setInput(ref: string, on: boolean): Result<void> {
    const c = this.find(ref);
    if (c < 0) return unknownComponent(ref);
    const source = this.engine.component(c)!.layout.model.source;
    if (source !== 'switch' && source !== 'button') {
      return fail(
        'INVALID_INPUT',
        `${this.engine.component(c)!.label} is not a switch or push button.`,
        'Only switches and push buttons can be set; clocks follow the simulation time.',
      );
    }
    this.engine.setSourceOn(c, on);
    return ok(undefined);
  }

  /**
   * Drives a one-bit source to a level: a switch or input port on or off, a push button so that it
   * drives `high` (pressed, or released when it is active low), a clock high or low. How test cases
   * set inputs (a clock pulse is high, then low). Takes effect at the next settle.
   */
  setSourceLevel(ref: string, high: boolean): Result<void> {
    const c = this.find(ref);
    if (c < 0) return unknownComponent(ref);
    const component = this.engine.component(c)!;
    const source = component.layout.model.source;
    if (source !== 'switch' && source !== 'button' && source !== 'clock') {
      return fail('INVALID_INPUT', `${component.label} is not a switch, button, clock or input port.`, 'Set an input.');
    }
    const activeLow = source === 'button' && component.properties['activeLow'] === true;
    this.engine.setSourceOn(c, high !== activeLow);
    return ok(undefined);
  }

  /**
   * Overwrites the bits a storage part holds (a flip-flop or latch, or a register or counter of any
   * width: its parts take the value's bits lowest first); false when the part stores nothing. How a
   * test's `init` presets a register. Takes effect at the next settle.
   */
  setStoredValue(ref: string, value: bigint): boolean {
    const wide = this.buses?.storedParts(ref) ?? this.buses?.storedParts(this.wideId(ref));
    const parts = wide ?? [ref];
    let rest = BigInt.asUintN(64, value);
    let set = false;
    for (const part of parts) {
      const c = wide ? this.engine.componentIndex(part) : this.find(part);
      if (c < 0) continue;
      const bits = this.engine.component(c)!.layout.model.stateBits;
      if (bits === 0) continue;
      const mask = (1n << BigInt(bits)) - 1n;
      this.engine.setStored(c, Number(mask), Number(rest & mask));
      rest >>= BigInt(bits);
      set = true;
    }
    return set;
  }

  /** The words a ROM or RAM holds now (a RAM's as written while running), or undefined for another part. */
  memory(ref: string): MemoryWords | undefined {
    const c = this.find(ref);
    return c < 0 ? undefined : this.engine.memory(c);
  }

  /**
   * Overwrites one word of a ROM or RAM while it runs (a test's `memory` statement, the contents
   * editor poking a running RAM); its outputs follow at the next settle. The part's contents (what
   * it starts with) do not change: that is an edit of the circuit.
   */
  writeMemory(ref: string, address: number, value: number): Result<void> {
    const c = this.find(ref);
    if (c < 0) return unknownComponent(ref);
    const words = this.engine.memory(c);
    const label = this.engine.component(c)!.label;
    if (!words) return fail('INVALID_INPUT', `${label} is not a ROM or RAM.`, 'Write words to a memory part.');
    if (!Number.isInteger(address) || address < 0 || address >= words.size) {
      return fail(
        'INVALID_INPUT',
        `${label} has addresses 0 to ${words.size - 1}; ${address} is not one of them.`,
        'Use an address the memory has.',
      );
    }
    if (!Number.isInteger(value) || value < 0 || value > words.mask) {
      return fail(
        'INVALID_INPUT',
        `${value} does not fit in a word of ${label} (${words.dataBits} bits).`,
        `Write a number from 0 to ${words.mask}.`,
      );
    }
    this.engine.writeMemory(c, address, value);
    return ok(undefined);
  }

  /** Propagates every pending change until the circuit is stable (or found oscillating). */
  settle(): SettleOutcome {
    this.last = this.engine.settle();
    return this.last;
  }

  /** Runs `cycles` full periods of the fastest clock. */
  tick(cycles = 1): SettleOutcome {
    return this.step(2 * cycles);
  }

  /**
   * Advances the clocks by `count` half-periods of the fastest clock, settling after each. Slower
   * clocks change when their own half-period boundary is passed. Without clocks it just settles.
   */
  step(count: number): SettleOutcome {
    const clocks = this.clocks();
    if (clocks.length === 0) return this.settle();
    const fastest = this.fastest;
    const engine = this.engine;
    const breaks = this.breakList;
    if (clocks.length === 1 && engine.runClock && breaks.length === 0) {
      // One clock toggles every half-period; the engine runs the whole loop itself.
      const clock = clocks[0]!.index;
      if (engine.sourceOn(clock) !== ((this.halfPeriods & 1) === 1))
        engine.setSourceOn(clock, (this.halfPeriods & 1) === 1);
      this.halfPeriods += count;
      this.last = engine.runClock(clock, count);
      return this.last;
    }
    let outcome: SettleOutcome = this.last;
    // A break pauses the clocks when its input rises to 1 (it was not 1 before the half-period).
    const high = breaks.map((b) => this.breakHigh(b));
    for (let i = 0; i < count; i++) {
      const k = ++this.halfPeriods;
      for (let j = 0; j < clocks.length; j++) {
        const clock = clocks[j]!;
        // The fastest clock toggles every half-period; a slower one when its own boundary passes.
        const high =
          clock.frequency === fastest ? (k & 1) === 1 : Math.floor((k * clock.frequency) / fastest + 1e-9) % 2 === 1;
        if (engine.sourceOn(clock.index) !== high) engine.setSourceOn(clock.index, high);
      }
      outcome = this.settle();
      if (outcome.oscillating) break;
      if (breaks.length === 0) continue;
      const hit: number[] = [];
      breaks.forEach((b, n) => {
        const now = this.breakHigh(b);
        if (now && !high[n]) hit.push(b);
        high[n] = now;
      });
      if (hit.length > 0) {
        outcome = { ...outcome, breakAt: hit };
        this.last = outcome;
        break;
      }
    }
    return outcome;
  }

  private breakHigh(c: number): boolean {
    const input = this.engine.component(c)!.layout.inputPins[0];
    return input !== undefined && this.engine.pinValue(c, input) === L1;
  }

  /** The clocks and their frequencies (Hz). */
  clocks(): { index: number; frequency: number }[] {
    if (this.clockList) return this.clockList;
    const clocks: { index: number; frequency: number }[] = [];
    const breaks: number[] = [];
    for (const c of this.engine.componentIndexes()) {
      const component = this.engine.component(c)!;
      if (component.layout.definition.type === 'BREAK' && component.properties['enabled'] !== false) breaks.push(c);
      if (component.layout.model.source !== 'clock') continue;
      const frequency = component.properties['frequency'];
      clocks.push({ index: c, frequency: typeof frequency === 'number' && frequency > 0 ? frequency : 1 });
    }
    this.clockList = clocks;
    this.breakList = breaks;
    this.fastest = Math.max(1e-9, ...clocks.map((c) => c.frequency));
    return clocks;
  }

  /** Value of a pin ("0", "1", "X", "Z"): its net's value, or the default an unconnected optional input reads. */
  pinValue(ref: string, pin: string): Result<LogicValue> {
    const c = this.find(ref);
    if (c < 0) return unknownComponent(ref);
    const pins = this.engine.component(c)!.layout.definition.pins;
    const exact = pins.findIndex((p) => p.name === pin);
    const index = exact >= 0 ? exact : pins.findIndex((p) => p.name.toLowerCase() === pin.toLowerCase());
    if (index < 0) {
      return fail(
        'UNKNOWN_PIN',
        `${this.engine.component(c)!.label} has no pin "${pin}".`,
        `Its pins are: ${pins.map((p) => p.name).join(', ')}.`,
      );
    }
    return ok(logicChar(this.engine.pinValue(c, index)));
  }

  /** Value of a wire (its net), or undefined for an unknown wire or a bus (see {@link busValue}). */
  wireValue(wireId: string): LogicValue | undefined {
    const blasted = this.buses?.wireValue(wireId);
    if (blasted !== undefined) return blasted.length === 1 ? (blasted as LogicValue) : undefined;
    const net = this.engine.wireNet(wireId);
    return net < 0 ? undefined : logicChar(this.engine.netValue(net));
  }

  /** Value of a bus wire, most significant bit first ("01X1"), or undefined for a one-bit or unknown wire. */
  busValue(wireId: string): string | undefined {
    const value = this.buses?.wireValue(wireId);
    return value !== undefined && value.length > 1 ? value : undefined;
  }

  /** What the canvas shows of a component (LED lit, segments, stored bits, a bus value…). */
  componentState(ref: string): ComponentSimState | undefined {
    const wide = this.buses?.partView(ref) ?? this.buses?.partView(this.wideId(ref));
    if (wide) return wide;
    const c = this.find(ref);
    return c < 0 ? undefined : componentView(this.engine, c);
  }

  /** Sets a wide input port to a number (its bits past the width are dropped). Takes effect at the next settle. */
  setValue(ref: string, value: number): Result<void> {
    const bits = this.buses?.bitParts(ref) ?? this.buses?.bitParts(this.wideId(ref));
    if (!bits) {
      const c = this.find(ref);
      if (c < 0) return unknownComponent(ref);
      return this.setInput(ref, value % 2 === 1);
    }
    bits.forEach((id, i) => {
      const c = this.engine.componentIndex(id);
      if (c >= 0) this.engine.setSourceOn(c, Math.floor(value / 2 ** i) % 2 === 1);
    });
    return ok(undefined);
  }

  /**
   * Lets a switch or input port (every bit of a wide one) drive nothing, high impedance, until it
   * is set again: a test's `Z`. `unsupported` when this engine cannot (the fast one); a failure
   * naming the part when it is not a switch or input port.
   */
  setFloating(ref: string): Result<'floating' | 'unsupported'> {
    const bits = this.buses?.bitParts(ref) ?? this.buses?.bitParts(this.wideId(ref));
    const parts = bits ? bits.map((id) => this.engine.componentIndex(id)) : [this.find(ref)];
    if (parts.some((c) => c < 0)) return unknownComponent(ref);
    const named = this.engine.component(parts[0]!)!;
    if (named.layout.model.source !== 'switch') {
      return fail(
        'INVALID_INPUT',
        `Z cannot be set on ${named.label}: only switches and input ports can be left floating (clocks, buttons and constants always drive).`,
        'Set it to 0 or 1.',
      );
    }
    for (const c of parts) if (!this.engine.setSourceFloating(c)) return ok('unsupported');
    return ok('floating');
  }

  /** Oscillation of the last settle, conflicts, floating inputs and LEDs that cannot light. */
  diagnostics(): SimDiagnostic[] {
    const found = [...(this.placeholders ?? []), ...collectDiagnostics(this.engine, this.last)];
    const own = this.buses || this.placeholders ? busDiagnostics(found) : found;
    return this.hierarchy ? hierarchyDiagnostics([...this.hierarchy.problems, ...own], this.hierarchy.labels) : own;
  }

  /**
   * Every wire value and component state; at most `maxEntries` wires and components (wires first),
   * with `complete: false` when some were left out, so a big circuit's answer costs what it carries.
   */
  snapshot(maxEntries = Number.POSITIVE_INFINITY): {
    time: number;
    wires: Record<string, LogicValue>;
    buses?: Record<string, string>;
    components: Record<string, ComponentSimState>;
    diagnostics: SimDiagnostic[];
    complete?: false;
  } {
    let room = maxEntries;
    let cut = false;
    const wires: Record<string, LogicValue> = {};
    this.engine.forEachWire((id, net) => {
      if (this.buses && BusViews.internal(id)) return true;
      if (room <= 0) {
        cut = true;
        return false;
      }
      wires[id] = logicChar(this.engine.netValue(net));
      room--;
      return true;
    });
    const buses: Record<string, string> = {};
    for (const id of this.buses?.wireIds() ?? []) {
      const value = this.buses!.wireValue(id)!;
      if (value.length > 1) buses[id] = value;
      else if (room > 0) {
        wires[id] = value as LogicValue;
        room--;
      } else cut = true;
    }
    const components: Record<string, ComponentSimState> = {};
    for (const c of this.engine.componentIndexes()) {
      const id = this.engine.component(c)!.id;
      if ((this.buses || this.placeholders) && BusViews.internal(id)) continue;
      if (room <= 0) {
        cut = true;
        break;
      }
      const view = componentView(this.engine, c);
      if (view) {
        components[id] = view;
        room--;
      }
    }
    for (const id of this.buses?.partIds() ?? []) {
      // A placeholder's pins are wide probes of the engine's: internal, like the parts of wide parts.
      if (BusViews.internal(id)) continue;
      if (room <= 0) {
        cut = true;
        break;
      }
      components[id] = this.buses!.partView(id)!;
      room--;
    }
    return {
      time: this.engine.time,
      wires,
      ...(this.buses ? { buses } : {}),
      components,
      diagnostics: this.diagnostics(),
      ...(cut ? { complete: false as const } : {}),
    };
  }

  /**
   * Power-on state: stored bits 0, switches at their initial position, clocks low, power-on resets
   * active; then settles, releases the resets and settles again.
   */
  reset(): void {
    this.engine.reset();
    this.halfPeriods = 0;
    this.powerOn();
  }

  /**
   * Settles the circuit as it powers on: the power-on resets (active since the engine started or
   * was reset) hold while it settles, then are released and it settles again, as Digital's model
   * releases its Reset elements after its first step. The second outcome is the one reported.
   */
  powerOn(): SettleOutcome {
    this.settle();
    return this.releaseResets(this.engine.componentIndexes()) ? this.settle() : this.last;
  }

  /** Releases the power-on resets among `components` that are active; true when there was one. */
  private releaseResets(components: Iterable<number>): boolean {
    let released = false;
    for (const c of components) {
      if (this.engine.component(c)!.layout.model.source !== 'reset' || !this.engine.sourceOn(c)) continue;
      this.engine.setSourceOn(c, false);
      released = true;
    }
    return released;
  }

  /**
   * Follows an edit: patched in place when the engine can, else rebuilt from `circuitAfter` keeping
   * switch positions and stored bits. Settles afterwards.
   */
  applyOperations(operations: readonly Operation[], circuitAfter: () => Circuit): Result<void> {
    this.labels = undefined;
    this.clockList = undefined;
    const moved = this.initialPositionChanges(operations);
    // A circuit with buses runs as its one-bit circuit, one with placeholders with probes for their
    // pins: an edit of either is rebuilt, never patched.
    const patched =
      this.buses || this.placeholders || touchesBuses(operations) ? ok(false) : this.engine.applyOperations(operations);
    if (!patched.success || !patched.data) {
      const rebuilt = createEngine(circuitAfter(), this.engine.kind, this.library);
      if (!rebuilt.success) return rebuilt;
      carryOver(this.engine, rebuilt.data.engine);
      this.engine = rebuilt.data.engine;
      this.buses = rebuilt.data.buses && new BusViews(this.engine, rebuilt.data.buses);
      this.hierarchy = rebuilt.data.hierarchy;
      this.wideLabels = rebuilt.data.wideLabels;
      this.placeholders = rebuilt.data.placeholders;
      // The resets carried over stay released; new ones start released: an edit is no power-on.
      this.releaseResets(this.engine.componentIndexes());
    }
    // A switch whose "initially on" was just changed is put in that position, as the user expects.
    for (const [id, on] of moved) {
      const index = this.engine.componentIndex(id);
      if (index >= 0 && this.engine.component(index)!.layout.model.source === 'switch')
        this.engine.setSourceOn(index, on);
    }
    this.settle();
    return ok(undefined);
  }

  /** Switches whose `initial` property the operations change (by id), with the new value. */
  private initialPositionChanges(operations: readonly Operation[]): Map<string, boolean> {
    const changes = new Map<string, boolean>();
    for (const op of operations) {
      if (op.op !== 'updateComponent' || op.set.properties?.['initial'] === undefined) continue;
      const index = this.engine.componentIndex(op.id);
      const on = (value: unknown) => value === true || value === 1;
      const before = index >= 0 ? on(this.engine.component(index)!.properties['initial']) : undefined;
      const after = on(op.set.properties['initial']);
      if (before !== after) changes.set(op.id, after);
    }
    return changes;
  }

  /** The truth table of a combinational circuit from switch, button or input port labels to output labels. */
  truthTable(inputs: readonly string[], outputs: readonly string[]): Result<TruthTable> {
    const finder = {
      find: (ref: string) => this.find(ref),
      wideBits: (ref: string) => this.buses?.valueBits(ref) ?? this.buses?.valueBits(this.wideId(ref)),
    };
    const result = truthTable(finder, this.engine, inputs, outputs);
    this.settle();
    return result;
  }
}

/** Copies switch positions and stored bits to a rebuilt engine, by component id. */
function carryOver(from: EngineCore, to: EngineCore): void {
  for (const c of from.componentIndexes()) {
    const component = from.component(c)!;
    const target = to.componentIndex(component.id);
    if (target < 0 || to.component(target)!.type !== component.type) continue;
    if (component.layout.model.source !== undefined && from.sourceOn(c) !== to.sourceOn(target)) {
      to.setSourceOn(target, from.sourceOn(c));
    }
    if (component.layout.model.stateBits > 0) {
      const bits = from.stored(c);
      to.setStored(target, bits.known, bits.value);
    }
    carryMemory(from, c, to, target);
  }
}

/**
 * A RAM keeps what was written to it over a rebuild, unless its contents or widths were edited
 * (then it starts from the new contents, as the person who edited them expects to see).
 */
function carryMemory(from: EngineCore, c: number, to: EngineCore, target: number): void {
  const before = from.component(c)!;
  const after = to.component(target)!;
  if (!before.layout.model.memory?.writable) return;
  const same = ['addressBits', 'dataBits', CONTENTS_PROPERTY].every(
    (k) => before.properties[k] === after.properties[k],
  );
  const words = from.memory(c);
  const fresh = to.memory(target);
  if (!same || !words || !fresh) return;
  for (const [address] of fresh.used()) if (words.get(address) === 0) to.writeMemory(target, address, 0);
  for (const [address, value] of words.used()) to.writeMemory(target, address, value);
}

/**
 * Diagnostics of a circuit with buses in the circuit's own words: a part of a wide part (`R#3`) is
 * the wide part (`R`), wires inside wide parts are left out, and what then says the same is said once.
 */
function busDiagnostics(found: readonly SimDiagnostic[]): SimDiagnostic[] {
  const own = (text: string) => text.replace(/([A-Za-z0-9_-]+)#[A-Za-z0-9]+/g, '$1');
  const seen = new Set<string>();
  const out: SimDiagnostic[] = [];
  for (const d of found) {
    const components = [...new Set(d.components.map(own))];
    const wires = d.wires?.filter((w) => !BusViews.internal(w));
    const diagnostic: SimDiagnostic = {
      ...d,
      message: own(d.message),
      hint: own(d.hint),
      components,
      ...(wires ? { wires } : {}),
    };
    const key = `${diagnostic.code}\u0000${diagnostic.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(diagnostic);
  }
  return out;
}

/**
 * Diagnostics of a circuit with subcircuits as its canvas shows them: a part inside an instance is
 * the instance (the part the user can see), and the message says where inside it is.
 */
function hierarchyDiagnostics(found: readonly SimDiagnostic[], labels: ReadonlyMap<string, string>): SimDiagnostic[] {
  const seen = new Set<string>();
  const out: SimDiagnostic[] = [];
  for (const d of found) {
    const inside = d.components.filter((c) => c.includes(PATH_SEPARATOR));
    const components = [...new Set(d.components.map((c) => c.split(PATH_SEPARATOR)[0]!))];
    const where = [...new Set(inside.map((c) => labels.get(c.split(PATH_SEPARATOR)[0]!) ?? ''))].filter(
      (l) => l !== '',
    );
    const message =
      where.length > 0 && !d.message.startsWith(where[0]!) ? `Inside ${where.join(', ')}: ${d.message}` : d.message;
    const wires = d.wires?.filter((w) => !w.includes(PATH_SEPARATOR));
    const diagnostic: SimDiagnostic = { ...d, message, components, ...(wires ? { wires } : {}) };
    const key = `${diagnostic.code}\u0000${diagnostic.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(diagnostic);
  }
  return out;
}

function unknownComponent(ref: string) {
  return fail('UNKNOWN_COMPONENT', `No component has the id or label "${ref}".`, 'Use a label shown on the canvas.');
}
