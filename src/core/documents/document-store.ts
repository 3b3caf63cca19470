import type { LibraryFacts } from './library-facts';
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

/** A change without its operations: what history lists and undo/redo labels need. */
export type ChangeSummary = Omit<StoredChange, 'forward' | 'inverse'>;

/** A change to record, before the store gives it an id and an index. */
export type NewChange = Omit<StoredChange, 'id' | 'index'>;

/**
 * A circuit as loaded: a full checkpoint and the changes after it. Applying `replay` in order to
 * `base.circuit` gives the content at `position`. Checkpoints keep `replay` short, so opening costs
 * about as much as reading the circuit once.
 */
export interface LoadedCircuit {
  readonly meta: CircuitMeta;
  readonly base: { readonly position: number; readonly circuit: Circuit };
  /** Forward operations of changes `base.position + 1 … position`, oldest first. */
  readonly replay: readonly (readonly Operation[])[];
  /** Number of changes applied. */
  readonly position: number;
  /** Number of changes stored (position+1..length are the redo tail). */
  readonly length: number;
}

/** Component and wire counts after a change, for the circuit list. */
export interface CircuitCounts {
  readonly componentCount: number;
  readonly wireCount: number;
  /** Its interface as a subcircuit and the circuits it places (see library-facts.ts). */
  readonly facts: LibraryFacts;
}

/** What the store learns about the content after a change was applied in memory. */
export interface ContentAfter {
  readonly counts: CircuitCounts;
  /**
   * The whole content. A store calls it only when it takes a checkpoint, so the common edit never
   * pays for serialising the circuit.
   */
  snapshot(): Circuit;
}

/**
 * Where documents live. The main process backs it with SQLite (src/main/store); tests may use
 * {@link MemoryDocumentStore}. Each method is one atomic transaction: it happens entirely or throws
 * and changes nothing. Both implementations pass one shared suite
 * (test-support/document-store-contract.ts).
 */
export interface DocumentStore {
  /** Every circuit, most recently changed first. */
  listCircuits(): CircuitMeta[];
  getCircuit(id: string): CircuitMeta | undefined;
  /**
   * Stores a new circuit with no history; `circuit` must already satisfy the circuit's rules.
   * `serialized`, when given, is `JSON.stringify(circuit)` made already (in slices, for a big import);
   * `origin` says where it came from (`example:<id>`), kept in its meta.
   */
  createCircuit(name: string, circuit: Circuit, serialized?: string, origin?: string): CircuitMeta;
  loadCircuit(id: string): LoadedCircuit | undefined;
  renameCircuit(id: string, name: string): CircuitMeta | undefined;
  /** Deletes a circuit with its history and checkpoints. */
  deleteCircuit(id: string): boolean;
  /** Records a change after the current position, dropping any redo tail, and moves the position onto it. */
  appendChange(circuitId: string, change: NewChange, after: ContentAfter): StoredChange;
  /** Moves the history position (undo, redo, jump) to where `after` describes the content. */
  moveTo(circuitId: string, position: number, after: ContentAfter): void;
  /** The change at a 1-based index. */
  getChange(circuitId: string, index: number): StoredChange | undefined;
  getChangeSummary(circuitId: string, index: number): ChangeSummary | undefined;
  /** The history without operations, oldest first. */
  listChanges(circuitId: string): ChangeSummary[];
  getLastOpened(): string | undefined;
  setLastOpened(id: string): void;
}
