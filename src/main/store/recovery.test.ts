import {
  existsSync,
  readFileSync,
  readdirSync,
  truncateSync,
  writeFileSync,
  openSync,
  writeSync,
  closeSync,
} from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { openDatabase } from './database';
import { SCHEMA_VERSION, userVersion } from './migrations';
import type { SetAsideReason } from './recovery';
import { SqliteDocumentStore } from './sqlite-document-store';
import { temporaryFolder } from './test-support/harness';

describe('opening a database that is damaged or not ours', () => {
  let folder: ReturnType<typeof temporaryFolder>;
  let file: string;
  let log: MockInstance<typeof console.error>;
  beforeEach(() => {
    folder = temporaryFolder();
    file = join(folder.dir, 'circuitforge.db');
    log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    log.mockRestore();
    folder.remove();
  });

  /** A real database of ours with a few circuits, closed. */
  function ourDatabase(): void {
    const { db } = openDatabase(file);
    const store = new SqliteDocumentStore(db);
    for (let i = 0; i < 30; i++) store.createCircuit(`Circuit ${i}`, { components: [], wires: [] });
    db.close();
  }

  /** Opens, expects exactly one file set aside for `reason`, kept byte for byte, and a working fresh database. */
  function expectSetAside(reason: SetAsideReason, original: Buffer): void {
    const { db, setAside } = openDatabase(file);
    try {
      expect(setAside).toHaveLength(1);
      expect(setAside[0]!.reason).toBe(reason);
      expect(readFileSync(setAside[0]!.movedTo).equals(original)).toBe(true);
      expect(setAside[0]!.movedTo).toMatch(new RegExp(`circuitforge\\.${reason}-[0-9TZ-]+\\.db$`));
      expect(userVersion(db)).toBe(SCHEMA_VERSION);
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(new SqliteDocumentStore(db).listCircuits()).toEqual([]);
    } finally {
      db.close();
    }
    // The next start finds the fresh database healthy and moves nothing.
    const again = openDatabase(file);
    again.db.close();
    expect(again.setAside).toEqual([]);
  }

  it('sets aside a file that is not SQLite at all (a JSON file of another app)', () => {
    writeFileSync(file, JSON.stringify({ name: 'some-app', version: '1.0.0' }));
    expectSetAside('not-sqlite', readFileSync(file));
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^\[DATABASE_SET_ASIDE\] not-sqlite/));
  });

  it('sets aside a database cut short (truncated in the middle)', () => {
    ourDatabase();
    truncateSync(file, Math.floor(readFileSync(file).length / 2));
    expectSetAside('corrupt', readFileSync(file));
  });

  it('sets aside a database whose pages were overwritten', () => {
    ourDatabase();
    // The circuits table's root page: one the opening check reads (a free page would go unnoticed).
    const probe = new Database(file, { readonly: true });
    const root = probe.prepare<[], number>("SELECT rootpage FROM sqlite_schema WHERE name = 'circuits'").pluck().get()!;
    const pageSize = probe.pragma('page_size', { simple: true }) as number;
    probe.close();
    const fd = openSync(file, 'r+');
    writeSync(fd, Buffer.alloc(pageSize, 0x5a), 0, pageSize, (root - 1) * pageSize);
    closeSync(fd);
    expectSetAside('corrupt', readFileSync(file));
  });

  it("sets aside another program's SQLite database", () => {
    const other = new Database(file);
    other.exec("CREATE TABLE users (name TEXT); INSERT INTO users VALUES ('ada');");
    other.close();
    expectSetAside('not-ours', readFileSync(file));
  });

  it('sets aside a database from a newer CircuitForge rather than write to it', () => {
    ourDatabase();
    const db = new Database(file);
    db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    db.close();
    expectSetAside('newer', readFileSync(file));
  });

  it('moves the companion WAL file along with the database', () => {
    writeFileSync(file, 'not a database');
    writeFileSync(`${file}-wal`, 'its wal');
    const { db, setAside } = openDatabase(file);
    db.close();
    expect(readFileSync(`${setAside[0]!.movedTo}-wal`, 'utf8')).toBe('its wal');
    expect(
      readdirSync(folder.dir)
        .filter((n) => n.includes('not-sqlite'))
        .sort(),
    ).toHaveLength(2);
  });

  it('treats an empty file as a new database and a healthy one as healthy', () => {
    writeFileSync(file, '');
    const first = openDatabase(file);
    first.db.close();
    expect(first.setAside).toEqual([]);
    ourDatabase();
    const second = openDatabase(file);
    expect(new SqliteDocumentStore(second.db).listCircuits()).toHaveLength(30);
    second.db.close();
    expect(second.setAside).toEqual([]);
    expect(existsSync(file)).toBe(true);
  });
});
