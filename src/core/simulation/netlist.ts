import type { Circuit } from '../../shared/circuit/types';
import { fail, ok, type Result } from '../../shared/errors';
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
  for (const component of circuit.components) {
    const layout = layoutFor(component);
    if (!layout) {
      const found = lookupDefinition(component.type);
      return found.success
        ? fail('UNKNOWN_COMPONENT_TYPE', `The simulator has no model of "${component.type}".`, 'Report this bug.')
        : found;
    }
    if (indexById.has(component.id)) {
      return fail('DUPLICATE_ID', `Two components have the id "${component.id}".`, 'Give every component its own id.');
    }
    const properties = normalizedProperties(layout, component.properties);
    if (!properties.success) return properties;
    indexById.set(component.id, components.length);
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

  const resolvePin = (ref: { component: string; pin: string }): Result<number> => {
    const c = indexById.get(ref.component);
    if (c === undefined) {
      return fail('UNKNOWN_COMPONENT', `A wire ends on a missing component "${ref.component}".`, 'Remove the wire.');
    }
    const definition = components[c]!.layout.definition;
    const i = definition.pins.findIndex((p) => p.name === ref.pin);
    return i < 0 ? unknownPin(definition, ref.pin, components[c]!.label) : ok(pinBase[c]! + i);
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
  for (const wire of circuit.wires) {
    const a = resolvePin(wire.from);
    if (!a.success) return a;
    const b = resolvePin(wire.to);
    if (!b.success) return b;
    wires.push({ id: wire.id, a: a.data, b: b.data });
    pinWires[a.data]!++;
    pinWires[b.data]!++;
    const ra = find(a.data);
    const rb = find(b.data);
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

  return ok({ components, wires, pinBase, pinComponent, pinNet, pinWires, netCount, netPinStart, netPins });
}

/** The `delay` property of a component (0 for types without one). */
export function delayOf(component: NetlistComponent): number {
  const delay = component.properties['delay'];
  return typeof delay === 'number' ? delay : 0;
}
