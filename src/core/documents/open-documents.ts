import { CircuitState } from '../../shared/circuit/circuit-state';
import { shapeOfState, type CircuitShape } from '../../shared/circuit/flat-size';
import type { Operation } from '../../shared/circuit/operations';
import { fail, ok, type Failure, type Result } from '../../shared/errors';
import type { ContentAfter, DocumentStore } from './document-store';
import { factsOfState } from './library-facts';

/** A circuit held in memory: its state and where its history stands. */
export interface OpenDocument {
  readonly id: string;
  readonly state: CircuitState;
  revision: number;
  position: number;
  length: number;
}

/**
 * The circuits held in memory, each read from the store once (its checkpoint, then the changes
 * after it replayed) and kept: every later edit, undo or redo touches only what it changes.
 */
export class OpenDocuments {
  private readonly open = new Map<string, OpenDocument>();

  constructor(private readonly store: DocumentStore) {}

  /** A circuit in memory, read from the store the first time. Throws when the stored history no longer applies. */
  load(id: string): Result<OpenDocument> {
    const cached = this.open.get(id);
    if (cached) return ok(cached);
    const loaded = this.store.loadCircuit(id);
    if (!loaded) return notFound(id);
    const state = CircuitState.fromCircuit(loaded.base.circuit);
    if (!state.success) throw new Error(`checkpoint of ${id} is invalid: ${state.error}`);
    loaded.replay.forEach((operations, i) => {
      const result = state.data.apply(operations);
      if (!result.success) {
        throw new Error(`change ${loaded.base.position + i + 1} of ${id} does not apply: ${result.error}`);
      }
    });
    const doc: OpenDocument = { id, state: state.data, revision: 0, position: loaded.position, length: loaded.length };
    this.open.set(id, doc);
    return ok(doc);
  }

  /** Holds a circuit just stored (an import) as it is: reading it back would cost as much again. */
  adopt(id: string, state: CircuitState): void {
    this.open.set(id, { id, state, revision: 0, position: 0, length: 0 });
  }

  forget(id: string): void {
    this.open.delete(id);
  }

  /** A circuit's own parts and the subcircuits it places (for the size of hierarchies). */
  shapeOf(id: string): CircuitShape | undefined {
    const doc = this.load(id);
    return doc.success ? shapeOfState(doc.data.state) : undefined;
  }

  /** How many instances of `definition` a circuit places. */
  usesOf(circuitId: string, definition: string): number {
    const doc = this.load(circuitId);
    return doc.success ? (doc.data.state.uses().get(definition) ?? 0) : 0;
  }
}

/** What the store writes with a change: the counts and facts, and the content for a checkpoint. */
export function contentAfter(state: CircuitState): ContentAfter {
  return {
    counts: { componentCount: state.componentCount, wireCount: state.wireCount, facts: factsOfState(state) },
    snapshot: () => state.toJSON(),
  };
}

/** Applies an inverse to take a state back; a failure here is a bug. */
export function rollBack(state: CircuitState, inverse: readonly Operation[]): void {
  if (inverse.length === 0) return;
  const result = state.apply(inverse);
  if (!result.success) throw new Error(`rollback failed: ${result.error}`);
}

export function notFound(id: string): Failure {
  return fail('NOT_FOUND', `No circuit has id "${id}".`, 'List the circuits to see their ids.');
}
