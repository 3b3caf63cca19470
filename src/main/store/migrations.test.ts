import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DocumentService } from '../../core/documents/document-service';
import { EventBus } from '../../core/events';
import type { Operation } from '../../shared/circuit/operations';
import { openDatabase } from './database';
import { MIGRATIONS, SCHEMA_VERSION, userVersion } from './migrations';
import { SqliteConversationStore } from './sqlite-conversation-store';
import { SqliteDocumentStore } from './sqlite-document-store';
import { temporaryFolder } from './test-support/harness';

const addSwitch = (n: number): Operation[] => [
  {
    op: 'addComponent',
    component: { id: `sw${n}`, type: 'SWITCH_TOGGLE', label: `SW${n}`, x: n * 10, y: 0, rotation: 0, properties: {} },
  },
];

/** Every row of every table, with the columns it has now, in storage order. */
function dump(db: Database.Database): Map<string, { columns: string[]; rows: unknown[] }> {
  const tables = db
    .prepare<[], string>("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .pluck()
    .all();
  return new Map(
    tables.map((table) => {
      const columns = db.prepare<[], string>(`SELECT name FROM pragma_table_info('${table}')`).pluck().all();
      return [table, { columns, rows: db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all() }];
    }),
  );
}

describe('migration 2 (what an assistant turn stores)', () => {
  let folder: ReturnType<typeof temporaryFolder>;
  let file: string;
  let db: Database.Database | undefined;
  beforeEach(() => {
    folder = temporaryFolder();
    file = join(folder.dir, 'circuitforge.db');
  });
  afterEach(() => {
    db?.close();
    folder.remove();
  });

  /** A database left at version 1 by the previous release, with circuits, history, checkpoints and conversations. */
  function versionOneWithData() {
    const old = openDatabase(file, { migrations: MIGRATIONS.slice(0, 1) }).db;
    expect(userVersion(old)).toBe(1);
    // Today's document store writes circuits' `origin` (version 3), `ports` and `uses` (version 4):
    // the columns are there while it writes the circuits and dropped again before anything is
    // compared, leaving version 1's tables.
    old.exec('ALTER TABLE circuits ADD COLUMN origin TEXT');
    old.exec('ALTER TABLE circuits ADD COLUMN ports TEXT');
    old.exec('ALTER TABLE circuits ADD COLUMN uses TEXT');
    const documents = new DocumentService(
      new SqliteDocumentStore(old, { checkpoints: { every: 3, logRatio: 0 } }),
      new EventBus(),
    );
    const created = documents.create('Adder');
    if (!created.success) throw new Error(created.error);
    const circuitId = created.data.meta.id;
    let changeId = '';
    for (let n = 1; n <= 7; n++) {
      const applied = documents.apply(circuitId, addSwitch(n), `add ${n}`, n === 7 ? 'assistant' : 'user');
      if (!applied.success) throw new Error(applied.error);
      changeId = applied.data.changeId;
    }
    expect(documents.undo(circuitId).success).toBe(true);
    documents.create('Other');
    // As the version 1 conversation store wrote them.
    old.exec(`
      INSERT INTO settings (key, value, updated_at) VALUES ('appearance.theme', '"dark"', 5);
      INSERT INTO conversations (id, circuit_id, title, created_at, updated_at) VALUES
        ('k1', '${circuitId}', 'Switches', 10, 12), ('k2', NULL, 'Loose', 11, 11);
      INSERT INTO messages (id, conversation_id, seq, role, content, provider, model, input_tokens, output_tokens,
        created_at) VALUES
        ('m1', 'k1', 1, 'user', 'Add seven switches', NULL, NULL, NULL, NULL, 11),
        ('m2', 'k1', 2, 'assistant', 'Added them.', 'anthropic', 'claude-test', 900, 40, 12);
      INSERT INTO tool_calls (id, message_id, seq, name, arguments, result, success, change_id, created_at) VALUES
        ('t1', 'm2', 1, 'add_component', '{"type":"SWITCH_TOGGLE"}', '{"success":true}', 1, '${changeId}', 12),
        ('t2', 'm2', 2, 'connect', '{}', '{"success":false}', 0, NULL, 12);
    `);
    old.exec('ALTER TABLE circuits DROP COLUMN origin');
    old.exec('ALTER TABLE circuits DROP COLUMN ports');
    old.exec('ALTER TABLE circuits DROP COLUMN uses');
    const before = dump(old);
    for (const table of ['circuits', 'changes', 'checkpoints', 'conversations', 'messages', 'tool_calls', 'settings'])
      expect(before.get(table)!.rows.length, table).toBeGreaterThan(0);
    old.close();
    return { before, circuitId, changeId };
  }

  it('upgrades a version 1 database with data, keeping every row and column as it was', () => {
    const { before } = versionOneWithData();
    // Exactly to version 2, so a later migration does not change what this one is held to.
    const opened = openDatabase(file, { migrations: MIGRATIONS.slice(0, 2) });
    db = opened.db;
    expect(opened.setAside).toEqual([]);
    expect(userVersion(db)).toBe(2);
    for (const [table, { columns, rows }] of before) {
      const kept = db.prepare(`SELECT ${columns.join(', ')} FROM ${table} ORDER BY rowid`).all();
      expect(kept, table).toEqual(rows);
    }
    expect(db.prepare('SELECT mode, summary, summary_through FROM conversations').all()).toEqual([
      { mode: 'build', summary: null, summary_through: null },
      { mode: 'build', summary: null, summary_through: null },
    ]);
    const added = 'turn_id, status, turn_limit, rounds, cached_tokens, error';
    expect(db.prepare(`SELECT DISTINCT ${added} FROM messages`).all()).toEqual([
      { turn_id: null, status: null, turn_limit: null, rounds: null, cached_tokens: null, error: null },
    ]);
    expect(db.prepare('SELECT DISTINCT provider_call_id, status, ms FROM tool_calls').all()).toEqual([
      { provider_call_id: null, status: null, ms: null },
    ]);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(db.pragma('foreign_key_check')).toEqual([]);
  });

  it('reads the old rows as before, defaults new conversations to build, and stores turns in them', () => {
    const { circuitId, changeId } = versionOneWithData();
    db = openDatabase(file).db; // to the current version, as the app opens it
    const conversations = new SqliteConversationStore(db, () => 20);
    expect(conversations.getConversation('k1')).toEqual({
      meta: { id: 'k1', title: 'Switches', circuitId, createdAt: 10, updatedAt: 12, messageCount: 2, mode: 'build' },
      messages: [
        { id: 'm1', role: 'user', content: 'Add seven switches', createdAt: 11, toolCalls: [] },
        {
          id: 'm2',
          role: 'assistant',
          content: 'Added them.',
          provider: 'anthropic',
          model: 'claude-test',
          tokens: { input: 900, output: 40 },
          createdAt: 12,
          toolCalls: [
            {
              id: 't1',
              name: 'add_component',
              arguments: { type: 'SWITCH_TOGGLE' },
              result: { success: true },
              success: true,
              changeId,
              createdAt: 12,
            },
            {
              id: 't2',
              name: 'connect',
              arguments: {},
              result: { success: false },
              success: false,
              changeId: null,
              createdAt: 12,
            },
          ],
        },
      ],
    });
    expect(conversations.createConversation('New').mode).toBe('build');
    expect(conversations.setMode('k2', 'tutor')?.mode).toBe('tutor');
    expect(conversations.setSummary('k1', { text: 'Seven switches added.', throughMessageId: 'm2' })).toBe(true);
    const reply = conversations.appendMessage('k1', {
      role: 'assistant',
      content: 'Undone.',
      turnId: 'turn_9',
      status: 'done',
      rounds: 1,
      tokens: { input: 10, output: 2, cached: 8 },
    });
    expect(conversations.getConversation('k1')?.messages.at(-1)).toEqual(reply);

    // The history reads as before: six of seven changes applied, the seventh in the redo tail.
    const documents = new DocumentService(new SqliteDocumentStore(db), new EventBus());
    expect(documents.openCircuit(circuitId)).toMatchObject({
      success: true,
      data: { meta: { componentCount: 6 }, history: { position: 6, length: 7 } },
    });
    // Deleting the circuit still unlinks what pointed at it, and leaves the conversation's summary whole.
    expect(documents.delete(circuitId).success).toBe(true);
    expect(conversations.getConversation('k1')).toMatchObject({
      meta: { circuitId: null },
      messages: [{}, { toolCalls: [{ changeId: null }, { changeId: null }] }, {}],
    });
    expect(conversations.getSummary('k1')).toEqual({ text: 'Seven switches added.', throughMessageId: 'm2' });
    expect(db.pragma('foreign_key_check')).toEqual([]);
  });

  it('has the database itself refuse what the contract forbids in the new columns', () => {
    db = openDatabase(file).db;
    db.exec(`INSERT INTO conversations (id, title, created_at, updated_at) VALUES ('k', 'Chat', 1, 1);
      INSERT INTO messages (id, conversation_id, seq, role, content, created_at) VALUES ('m', 'k', 1, 'user', 'hi', 1);`);
    const refused = [
      "UPDATE conversations SET mode = 'chat'",
      "UPDATE conversations SET summary = 'text without its message'",
      "UPDATE conversations SET summary = 's', summary_through = 'message_missing'",
      "UPDATE messages SET status = 'finished'",
      "UPDATE messages SET turn_limit = 'time'",
      'UPDATE messages SET rounds = -1',
      'UPDATE messages SET rounds = 1.5',
      'UPDATE messages SET cached_tokens = 3',
      "UPDATE messages SET error = 'not json'",
      `INSERT INTO tool_calls (id, message_id, seq, name, arguments, result, success, created_at, status)
         VALUES ('t', 'm', 1, 'x', '{}', '{}', 1, 1, 'skipped')`,
      `INSERT INTO tool_calls (id, message_id, seq, name, arguments, result, success, created_at, ms)
         VALUES ('t', 'm', 1, 'x', '{}', '{}', 1, 1, -0.5)`,
    ];
    for (const statement of refused) expect(() => db!.exec(statement), statement).toThrow(/constraint|cannot store/i);
    db.exec("UPDATE conversations SET summary = 's', summary_through = 'm'");
    expect(() => db!.exec("DELETE FROM messages WHERE id = 'm'")).toThrow(/FOREIGN KEY/);
    expect(db.prepare('SELECT count(*) FROM messages').pluck().get()).toBe(1);
  });
});

describe('migration 3 (where a circuit came from)', () => {
  let folder: ReturnType<typeof temporaryFolder>;
  let db: Database.Database | undefined;
  beforeEach(() => {
    folder = temporaryFolder();
  });
  afterEach(() => {
    db?.close();
    folder.remove();
  });

  it('keeps the circuits made before, without an origin, and records the origin of new ones', () => {
    const file = join(folder.dir, 'circuitforge.db');
    const old = openDatabase(file, { migrations: MIGRATIONS.slice(0, 2) }).db;
    old.exec(`INSERT INTO circuits (id, name, created_at, updated_at, component_count, wire_count, position, length)
      VALUES ('circuit_old', 'Half adder', 1, 2, 0, 0, 0, 0)`);
    old.close();
    db = openDatabase(file).db;
    expect(userVersion(db)).toBe(SCHEMA_VERSION);
    const store = new SqliteDocumentStore(db);
    expect(store.getCircuit('circuit_old')).toEqual({
      id: 'circuit_old',
      name: 'Half adder',
      createdAt: 1,
      updatedAt: 2,
      componentCount: 0,
      wireCount: 0,
    });
    const copy = store.createCircuit('Half adder', { components: [], wires: [] }, undefined, 'example:half-adder');
    expect(copy.origin).toBe('example:half-adder');
    expect(store.listCircuits().find((c) => c.id === copy.id)?.origin).toBe('example:half-adder');
    expect(() => db!.exec(`UPDATE circuits SET origin = '${'x'.repeat(101)}'`)).toThrow(/CHECK/);
  });
});

describe('migration 4 (a circuit as a subcircuit: its ports, the circuits it places)', () => {
  let folder: ReturnType<typeof temporaryFolder>;
  let db: Database.Database | undefined;
  beforeEach(() => {
    folder = temporaryFolder();
  });
  afterEach(() => {
    db?.close();
    folder.remove();
  });

  it('keeps the circuits made before (no ports, no subcircuits) and keeps the facts of new ones up to date', () => {
    const file = join(folder.dir, 'circuitforge.db');
    const old = openDatabase(file, { migrations: MIGRATIONS.slice(0, 3) }).db;
    old.exec(`INSERT INTO circuits (id, name, created_at, updated_at, component_count, wire_count, position, length)
      VALUES ('circuit_old', 'Half adder', 1, 2, 0, 0, 0, 0)`);
    old.close();
    db = openDatabase(file).db;
    expect(userVersion(db)).toBe(SCHEMA_VERSION);
    const store = new SqliteDocumentStore(db);
    expect(store.getCircuit('circuit_old')).not.toHaveProperty('ports');
    const documents = new DocumentService(store, new EventBus());
    const made = store.createCircuit('Half', {
      components: [
        { id: 'a', type: 'PORT_IN', label: 'A', x: 0, y: 0, rotation: 0, properties: { width: 1, initial: 0 } },
        {
          id: 'u',
          type: 'SUBCIRCUIT',
          label: 'U1',
          x: 0,
          y: 0,
          rotation: 0,
          properties: { circuit: 'circuit_old', ports: '', title: '' },
        },
      ],
      wires: [],
    });
    expect(made).toMatchObject({ ports: 'A>', uses: ['circuit_old'] });
    const applied = documents.apply(made.id, [{ op: 'removeComponent', id: 'u' }], 'remove');
    expect(applied.success).toBe(true);
    expect(store.getCircuit(made.id)).toMatchObject({ ports: 'A>' });
    expect(store.getCircuit(made.id)).not.toHaveProperty('uses');
    expect(documents.undo(made.id).success).toBe(true);
    expect(store.getCircuit(made.id)).toMatchObject({ uses: ['circuit_old'] });
  });
});

describe('migration 6 (the course mode)', () => {
  let folder: ReturnType<typeof temporaryFolder>;
  let db: Database.Database | undefined;
  beforeEach(() => {
    folder = temporaryFolder();
  });
  afterEach(() => {
    db?.close();
    folder.remove();
  });

  it('rebuilds the conversations without losing a row or a message, and then takes course mode', () => {
    const file = join(folder.dir, 'circuitforge.db');
    const old = openDatabase(file, { migrations: MIGRATIONS.slice(0, 5) }).db;
    old.exec(`
      INSERT INTO conversations (id, circuit_id, title, created_at, updated_at, mode) VALUES
        ('k1', NULL, 'Adders', 10, 12, 'tutor'), ('k2', NULL, 'Loose', 11, 11, 'build');
      INSERT INTO messages (id, conversation_id, seq, role, content, created_at) VALUES
        ('m1', 'k1', 1, 'user', 'Explain', 11), ('m2', 'k1', 2, 'assistant', 'An adder adds.', 12);
      INSERT INTO tool_calls (id, message_id, seq, name, arguments, result, success, created_at) VALUES
        ('t1', 'm2', 1, 'explain_circuit', '{}', '{"success":true}', 1, 12);
      UPDATE conversations SET summary = 'Adders explained.', summary_through = 'm2' WHERE id = 'k1';
    `);
    const before = dump(old);
    old.close();
    db = openDatabase(file).db;
    expect(userVersion(db)).toBe(SCHEMA_VERSION);
    for (const table of ['conversations', 'messages', 'tool_calls']) {
      const { columns, rows } = before.get(table)!;
      expect(db.prepare(`SELECT ${columns.join(', ')} FROM ${table} ORDER BY rowid`).all(), table).toEqual(rows);
    }
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('foreign_key_check')).toEqual([]);
    db.exec("UPDATE conversations SET mode = 'course' WHERE id = 'k2'");
    expect(() => db!.exec("UPDATE conversations SET mode = 'chat'")).toThrow(/constraint/i);
    // The references still hold both ways: a summarised message cannot go; a conversation takes its messages along.
    expect(() => db!.exec("DELETE FROM messages WHERE id = 'm2'")).toThrow(/FOREIGN KEY/);
    db.exec("UPDATE conversations SET summary = NULL, summary_through = NULL WHERE id = 'k1'");
    db.exec("DELETE FROM conversations WHERE id = 'k1'");
    expect(db.prepare('SELECT count(*) FROM messages').pluck().get()).toBe(0);
    expect(
      db
        .prepare<[], string>("SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'conversations'")
        .pluck()
        .all()
        .filter((n) => !n.startsWith('sqlite_'))
        .sort(),
    ).toEqual(['conversations_by_circuit', 'conversations_by_summary', 'conversations_by_update']);
  });
});

describe('migration 7 (changes made over MCP)', () => {
  let folder: ReturnType<typeof temporaryFolder>;
  let db: Database.Database | undefined;
  beforeEach(() => {
    folder = temporaryFolder();
  });
  afterEach(() => {
    db?.close();
    folder.remove();
  });

  it('rebuilds the change log without losing a change or a tool call pointing at one, and then takes "mcp"', () => {
    const file = join(folder.dir, 'circuitforge.db');
    const old = openDatabase(file, { migrations: MIGRATIONS.slice(0, 6) }).db;
    const documents = new DocumentService(new SqliteDocumentStore(old), new EventBus());
    const made = documents.create('Adder');
    if (!made.success) throw new Error(made.error);
    const id = made.data.meta.id;
    const add: Operation = {
      op: 'addComponent',
      component: { id: 'g', type: 'AND_2', label: 'G1', x: 0, y: 0, rotation: 0, properties: {} },
    };
    const applied = documents.apply(id, [add], 'Add G1', 'assistant');
    if (!applied.success) throw new Error(applied.error);
    old.exec(`
      INSERT INTO conversations (id, circuit_id, title, created_at, updated_at, mode) VALUES ('k1', NULL, 'A', 1, 1, 'build');
      INSERT INTO messages (id, conversation_id, seq, role, content, created_at) VALUES ('m1', 'k1', 1, 'assistant', 'Done', 1);
      INSERT INTO tool_calls (id, message_id, seq, name, arguments, result, success, created_at, change_id)
        VALUES ('t1', 'm1', 1, 'add_component', '{}', '{"success":true}', 1, 1, '${applied.data.changeId}');
    `);
    const before = dump(old);
    old.close();
    db = openDatabase(file).db;
    expect(userVersion(db)).toBe(SCHEMA_VERSION);
    for (const table of ['changes', 'tool_calls']) {
      const { columns, rows } = before.get(table)!;
      expect(db.prepare(`SELECT ${columns.join(', ')} FROM ${table} ORDER BY rowid`).all(), table).toEqual(rows);
    }
    expect(db.pragma('foreign_key_check')).toEqual([]);
    const reopened = new DocumentService(new SqliteDocumentStore(db), new EventBus());
    const moved = reopened.apply(
      id,
      [{ op: 'updateComponent', id: 'g', set: { x: 40 } }],
      'MCP: move_component',
      'mcp',
    );
    expect(moved.success).toBe(true);
    const history = reopened.history(id);
    expect(history.success && history.data.entries.map((e) => [e.label, e.source])).toEqual([
      ['Add G1', 'assistant'],
      ['MCP: move_component', 'mcp'],
    ]);
    expect(() => db!.exec("UPDATE changes SET source = 'robot'")).toThrow(/constraint/i);
    // Deleting the circuit still takes its changes along, and the tool call keeps its row.
    db.exec(`DELETE FROM circuits WHERE id = '${id}'`);
    expect(db.prepare('SELECT count(*) FROM changes').pluck().get()).toBe(0);
    expect(db.prepare("SELECT change_id FROM tool_calls WHERE id = 't1'").pluck().get()).toBeNull();
  });
});
