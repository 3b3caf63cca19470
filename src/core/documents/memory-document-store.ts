import type { Circuit } from '../../shared/circuit/types';
import { CircuitState } from '../../shared/circuit/circuit-state';
import type { Operation } from '../../shared/circuit/operations';
import type { CircuitMeta } from '../../shared/contract';
import { createId } from '../../shared/ids';
import type { CircuitCounts, DocumentStore, LoadedCircuit, NewChange, StoredChange } from './document-store';

interface MemoryCircuit {
  meta: CircuitMeta;
  state: CircuitState;
  changes: StoredChange[];
  position: number;
}

/** A {@link DocumentStore} in memory: for tests, and the reference the SQLite store must match. */
export class MemoryDocumentStore implements DocumentStore {
  private readonly circuits = new Map<string, MemoryCircuit>();
  private lastOpened: string | undefined;

  constructor(private readonly now: () => number = Date.now) {}

  listCircuits(): CircuitMeta[] {
    return [...this.circuits.values()].map((c) => c.meta).sort((a, b) => b.updatedAt - a.updatedAt);
  }

  createCircuit(name: string, circuit: Circuit): CircuitMeta {
    const state = CircuitState.fromCircuit(circuit);
    if (!state.success) throw new Error(`createCircuit got an invalid circuit: ${state.error}`);
    const time = this.now();
    const meta: CircuitMeta = {
      id: createId('circuit'),
      name,
      createdAt: time,
      updatedAt: time,
      componentCount: circuit.components.length,
      wireCount: circuit.wires.length,
    };
    this.circuits.set(meta.id, { meta, state: state.data, changes: [], position: 0 });
    return meta;
  }

  loadCircuit(id: string): LoadedCircuit | undefined {
    const c = this.circuits.get(id);
    return c && { meta: c.meta, circuit: c.state.toJSON(), position: c.position, length: c.changes.length };
  }

  renameCircuit(id: string, name: string): CircuitMeta | undefined {
    const c = this.circuits.get(id);
    if (!c) return undefined;
    c.meta = { ...c.meta, name, updatedAt: this.now() };
    return c.meta;
  }

  deleteCircuit(id: string): boolean {
    if (this.lastOpened === id) this.lastOpened = undefined;
    return this.circuits.delete(id);
  }

  appendChange(circuitId: string, change: NewChange, counts: CircuitCounts): StoredChange {
    const c = this.require(circuitId);
    this.applyOrThrow(c, change.forward);
    c.changes.length = c.position;
    const stored: StoredChange = { ...change, id: createId('change'), index: c.position + 1 };
    c.changes.push(stored);
    c.position++;
    c.meta = { ...c.meta, ...counts, updatedAt: this.now() };
    return stored;
  }

  moveTo(circuitId: string, position: number, applied: readonly Operation[], counts: CircuitCounts): void {
    const c = this.require(circuitId);
    if (position < 0 || position > c.changes.length) throw new Error(`position ${position} is outside the history`);
    this.applyOrThrow(c, applied);
    c.position = position;
    c.meta = { ...c.meta, ...counts, updatedAt: this.now() };
  }

  getChange(circuitId: string, index: number): StoredChange | undefined {
    return this.circuits.get(circuitId)?.changes[index - 1];
  }

  listChanges(circuitId: string): Omit<StoredChange, 'forward' | 'inverse'>[] {
    return (this.circuits.get(circuitId)?.changes ?? []).map(({ forward: _f, inverse: _i, ...rest }) => rest);
  }

  getLastOpened(): string | undefined {
    return this.lastOpened;
  }

  setLastOpened(id: string): void {
    this.lastOpened = id;
  }

  private require(id: string): MemoryCircuit {
    const c = this.circuits.get(id);
    if (!c) throw new Error(`no circuit ${id}`);
    return c;
  }

  private applyOrThrow(c: MemoryCircuit, operations: readonly Operation[]): void {
    if (operations.length === 0) return;
    const result = c.state.apply(operations);
    if (!result.success) throw new Error(`stored operations do not apply: ${result.error}`);
  }
}
