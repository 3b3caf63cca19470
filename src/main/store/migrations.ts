import type Database from 'better-sqlite3';

/** One schema step. Version n is stored in `PRAGMA user_version` once step n has run. */
export interface Migration {
  readonly version: number;
  readonly description: string;
  /**
   * The step rebuilds a table that others refer to (SQLite's way to change a CHECK): foreign keys
   * are off while it runs, so dropping the old table deletes nothing through ON DELETE CASCADE,
   * and every reference is checked before the step commits.
   */
  readonly rebuildsTables?: boolean;
  up(db: Database.Database): void;
}

/**
 * Our mark in the database header (`PRAGMA application_id`, "CFrg"): a database with tables but
 * without it is not ours, and is moved aside instead of being written to.
 */
export const APPLICATION_ID = 0x43467267;

/**
 * Every schema step, oldest first. Never edit a released step: add the next one. Tables are STRICT
 * so a wrong type is an error, not a silent conversion.
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    description: 'circuits, history with checkpoints, session, settings, secrets, conversations',
    up(db) {
      db.pragma(`application_id = ${APPLICATION_ID}`);
      db.exec(`
        CREATE TABLE circuits (
          id TEXT PRIMARY KEY,
          name TEXT NOT NULL,
          created_at INTEGER NOT NULL,
          updated_at INTEGER NOT NULL,
          component_count INTEGER NOT NULL CHECK (component_count >= 0),
          wire_count INTEGER NOT NULL CHECK (wire_count >= 0),
          -- changes 1..position are applied; position+1..length are the redo tail
          position INTEGER NOT NULL CHECK (position >= 0),
          length INTEGER NOT NULL CHECK (length >= position)
        ) STRICT;

        CREATE TABLE changes (
          id TEXT PRIMARY KEY,
          circuit_id TEXT NOT NULL REFERENCES circuits (id) ON DELETE CASCADE,
          idx INTEGER NOT NULL CHECK (idx >= 1),
          label TEXT NOT NULL,
          source TEXT NOT NULL CHECK (source IN ('user', 'assistant')),
          created_at INTEGER NOT NULL,
          forward TEXT NOT NULL,
          inverse TEXT NOT NULL,
          -- bytes of forward + inverse of changes 1..idx: how much replay a checkpoint saves
          log_bytes INTEGER NOT NULL,
          UNIQUE (circuit_id, idx)
        ) STRICT;

        CREATE TABLE checkpoints (
          id INTEGER PRIMARY KEY,
          circuit_id TEXT NOT NULL REFERENCES circuits (id) ON DELETE CASCADE,
          position INTEGER NOT NULL CHECK (position >= 0),
          content TEXT NOT NULL,
          -- length of content, kept so the checkpoint policy never reads a large row
          content_bytes INTEGER NOT NULL,
          log_bytes INTEGER NOT NULL,
          UNIQUE (circuit_id, position)
        ) STRICT;

        CREATE TABLE session (
          id INTEGER PRIMARY KEY CHECK (id = 1),
          last_opened TEXT REFERENCES circuits (id) ON DELETE SET NULL
        ) STRICT;
        CREATE INDEX session_by_circuit ON session (last_opened);
        INSERT INTO session (id, last_opened) VALUES (1, NULL);

        CREATE TABLE settings (
          key TEXT PRIMARY KEY,
          value TEXT NOT NULL,
          updated_at INTEGER NOT NULL
        ) STRICT;

        CREATE TABLE secrets (
          name TEXT PRIMARY KEY,
          cipher TEXT NOT NULL,
          data BLOB NOT NULL,
          updated_at INTEGER NOT NULL
        ) STRICT;

        CREATE TABLE conversations (
          id TEXT PRIMARY KEY,
          circuit_id TEXT REFERENCES circuits (id) ON DELETE SET NULL,
          title TEXT NOT NULL,
          created_at INTEGER NOT NULL,
          updated_at INTEGER NOT NULL
        ) STRICT;
        CREATE INDEX conversations_by_circuit ON conversations (circuit_id);
        CREATE INDEX conversations_by_update ON conversations (updated_at DESC, id);

        CREATE TABLE messages (
          id TEXT PRIMARY KEY,
          conversation_id TEXT NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
          seq INTEGER NOT NULL,
          role TEXT NOT NULL CHECK (role IN ('user', 'assistant', 'system')),
          content TEXT NOT NULL,
          provider TEXT,
          model TEXT,
          input_tokens INTEGER CHECK (input_tokens >= 0),
          output_tokens INTEGER CHECK (output_tokens >= 0),
          created_at INTEGER NOT NULL,
          UNIQUE (conversation_id, seq)
        ) STRICT;

        CREATE TABLE tool_calls (
          id TEXT PRIMARY KEY,
          message_id TEXT NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
          seq INTEGER NOT NULL,
          name TEXT NOT NULL,
          arguments TEXT NOT NULL,
          result TEXT NOT NULL,
          success INTEGER NOT NULL CHECK (success IN (0, 1)),
          -- the change the call made; kept as NULL when that change leaves the history
          change_id TEXT REFERENCES changes (id) ON DELETE SET NULL,
          created_at INTEGER NOT NULL,
          UNIQUE (message_id, seq)
        ) STRICT;
        CREATE INDEX tool_calls_by_change ON tool_calls (change_id);
      `);
    },
  },
  {
    version: 2,
    description: "assistant turns: mode and summary per conversation, a turn's status and counts, tool call ids",
    up(db) {
      // ADD COLUMN keeps every row where it is; each CHECK is tested against the existing rows.
      db.exec(`
        ALTER TABLE conversations ADD COLUMN mode TEXT NOT NULL DEFAULT 'build' CHECK (mode IN ('build', 'tutor'));
        ALTER TABLE conversations ADD COLUMN summary TEXT;
        -- the last message the summary covers; both set or both NULL
        ALTER TABLE conversations ADD COLUMN summary_through TEXT REFERENCES messages (id)
          CHECK ((summary IS NULL) = (summary_through IS NULL));
        -- deleting messages looks here for a summary still pointing at them
        CREATE INDEX conversations_by_summary ON conversations (summary_through);

        ALTER TABLE messages ADD COLUMN turn_id TEXT;
        ALTER TABLE messages ADD COLUMN status TEXT
          CHECK (status IN ('done', 'limit_reached', 'failed', 'cancelled'));
        ALTER TABLE messages ADD COLUMN turn_limit TEXT CHECK (turn_limit IN ('tool_calls', 'corrections'));
        ALTER TABLE messages ADD COLUMN rounds INTEGER CHECK (rounds >= 0);
        -- of input_tokens, those read from the provider's prompt cache
        ALTER TABLE messages ADD COLUMN cached_tokens INTEGER
          CHECK (cached_tokens IS NULL OR (cached_tokens >= 0 AND input_tokens IS NOT NULL));
        -- {code, message, hint} of a failed turn, as the user was told
        ALTER TABLE messages ADD COLUMN error TEXT CHECK (json_valid(error));

        -- the provider's own id of the call
        ALTER TABLE tool_calls ADD COLUMN provider_call_id TEXT;
        ALTER TABLE tool_calls ADD COLUMN status TEXT CHECK (status IN ('done', 'refused', 'cancelled'));
        ALTER TABLE tool_calls ADD COLUMN ms REAL CHECK (ms >= 0);
      `);
    },
  },
  {
    version: 3,
    description: 'where a circuit came from (e.g. "example:half-adder"), NULL for circuits made before',
    up(db) {
      db.exec(`ALTER TABLE circuits ADD COLUMN origin TEXT CHECK (origin IS NULL OR length(origin) <= 100);`);
    },
  },
  {
    version: 4,
    description: "a circuit's interface as a subcircuit and the circuits it places, NULL when it has none",
    up(db) {
      db.exec(`
        -- "A,B:4>S,C": its input and output ports, as a SUBCIRCUIT part carries them
        ALTER TABLE circuits ADD COLUMN ports TEXT CHECK (ports IS NULL OR length(ports) <= 1000);
        -- JSON array of the ids of the circuits it places as subcircuits
        ALTER TABLE circuits ADD COLUMN uses TEXT CHECK (uses IS NULL OR json_valid(uses));
      `);
    },
  },
  {
    version: 5,
    description: "lessons with their history, courses, a reader's progress per course",
    up(db) {
      // New tables only: every row of version 4 stays as it was.
      db.exec(`
        CREATE TABLE lessons (
          id TEXT PRIMARY KEY,
          title TEXT NOT NULL,
          exercise_count INTEGER NOT NULL CHECK (exercise_count >= 0),
          -- the lesson at position, whole (JSON of a Lesson)
          content TEXT NOT NULL CHECK (json_valid(content)),
          created_at INTEGER NOT NULL,
          updated_at INTEGER NOT NULL,
          -- changes 1..position are applied; position+1..length are the redo tail
          position INTEGER NOT NULL CHECK (position >= 0),
          length INTEGER NOT NULL CHECK (length >= position)
        ) STRICT;
        CREATE INDEX lessons_by_update ON lessons (updated_at DESC, id);

        CREATE TABLE lesson_changes (
          lesson_id TEXT NOT NULL REFERENCES lessons (id) ON DELETE CASCADE,
          idx INTEGER NOT NULL CHECK (idx >= 1),
          label TEXT NOT NULL,
          source TEXT NOT NULL CHECK (source IN ('user', 'assistant')),
          created_at INTEGER NOT NULL,
          -- JSON arrays of lesson operations
          forward TEXT NOT NULL,
          inverse TEXT NOT NULL,
          PRIMARY KEY (lesson_id, idx)
        ) STRICT;

        CREATE TABLE courses (
          id TEXT PRIMARY KEY,
          title TEXT NOT NULL,
          created_at INTEGER NOT NULL,
          updated_at INTEGER NOT NULL
        ) STRICT;
        CREATE INDEX courses_by_update ON courses (updated_at DESC, id);

        -- a course's lessons in order; a lesson's deletion takes it out of every course
        CREATE TABLE course_lessons (
          course_id TEXT NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
          lesson_id TEXT NOT NULL REFERENCES lessons (id) ON DELETE CASCADE,
          seq INTEGER NOT NULL CHECK (seq >= 0),
          PRIMARY KEY (course_id, lesson_id),
          UNIQUE (course_id, seq)
        ) STRICT;
        CREATE INDEX course_lessons_by_lesson ON course_lessons (lesson_id);

        -- the reader's progress; lesson and exercise ids are kept even when the lesson goes
        CREATE TABLE exercise_progress (
          course_id TEXT NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
          lesson_id TEXT NOT NULL,
          exercise_id TEXT NOT NULL,
          passed INTEGER NOT NULL CHECK (passed IN (0, 1)),
          attempts INTEGER NOT NULL CHECK (attempts >= 0),
          last_checked TEXT,
          PRIMARY KEY (course_id, lesson_id, exercise_id)
        ) STRICT;

        CREATE TABLE lesson_opened (
          course_id TEXT NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
          lesson_id TEXT NOT NULL,
          opened_at TEXT NOT NULL,
          PRIMARY KEY (course_id, lesson_id)
        ) STRICT;
      `);
    },
  },
  {
    version: 6,
    description: "conversations in the assistant's course mode: the mode check gains 'course'",
    rebuildsTables: true,
    up(db) {
      // SQLite cannot change a column's CHECK: the table is made anew, its rows copied, the old one
      // dropped and the new one renamed (https://sqlite.org/lang_altertable.html#otheralter).
      db.exec(`
        CREATE TABLE conversations_next (
          id TEXT PRIMARY KEY,
          circuit_id TEXT REFERENCES circuits (id) ON DELETE SET NULL,
          title TEXT NOT NULL,
          created_at INTEGER NOT NULL,
          updated_at INTEGER NOT NULL,
          mode TEXT NOT NULL DEFAULT 'build' CHECK (mode IN ('build', 'tutor', 'course')),
          summary TEXT,
          summary_through TEXT REFERENCES messages (id) CHECK ((summary IS NULL) = (summary_through IS NULL))
        ) STRICT;
        INSERT INTO conversations_next (id, circuit_id, title, created_at, updated_at, mode, summary, summary_through)
          SELECT id, circuit_id, title, created_at, updated_at, mode, summary, summary_through FROM conversations;
        DROP TABLE conversations;
        ALTER TABLE conversations_next RENAME TO conversations;
        CREATE INDEX conversations_by_circuit ON conversations (circuit_id);
        CREATE INDEX conversations_by_update ON conversations (updated_at DESC, id);
        CREATE INDEX conversations_by_summary ON conversations (summary_through);
      `);
    },
  },
  {
    version: 7,
    description: "changes made by outside agents over MCP: the change source check gains 'mcp'",
    rebuildsTables: true,
    up(db) {
      // As in step 6: a new table with the wider CHECK, its rows copied, the old one dropped. The
      // messages' change_id references follow the name, and are checked before the step commits.
      db.exec(`
        CREATE TABLE changes_next (
          id TEXT PRIMARY KEY,
          circuit_id TEXT NOT NULL REFERENCES circuits (id) ON DELETE CASCADE,
          idx INTEGER NOT NULL CHECK (idx >= 1),
          label TEXT NOT NULL,
          source TEXT NOT NULL CHECK (source IN ('user', 'assistant', 'mcp')),
          created_at INTEGER NOT NULL,
          forward TEXT NOT NULL,
          inverse TEXT NOT NULL,
          -- bytes of forward + inverse of changes 1..idx: how much replay a checkpoint saves
          log_bytes INTEGER NOT NULL,
          UNIQUE (circuit_id, idx)
        ) STRICT;
        INSERT INTO changes_next (id, circuit_id, idx, label, source, created_at, forward, inverse, log_bytes)
          SELECT id, circuit_id, idx, label, source, created_at, forward, inverse, log_bytes FROM changes;
        DROP TABLE changes;
        ALTER TABLE changes_next RENAME TO changes;
      `);
    },
  },
];

/** The schema version this build writes. */
export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;

/**
 * Brings the database up to the last migration. Each step runs in its own transaction together with
 * the `user_version` bump, so a failed step leaves the database at the previous version, whole.
 */
export function migrate(db: Database.Database, migrations: readonly Migration[] = MIGRATIONS): number {
  let version = userVersion(db);
  for (const migration of migrations) {
    if (migration.version <= version) continue;
    if (migration.version !== version + 1) {
      throw new Error(`migration ${migration.version} does not follow version ${version}`);
    }
    const keys = migration.rebuildsTables === true && db.pragma('foreign_keys', { simple: true }) === 1;
    if (keys) db.pragma('foreign_keys = OFF');
    try {
      db.transaction(() => {
        migration.up(db);
        if (migration.rebuildsTables === true) {
          const broken = db.pragma('foreign_key_check') as unknown[];
          if (broken.length > 0)
            throw new Error(`migration ${migration.version} leaves ${broken.length} references broken`);
        }
        db.pragma(`user_version = ${migration.version}`);
      }).immediate();
    } finally {
      if (keys) db.pragma('foreign_keys = ON');
    }
    version = migration.version;
  }
  return version;
}

/** `PRAGMA user_version`: the schema version stored in the database header. */
export function userVersion(db: Database.Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}
