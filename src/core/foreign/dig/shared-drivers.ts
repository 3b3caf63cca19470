import type { PinRef, Wire } from '../../../shared/circuit/types';
import type { CircuitDraft } from './builder';
import type { Point } from './document';

/**
 * Digital lets an input share a net with another driver: an input on the same net as a pull
 * resistor's subcircuit output, or two inputs of a subcircuit wired together inside it (an input
 * that may float, `isHighZ`, is a bidirectional port of ours, which a tri-state output may join
 * directly) (a "transparent" subcircuit that joins two outer nets; Digital
 * flattens subcircuits). Our wires may not join an input port's output to another output (two
 * drivers), but a transistor's channel may: an NMOS held on between them is one net for our
 * switch-level simulation (a floating side takes the other's value, a pull gives way to a driver,
 * two different values give X where Digital reports a short).
 */

/**
 * In a subcircuit, an input on a net that a tri-state output inside drives too becomes a
 * bidirectional port (Digital flattens subcircuits, so that output drives the line outside: an I/O
 * register putting its word on the data bus it is written from). Takes the ends of one net.
 */
export function driveInputsBothWays(draft: CircuitDraft, ends: Iterable<{ readonly ref: PinRef }>): void {
  const list = [...ends];
  const inputs = list.filter((e) => {
    const part = draft.part(e.ref.component);
    return part?.type === 'PORT_IN' && part.properties.bidirectional !== true;
  });
  if (inputs.length === 0) return;
  const tristate = list.some((e) => {
    const info = draft.pinInfo(e.ref);
    return info?.direction === 'output' && info.tristate && !inputs.includes(e);
  });
  if (!tristate) return;
  for (const input of inputs) draft.setProperty(input.ref.component, 'bidirectional', true);
}

/** Whether two one-bit outputs of ours that Digital puts on one net may be joined through a transistor held on. */
export function joinableDrivers(draft: CircuitDraft, a: PinRef, b: PinRef): boolean {
  const type = (ref: PinRef) => draft.part(ref.component)?.type;
  const port = (ref: PinRef) => type(ref) === 'PORT_IN';
  const mayFloat = (ref: PinRef) => port(ref) || draft.pinInfo(ref)?.tristate === true;
  if (draft.pinInfo(a)?.width !== 1) return false;
  return (port(a) && mayFloat(b)) || (port(b) && mayFloat(a));
}

/** Joins two outputs through an NMOS whose gate a constant 1 holds on; returns the wires made. */
export function joinThroughSwitch(draft: CircuitDraft, a: PinRef, b: PinRef, near: Point): Wire[] {
  const wireId = () => draft.ids.make('w');
  const on = draft.add('CONST_HIGH', {}, { prefix: 'K', near });
  const channel = draft.add('NMOS', {}, { prefix: 'J', near });
  return [
    { id: wireId(), from: { component: on, pin: 'out' }, to: { component: channel, pin: 'G' } },
    { id: wireId(), from: a, to: { component: channel, pin: 'D' } },
    { id: wireId(), from: b, to: { component: channel, pin: 'S' } },
  ];
}
