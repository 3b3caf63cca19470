import type { Operation } from '../../shared/circuit/operations';
import type { ChangeSource } from '../../shared/contract';
import type { DocumentStore } from './document-store';
import { rollBack, type OpenDocument } from './open-documents';

/** What a walk through the history applied. */
export interface HistoryWalk {
  /** Every operation applied, in order (what `circuit.changed` carries). */
  readonly applied: Operation[];
  /** The label and source of the last change crossed. */
  readonly label: string;
  readonly source: ChangeSource;
  /** Takes the state back to where the walk began. */
  undo(): void;
}

/**
 * Applies the stored changes between a circuit's position and `target` (forward changes going
 * ahead, inverses going back) to its state in memory, all or nothing: a change that is missing or
 * no longer applies undoes what the walk did and throws (a bug or a corrupt store). Storing the new
 * position is the caller's.
 */
export function walkHistory(doc: OpenDocument, target: number, store: DocumentStore): HistoryWalk {
  const applied: Operation[] = [];
  const done: Operation[][] = [];
  const undo = () => {
    for (let i = done.length - 1; i >= 0; i--) rollBack(doc.state, done[i]!);
  };
  let label = '';
  let source: ChangeSource = 'user';
  for (let p = doc.position; p !== target;) {
    const forward = target > p;
    const change = store.getChange(doc.id, forward ? p + 1 : p);
    if (!change) {
      undo();
      throw new Error(`history of ${doc.id} has no change ${forward ? p + 1 : p}`);
    }
    const ops = forward ? change.forward : change.inverse;
    const result = doc.state.apply(ops);
    if (!result.success) {
      undo();
      throw new Error(`stored change ${change.id} no longer applies: ${result.error}`);
    }
    done.push(result.data.inverse);
    applied.push(...ops);
    label = change.label;
    source = change.source;
    p += forward ? 1 : -1;
  }
  return { applied, label, source, undo };
}
