import type { CircuitState } from '../../shared/circuit/circuit-state';
import { ROLE_INPUT } from '../simulation/layout';
import { stronglyConnected } from '../simulation/loops';
import { buildNetlist, type Netlist, type NetlistComponent } from '../simulation/netlist';

/** A signal the explanation treats as a free variable: an input, a stored bit, or a loop's output. */
export interface Leaf {
  readonly name: string;
  /** `¬name` (the Qn output of a flip-flop or latch reads its Q negated). */
  readonly negated: boolean;
  readonly kind: 'input' | 'clock' | 'state' | 'loop';
  /** The component behind it. */
  readonly component: number;
}

/** What drives one pin of a net: a leaf, a constant, or a combinational part to look through. */
export type Driver =
  | { readonly kind: 'leaf'; readonly leaf: Leaf }
  | { readonly kind: 'const'; readonly value: 0 | 1 }
  | { readonly kind: 'logic'; readonly component: number; readonly output: number };

/** Model kinds whose outputs follow their inputs (the logic an expression looks through). */
const COMBINATIONAL = new Set(['gate', 'block', 'tristate']);

/**
 * The circuit's structure as the explanation reads it: nets with their drivers, and the loops of
 * combinational parts (strongly connected groups), whose outputs become variables like stored bits.
 */
export class CircuitGraph {
  /** Drivers of each net (global pin numbers). */
  private readonly netDrivers: number[][];
  /** Loop number of each combinational component in a feedback loop. */
  readonly loopOf = new Map<number, number>();
  readonly loops: number[][] = [];

  private constructor(readonly netlist: Netlist) {
    this.netDrivers = Array.from({ length: netlist.netCount }, () => []);
    netlist.components.forEach((component, c) => {
      component.layout.outputPins.forEach((pin) => {
        const global = netlist.pinBase[c]! + pin;
        this.netDrivers[netlist.pinNet[global]!]!.push(global);
      });
    });
    this.findLoops();
  }

  /** Builds the graph of a stored circuit (its structure is valid: CircuitState guarantees it). */
  static of(state: CircuitState): CircuitGraph {
    const netlist = buildNetlist(state.toJSON());
    if (!netlist.success) throw new Error(`a valid circuit failed to flatten: ${netlist.error}`);
    return new CircuitGraph(netlist.data);
  }

  get components(): readonly NetlistComponent[] {
    return this.netlist.components;
  }

  /** The component labelled `label` (ignoring case), or -1. */
  find(label: string): number {
    const key = label.toLowerCase();
    return this.netlist.components.findIndex((c) => c.label.toLowerCase() === key);
  }

  /** Global pin number of pin `index` (registry order) of a component. */
  pin(component: number, index: number): number {
    return this.netlist.pinBase[component]! + index;
  }

  /** The pin's name, "LABEL.pin". */
  pinName(globalPin: number): string {
    const c = this.netlist.pinComponent[globalPin]!;
    const component = this.netlist.components[c]!;
    return `${component.label}.${component.layout.definition.pins[globalPin - this.netlist.pinBase[c]!]!.name}`;
  }

  netOf(globalPin: number): number {
    return this.netlist.pinNet[globalPin]!;
  }

  /** The value an unwired pin reads (the registry's `defaultValue`), or -1. */
  defaultOf(globalPin: number): number {
    const c = this.netlist.pinComponent[globalPin]!;
    return this.netlist.components[c]!.layout.defaults[globalPin - this.netlist.pinBase[c]!]!;
  }

  /** True when at least one wire ends on the pin. */
  isWired(globalPin: number): boolean {
    return this.netlist.pinWires[globalPin]! > 0;
  }

  /** Input pins (global numbers) on a net. */
  readers(net: number): number[] {
    const { netPinStart, netPins, pinComponent, pinBase, components } = this.netlist;
    const result: number[] = [];
    for (let i = netPinStart[net]!; i < netPinStart[net + 1]!; i++) {
      const p = netPins[i]!;
      const c = pinComponent[p]!;
      if (components[c]!.layout.roles[p - pinBase[c]!] === ROLE_INPUT) result.push(p);
    }
    return result;
  }

  /** What drives a net, one entry per driving pin. */
  drivers(net: number): Driver[] {
    return this.netDrivers[net]!.map((p) => this.driverOf(p));
  }

  private driverOf(globalPin: number): Driver {
    const c = this.netlist.pinComponent[globalPin]!;
    const component = this.netlist.components[c]!;
    const { model, definition } = component.layout;
    const index = globalPin - this.netlist.pinBase[c]!;
    const output = component.layout.outputPins.indexOf(index);
    const pinName = definition.pins[index]!.name;
    if (model.kind === 'source') {
      if (model.source === 'const0' || model.source === 'const1')
        return { kind: 'const', value: model.source === 'const1' ? 1 : 0 };
      // A power-on reset is released once the circuit has settled: explained, it is that constant.
      if (model.source === 'reset') return { kind: 'const', value: component.properties['activeLow'] === true ? 1 : 0 };
      const kind = model.source === 'clock' ? 'clock' : 'input';
      return { kind: 'leaf', leaf: { name: component.label, negated: false, kind, component: c } };
    }
    if (model.kind === 'storage') {
      // Qn is the complement of Q, except on an SR latch given S = R = 1 (both outputs 0).
      if (pinName === 'Qn' && component.type !== 'SR_LATCH') {
        return { kind: 'leaf', leaf: { name: `${component.label}.Q`, negated: true, kind: 'state', component: c } };
      }
      return {
        kind: 'leaf',
        leaf: { name: `${component.label}.${pinName}`, negated: false, kind: 'state', component: c },
      };
    }
    if (this.loopOf.has(c)) {
      const name = model.outputs.length === 1 ? component.label : `${component.label}.${pinName}`;
      return { kind: 'leaf', leaf: { name, negated: false, kind: 'loop', component: c } };
    }
    return { kind: 'logic', component: c, output };
  }

  /** Feedback loops through combinational parts only (storage breaks a loop). */
  private findLoops(): void {
    const { components } = this.netlist;
    const nodes: number[] = [];
    const successors = new Map<number, number[]>();
    components.forEach((component, c) => {
      if (!COMBINATIONAL.has(component.layout.model.kind)) return;
      nodes.push(c);
      const next = new Set<number>();
      for (const pin of component.layout.outputPins) {
        for (const reader of this.readers(this.netOf(this.pin(c, pin)))) {
          const r = this.netlist.pinComponent[reader]!;
          if (COMBINATIONAL.has(components[r]!.layout.model.kind)) next.add(r);
        }
      }
      successors.set(c, [...next]);
    });
    for (const group of stronglyConnected(nodes, successors)) {
      const self = group.length === 1 && successors.get(group[0]!)!.includes(group[0]!);
      if (group.length < 2 && !self) continue;
      const sorted = group.sort((a, b) => a - b);
      for (const c of sorted) this.loopOf.set(c, this.loops.length);
      this.loops.push(sorted);
    }
  }
}
