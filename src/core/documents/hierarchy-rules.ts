import type { CircuitState } from '../../shared/circuit/circuit-state';
import type { Operation } from '../../shared/circuit/operations';
import { definitionFor } from '../../shared/components/registry';
import { pinWidth } from '../../shared/components/types';
import type { CircuitMeta } from '../../shared/contract';
import { fail, type Failure } from '../../shared/errors';

/** The circuit an operation places as a subcircuit (adding one, or pointing one at another circuit). */
function placed(op: Operation, state: CircuitState): string | undefined {
  if (op.op === 'addComponent' && op.component.type === 'SUBCIRCUIT')
    return String(op.component.properties.circuit ?? '');
  if (op.op === 'updateComponent' && op.set.properties && 'circuit' in op.set.properties) {
    return state.component(op.id)?.type === 'SUBCIRCUIT' ? String(op.set.properties.circuit) : undefined;
  }
  return undefined;
}

/**
 * Refuses operations that would place a circuit that does not exist, or make a circuit contain
 * itself (directly or through others), naming the chain in the circuits' names. Reads only the
 * library's facts (which circuits each one places).
 */
export function checkPlacements(
  circuitId: string,
  operations: readonly Operation[],
  state: CircuitState,
  metas: readonly CircuitMeta[],
): Failure | undefined {
  const byId = new Map(metas.map((m) => [m.id, m]));
  const name = (id: string) => byId.get(id)?.name ?? 'this circuit';
  for (const op of operations) {
    const target = placed(op, state);
    if (target === undefined) continue;
    if (!byId.has(target)) {
      return fail(
        'INVALID_INPUT',
        target === ''
          ? 'A subcircuit must place a circuit.'
          : 'A subcircuit places a circuit that does not exist (it was deleted).',
        'Place a circuit from the Subcircuits section of the palette.',
      );
    }
    const chain = pathTo(target, circuitId, byId);
    if (chain) {
      const names = chain.map(name);
      return fail(
        'INVALID_INPUT',
        target === circuitId
          ? `${name(circuitId)} cannot be placed in itself.`
          : `${name(target)} cannot be placed in ${name(circuitId)}: ${name(circuitId)} is used inside ${name(target)} (${names.join(' → ')}).`,
        'A circuit cannot contain itself. Place another circuit, or build this part from gates.',
      );
    }
  }
  return undefined;
}

/** The chain of circuits from `from` down to `to` through the subcircuits they place, or undefined. */
function pathTo(from: string, to: string, byId: ReadonlyMap<string, CircuitMeta>): string[] | undefined {
  const seen = new Set<string>();
  const walk = (at: string, path: string[]): string[] | undefined => {
    if (at === to) return path;
    if (seen.has(at)) return undefined;
    seen.add(at);
    for (const next of byId.get(at)?.uses ?? []) {
      const found = walk(next, [...path, next]);
      if (found) return found;
    }
    return undefined;
  };
  return walk(from, [from]);
}

/**
 * The edit that brings a circuit's instances of `definition` to its new interface: each gets the
 * new `ports`, and only the wires on pins it no longer has (or whose width changed) are removed.
 */
export function followInterface(state: CircuitState, definition: string, ports: string): Operation[] {
  const operations: Operation[] = [];
  const shape = definitionFor({ type: 'SUBCIRCUIT', properties: { ports } })!;
  for (const c of state.components()) {
    if (c.type !== 'SUBCIRCUIT' || c.properties.circuit !== definition || c.properties.ports === ports) continue;
    for (const wire of state.wiresOf(c.id)) {
      const fits = [wire.from, wire.to].every((end) => {
        if (end.component !== c.id) return true;
        const pin = shape.pins.find((p) => p.name === end.pin);
        if (!pin) return false;
        const other = end === wire.from ? wire.to : wire.from;
        const far = state.component(other.component);
        const farPin =
          far && (other.component === c.id ? shape : definitionFor(far))?.pins.find((p) => p.name === other.pin);
        return !farPin || pinWidth(farPin) === pinWidth(pin);
      });
      if (!fits) operations.push({ op: 'removeWire', id: wire.id });
    }
    operations.push({ op: 'updateComponent', id: c.id, set: { properties: { ports } } });
  }
  return operations;
}

/** Where a circuit is placed: "FullAdder (2 parts) and ALU (1 part)", or undefined when nowhere. */
export function whereUsed(
  id: string,
  metas: readonly CircuitMeta[],
  count: (user: string) => number,
): string | undefined {
  const users = metas.filter((m) => m.id !== id && m.uses?.includes(id));
  if (users.length === 0) return undefined;
  const parts = users.map((m) => {
    const n = count(m.id);
    return `${m.name} (${n} part${n === 1 ? '' : 's'})`;
  });
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
