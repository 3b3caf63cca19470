import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import type { StoreHarness } from '../../../core/documents/test-support/document-store-contract';
import { MemoryDocumentStore } from '../../../core/documents/memory-document-store';
import type { CheckpointPolicy } from '../checkpoint-policy';
import { openDatabase } from '../database';
import { SqliteDocumentStore } from '../sqlite-document-store';

/** A fresh folder under the system's temp folder, and the function that removes it. */
export function temporaryFolder(prefix = 'circuitforge-test-'): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The memory store as a harness: reopening gives the same store. */
export function memoryHarness(now: () => number): StoreHarness {
  const store = new MemoryDocumentStore(now);
  return { store, reopen: () => store, close: () => undefined };
}

/** The SQLite store on a file in a temp folder; reopening closes the database and opens it again. */
export function sqliteHarness(now: () => number, checkpoints?: CheckpointPolicy): StoreHarness {
  return reopenable((db) => new SqliteDocumentStore(db, { now, ...(checkpoints ? { checkpoints } : {}) }));
}

/** A store over a database file in a temp folder: reopening closes the database and opens it again. */
export function reopenable<S>(make: (db: Database.Database) => S): { store: S; reopen(): S; close(): void } {
  const folder = temporaryFolder();
  const file = join(folder.dir, 'circuitforge.db');
  let db: Database.Database;
  const openStore = () => {
    db = openDatabase(file).db;
    return make(db);
  };
  return {
    store: openStore(),
    reopen() {
      db.close();
      return openStore();
    },
    close() {
      db.close();
      folder.remove();
    },
  };
}

/**
 * The SQLite store on an in-memory database: the same SQL, without the disk. For property tests,
 * which check logic over thousands of edits; durability is the crash tests' job.
 */
export function sqliteMemoryHarness(now: () => number, checkpoints?: CheckpointPolicy): StoreHarness {
  const { db } = openDatabase(':memory:');
  const store = new SqliteDocumentStore(db, { now, ...(checkpoints ? { checkpoints } : {}) });
  return { store, reopen: () => store, close: () => db.close() };
}

/** Every DocumentStore implementation, for describe.each. */
export const DOCUMENT_STORES: [string, (now: () => number) => StoreHarness][] = [
  ['memory', memoryHarness],
  ['sqlite', (now) => sqliteHarness(now)],
  ['sqlite, checkpoint every 3 changes', (now) => sqliteHarness(now, { every: 3, logRatio: 0 })],
];

/** The implementations for property tests: the SQLite one in memory, checkpointing often. */
export const DOCUMENT_STORES_IN_MEMORY: [string, (now: () => number) => StoreHarness][] = [
  ['memory', memoryHarness],
  ['sqlite (in memory, checkpoint every 3 changes)', (now) => sqliteMemoryHarness(now, { every: 3, logRatio: 0 })],
];
