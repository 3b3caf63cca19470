import type { Circuit } from '../../shared/circuit/types';
import type { Operation } from '../../shared/circuit/operations';
import type { ChangeSource, CircuitMeta } from '../../shared/contract';

/** One stored change: its forward operations and their inverse. */
export interface StoredChange {
  readonly id: string;
  /** 1-based place in the circuit's history. */
  readonly index: number;
  readonly label: string;
  readonly source: ChangeSource;
  readonly createdAt: number;
  readonly forward: readonly Operation[];
  readonly inverse: readonly Operation[];
}

/** A change to record, before the store gives it an id and an index. */
export type NewChange = Omit<StoredChange, 'id' | 'index'>;

/** A circuit as loaded: its content at the current history position. */
export interface LoadedCircuit {
  readonly meta: CircuitMeta;
  readonly circuit: Circuit;
  /** Number of changes applied. */
  readonly position: number;
  /** Number of changes stored (position..length are the redo tail). */
  readonly length: number;
}

/** Component and wire counts after a change, for the circuit list. */
export interface CircuitCounts {
  readonly componentCount: number;
  readonly wireCount: number;
}

/**
 * Where documents live. The main process backs it with SQLite (src/main/store); tests may use
 * {@link MemoryDocumentStore}. Each method is one atomic transaction: it happens entirely or throws
 * and changes nothing.
 */
export interface DocumentStore {
  listCircuits(): CircuitMeta[];
  createCircuit(name: string, circuit: Circuit): CircuitMeta;
  loadCircuit(id: string): LoadedCircuit | undefined;
  renameCircuit(id: string, name: string): CircuitMeta | undefined;
  deleteCircuit(id: string): boolean;
  /** Records a change after the current position, dropping any redo tail, and moves the position onto it. */
  appendChange(circuitId: string, change: NewChange, counts: CircuitCounts): StoredChange;
  /** Moves the history position (undo, redo, jump); `applied` are the operations that took the circuit there. */
  moveTo(circuitId: string, position: number, applied: readonly Operation[], counts: CircuitCounts): void;
  /** The change at a 1-based index. */
  getChange(circuitId: string, index: number): StoredChange | undefined;
  /** The history without operations, oldest first. */
  listChanges(circuitId: string): Omit<StoredChange, 'forward' | 'inverse'>[];
  getLastOpened(): string | undefined;
  setLastOpened(id: string): void;
}
