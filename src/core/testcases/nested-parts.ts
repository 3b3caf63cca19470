import type { Circuit, ComponentInstance } from '../../shared/circuit/types';
import { MAX_DEPTH, PATH_SEPARATOR, type SubcircuitLibrary } from '../simulation/hierarchy/flatten';

/** A part inside the subcircuits, as a test finds it. */
export interface NestedPart {
  readonly part: ComponentInstance;
  /** The flat id (`<instance id>/…/<part id>`), as the simulation knows the part. */
  readonly id: string;
}

/** What a name finds inside the subcircuits: one part, several (where the first few are), or none. */
export type NestedLookup =
  { readonly found: NestedPart } | { readonly ambiguous: number; readonly places: readonly string[] } | undefined;

/** The parts of one label: how many, and the first. */
interface Entry extends NestedPart {
  readonly count: number;
}

/** The accepted parts of a definition and of everything inside it, by label (lower case). */
type Index = Map<string, Entry>;

/**
 * The parts inside a circuit's subcircuits (at any depth) that `accept` lets a test name by their
 * own label, as Digital's tests check a register deep inside a processor. A label names a part only
 * when exactly one accepted part of the whole hierarchy carries it (an instance placed twice
 * carries its labels twice). Each definition is indexed once however often it is placed; a
 * definition that contains itself is left out (the simulation refuses it). `keyOf` names a part
 * otherwise than by its label (the program memory, whatever its label).
 */
export function nestedParts(
  circuit: Circuit,
  library: SubcircuitLibrary,
  accept: (part: ComponentInstance) => boolean,
  keyOf: (part: ComponentInstance) => string = (part) => part.label,
): (name: string) => NestedLookup {
  const indexes = new Map<string, Index>();

  const indexOf = (definitionId: string, stack: readonly string[]): Index => {
    const known = indexes.get(definitionId);
    if (known) return known;
    const index: Index = new Map();
    const definition = library(definitionId);
    if (!definition || stack.includes(definitionId) || stack.length >= MAX_DEPTH) return index;
    for (const part of definition.circuit.components) {
      if (part.type === 'SUBCIRCUIT' || !accept(part)) continue;
      const key = keyOf(part);
      if (key !== '') add(index, key, { part, id: part.id, count: 1 });
    }
    addInstances(index, definition.circuit, [...stack, definitionId]);
    indexes.set(definitionId, index);
    return index;
  };

  const addInstances = (index: Index, content: Circuit, stack: readonly string[]): void => {
    for (const c of content.components) {
      if (c.type !== 'SUBCIRCUIT' || typeof c.properties.circuit !== 'string') continue;
      const inner = indexOf(c.properties.circuit, stack);
      const prefix = `${c.id}${PATH_SEPARATOR}`;
      for (const [key, entry] of inner) add(index, key, { ...entry, id: prefix + entry.id });
    }
  };

  let top: Index | undefined;
  const topIndex = (): Index => {
    if (!top) {
      top = new Map();
      addInstances(top, circuit, []);
    }
    return top;
  };

  return (name) => {
    const entry = topIndex().get(name.toLowerCase());
    if (!entry) return undefined;
    if (entry.count === 1) return { found: { part: entry.part, id: entry.id } };
    return { ambiguous: entry.count, places: placesOf(circuit, library, name, accept, keyOf) };
  };
}

function add(labels: Index, label: string, entry: Entry): void {
  const key = label.toLowerCase();
  const before = labels.get(key);
  labels.set(key, before ? { ...before, count: before.count + entry.count } : entry);
}

/** Where the first few parts labelled `name` are, for a message (walked only when a name is ambiguous). */
function placesOf(
  circuit: Circuit,
  library: SubcircuitLibrary,
  name: string,
  accept: (part: ComponentInstance) => boolean,
  keyOf: (part: ComponentInstance) => string,
  most = 3,
): string[] {
  const places: string[] = [];
  const walk = (content: Circuit, path: string, stack: readonly string[]): void => {
    for (const c of content.components) {
      if (places.length >= most) return;
      if (c.type === 'SUBCIRCUIT' && typeof c.properties.circuit === 'string') {
        const id = c.properties.circuit;
        const definition = library(id);
        if (definition && !stack.includes(id) && stack.length < MAX_DEPTH)
          walk(definition.circuit, `${path}${c.label || c.id}${PATH_SEPARATOR}`, [...stack, id]);
      } else if (path !== '' && accept(c) && keyOf(c).toLowerCase() === name.toLowerCase()) {
        places.push(`${path}${c.label || c.id}`);
      }
    }
  };
  walk(circuit, '', []);
  return places;
}
