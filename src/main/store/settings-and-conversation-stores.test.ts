import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { afterEach, describe } from 'vitest';
import { MemoryConversationStore } from '../../core/conversations/memory-conversation-store';
import {
  conversationStoreContract,
  type ConversationHarness,
} from '../../core/conversations/test-support/conversation-store-contract';
import { MemorySettingsStore } from '../../core/settings/memory-settings-store';
import { settingsStoreContract, type SettingsHarness } from '../../core/settings/test-support/settings-store-contract';
import { openDatabase } from './database';
import { SqliteConversationStore } from './sqlite-conversation-store';
import { SqliteDocumentStore } from './sqlite-document-store';
import { SqliteSettingsStore } from './sqlite-settings-store';
import { temporaryFolder } from './test-support/harness';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A database file in a temp folder; `reopen` closes it and opens it again. */
function sqliteFile() {
  const folder = temporaryFolder();
  const file = join(folder.dir, 'circuitforge.db');
  let db: Database.Database = openDatabase(file).db;
  cleanups.push(() => {
    db.close();
    folder.remove();
  });
  return {
    db: () => db,
    reopen() {
      db.close();
      db = openDatabase(file).db;
      return db;
    },
  };
}

const SETTINGS_STORES: [string, () => SettingsHarness][] = [
  [
    'memory',
    () => {
      const store = new MemorySettingsStore();
      return { store, reopen: () => store };
    },
  ],
  [
    'sqlite',
    () => {
      const file = sqliteFile();
      return { store: new SqliteSettingsStore(file.db()), reopen: () => new SqliteSettingsStore(file.reopen()) };
    },
  ],
];

const CONVERSATION_STORES: [string, (now: () => number) => ConversationHarness][] = [
  [
    'memory',
    (now) => {
      const store = new MemoryConversationStore(now);
      return { store, circuitId: 'circuit_1', reopen: () => store };
    },
  ],
  [
    'sqlite',
    (now) => {
      const file = sqliteFile();
      const circuitId = new SqliteDocumentStore(file.db()).createCircuit('C', { components: [], wires: [] }).id;
      return {
        store: new SqliteConversationStore(file.db(), now),
        circuitId,
        reopen: () => new SqliteConversationStore(file.reopen(), now),
      };
    },
  ],
];

describe.each(SETTINGS_STORES)('%s settings store', (_name, open) => settingsStoreContract(open));
describe.each(CONVERSATION_STORES)('%s conversation store', (_name, open) => conversationStoreContract(open));
