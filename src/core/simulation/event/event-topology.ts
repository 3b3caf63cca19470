import type { ComponentInstance, Wire } from '../../../shared/circuit/types';
import { fail, ok, type Result } from '../../../shared/errors';
import { initiallyOn } from '../engine';
import { ROLE_DRIVER, layoutFor, normalizedProperties } from '../layout';
import { initialWords } from '../memory-model';
import { initialStored } from '../models';
import { LX, LZ } from '../logic';
import { delayOf, type Netlist, type NetlistComponent } from '../netlist';
import type { EventState } from './event-state';

/** Appends a component with its pins (not yet in any net); returns its index. */
function appendComponent(state: EventState, component: NetlistComponent): number {
  const c = state.comps.length;
  const base = state.pinNet.length;
  const kind = component.layout.model.source;
  state.comps.push({
    id: component.id,
    label: component.label,
    type: component.type,
    layout: component.layout,
    properties: component.properties,
    base,
    delay: delayOf(component),
    stKnown: (1 << component.layout.model.stateBits) - 1,
    stValue: initialStored(component.properties, component.layout.model.stateBits),
    clockLow: false,
    on: kind !== undefined && initiallyOn(kind, component.properties),
    ...(component.layout.model.memory ? { words: initialWords(component.properties) } : {}),
  });
  state.idToComp.set(component.id, c);
  state.delaySum += delayOf(component);
  state.liveComponents++;
  for (let i = 0; i < component.layout.pinCount; i++) {
    state.pinNet.push(-1);
    state.pinComp.push(c);
    state.pinWireCount.push(0);
    const driver = component.layout.roles[i] === ROLE_DRIVER;
    state.pinDrive.push(driver ? LX : LZ);
    state.pinProjected.push(driver ? LX : LZ);
  }
  return c;
}

/** Fills an empty state from a netlist. */
export function loadNetlist(state: EventState, netlist: Netlist): void {
  for (const component of netlist.components) appendComponent(state, component);
  for (let n = 0; n < netlist.netCount; n++) {
    const net = state.allocNet();
    const pins = Array.from(netlist.netPins.subarray(netlist.netPinStart[n], netlist.netPinStart[n + 1]));
    state.netPins[net] = pins;
    for (const p of pins) state.pinNet[p] = net;
  }
  for (const wire of netlist.wires) attachWire(state, wire.id, wire.a, wire.b);
  for (let n = 0; n < netlist.netCount; n++) {
    state.refreshNet(n);
    state.netValue[n] = state.resolve(n);
  }
}

function attachWire(state: EventState, id: string, a: number, b: number): void {
  state.wires.set(id, { a, b });
  for (const p of [a, b]) {
    state.pinWireCount[p]!++;
    const list = state.pinWires[p];
    if (list) list.push(id);
    else state.pinWires[p] = [id];
  }
}

/** Adds a component in nets of its own; returns its index. */
export function addComponent(state: EventState, component: ComponentInstance): Result<number> {
  if (state.idToComp.has(component.id)) {
    return fail('DUPLICATE_ID', `A component with id "${component.id}" already exists.`, 'Use a new id.');
  }
  const layout = layoutFor(component);
  if (!layout)
    return fail('UNKNOWN_COMPONENT_TYPE', `Unknown component type "${component.type}".`, 'Use a registry type.');
  const properties = normalizedProperties(layout, component.properties);
  if (!properties.success) return properties;
  const c = appendComponent(state, { ...component, layout, properties: properties.data });
  const base = state.comps[c]!.base;
  for (let i = 0; i < layout.pinCount; i++) {
    const n = state.allocNet();
    state.netPins[n] = [base + i];
    state.pinNet[base + i] = n;
    state.refreshNet(n);
    state.netValue[n] = state.resolve(n);
  }
  return ok(c);
}

/** Removes a component and the wires on it; returns the nets whose pins changed. */
export function removeComponent(state: EventState, id: string): Result<number[]> {
  const c = state.idToComp.get(id);
  if (c === undefined) return fail('UNKNOWN_COMPONENT', `No component has id "${id}".`, 'Check the id.');
  const comp = state.comps[c]!;
  const touched: number[] = [];
  for (let i = 0; i < comp.layout.pinCount; i++) {
    for (const wireId of [...(state.pinWires[comp.base + i] ?? [])]) {
      const result = removeWire(state, wireId);
      if (result.success) touched.push(...result.data);
    }
  }
  for (let i = 0; i < comp.layout.pinCount; i++) {
    const p = comp.base + i;
    state.freeNet(state.pinNet[p]!);
    state.pinNet[p] = -1;
    state.pinDrive[p] = LZ;
    state.pinProjected[p] = LZ;
  }
  state.comps[c] = undefined;
  state.idToComp.delete(id);
  state.delaySum -= comp.delay;
  state.liveComponents--;
  return ok(touched.filter((n) => state.netPins[n]!.length > 0));
}

function resolveWirePin(state: EventState, ref: Wire['from']): Result<number> {
  const c = state.idToComp.get(ref.component);
  if (c === undefined) {
    return fail('UNKNOWN_COMPONENT', `A wire ends on a missing component "${ref.component}".`, 'Check the id.');
  }
  const comp = state.comps[c]!;
  const i = comp.layout.definition.pins.findIndex((p) => p.name === ref.pin);
  if (i < 0) return fail('UNKNOWN_PIN', `${comp.label} has no pin "${ref.pin}".`, 'Check the pin name.');
  return ok(comp.base + i);
}

/** Adds a wire, merging the nets of its ends; returns the nets whose pins changed. */
export function addWire(state: EventState, wire: Wire): Result<number[]> {
  if (state.wires.has(wire.id))
    return fail('DUPLICATE_ID', `A wire with id "${wire.id}" already exists.`, 'Use a new id.');
  const a = resolveWirePin(state, wire.from);
  if (!a.success) return a;
  const b = resolveWirePin(state, wire.to);
  if (!b.success) return b;
  attachWire(state, wire.id, a.data, b.data);
  let keep = state.pinNet[a.data]!;
  let gone = state.pinNet[b.data]!;
  if (keep === gone) return ok([keep]);
  if (state.netPins[keep]!.length < state.netPins[gone]!.length) [keep, gone] = [gone, keep];
  for (const p of state.netPins[gone]!) {
    state.pinNet[p] = keep;
    state.netPins[keep]!.push(p);
  }
  state.freeNet(gone);
  state.refreshNet(keep);
  return ok([keep]);
}

/** Removes a wire, splitting its net when the ends are no longer connected; returns the nets touched. */
export function removeWire(state: EventState, id: string): Result<number[]> {
  const wire = state.wires.get(id);
  if (!wire) return fail('UNKNOWN_WIRE', `No wire has id "${id}".`, 'Check the id.');
  state.wires.delete(id);
  for (const p of [wire.a, wire.b]) {
    state.pinWireCount[p]!--;
    const list = state.pinWires[p]!;
    list.splice(list.indexOf(id), 1);
    if (list.length === 0) state.pinWires[p] = undefined;
  }
  const net = state.pinNet[wire.a]!;
  const fromB = reachable(state, wire.b);
  if (fromB.has(wire.a)) return ok([net]);
  const split = state.allocNet();
  state.netPins[split] = [...fromB];
  for (const p of fromB) state.pinNet[p] = split;
  state.netPins[net] = state.netPins[net]!.filter((p) => !fromB.has(p));
  state.refreshNet(net);
  state.refreshNet(split);
  return ok([net, split]);
}

/** Pins connected to `start` through wires. */
function reachable(state: EventState, start: number): Set<number> {
  const seen = new Set<number>([start]);
  const stack = [start];
  while (stack.length > 0) {
    const p = stack.pop()!;
    for (const wireId of state.pinWires[p] ?? []) {
      const w = state.wires.get(wireId)!;
      const other = w.a === p ? w.b : w.a;
      if (!seen.has(other)) {
        seen.add(other);
        stack.push(other);
      }
    }
  }
  return seen;
}
