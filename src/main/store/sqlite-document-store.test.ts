import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DocumentService } from '../../core/documents/document-service';
import { EventBus } from '../../core/events';
import type { Operation } from '../../shared/circuit/operations';
import { openDatabase } from './database';
import { SqliteDocumentStore } from './sqlite-document-store';
import { temporaryFolder } from './test-support/harness';

function addSwitch(n: number): Operation[] {
  return [
    {
      op: 'addComponent',
      component: { id: `sw${n}`, type: 'SWITCH_TOGGLE', label: `SW${n}`, x: n * 10, y: 0, rotation: 0, properties: {} },
    },
  ];
}

describe('SqliteDocumentStore', () => {
  let folder: ReturnType<typeof temporaryFolder>;
  let db: Database.Database;
  beforeEach(() => {
    folder = temporaryFolder();
    db = openDatabase(join(folder.dir, 'circuitforge.db')).db;
  });
  afterEach(() => {
    db.close();
    folder.remove();
  });
  const checkpoints = (id: string) =>
    db.prepare('SELECT position FROM checkpoints WHERE circuit_id = ? ORDER BY position').pluck().all(id);

  it('checkpoints after the set number of changes and opens from the nearest one at or before the position', () => {
    const store = new SqliteDocumentStore(db, { checkpoints: { every: 3, logRatio: 0 } });
    const service = new DocumentService(store, new EventBus());
    const created = service.create('C');
    if (!created.success) throw new Error(created.error);
    const id = created.data.meta.id;
    for (let n = 1; n <= 10; n++) expect(service.apply(id, addSwitch(n), `add ${n}`).success).toBe(true);
    expect(checkpoints(id)).toEqual([0, 3, 6, 9]);
    expect(store.loadCircuit(id)).toMatchObject({ base: { position: 9 }, position: 10 });
    expect(store.loadCircuit(id)?.replay).toHaveLength(1);

    expect(service.jump(id, 5).success).toBe(true);
    const loaded = store.loadCircuit(id)!;
    expect(loaded.base.position).toBe(3);
    expect(loaded.replay).toEqual([addSwitch(4), addSwitch(5)]);
    expect(loaded.base.circuit.components.map((c) => c.id)).toEqual(['sw1', 'sw2', 'sw3']);

    // A new change after the undo drops the redo tail and the checkpoints inside it; the new
    // checkpoint at 6 holds the new content.
    expect(service.apply(id, addSwitch(11), 'add 11').success).toBe(true);
    expect(checkpoints(id)).toEqual([0, 3, 6]);
    const content = db.prepare('SELECT content FROM checkpoints WHERE circuit_id = ? AND position = 6').pluck().get(id);
    const ids = (JSON.parse(content as string) as { components: { id: string }[] }).components.map((c) => c.id);
    expect(ids).toEqual(['sw1', 'sw11', 'sw2', 'sw3', 'sw4', 'sw5']);
    expect(store.listChanges(id).map((c) => c.index)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('waits until the log since the last checkpoint outweighs it, so edits of a big circuit do not pay for it', () => {
    const store = new SqliteDocumentStore(db, { checkpoints: { every: 2, logRatio: 1 } });
    const big = {
      components: Array.from({ length: 200 }, (_v, i) => addSwitch(1000 + i)[0]!).map((op) =>
        op.op === 'addComponent' ? op.component : never(),
      ),
      wires: [],
    };
    const meta = store.createCircuit('Big', big);
    const service = new DocumentService(store, new EventBus());
    for (let n = 1; n <= 20; n++) expect(service.apply(meta.id, addSwitch(n), `add ${n}`).success).toBe(true);
    // 20 small changes weigh far less than 200 components: only the initial checkpoint exists.
    expect(checkpoints(meta.id)).toEqual([0]);
  });

  it('rolls back a change SQLite cannot store (disk full), in memory and on disk, and recovers after', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = new SqliteDocumentStore(db);
    const events = new EventBus();
    const notices: string[] = [];
    events.subscribe((m) => void (m.name === 'app.notice' && notices.push(m.payload.level)));
    const service = new DocumentService(store, events);
    const created = service.create('C');
    if (!created.success) throw new Error(created.error);
    const id = created.data.meta.id;
    expect(service.apply(id, addSwitch(1), 'small').success).toBe(true);
    // A real SQLITE_FULL: the file may not grow past its current size.
    const pages = db.pragma('page_count', { simple: true }) as number;
    db.pragma(`max_page_count = ${pages}`);
    const huge = Array.from({ length: 400 }, (_v, i) => addSwitch(100 + i)[0]!);
    expect(service.apply(id, huge, 'huge')).toMatchObject({ success: false, code: 'STORAGE_FAILED' });
    expect(notices).toEqual(['error']);
    expect(service.stateOf(id)).toMatchObject({ success: true });
    expect(store.loadCircuit(id)).toMatchObject({ position: 1, length: 1 });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');

    db.pragma('max_page_count = 1073741823');
    expect(service.apply(id, huge, 'huge again').success).toBe(true);
    expect(store.loadCircuit(id)).toMatchObject({ position: 2, length: 2 });
    expect(log).toHaveBeenCalledWith('[STORAGE_FAILED] huge', expect.objectContaining({ code: 'SQLITE_FULL' }));
    log.mockRestore();
  });

  it('nulls a tool call link when its change leaves the history, keeping foreign keys whole', () => {
    const store = new SqliteDocumentStore(db);
    const meta = store.createCircuit('C', { components: [], wires: [] });
    const after = {
      counts: { componentCount: 1, wireCount: 0, facts: {} },
      snapshot: () => ({ components: [], wires: [] }),
    };
    const change = store.appendChange(
      meta.id,
      { label: 'AI', source: 'assistant', createdAt: 1, forward: addSwitch(1), inverse: [] },
      after,
    );
    db.exec(`INSERT INTO conversations (id, circuit_id, title, created_at, updated_at)
        VALUES ('k', '${meta.id}', 'Chat', 1, 1);
      INSERT INTO messages (id, conversation_id, seq, role, content, created_at) VALUES ('m', 'k', 1, 'assistant', 'Done', 1);
      INSERT INTO tool_calls (id, message_id, seq, name, arguments, result, success, change_id, created_at)
        VALUES ('t', 'm', 1, 'add_component', '{}', '{}', 1, '${change.id}', 1);`);
    store.deleteCircuit(meta.id);
    expect(db.prepare("SELECT change_id FROM tool_calls WHERE id = 't'").pluck().get()).toBeNull();
    expect(db.prepare("SELECT circuit_id FROM conversations WHERE id = 'k'").pluck().get()).toBeNull();
    expect(db.pragma('foreign_key_check')).toEqual([]);
  });
});

function never(): never {
  throw new Error('unreachable');
}
