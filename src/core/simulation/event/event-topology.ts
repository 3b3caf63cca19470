import type { ComponentInstance, Wire } from '../../../shared/circuit/types';
import { fail, ok, type Result } from '../../../shared/errors';
import { initiallyOn, sourceValue } from '../engine';
import { ROLE_DRIVER, layoutFor, normalizedProperties } from '../layout';
import { initialWords } from '../memory-model';
import { initialStored } from '../models';
import { LX, LZ, type Logic } from '../logic';
import { delayOf, type Netlist, type NetlistComponent } from '../netlist';
import type { EventComponent, EventState } from './event-state';

/** A component as the event engine keeps it, its first pin at `base`, at power-on. */
function eventComponent(component: NetlistComponent, base: number): EventComponent {
  const { layout, properties } = component;
  const kind = layout.model.source;
  const comp: EventComponent = {
    id: component.id,
    label: component.label,
    type: component.type,
    layout,
    properties,
    base,
    delay: delayOf(component),
    stKnown: (1 << layout.model.stateBits) - 1,
    stValue: initialStored(properties, layout.model.stateBits),
    clockLow: false,
    on: kind !== undefined && initiallyOn(kind, properties),
    floating: false,
  };
  if (layout.model.memory) comp.words = initialWords(properties);
  return comp;
}

/**
 * What a component's driving pins give at power-on: a source (a constant, a switch, an input port)
 * its value from the start, so no unknown runs from it through the circuit before it is evaluated;
 * any other driver X until it is evaluated.
 */
export function powerOnDrive(comp: EventComponent): Logic {
  const kind = comp.layout.model.source;
  return kind === undefined ? LX : sourceValue(kind, comp.on, comp.properties);
}

/** Appends a component with its pins (not yet in any net); returns its index. */
function appendComponent(state: EventState, component: NetlistComponent): number {
  const c = state.comps.length;
  const comp = eventComponent(component, state.pinNet.length);
  state.comps.push(comp);
  state.idToComp.set(component.id, c);
  state.delaySum += comp.delay;
  state.liveComponents++;
  const roles = comp.layout.roles;
  const start = powerOnDrive(comp);
  for (let i = 0; i < comp.layout.pinCount; i++) {
    state.pinNet.push(-1);
    state.pinComp.push(c);
    state.pinWireCount.push(0);
    const drive = roles[i] === ROLE_DRIVER ? start : LZ;
    state.pinDrive.push(drive);
    state.pinProjected.push(drive);
  }
  return c;
}

/** Fills an empty state from a netlist. */
export function loadNetlist(state: EventState, netlist: Netlist): void {
  const { components, wires, pinBase } = netlist;
  // Lists of their final size (grown one push at a time they would be copied over and over).
  state.presize(pinBase[components.length]!);
  for (let c = 0; c < components.length; c++) {
    const comp = eventComponent(components[c]!, pinBase[c]!);
    state.comps.push(comp);
    state.delaySum += comp.delay;
    state.liveComponents++;
    const roles = comp.layout.roles;
    const start = powerOnDrive(comp);
    for (let p = comp.base, end = pinBase[c + 1]!; p < end; p++) {
      state.pinComp[p] = c;
      const drive = roles[p - comp.base] === ROLE_DRIVER ? start : LZ;
      state.pinDrive[p] = drive;
      state.pinProjected[p] = drive;
    }
  }
  // The same ids at the same indexes: the netlist's index is taken over rather than built again.
  state.idToComp = netlist.indexById;
  // The nets are appended as they are made (an empty state has none to reuse).
  for (let n = 0; n < netlist.netCount; n++) {
    const pins = pinList(netlist.netPins, netlist.netPinStart[n]!, netlist.netPinStart[n + 1]!);
    state.netPins.push(pins);
    for (let i = 0; i < pins.length; i++) state.pinNet[pins[i]!] = n;
    state.refreshNet(n);
    state.netValue.push(state.resolve(n));
  }
  // The netlist's wire records are kept as they are (they are never changed, only replaced).
  for (let w = 0; w < wires.length; w++) state.attachWire(wires[w]!);
}

/** Pins `start..end` of a netlist's list as a list of their own, no larger than it has to be (most nets have one or two). */
function pinList(pins: Int32Array, start: number, end: number): number[] {
  if (end - start === 1) return [pins[start]!];
  if (end - start === 2) return [pins[start]!, pins[start + 1]!];
  return Array.from(pins.subarray(start, end));
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
    for (const wireId of [...state.wiresOf(comp.base + i)]) {
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
  if (state.wire(wire.id)) return fail('DUPLICATE_ID', `A wire with id "${wire.id}" already exists.`, 'Use a new id.');
  const a = resolveWirePin(state, wire.from);
  if (!a.success) return a;
  const b = resolveWirePin(state, wire.to);
  if (!b.success) return b;
  state.attachWire({ id: wire.id, a: a.data, b: b.data });
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
  const wire = state.wire(id);
  if (!wire) return fail('UNKNOWN_WIRE', `No wire has id "${id}".`, 'Check the id.');
  state.detachWire(wire);
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
    for (const wireId of state.wiresOf(p)) {
      const w = state.wire(wireId)!;
      const other = w.a === p ? w.b : w.a;
      if (!seen.has(other)) {
        seen.add(other);
        stack.push(other);
      }
    }
  }
  return seen;
}
