import type { Circuit, PinRef } from '../../shared/circuit/types';
import { fail, ok, type Failure, type Result } from '../../shared/errors';
import { lookupDefinition, unknownPin } from '../../shared/components/registry';
import { layoutFor, normalizedProperties, type TypeLayout } from './layout';

/** One component as the engines see it. */
export interface NetlistComponent {
  readonly id: string;
  readonly label: string;
  readonly type: string;
  readonly layout: TypeLayout;
  /** Normalised properties (registry defaults filled in). */
  readonly properties: Readonly<Record<string, unknown>>;
}

/** One wire: the two global pin numbers it joins. */
export interface NetlistWire {
  readonly id: string;
  readonly a: number;
  readonly b: number;
}

/**
 * A circuit flattened for simulation. Pins are numbered globally: pin `i` of component `c` is
 * `pinBase[c] + i`. Nets are the connected groups of pins (wires join pins; nothing else does, so a
 * resistor's two ends are two nets). Every pin belongs to exactly one net, unconnected pins to a
 * net of their own.
 */
export interface Netlist {
  readonly components: readonly NetlistComponent[];
  /**
   * Each component's index by id. The engine built from this netlist may keep it as its own index
   * (and change it as the circuit is edited): a netlist is built for one engine.
   */
  readonly indexById: Map<string, number>;
  readonly wires: readonly NetlistWire[];
  readonly pinBase: Int32Array;
  readonly pinComponent: Int32Array;
  readonly pinNet: Int32Array;
  /** Number of wires ending on each pin. */
  readonly pinWires: Int32Array;
  readonly netCount: number;
  /** Pins of net `n` are `netPins[netPinStart[n] .. netPinStart[n + 1])`. */
  readonly netPinStart: Int32Array;
  readonly netPins: Int32Array;
}

/**
 * Flattens a circuit. Unknown types, wires to missing components or pins and invalid properties
 * are failures naming what to fix; the circuit model's connection rules are not re-checked here
 * (CircuitState enforces them), and whatever they let through simulates with its natural meaning.
 */
export function buildNetlist(circuit: Circuit): Result<Netlist> {
  const components: NetlistComponent[] = [];
  const indexById = new Map<string, number>();
  let pinTotal = 0;
  const pinBase = new Int32Array(circuit.components.length + 1);
  for (let i = 0; i < circuit.components.length; i++) {
    const component = circuit.components[i]!;
    const layout = layoutFor(component);
    if (!layout) {
      const found = lookupDefinition(component.type);
      return found.success
        ? fail('UNKNOWN_COMPONENT_TYPE', `The simulator has no model of "${component.type}".`, 'Report this bug.')
        : found;
    }
    const known = indexById.size;
    indexById.set(component.id, components.length);
    if (indexById.size === known) {
      return fail('DUPLICATE_ID', `Two components have the id "${component.id}".`, 'Give every component its own id.');
    }
    const properties = normalizedProperties(layout, component.properties);
    if (!properties.success) return properties;
    pinBase[components.length] = pinTotal;
    pinTotal += layout.pinCount;
    components.push({
      id: component.id,
      label: component.label,
      type: component.type,
      layout,
      properties: properties.data,
    });
  }
  pinBase[components.length] = pinTotal;

  const pinComponent = new Int32Array(pinTotal);
  for (let c = 0; c < components.length; c++) pinComponent.fill(c, pinBase[c], pinBase[c + 1]);

  // A wire end's global pin number, or -1 (said by `badEnd`): no result object per end.
  const pinOf = (ref: PinRef): number => {
    const c = indexById.get(ref.component);
    if (c === undefined) return -1;
    const pins = components[c]!.layout.definition.pins;
    for (let i = 0; i < pins.length; i++) if (pins[i]!.name === ref.pin) return pinBase[c]! + i;
    return -1;
  };
  const badEnd = (ref: PinRef): Failure => {
    const c = indexById.get(ref.component);
    if (c === undefined) {
      return fail('UNKNOWN_COMPONENT', `A wire ends on a missing component "${ref.component}".`, 'Remove the wire.');
    }
    return unknownPin(components[c]!.layout.definition, ref.pin, components[c]!.label);
  };

  const parent = new Int32Array(pinTotal);
  for (let p = 0; p < pinTotal; p++) parent[p] = p;
  const find = (p: number): number => {
    let root = p;
    while (parent[root] !== root) root = parent[root]!;
    for (let q = p; parent[q] !== root;) {
      const next = parent[q]!;
      parent[q] = root;
      q = next;
    }
    return root;
  };
  const pinWires = new Int32Array(pinTotal);
  const wires: NetlistWire[] = [];
  for (let i = 0; i < circuit.wires.length; i++) {
    const wire = circuit.wires[i]!;
    const a = pinOf(wire.from);
    if (a < 0) return badEnd(wire.from);
    const b = pinOf(wire.to);
    if (b < 0) return badEnd(wire.to);
    wires.push({ id: wire.id, a, b });
    pinWires[a]!++;
    pinWires[b]!++;
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  }

  // Number nets in order of their lowest pin, so the numbering does not depend on wire order.
  const pinNet = new Int32Array(pinTotal);
  const netOfRoot = new Int32Array(pinTotal).fill(-1);
  let netCount = 0;
  for (let p = 0; p < pinTotal; p++) {
    const root = find(p);
    if (netOfRoot[root] === -1) netOfRoot[root] = netCount++;
    pinNet[p] = netOfRoot[root]!;
  }
  const netPinStart = new Int32Array(netCount + 1);
  for (let p = 0; p < pinTotal; p++) netPinStart[pinNet[p]! + 1]!++;
  for (let n = 0; n < netCount; n++) netPinStart[n + 1]! += netPinStart[n]!;
  const fill = netPinStart.slice(0, netCount);
  const netPins = new Int32Array(pinTotal);
  for (let p = 0; p < pinTotal; p++) netPins[fill[pinNet[p]!]!++] = p;

  return ok({ components, indexById, wires, pinBase, pinComponent, pinNet, pinWires, netCount, netPinStart, netPins });
}

/** The `delay` property of a component (0 for types without one). */
export function delayOf(component: NetlistComponent): number {
  const delay = component.properties['delay'];
  return typeof delay === 'number' ? delay : 0;
}
