import type { CircuitMeta } from '../../shared/contract';
import { fail, ok, type Result } from '../../shared/errors';
import type { DocumentService } from '../documents/document-service';

/** The circuit an outside agent's call works on. */
export interface CircuitTarget {
  readonly id: string;
  readonly name: string;
}

/** How many circuit names an error lists before it says "and N more". */
const LISTED = 12;

/**
 * The circuit a call names (its id, or its name ignoring case), or the one open in the app when it
 * names none. An unknown or ambiguous name is refused with the names there are.
 */
export function resolveCircuit(documents: DocumentService, named: string | undefined): Result<CircuitTarget> {
  if (named === undefined || named.trim() === '') {
    const open = documents.current();
    return open.success ? ok({ id: open.data.meta.id, name: open.data.meta.name }) : open;
  }
  const listed = documents.list();
  if (!listed.success) return listed;
  const wanted = named.trim();
  const byId = listed.data.find((meta) => meta.id === wanted);
  if (byId) return ok(target(byId));
  const byName = listed.data.filter((meta) => meta.name.toLowerCase() === wanted.toLowerCase());
  if (byName.length === 1) return ok(target(byName[0]!));
  if (byName.length > 1) {
    return fail(
      'INVALID_INPUT',
      `${byName.length} circuits are called "${wanted}".`,
      `Name one by its id: ${byName.map((meta) => meta.id).join(', ')}.`,
    );
  }
  const names = listed.data.map((meta) => `"${meta.name}"`);
  const shown = names.slice(0, LISTED).join(', ') + (names.length > LISTED ? ` and ${names.length - LISTED} more` : '');
  return fail(
    'NOT_FOUND',
    `There is no circuit called "${wanted}".`,
    names.length === 0
      ? 'The library is empty: leave "circuit" out to work on a new circuit.'
      : `The circuits are ${shown}; leave "circuit" out to work on the one open in CircuitForge.`,
  );
}

function target(meta: CircuitMeta): CircuitTarget {
  return { id: meta.id, name: meta.name };
}
