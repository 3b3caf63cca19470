import type { SubcircuitLibrary } from '../../simulation/hierarchy/flatten';
import type { PageDefinition } from './page-data';

/** A library over a page's definitions, by id. */
export function libraryOf(definitions: readonly PageDefinition[]): SubcircuitLibrary {
  const byId = new Map(definitions.map((d) => [d.id, { name: d.name, circuit: d.circuit }]));
  return (id) => byId.get(id);
}
