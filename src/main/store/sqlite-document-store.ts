import type Database from 'better-sqlite3';
import { factsOfCircuit, type LibraryFacts } from '../../core/documents/library-facts';
import type {
  ChangeSummary,
  ContentAfter,
  DocumentStore,
  LoadedCircuit,
  NewChange,
  StoredChange,
} from '../../core/documents/document-store';
import type { Operation } from '../../shared/circuit/operations';
import type { Circuit } from '../../shared/circuit/types';
import type { ChangeSource, CircuitMeta } from '../../shared/contract';
import { createId } from '../../shared/ids';
import { DEFAULT_CHECKPOINT_POLICY, shouldCheckpoint, type CheckpointPolicy } from './checkpoint-policy';

export interface SqliteDocumentStoreOptions {
  readonly checkpoints?: CheckpointPolicy;
  readonly now?: () => number;
}

interface ChangeRow {
  id: string;
  index: number;
  label: string;
  source: ChangeSource;
  createdAt: number;
  forward: string;
  inverse: string;
}

const META = `id, name, created_at AS createdAt, updated_at AS updatedAt,
  component_count AS componentCount, wire_count AS wireCount, origin, ports, uses`;

/**
 * A `circuits` row as META reads it: `origin` is NULL for circuits made before it was recorded;
 * `ports` and `uses` are NULL for a circuit without ports or subcircuits.
 */
type MetaRow = Omit<CircuitMeta, 'origin' | 'ports' | 'uses'> & {
  origin: string | null;
  ports: string | null;
  uses: string | null;
};

/** The contract's meta of a row: no `origin`, `ports` or `uses` key where there is none. */
function toMeta({ origin, ports, uses, ...meta }: MetaRow): CircuitMeta {
  return {
    ...meta,
    ...(origin === null ? {} : { origin }),
    ...(ports === null ? {} : { ports }),
    ...(uses === null ? {} : { uses: JSON.parse(uses) as string[] }),
  };
}

/** The `ports` and `uses` columns of library facts. */
function factColumns(facts: LibraryFacts): [string | null, string | null] {
  return [facts.ports ?? null, facts.uses ? JSON.stringify(facts.uses) : null];
}
const SUMMARY = `id, idx AS "index", label, source, created_at AS createdAt`;

/**
 * The circuits and their history in SQLite (see migrations.ts for the tables). A circuit is a chain
 * of changes (forward and inverse operations as JSON) over full checkpoints; the row in `circuits`
 * holds the history position. An edit inserts one change row and moves the position; undo and redo
 * only move the position: none of them reads or writes the whole circuit, except the occasional
 * checkpoint (see checkpoint-policy.ts). Every method is one transaction.
 */
export class SqliteDocumentStore implements DocumentStore {
  private readonly policy: CheckpointPolicy;
  private readonly now: () => number;
  private readonly sql;

  constructor(
    private readonly db: Database.Database,
    options: SqliteDocumentStoreOptions = {},
  ) {
    this.policy = options.checkpoints ?? DEFAULT_CHECKPOINT_POLICY;
    this.now = options.now ?? Date.now;
    const p = <R>(source: string) => db.prepare<unknown[], R>(source);
    this.sql = {
      list: p<MetaRow>(`SELECT ${META} FROM circuits ORDER BY updated_at DESC, id`),
      meta: p<MetaRow>(`SELECT ${META} FROM circuits WHERE id = ?`),
      insertCircuit: p(
        `INSERT INTO circuits (id, name, created_at, updated_at, component_count, wire_count, position, length, origin,
           ports, uses)
         VALUES (?, ?, ?, ?, ?, ?, 0, 0, ?, ?, ?)`,
      ),
      rename: p('UPDATE circuits SET name = ?, updated_at = ? WHERE id = ?'),
      deleteCircuit: p('DELETE FROM circuits WHERE id = ?'),
      place: p<{ position: number; length: number }>('SELECT position, length FROM circuits WHERE id = ?'),
      move: p(
        `UPDATE circuits SET position = ?, length = ?, component_count = ?, wire_count = ?, updated_at = ?,
           ports = ?, uses = ?
         WHERE id = ?`,
      ),
      insertCheckpoint: p(
        `INSERT INTO checkpoints (circuit_id, position, content, content_bytes, log_bytes) VALUES (?, ?, ?, ?, ?)`,
      ),
      checkpointInfo: p<{ position: number; contentBytes: number; logBytes: number }>(
        `SELECT position, content_bytes AS contentBytes, log_bytes AS logBytes FROM checkpoints
         WHERE circuit_id = ? AND position <= ? ORDER BY position DESC LIMIT 1`,
      ),
      checkpoint: p<{ position: number; content: string }>(
        `SELECT position, content FROM checkpoints
         WHERE circuit_id = ? AND position <= ? ORDER BY position DESC LIMIT 1`,
      ),
      dropTailCheckpoints: p('DELETE FROM checkpoints WHERE circuit_id = ? AND position > ?'),
      dropTail: p('DELETE FROM changes WHERE circuit_id = ? AND idx > ?'),
      logBytes: p<{ logBytes: number }>('SELECT log_bytes AS logBytes FROM changes WHERE circuit_id = ? AND idx = ?'),
      insertChange: p(
        `INSERT INTO changes (id, circuit_id, idx, label, source, created_at, forward, inverse, log_bytes)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      change: p<ChangeRow>(`SELECT ${SUMMARY}, forward, inverse FROM changes WHERE circuit_id = ? AND idx = ?`),
      summary: p<ChangeSummary>(`SELECT ${SUMMARY} FROM changes WHERE circuit_id = ? AND idx = ?`),
      summaries: p<ChangeSummary>(`SELECT ${SUMMARY} FROM changes WHERE circuit_id = ? ORDER BY idx`),
      replay: p<{ forward: string }>(
        'SELECT forward FROM changes WHERE circuit_id = ? AND idx > ? AND idx <= ? ORDER BY idx',
      ),
      lastOpened: p<{ id: string | null }>('SELECT last_opened AS id FROM session WHERE id = 1'),
      setLastOpened: p('UPDATE session SET last_opened = ? WHERE id = 1'),
    };
  }

  listCircuits(): CircuitMeta[] {
    return this.sql.list.all().map(toMeta);
  }

  getCircuit(id: string): CircuitMeta | undefined {
    return this.metaOf(id);
  }

  private metaOf(id: string): CircuitMeta | undefined {
    const row = this.sql.meta.get(id);
    return row && toMeta(row);
  }

  createCircuit(name: string, circuit: Circuit, serialized?: string, origin?: string): CircuitMeta {
    return this.db.transaction(() => {
      const id = createId('circuit');
      const time = this.now();
      this.sql.insertCircuit.run(
        id,
        name,
        time,
        time,
        circuit.components.length,
        circuit.wires.length,
        origin ?? null,
        ...factColumns(factsOfCircuit(circuit)),
      );
      const content = serialized ?? JSON.stringify(circuit);
      this.sql.insertCheckpoint.run(id, 0, content, content.length, 0);
      return this.metaOf(id)!;
    })();
  }

  loadCircuit(id: string): LoadedCircuit | undefined {
    return this.db.transaction(() => {
      const meta = this.metaOf(id);
      if (!meta) return undefined;
      const { position, length } = this.sql.place.get(id)!;
      const checkpoint = this.sql.checkpoint.get(id, position);
      if (!checkpoint) throw new Error(`circuit ${id} has no checkpoint at or before ${position}`);
      const circuit = JSON.parse(checkpoint.content) as Circuit;
      if (!Array.isArray(circuit.components) || !Array.isArray(circuit.wires)) {
        throw new Error(`checkpoint ${checkpoint.position} of ${id} is not a circuit`);
      }
      const replay = this.sql.replay
        .all(id, checkpoint.position, position)
        .map((row) => JSON.parse(row.forward) as Operation[]);
      if (replay.length !== position - checkpoint.position) {
        throw new Error(`history of ${id} misses changes between ${checkpoint.position} and ${position}`);
      }
      return { meta, base: { position: checkpoint.position, circuit }, replay, position, length };
    })();
  }

  renameCircuit(id: string, name: string): CircuitMeta | undefined {
    return this.db.transaction(() => {
      if (this.sql.rename.run(name, this.now(), id).changes === 0) return undefined;
      return this.metaOf(id);
    })();
  }

  deleteCircuit(id: string): boolean {
    return this.db.transaction(() => this.sql.deleteCircuit.run(id).changes > 0)();
  }

  appendChange(circuitId: string, change: NewChange, after: ContentAfter): StoredChange {
    return this.db.transaction(() => {
      const place = this.sql.place.get(circuitId);
      if (!place) throw new Error(`no circuit ${circuitId}`);
      const { position } = place;
      if (place.length > position) {
        this.sql.dropTailCheckpoints.run(circuitId, position);
        this.sql.dropTail.run(circuitId, position);
      }
      const index = position + 1;
      const forward = JSON.stringify(change.forward);
      const inverse = JSON.stringify(change.inverse);
      const logBytes = this.logBytesAt(circuitId, position) + forward.length + inverse.length;
      const id = createId('change');
      const { label, source, createdAt } = change;
      this.sql.insertChange.run(id, circuitId, index, label, source, createdAt, forward, inverse, logBytes);
      const last = this.sql.checkpointInfo.get(circuitId, position);
      if (!last) throw new Error(`circuit ${circuitId} has no checkpoint at or before ${position}`);
      const since = { changes: index - last.position, logBytes: logBytes - last.logBytes };
      if (shouldCheckpoint(this.policy, { ...since, checkpointBytes: last.contentBytes })) {
        const content = JSON.stringify(after.snapshot());
        this.sql.insertCheckpoint.run(circuitId, index, content, content.length, logBytes);
      }
      this.move(circuitId, index, index, after);
      return { id, index, label, source, createdAt, forward: change.forward, inverse: change.inverse };
    })();
  }

  moveTo(circuitId: string, position: number, after: ContentAfter): void {
    this.db.transaction(() => {
      const place = this.sql.place.get(circuitId);
      if (!place) throw new Error(`no circuit ${circuitId}`);
      if (!Number.isInteger(position) || position < 0 || position > place.length) {
        throw new Error(`position ${position} is outside the history of ${circuitId}`);
      }
      this.move(circuitId, position, place.length, after);
    })();
  }

  getChange(circuitId: string, index: number): StoredChange | undefined {
    const row = this.sql.change.get(circuitId, index);
    if (!row) return undefined;
    return {
      ...row,
      forward: JSON.parse(row.forward) as Operation[],
      inverse: JSON.parse(row.inverse) as Operation[],
    };
  }

  getChangeSummary(circuitId: string, index: number): ChangeSummary | undefined {
    return this.sql.summary.get(circuitId, index);
  }

  listChanges(circuitId: string): ChangeSummary[] {
    return this.sql.summaries.all(circuitId);
  }

  getLastOpened(): string | undefined {
    return this.sql.lastOpened.get()?.id ?? undefined;
  }

  setLastOpened(id: string): void {
    this.sql.setLastOpened.run(id);
  }

  private logBytesAt(circuitId: string, position: number): number {
    if (position === 0) return 0;
    const row = this.sql.logBytes.get(circuitId, position);
    if (!row) throw new Error(`history of ${circuitId} has no change ${position}`);
    return row.logBytes;
  }

  private move(circuitId: string, position: number, length: number, after: ContentAfter): void {
    const { componentCount, wireCount, facts } = after.counts;
    this.sql.move.run(position, length, componentCount, wireCount, this.now(), ...factColumns(facts), circuitId);
  }
}
