import type { Circuit } from '../../shared/circuit/types';
import { factsOfCircuit, type LibraryFacts } from './library-facts';
import { CircuitState } from '../../shared/circuit/circuit-state';
import type { Operation } from '../../shared/circuit/operations';
import type { CircuitMeta } from '../../shared/contract';
import { createId } from '../../shared/ids';
import type {
  ChangeSummary,
  ContentAfter,
  DocumentStore,
  LoadedCircuit,
  NewChange,
  StoredChange,
} from './document-store';

interface MemoryCircuit {
  meta: CircuitMeta;
  /** The content at `position`, kept by replaying the store's own changes. */
  state: CircuitState;
  changes: StoredChange[];
  position: number;
}

/**
 * A {@link DocumentStore} in memory: for tests, and the reference the SQLite store must match. It
 * keeps its own copy of every circuit and moves it with its own stored operations, so a caller
 * cannot make it agree with a wrong state.
 */
export class MemoryDocumentStore implements DocumentStore {
  private readonly circuits = new Map<string, MemoryCircuit>();
  private lastOpened: string | undefined;

  constructor(private readonly now: () => number = Date.now) {}

  listCircuits(): CircuitMeta[] {
    return [...this.circuits.values()].map((c) => c.meta).sort(byRecentChange);
  }

  getCircuit(id: string): CircuitMeta | undefined {
    return this.circuits.get(id)?.meta;
  }

  createCircuit(name: string, circuit: Circuit, _serialized?: string, origin?: string): CircuitMeta {
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
      ...(origin === undefined ? {} : { origin }),
      ...withFacts(factsOfCircuit(circuit)),
    };
    this.circuits.set(meta.id, { meta, state: state.data, changes: [], position: 0 });
    return meta;
  }

  loadCircuit(id: string): LoadedCircuit | undefined {
    const c = this.circuits.get(id);
    if (!c) return undefined;
    return {
      meta: c.meta,
      base: { position: c.position, circuit: c.state.toJSON() },
      replay: [],
      position: c.position,
      length: c.changes.length,
    };
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

  appendChange(circuitId: string, change: NewChange, after: ContentAfter): StoredChange {
    const c = this.require(circuitId);
    applyOrThrow(c.state, change.forward);
    c.changes.length = c.position;
    const stored: StoredChange = { ...change, id: createId('change'), index: c.position + 1 };
    c.changes.push(stored);
    c.position++;
    c.meta = metaAfter(c.meta, after, this.now());
    return stored;
  }

  moveTo(circuitId: string, position: number, after: ContentAfter): void {
    const c = this.require(circuitId);
    if (!Number.isInteger(position) || position < 0 || position > c.changes.length) {
      throw new Error(`position ${position} is outside the history of ${circuitId}`);
    }
    const steps: Operation[][] = [];
    for (let p = c.position; p > position; p--) steps.push(c.changes[p - 1]!.inverse.slice());
    for (let p = c.position; p < position; p++) steps.push(c.changes[p]!.forward.slice());
    // One apply over all the steps: a change that no longer applies leaves the store as it was.
    applyOrThrow(c.state, steps.flat());
    c.position = position;
    c.meta = metaAfter(c.meta, after, this.now());
  }

  getChange(circuitId: string, index: number): StoredChange | undefined {
    return this.circuits.get(circuitId)?.changes[index - 1];
  }

  getChangeSummary(circuitId: string, index: number): ChangeSummary | undefined {
    const change = this.getChange(circuitId, index);
    return change && summary(change);
  }

  listChanges(circuitId: string): ChangeSummary[] {
    return (this.circuits.get(circuitId)?.changes ?? []).map(summary);
  }

  getLastOpened(): string | undefined {
    return this.lastOpened;
  }

  setLastOpened(id: string): void {
    if (!this.circuits.has(id)) throw new Error(`no circuit ${id}`);
    this.lastOpened = id;
  }

  private require(id: string): MemoryCircuit {
    const c = this.circuits.get(id);
    if (!c) throw new Error(`no circuit ${id}`);
    return c;
  }
}

function summary({ forward: _f, inverse: _i, ...rest }: StoredChange): ChangeSummary {
  return rest;
}

function applyOrThrow(state: CircuitState, operations: readonly Operation[]): void {
  if (operations.length === 0) return;
  const result = state.apply(operations);
  if (!result.success) throw new Error(`stored operations do not apply: ${result.error}`);
}

/** Most recently changed first; ties (same millisecond) by id, so the order is stable. */
export function byRecentChange(a: CircuitMeta, b: CircuitMeta): number {
  return b.updatedAt - a.updatedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The meta after a change: the new counts and library facts (absent facts leave no key behind). */
function metaAfter(meta: CircuitMeta, after: ContentAfter, now: number): CircuitMeta {
  const { ports: _ports, uses: _uses, ...rest } = meta;
  const { facts, ...counts } = after.counts;
  return { ...rest, ...counts, updatedAt: now, ...withFacts(facts) };
}

function withFacts(facts: LibraryFacts): Pick<CircuitMeta, 'ports' | 'uses'> {
  return {
    ...(facts.ports !== undefined ? { ports: facts.ports } : {}),
    ...(facts.uses !== undefined ? { uses: [...facts.uses] } : {}),
  };
}
