import type { Circuit } from '../../shared/circuit/types';
import type { Operation } from '../../shared/circuit/operations';
import type { ComponentSimState, LogicValue, SimDiagnostic } from '../../shared/contract/sim-channels';
import { fail, ok, type Result } from '../../shared/errors';
import type { EngineCore, EngineKind, SettleOutcome } from './engine';
import { EventEngine } from './event/event-engine';
import { FastEngine } from './fast/fast-engine';
import { logicChar } from './logic';
import { buildNetlist } from './netlist';
import { truthTable, type TruthTable } from './truth-table';
import { collectDiagnostics, componentView } from './views';

/** How to compile a circuit. */
export interface CompileOptions {
  /** `event` (default): delays, glitches, the interactive engine. `fast`: compiled, zero-delay. */
  readonly engine?: EngineKind;
}

/** Compiles a circuit for simulation and settles it at power-on. */
export function compile(circuit: Circuit, options: CompileOptions = {}): Result<Simulation> {
  const engine = createEngine(circuit, options.engine ?? 'event');
  if (!engine.success) return engine;
  const simulation = new Simulation(engine.data);
  simulation.settle();
  return ok(simulation);
}

function createEngine(circuit: Circuit, kind: EngineKind): Result<EngineCore> {
  const netlist = buildNetlist(circuit);
  if (!netlist.success) return netlist;
  return ok(kind === 'fast' ? new FastEngine(netlist.data) : new EventEngine(netlist.data));
}

/**
 * A running simulation of one circuit: inputs, clocks, settling, and everything the canvas shows.
 * Components are named by id or by label (labels ignore case).
 */
export class Simulation {
  private last: SettleOutcome = {};
  private labels: Map<string, number> | undefined;
  private clockList: { index: number; frequency: number }[] | undefined;
  private fastest = 1;
  /** Half-periods of the fastest clock since reset. */
  private halfPeriods = 0;

  constructor(private engine: EngineCore) {}

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
    if (clocks.length === 1 && engine.runClock) {
      // One clock toggles every half-period; the engine runs the whole loop itself.
      const clock = clocks[0]!.index;
      if (engine.sourceOn(clock) !== ((this.halfPeriods & 1) === 1))
        engine.setSourceOn(clock, (this.halfPeriods & 1) === 1);
      this.halfPeriods += count;
      this.last = engine.runClock(clock, count);
      return this.last;
    }
    let outcome: SettleOutcome = this.last;
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
    }
    return outcome;
  }

  /** The clocks and their frequencies (Hz). */
  clocks(): { index: number; frequency: number }[] {
    if (this.clockList) return this.clockList;
    const clocks: { index: number; frequency: number }[] = [];
    for (const c of this.engine.componentIndexes()) {
      const component = this.engine.component(c)!;
      if (component.layout.model.source !== 'clock') continue;
      const frequency = component.properties['frequency'];
      clocks.push({ index: c, frequency: typeof frequency === 'number' && frequency > 0 ? frequency : 1 });
    }
    this.clockList = clocks;
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

  /** Value of a wire (its net), or undefined for an unknown wire. */
  wireValue(wireId: string): LogicValue | undefined {
    const net = this.engine.wireNet(wireId);
    return net < 0 ? undefined : logicChar(this.engine.netValue(net));
  }

  /** What the canvas shows of a component (LED lit, segments, stored bits…). */
  componentState(ref: string): ComponentSimState | undefined {
    const c = this.find(ref);
    return c < 0 ? undefined : componentView(this.engine, c);
  }

  /** Oscillation of the last settle, conflicts, floating inputs and LEDs that cannot light. */
  diagnostics(): SimDiagnostic[] {
    return collectDiagnostics(this.engine, this.last);
  }

  /** Every wire value and component state. */
  snapshot(): {
    time: number;
    wires: Record<string, LogicValue>;
    components: Record<string, ComponentSimState>;
    diagnostics: SimDiagnostic[];
  } {
    const wires: Record<string, LogicValue> = {};
    for (const id of this.engine.wireIds()) wires[id] = logicChar(this.engine.netValue(this.engine.wireNet(id)));
    const components: Record<string, ComponentSimState> = {};
    for (const c of this.engine.componentIndexes()) {
      const view = componentView(this.engine, c);
      if (view) components[this.engine.component(c)!.id] = view;
    }
    return { time: this.engine.time, wires, components, diagnostics: this.diagnostics() };
  }

  /** Power-on state: stored bits 0, switches at their initial position, clocks low; then settles. */
  reset(): void {
    this.engine.reset();
    this.halfPeriods = 0;
    this.settle();
  }

  /**
   * Follows an edit: patched in place when the engine can, else rebuilt from `circuitAfter` keeping
   * switch positions and stored bits. Settles afterwards.
   */
  applyOperations(operations: readonly Operation[], circuitAfter: () => Circuit): Result<void> {
    this.labels = undefined;
    this.clockList = undefined;
    const moved = this.initialPositionChanges(operations);
    const patched = this.engine.applyOperations(operations);
    if (!patched.success || !patched.data) {
      const rebuilt = createEngine(circuitAfter(), this.engine.kind);
      if (!rebuilt.success) return rebuilt;
      carryOver(this.engine, rebuilt.data);
      this.engine = rebuilt.data;
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

  /** The truth table of a combinational circuit from switch/button labels to output labels. */
  truthTable(inputs: readonly string[], outputs: readonly string[]): Result<TruthTable> {
    const result = truthTable(this, this.engine, inputs, outputs);
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
  }
}

function unknownComponent(ref: string) {
  return fail('UNKNOWN_COMPONENT', `No component has the id or label "${ref}".`, 'Use a label shown on the canvas.');
}
