import type { ComponentSimState, LogicValue, SimDiagnostic } from '../../../shared/contract/sim-channels';
import { logicChar } from '../logic';
import type { Simulation } from '../simulation';
import { BusViews } from '../buses/bus-views';
import { componentView } from '../views';

/** What changed since the last report. */
export interface Delta {
  readonly full: boolean;
  readonly wires: Record<string, LogicValue>;
  /** Bus wires (wider than one bit) whose value changed, when the circuit has any. */
  readonly buses?: Record<string, string>;
  readonly components: Record<string, ComponentSimState>;
  /** The whole list, when it changed. */
  readonly diagnostics?: SimDiagnostic[];
}

/**
 * Turns the state of a simulation into `sim.updated` deltas. Between edits it compares net values
 * only (a typed-array scan) and looks at the wires and components of the nets that changed; after
 * an edit it compares every wire and component against what was last sent.
 */
export class DeltaTracker {
  private lastNet = new Int8Array(0);
  private netWires: string[][] = [];
  private netComponents: number[][] = [];
  private readonly sentWires = new Map<string, LogicValue>();
  private readonly sentComponents = new Map<string, string>();
  private sentDiagnostics = '';
  private indexed = false;
  /** With buses: per net, the bus wires and wide parts whose value reads it. */
  private netBusWires: string[][] = [];
  private netBusParts: string[][] = [];
  private readonly sentBuses = new Map<string, string>();

  /** `maxDiagnostics`: at most that many diagnostics in a delta (the first ones). */
  constructor(
    private readonly simulation: Simulation,
    private readonly maxDiagnostics = Number.POSITIVE_INFINITY,
  ) {}

  /** Everything, as after a reset or a recompile; it becomes the new baseline. */
  full(): Delta {
    this.indexed = false;
    this.sentWires.clear();
    this.sentComponents.clear();
    this.sentBuses.clear();
    this.sentDiagnostics = '';
    return { ...this.compareAll(), full: true };
  }

  /**
   * What was last reported for these wires and components (ids that are gone are left out): the
   * values the rest of a full update is sent with, as current as every delta sent meanwhile.
   */
  current(wireIds: readonly string[], componentIds: readonly string[]): Pick<Delta, 'wires' | 'components'> {
    const wires: Record<string, LogicValue> = {};
    for (const id of wireIds) {
      const value = this.sentWires.get(id);
      if (value !== undefined) wires[id] = value;
    }
    const components: Record<string, ComponentSimState> = {};
    for (const id of componentIds) {
      const text = this.sentComponents.get(id);
      if (text !== undefined) components[id] = JSON.parse(text) as ComponentSimState;
    }
    return { wires, components };
  }

  /** The circuit's structure changed: the next delta compares everything. */
  structureChanged(): void {
    this.indexed = false;
  }

  /** Changes since the last delta (or full). */
  delta(): Delta {
    return this.indexed ? this.compareNets() : this.compareAll();
  }

  private compareAll(): Delta {
    const engine = this.simulation.core;
    const wires: Record<string, LogicValue> = {};
    const components: Record<string, ComponentSimState> = {};
    const liveWires = new Set<string>();
    const buses = this.simulation.busViews;
    engine.forEachWire((id, net) => {
      if (buses && BusViews.internal(id)) return;
      liveWires.add(id);
      const value = logicChar(engine.netValue(net));
      if (this.sentWires.get(id) !== value) {
        wires[id] = value;
        this.sentWires.set(id, value);
      }
    });
    const liveComponents = new Set<string>();
    for (const c of engine.componentIndexes()) {
      const id = engine.component(c)!.id;
      if (buses && BusViews.internal(id)) continue;
      liveComponents.add(id);
      this.compareComponent(c, components);
    }
    const busValues: Record<string, string> = {};
    if (buses) {
      for (const id of buses.wireIds()) {
        liveWires.add(id);
        this.compareBusWire(buses, id, wires, busValues);
      }
      for (const id of buses.partIds()) {
        liveComponents.add(id);
        this.compareWidePart(buses, id, components);
      }
    }
    for (const id of this.sentWires.keys()) if (!liveWires.has(id)) this.sentWires.delete(id);
    for (const id of this.sentBuses.keys()) if (!liveWires.has(id)) this.sentBuses.delete(id);
    for (const id of this.sentComponents.keys()) if (!liveComponents.has(id)) this.sentComponents.delete(id);
    this.reindex();
    return this.withDiagnostics(this.withBuses({ full: false, wires, components }, busValues));
  }

  private withBuses(delta: Delta, buses: Record<string, string>): Delta {
    return Object.keys(buses).length > 0 ? { ...delta, buses } : delta;
  }

  /** A wire the blasting replaced: a one-bit value goes with the wires, a bus value with the buses. */
  private compareBusWire(
    views: BusViews,
    id: string,
    wires: Record<string, LogicValue>,
    buses: Record<string, string>,
  ): void {
    const value = views.wireValue(id);
    if (value === undefined) return;
    if (value.length === 1) {
      if (this.sentWires.get(id) === value) return;
      this.sentWires.set(id, value as LogicValue);
      wires[id] = value as LogicValue;
    } else {
      if (this.sentBuses.get(id) === value) return;
      this.sentBuses.set(id, value);
      buses[id] = value;
    }
  }

  private compareWidePart(views: BusViews, id: string, into: Record<string, ComponentSimState>): void {
    const view = views.partView(id);
    if (!view) return;
    const text = JSON.stringify(view);
    if (this.sentComponents.get(id) === text) return;
    this.sentComponents.set(id, text);
    into[id] = view;
  }

  private compareNets(): Delta {
    const engine = this.simulation.core;
    const wires: Record<string, LogicValue> = {};
    const components: Record<string, ComponentSimState> = {};
    const seen = new Set<number>();
    const seenBus = new Set<string>();
    const busValues: Record<string, string> = {};
    const views = this.simulation.busViews;
    const last = this.lastNet;
    for (let n = 0; n < last.length; n++) {
      const value = engine.netValue(n);
      if (value === last[n]) continue;
      last[n] = value;
      const char = logicChar(value);
      for (const id of this.netWires[n]!) {
        wires[id] = char;
        this.sentWires.set(id, char);
      }
      for (const c of this.netComponents[n]!) {
        if (seen.has(c)) continue;
        seen.add(c);
        this.compareComponent(c, components);
      }
      if (!views) continue;
      for (const id of this.netBusWires[n] ?? []) {
        if (seenBus.has(`w:${id}`)) continue;
        seenBus.add(`w:${id}`);
        this.compareBusWire(views, id, wires, busValues);
      }
      for (const id of this.netBusParts[n] ?? []) {
        if (seenBus.has(`p:${id}`)) continue;
        seenBus.add(`p:${id}`);
        this.compareWidePart(views, id, components);
      }
    }
    return this.withDiagnostics(this.withBuses({ full: false, wires, components }, busValues));
  }

  private compareComponent(c: number, into: Record<string, ComponentSimState>): void {
    const engine = this.simulation.core;
    const view = componentView(engine, c);
    if (!view) return;
    const id = engine.component(c)!.id;
    const text = JSON.stringify(view);
    if (this.sentComponents.get(id) === text) return;
    this.sentComponents.set(id, text);
    into[id] = view;
  }

  private withDiagnostics(delta: Delta): Delta {
    const diagnostics = this.simulation.diagnostics().slice(0, this.maxDiagnostics);
    const text = JSON.stringify(diagnostics);
    if (text === this.sentDiagnostics) return delta;
    this.sentDiagnostics = text;
    return { ...delta, diagnostics };
  }

  private reindex(): void {
    const engine = this.simulation.core;
    const count = engine.netCount();
    this.lastNet = new Int8Array(count);
    this.netWires = Array.from({ length: count }, () => []);
    this.netComponents = Array.from({ length: count }, () => []);
    for (let n = 0; n < count; n++) this.lastNet[n] = engine.netValue(n);
    const views = this.simulation.busViews;
    engine.forEachWire((id, net) => {
      if (!(views && BusViews.internal(id))) this.netWires[net]!.push(id);
    });
    this.netBusWires = [];
    this.netBusParts = [];
    if (views) {
      const { wires, parts } = views.watches();
      for (const w of wires) for (const n of w.nets) (this.netBusWires[n] ??= []).push(w.id);
      for (const p of parts) for (const n of p.nets) (this.netBusParts[n] ??= []).push(p.id);
    }
    for (const c of engine.componentIndexes()) {
      if (views && BusViews.internal(engine.component(c)!.id)) continue;
      const pins = engine.component(c)!.layout.pinCount;
      for (let pin = 0; pin < pins; pin++) {
        const list = this.netComponents[engine.pinNet(c, pin)]!;
        if (!list.includes(c)) list.push(c);
      }
    }
    this.indexed = true;
  }
}
