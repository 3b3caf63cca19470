import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { APPLICATION_ID, MIGRATIONS, SCHEMA_VERSION, migrate, userVersion, type Migration } from './migrations';
import { preparePrivateFile, preparePrivateFolder } from './file-modes';
import {
  DATABASE_COMPANIONS,
  moveAside,
  sniffDatabaseFile,
  type SetAsideDatabase,
  type SetAsideReason,
} from './recovery';

/** How long a statement waits for a lock before failing with SQLITE_BUSY. */
export const BUSY_TIMEOUT_MS = 5000;

/** An open, checked, migrated database, and what had to be set aside to get it. */
export interface OpenedDatabase {
  readonly db: Database.Database;
  /** Databases moved aside while opening (at most one per start), to tell the user. */
  readonly setAside: readonly SetAsideDatabase[];
}

export interface OpenDatabaseOptions {
  readonly busyTimeoutMs?: number;
  /** For tests of the migration runner. */
  readonly migrations?: readonly Migration[];
  readonly now?: () => Date;
}

/** The database cannot be used at all (locked by another CircuitForge, unreadable folder…). */
export class DatabaseUnavailableError extends Error {
  constructor(
    message: string,
    readonly hint: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * Opens the app's database at `file` (or `:memory:`), ready for use: WAL with synchronous=FULL,
 * foreign keys on, a busy timeout, an exclusive lock (one app per data folder), `quick_check`
 * passed and every migration applied. A file that is not SQLite, is corrupt, is not ours or comes
 * from a newer CircuitForge is moved aside (never deleted) and a fresh database is opened instead.
 */
export function openDatabase(file: string, options: OpenDatabaseOptions = {}): OpenedDatabase {
  const memory = file === ':memory:';
  if (!memory) preparePrivateFolder(dirname(file), file);
  const setAside: SetAsideDatabase[] = [];
  for (;;) {
    if (!memory) preparePrivateFile(file, DATABASE_COMPANIONS);
    const problem = memory ? undefined : tryOpen(file, options);
    if (problem === undefined || 'db' in problem) {
      const db = problem?.db ?? inMemory(options);
      migrate(db, options.migrations ?? MIGRATIONS);
      return { db, setAside };
    }
    if (setAside.length > 0) {
      // A fresh file failed its checks: something other than the old file is wrong.
      throw new DatabaseUnavailableError(
        `A new database at ${file} could not be opened either (${problem.detail}).`,
        'Check that the data folder is on a local disk and writable.',
      );
    }
    const movedTo = moveAside(file, problem.reason, options.now?.());
    console.error(`[DATABASE_SET_ASIDE] ${problem.reason}: ${problem.detail}; moved to ${movedTo}`);
    setAside.push({ ...problem, movedTo });
  }
}

type Attempt = { readonly db: Database.Database } | { readonly reason: SetAsideReason; readonly detail: string };

function tryOpen(file: string, options: OpenDatabaseOptions): Attempt {
  const kind = sniffDatabaseFile(file);
  if (kind === 'not-sqlite') return { reason: 'not-sqlite', detail: 'the file does not start with an SQLite header' };
  let db: Database.Database | undefined;
  try {
    db = new Database(file);
    const problem = check(configure(db, options), options.migrations ?? MIGRATIONS);
    if (problem) {
      db.close();
      return problem;
    }
    return { db };
  } catch (error) {
    db?.close();
    const code = (error as { code?: unknown }).code;
    if (code === 'SQLITE_NOTADB') return { reason: 'not-sqlite', detail: String(error) };
    if (typeof code === 'string' && code.startsWith('SQLITE_CORRUPT'))
      return { reason: 'corrupt', detail: String(error) };
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') {
      throw new DatabaseUnavailableError(
        `The database ${file} is in use by another CircuitForge.`,
        'Close the other CircuitForge window or browser host, or start this one with another data folder.',
        { cause: error },
      );
    }
    throw new DatabaseUnavailableError(
      `The database ${file} could not be opened: ${error instanceof Error ? error.message : String(error)}.`,
      'Check that the data folder exists, is writable and is on a local disk.',
      { cause: error },
    );
  }
}

function configure(db: Database.Database, options: OpenDatabaseOptions): Database.Database {
  db.pragma(`busy_timeout = ${options.busyTimeoutMs ?? BUSY_TIMEOUT_MS}`);
  // Before the first access: one connection owns the file, and WAL needs no shared-memory file.
  db.pragma('locking_mode = EXCLUSIVE');
  return db;
}

/** A throwaway database (tests, and hosts started without a data folder): same schema, nothing kept. */
function inMemory(options: OpenDatabaseOptions): Database.Database {
  const db = configure(new Database(':memory:'), options);
  db.pragma('foreign_keys = ON');
  return db;
}

/** Checks an opened file; switches it to WAL only once it is known to be healthy and ours. */
function check(db: Database.Database, migrations: readonly Migration[]): Attempt | undefined {
  const quick = db.pragma('quick_check', { simple: false }) as { quick_check: string }[];
  if (quick.length !== 1 || quick[0]!.quick_check !== 'ok') {
    return { reason: 'corrupt', detail: `quick_check: ${quick.map((r) => r.quick_check).join('; ')}` };
  }
  const appId = db.pragma('application_id', { simple: true }) as number;
  const objects = (db.prepare('SELECT count(*) AS n FROM sqlite_schema').get() as { n: number }).n;
  if (objects > 0 && appId !== APPLICATION_ID) {
    return { reason: 'not-ours', detail: `application_id is ${appId}, not CircuitForge's ${APPLICATION_ID}` };
  }
  const known = migrations[migrations.length - 1]?.version ?? SCHEMA_VERSION;
  const version = userVersion(db);
  if (version > known) {
    return { reason: 'newer', detail: `schema version ${version}; this CircuitForge knows up to ${known}` };
  }
  const mode = db.pragma('journal_mode = WAL', { simple: true }) as string;
  if (mode !== 'wal') throw new Error(`journal_mode stayed "${mode}"`);
  // better-sqlite3 builds with SQLITE_DEFAULT_WAL_SYNCHRONOUS=1 (NORMAL); FULL syncs every commit.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  // Take the write lock now, so a second app on this folder fails at start, not at its first edit.
  db.exec('BEGIN IMMEDIATE; COMMIT');
  return undefined;
}
