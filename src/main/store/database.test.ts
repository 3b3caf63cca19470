import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUSY_TIMEOUT_MS, DatabaseUnavailableError, openDatabase } from './database';
import { APPLICATION_ID, MIGRATIONS, SCHEMA_VERSION, migrate, userVersion, type Migration } from './migrations';
import { temporaryFolder } from './test-support/harness';

describe('openDatabase', () => {
  let folder: ReturnType<typeof temporaryFolder>;
  let file: string;
  const opened: Database.Database[] = [];
  beforeEach(() => {
    folder = temporaryFolder();
    file = join(folder.dir, 'nested', 'circuitforge.db');
  });
  afterEach(() => {
    for (const db of opened.splice(0)) if (db.open) db.close();
    folder.remove();
  });
  const open = (...args: Parameters<typeof openDatabase>) => {
    const result = openDatabase(...args);
    opened.push(result.db);
    return result;
  };

  it('sets WAL, synchronous=FULL, foreign keys, a busy timeout and an exclusive lock, read back from SQLite', () => {
    const { db, setAside } = open(file);
    expect(setAside).toEqual([]);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    // 2 = FULL; better-sqlite3 would leave WAL databases at 1 (NORMAL).
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(BUSY_TIMEOUT_MS);
    expect(db.pragma('locking_mode', { simple: true })).toBe('exclusive');
    expect(db.pragma('application_id', { simple: true })).toBe(APPLICATION_ID);
    expect(userVersion(db)).toBe(SCHEMA_VERSION);
  });

  it('creates the data folder and keeps what was written across a reopen', () => {
    const first = open(file).db;
    first.prepare("INSERT INTO settings (key, value, updated_at) VALUES ('k', '1', 0)").run();
    first.close();
    const again = open(file);
    expect(again.setAside).toEqual([]);
    expect(again.db.prepare('SELECT value FROM settings').pluck().get()).toBe('1');
  });

  it('refuses a second app on the same data folder with a clear error, touching nothing', () => {
    open(file);
    let error: unknown;
    try {
      openDatabase(file, { busyTimeoutMs: 50 });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect((error as DatabaseUnavailableError).message).toMatch(/in use by another CircuitForge/);
    expect((error as DatabaseUnavailableError).hint).toMatch(/another data folder/);
  });

  it('gives the same schema in memory, with foreign keys on', () => {
    const { db } = open(':memory:');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(userVersion(db)).toBe(SCHEMA_VERSION);
  });
});

describe('migrate', () => {
  const table = (version: number, name: string): Migration => ({
    version,
    description: name,
    up: (db) => db.exec(`CREATE TABLE ${name} (x INTEGER) STRICT`),
  });

  it('runs each step once, in order, and records the version', () => {
    const db = new Database(':memory:');
    expect(migrate(db, [table(1, 'a'), table(2, 'b')])).toBe(2);
    expect(migrate(db, [table(1, 'a'), table(2, 'b'), table(3, 'c')])).toBe(3);
    expect(userVersion(db)).toBe(3);
    const tables = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name").pluck().all();
    expect(tables).toEqual(['a', 'b', 'c']);
  });

  it('rolls a failing step back whole and keeps the previous version', () => {
    const db = new Database(':memory:');
    const broken: Migration = {
      version: 2,
      description: 'half a step',
      up(d) {
        d.exec('CREATE TABLE half (x INTEGER) STRICT');
        d.exec('CREATE TABLE half (x INTEGER) STRICT');
      },
    };
    expect(() => migrate(db, [table(1, 'a'), broken])).toThrow(/already exists/);
    expect(userVersion(db)).toBe(1);
    expect(db.prepare("SELECT count(*) FROM sqlite_schema WHERE name = 'half'").pluck().get()).toBe(0);
  });

  it('refuses a gap in the versions', () => {
    expect(() => migrate(new Database(':memory:'), [table(2, 'b')])).toThrow(/does not follow version 0/);
  });

  it('numbers the shipped migrations 1, 2, 3… without gaps', () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_m, i) => i + 1));
  });
});
