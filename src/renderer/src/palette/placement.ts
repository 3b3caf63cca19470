import type { ComponentInstance } from '../../../shared/circuit';
import type { CircuitMeta } from '../../../shared/contract';

/** What a palette entry places: a type, and for a subcircuit the circuit and its pins. */
export interface Placement {
  readonly type: string;
  readonly properties: ComponentInstance['properties'];
}

/** A palette drag's text for a placement: the type alone, or a subcircuit's type, circuit and ports. */
export function placementText(placement: Placement): string {
  return placement.type === 'SUBCIRCUIT'
    ? JSON.stringify({ type: placement.type, properties: placement.properties })
    : placement.type;
}

/** The placement of a palette drag's text (what {@link placementText} wrote). */
export function readPlacement(text: string): Placement | undefined {
  if (!text.startsWith('{')) return text === '' ? undefined : { type: text, properties: {} };
  try {
    const parsed = JSON.parse(text) as { type?: unknown; properties?: unknown };
    if (parsed.type !== 'SUBCIRCUIT' || typeof parsed.properties !== 'object' || parsed.properties === null) {
      return undefined;
    }
    const { circuit, ports } = parsed.properties as Record<string, unknown>;
    if (typeof circuit !== 'string' || typeof ports !== 'string') return undefined;
    return { type: 'SUBCIRCUIT', properties: { circuit, ports } };
  } catch {
    return undefined;
  }
}

/** A circuit of the library offered as a subcircuit. */
export interface SubcircuitEntry {
  readonly id: string;
  readonly name: string;
  readonly ports: string;
}

/**
 * The circuits that can be placed in the open one: those with ports, except the open circuit itself
 * and any circuit that places it (directly or not), which would make it contain itself. By name.
 */
export function subcircuitEntries(circuits: readonly CircuitMeta[], openId: string | undefined): SubcircuitEntry[] {
  const byId = new Map(circuits.map((c) => [c.id, c]));
  const contains = (from: string, seen = new Set<string>()): boolean => {
    if (from === openId) return true;
    if (seen.has(from)) return false;
    seen.add(from);
    return (byId.get(from)?.uses ?? []).some((next) => contains(next, seen));
  };
  return circuits
    .filter((c) => c.ports !== undefined && c.id !== openId && !contains(c.id))
    .map((c) => ({ id: c.id, name: c.name, ports: c.ports! }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The placement of a library circuit as a subcircuit. */
export function subcircuitPlacement(entry: SubcircuitEntry): Placement {
  return { type: 'SUBCIRCUIT', properties: { circuit: entry.id, ports: entry.ports } };
}
