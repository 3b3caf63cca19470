import { shapeOf } from '../../shared/circuit/flat-size';
import { MAX_BUNDLED } from '../../shared/circuit/file-format';
import type { Circuit } from '../../shared/circuit/types';
import type { SubcircuitLibrary } from '../simulation/hierarchy/flatten';

/** A subcircuit definition carried with lessons: the circuit id its instances name, its name, its content. */
export interface PlacedDefinition {
  readonly id: string;
  readonly name: string;
  readonly circuit: Circuit;
}

/** The most subcircuit definitions a page or a course file carries (as many as a circuit file bundles). */
export const MAX_PLACED_DEFINITIONS = MAX_BUNDLED;

/** What circuits place: the definitions found, and the ids the library lacks or the bound left out. */
export interface PlacedSubcircuits {
  /** Each definition once, innermost first. */
  readonly definitions: PlacedDefinition[];
  /** Circuit ids placed but not in the library (their instances say so when simulated). */
  readonly missing: string[];
  /** True when more definitions were needed than are carried. */
  readonly truncated: boolean;
}

/**
 * The subcircuit definitions circuits need, transitively, each once, read from `library`
 * (a circuit that contains itself is read once: the simulator reports the loop). At most
 * `max` definitions: past that the rest are left out and `truncated` says so. Cost: one pass over
 * each definition reached.
 */
export function placedSubcircuits(
  circuits: readonly Circuit[],
  library: SubcircuitLibrary,
  max = MAX_PLACED_DEFINITIONS,
): PlacedSubcircuits {
  const definitions: PlacedDefinition[] = [];
  const missing: string[] = [];
  const seen = new Set<string>();
  let truncated = false;
  const visit = (content: Circuit): void => {
    for (const id of shapeOf(content).uses.keys()) {
      if (seen.has(id)) continue;
      seen.add(id);
      const entry = library(id);
      if (!entry) {
        missing.push(id);
        continue;
      }
      visit(entry.circuit);
      if (definitions.length < max) definitions.push({ id, name: entry.name, circuit: entry.circuit });
      else truncated = true;
    }
  };
  for (const circuit of circuits) visit(circuit);
  return { definitions, missing, truncated };
}
