import { definitionFor } from '../components';
import { fail, type Result } from '../errors';
import type { CircuitState } from './circuit-state';
import type { PinRef } from './types';

const refKey = (ref: PinRef) => `${ref.component}.${ref.pin}`;

/** Every pin on the net of a wire (the pins joined to its ends through other wires). */
export function netPins(state: CircuitState, wireId: string): PinRef[] {
  const wire = state.wire(wireId);
  if (!wire) return [];
  const seen = new Map<string, PinRef>();
  const queue: PinRef[] = [wire.from, wire.to];
  while (queue.length > 0) {
    const ref = queue.pop()!;
    if (seen.has(refKey(ref))) continue;
    seen.set(refKey(ref), ref);
    for (const other of state.wiresAt(ref)) queue.push(other.from, other.to);
  }
  return [...seen.values()];
}

/** The pin that drives a wire's net: an output (or tri-state output) on it, else the wire's `from`. */
export function netDriver(state: CircuitState, wireId: string): PinRef | undefined {
  const wire = state.wire(wireId);
  if (!wire) return undefined;
  const output = netPins(state, wireId).find((ref) => {
    const part = state.component(ref.component);
    return part !== undefined && definitionFor(part)?.pins.find((p) => p.name === ref.pin)?.direction === 'output';
  });
  return output ?? wire.from;
}

/**
 * A branch off a wire's net to another pin: a new wire from the net's driver to that pin, checked
 * against the connection rules. A pin already on the net is refused with a reason.
 */
export function branchWire(state: CircuitState, wireId: string, to: PinRef): Result<{ from: PinRef; to: PinRef }> {
  const driver = netDriver(state, wireId);
  if (!driver) return fail('UNKNOWN_WIRE', 'That wire is no longer in the circuit.', 'Drag from a wire that is there.');
  const label = state.component(to.component)?.label ?? to.component;
  if (netPins(state, wireId).some((ref) => refKey(ref) === refKey(to)))
    return fail(
      'DUPLICATE_WIRE',
      `${label}.${to.pin} is already on this wire's net.`,
      'Drop on a pin that is not connected to it yet.',
    );
  return state.checkWire(driver, to);
}
