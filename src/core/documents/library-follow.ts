import type { Operation } from '../../shared/circuit/operations';
import type { CircuitMeta } from '../../shared/contract';
import type { Result } from '../../shared/errors';
import { followInterface } from './hierarchy-rules';
import type { LibraryFacts } from './library-facts';
import type { OpenDocuments } from './open-documents';

/** What following a definition needs of the documents. */
export interface FollowHost {
  readonly documents: OpenDocuments;
  listCircuits(): CircuitMeta[];
  /** Tells every window the library changed (the palette lists interfaces and uses). */
  announceList(): void;
  /** Applies an edit as one change of its own. */
  apply(circuitId: string, operations: readonly Operation[], label: string): Result<unknown>;
}

/**
 * The library's bookkeeping after a circuit changed: a new interface or new subcircuits are
 * announced, and when its interface changed every circuit that places it follows, in one change of
 * its own ("Follow the ports of HalfAdder"): its instances get the new pins, and only the wires on
 * pins that are gone (or changed width) are removed. A failure there is logged and leaves that
 * circuit as it was (its instances then show older pins, which the simulator reports).
 */
export function followFacts(host: FollowHost, circuitId: string, before: LibraryFacts, after: LibraryFacts): void {
  const usesChanged = (before.uses ?? []).join() !== (after.uses ?? []).join();
  if (before.ports === after.ports && !usesChanged) return;
  host.announceList();
  if (before.ports === after.ports) return;
  const metas = host.listCircuits();
  const name = metas.find((m) => m.id === circuitId)?.name ?? 'a subcircuit';
  for (const user of metas) {
    if (user.id === circuitId || !user.uses?.includes(circuitId)) continue;
    const doc = host.documents.load(user.id);
    if (!doc.success) continue;
    const operations = followInterface(doc.data.state, circuitId, after.ports ?? '');
    if (operations.length === 0) continue;
    const followed = host.apply(user.id, operations, `Follow the ports of ${name}`);
    if (!followed.success) console.error(`[documents] ${user.name} could not follow ${name}: ${followed.error}`);
  }
}
