import { DocumentService } from '../../src/core/documents/document-service';
import type { DocumentStore } from '../../src/core/documents/document-store';
import { MemoryDocumentStore } from '../../src/core/documents/memory-document-store';
import { EventBus } from '../../src/core/events';
import type { Circuit } from '../../src/shared/circuit/types';
import { openDatabase } from '../../src/main/store/database';
import { SqliteDocumentStore } from '../../src/main/store/sqlite-document-store';
import { MAIN_CIRCUIT, type Action } from './journal';

/** Everything a user could notice about the stored circuits (not times, not ids). */
export interface Snapshot {
  readonly circuits: {
    readonly name: string;
    readonly componentCount: number;
    readonly wireCount: number;
    readonly circuit: Circuit;
    readonly position: number;
    readonly length: number;
    readonly history: string[];
  }[];
}

/** The same actions applied to the in-memory reference store: what the database must equal. */
export class Reference {
  private readonly store = new MemoryDocumentStore();
  private readonly service = new DocumentService(this.store, new EventBus());

  /** Applies an action as the child did; returns whether it succeeded. */
  apply(action: Action): boolean {
    const service = this.service;
    const idOf = (name: string) => this.store.listCircuits().find((m) => m.name === name)?.id ?? 'missing';
    switch (action.kind) {
      case 'start':
        return service.create(MAIN_CIRCUIT).success;
      case 'edit':
        return service.apply(idOf(MAIN_CIRCUIT), action.operations, action.label, action.source).success;
      case 'undo':
        return service.undo(idOf(MAIN_CIRCUIT)).success;
      case 'redo':
        return service.redo(idOf(MAIN_CIRCUIT)).success;
      case 'jump':
        return service.jump(idOf(MAIN_CIRCUIT), action.position).success;
      case 'import':
        return service.importFile(action.content).success;
      case 'delete':
        return service.delete(idOf(action.name)).success;
    }
  }

  snapshot(): Snapshot {
    return snapshotOf(this.store, this.service);
  }
}

/** Opens the database as the app does and checks it; `problems` lists what is wrong. */
export function inspectDatabase(file: string): { snapshot?: Snapshot; problems: string[] } {
  const problems: string[] = [];
  const { db, setAside } = openDatabase(file);
  try {
    if (setAside.length > 0) problems.push(`database was set aside: ${JSON.stringify(setAside)}`);
    const integrity = db.pragma('integrity_check', { simple: false }) as { integrity_check: string }[];
    if (integrity.length !== 1 || integrity[0]!.integrity_check !== 'ok') {
      problems.push(`integrity_check: ${JSON.stringify(integrity)}`);
    }
    const foreign = db.pragma('foreign_key_check') as unknown[];
    if (foreign.length > 0) problems.push(`foreign_key_check: ${JSON.stringify(foreign)}`);
    const store = new SqliteDocumentStore(db);
    return { snapshot: snapshotOf(store, new DocumentService(store, new EventBus())), problems };
  } finally {
    db.close();
  }
}

/** Reads without writing: stateOf and history never touch the store's session or history. */
function snapshotOf(store: DocumentStore, service: DocumentService): Snapshot {
  const circuits = store
    .listCircuits()
    .map((meta) => {
      const state = service.stateOf(meta.id);
      const history = service.history(meta.id);
      if (!state.success) throw new Error(`${meta.name}: ${state.error}`);
      if (!history.success) throw new Error(`${meta.name}: ${history.error}`);
      return {
        name: meta.name,
        componentCount: meta.componentCount,
        wireCount: meta.wireCount,
        circuit: state.data.toJSON(),
        position: history.data.history.position,
        length: history.data.history.length,
        history: history.data.entries.map((e) => `${e.source}: ${e.label}`),
      };
    })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { circuits };
}
