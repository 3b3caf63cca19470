import { CircuitState } from '../../shared/circuit/circuit-state';
import type { BundledSubcircuit } from '../../shared/circuit/file-format';
import type { Circuit } from '../../shared/circuit/types';
import type { CircuitMeta } from '../../shared/contract';
import { fail, ok, type Result } from '../../shared/errors';
import { factsOfCircuit } from './library-facts';

/** A circuit with each subcircuit's circuit id replaced through `ids` (ids not in it stay). */
export function remapSubcircuits(circuit: Circuit, ids: ReadonlyMap<string, string>): Circuit {
  if (ids.size === 0) return circuit;
  return {
    ...circuit,
    components: circuit.components.map((c) => {
      const from = c.properties.circuit;
      if (c.type !== 'SUBCIRCUIT' || typeof from !== 'string' || !ids.has(from)) return c;
      return { ...c, properties: { ...c.properties, circuit: ids.get(from)! } };
    }),
  };
}

/** The definitions a circuit needs, transitively, as a file carries them (each once). */
export function bundleFor(
  circuit: Circuit,
  read: (id: string) => { readonly name: string; readonly circuit: Circuit } | undefined,
): BundledSubcircuit[] {
  const bundle: BundledSubcircuit[] = [];
  const seen = new Set<string>();
  const visit = (content: Circuit) => {
    for (const id of factsOfCircuit(content).uses ?? []) {
      if (seen.has(id)) continue;
      seen.add(id);
      const entry = read(id);
      if (!entry) continue;
      visit(entry.circuit);
      bundle.push({ id, name: entry.name, circuit: entry.circuit });
    }
  };
  visit(circuit);
  return bundle;
}

/** What adopting a file's definitions needs of the library. */
export interface BundleLibrary {
  readonly metas: readonly CircuitMeta[];
  /** The content of a circuit of the library. */
  read(id: string): Circuit | undefined;
  /** Stores a new circuit; returns its id. */
  create(name: string, circuit: Circuit): string;
}

/**
 * Brings a file's definitions into the library, innermost first: a definition equal to a circuit
 * of the library (same content, its own subcircuits already mapped) is that circuit; any other
 * becomes a new circuit. Returns how the file's ids map to the library's. A definition that
 * contains itself, one that places a circuit neither the file nor the library has, or one that
 * breaks the circuit rules is refused, naming it, before anything is stored.
 */
export function adoptBundle(bundle: readonly BundledSubcircuit[], library: BundleLibrary): Result<Map<string, string>> {
  const byId = new Map(bundle.map((b) => [b.id, b]));
  const known = new Set(library.metas.map((m) => m.id));
  const order: BundledSubcircuit[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (b: BundledSubcircuit, path: string[]): Result<void> => {
    const at = state.get(b.id);
    if (at === 'done') return ok(undefined);
    if (at === 'visiting') {
      return fail(
        'INVALID_FILE',
        `The file's subcircuit ${b.name} contains itself (${[...path, b.name].join(' → ')}).`,
        'Export the circuit again from CircuitForge.',
      );
    }
    state.set(b.id, 'visiting');
    for (const used of factsOfCircuit(b.circuit).uses ?? []) {
      const inner = byId.get(used);
      if (inner) {
        const done = visit(inner, [...path, b.name]);
        if (!done.success) return done;
      } else if (!known.has(used)) {
        return fail(
          'INVALID_FILE',
          `The file's subcircuit ${b.name} places a circuit the file does not include.`,
          'Export the circuit again from CircuitForge: the file then carries every subcircuit it needs.',
        );
      }
    }
    state.set(b.id, 'done');
    order.push(b);
    return ok(undefined);
  };
  for (const b of bundle) {
    const done = visit(b, []);
    if (!done.success) return done;
  }
  // Every definition is checked before any is stored.
  const ids = new Map<string, string>();
  for (const b of order) {
    const built = CircuitState.fromCircuit(b.circuit);
    if (!built.success) {
      return fail('INVALID_FILE', `The file's subcircuit ${b.name} is not a valid circuit: ${built.error}`, built.hint);
    }
  }
  for (const b of order) {
    const canonical = CircuitState.fromCircuit(remapSubcircuits(b.circuit, ids));
    if (!canonical.success) return canonical;
    const circuit = canonical.data.toJSON();
    const json = JSON.stringify(circuit);
    const ports = factsOfCircuit(circuit).ports;
    const same = library.metas.find((m) => m.ports === ports && JSON.stringify(library.read(m.id)) === json);
    ids.set(b.id, same ? same.id : library.create(b.name, circuit));
  }
  return ok(ids);
}
