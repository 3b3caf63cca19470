import type { CircuitState } from '../../shared/circuit/circuit-state';
import type { BundledSubcircuit } from '../../shared/circuit/file-format';
import type { CircuitShape } from '../../shared/circuit/flat-size';
import type { Operation } from '../../shared/circuit/operations';
import type { ChangeSource, CircuitMeta, HistoryEntry, HistoryState, OpenCircuit } from '../../shared/contract';
import { fail, ok, type Failure, type Result } from '../../shared/errors';
import type { EventBus } from '../events';
import { DocumentFiles } from './document-files';
import type { DocumentStore } from './document-store';
import { checkPlacements, whereUsed } from './hierarchy-rules';
import { checkHierarchyGrowth, mayGrow } from './hierarchy-size';
import { walkHistory } from './history-walk';
import { followFacts } from './library-follow';
import { factsOfState, type LibraryFacts } from './library-facts';
import { contentAfter, notFound, OpenDocuments, rollBack, type OpenDocument } from './open-documents';

/** What an undo, a redo or a jump answers. */
export interface ChangeResult {
  readonly history: HistoryState;
}

/** What an edit answers: also the id of the change it stored (the assistant links its tool calls to it). */
export interface EditResult extends ChangeResult {
  readonly changeId: string;
}

const DEFAULT_NAME = 'Untitled circuit';

/**
 * The circuits of the app and their history: the one place where edits are applied. An edit is
 * checked against the circuit in memory, stored as one change (forward and inverse operations) and
 * announced as `circuit.changed`; if storing fails, the circuit in memory is rolled back and the
 * user is told, so what the user sees is always what is saved.
 *
 * Cost: an edit, an undo or a redo touches only what the change touches (the in-memory indexes, one
 * change row, the position); only opening a circuit reads it whole.
 */
export class DocumentService {
  private readonly documents: OpenDocuments;
  private readonly files: DocumentFiles;
  private currentId: string | undefined;

  constructor(
    private readonly store: DocumentStore,
    private readonly events: EventBus,
  ) {
    this.documents = new OpenDocuments(store);
    this.files = new DocumentFiles({
      store,
      documents: this.documents,
      uniqueName: (name) => this.uniqueName(name),
      announceList: () => this.announceList(),
      meta: (id) => this.meta(id),
      importState: (name, state, serialized, origin) => this.importState(name, state, serialized, origin),
    });
  }

  list(): Result<CircuitMeta[]> {
    return this.guard('list circuits', () => ok(this.store.listCircuits()));
  }

  /** The open circuit: the last one opened (also in an earlier run), else the most recent, else a new one. */
  current(): Result<OpenCircuit> {
    return this.guard('open the circuit', () => {
      const candidates = [this.currentId, this.store.getLastOpened(), this.store.listCircuits()[0]?.id];
      for (const id of candidates) {
        if (id !== undefined && this.store.getCircuit(id)) return this.openCircuit(id);
      }
      return this.create(DEFAULT_NAME);
    });
  }

  create(name = DEFAULT_NAME): Result<OpenCircuit> {
    return this.guard('create the circuit', () => {
      const meta = this.store.createCircuit(this.uniqueName(name), { components: [], wires: [] });
      this.announceList();
      return this.openCircuit(meta.id);
    });
  }

  openCircuit(id: string): Result<OpenCircuit> {
    return this.guard('open the circuit', () => {
      const doc = this.documents.load(id);
      if (!doc.success) return doc;
      if (this.currentId !== id) {
        this.currentId = id;
        this.store.setLastOpened(id);
        this.events.emit('circuit.opened', { circuitId: id });
      }
      return ok({ meta: this.meta(id), circuit: doc.data.state.toJSON(), history: this.historyState(doc.data) });
    });
  }

  rename(id: string, name: string): Result<CircuitMeta> {
    return this.guard('rename the circuit', () => {
      const meta = this.store.renameCircuit(id, name);
      if (!meta) return notFound(id);
      this.announceList();
      // Renaming a subcircuit is allowed (its instances refer to it by id), and says where it shows.
      const used = whereUsed(id, this.store.listCircuits(), (user) => this.documents.usesOf(user, id));
      if (used !== undefined) {
        this.events.emit('app.notice', {
          level: 'info',
          message: `${meta.name} is used in ${used}: those parts now show its new name.`,
        });
      }
      return ok(meta);
    });
  }

  duplicate(id: string, name?: string): Result<CircuitMeta> {
    return this.guard('duplicate the circuit', () => {
      const doc = this.documents.load(id);
      if (!doc.success) return doc;
      const copyName = this.uniqueName(name ?? `${this.meta(id).name} copy`);
      const meta = this.store.createCircuit(copyName, doc.data.state.toJSON());
      this.announceList();
      return ok(meta);
    });
  }

  /** Deletes a circuit and its history. Deleting the open circuit opens the most recent other one (or a new one). */
  delete(id: string): Result<{ deleted: string }> {
    return this.guard('delete the circuit', () => {
      const metas = this.store.listCircuits();
      const meta = metas.find((m) => m.id === id);
      const used = meta && whereUsed(id, metas, (user) => this.documents.usesOf(user, id));
      if (meta && used !== undefined) {
        return fail(
          'INVALID_INPUT',
          `${meta.name} is used in ${used}.`,
          `Delete those parts first, then delete ${meta.name}.`,
        );
      }
      if (!this.store.deleteCircuit(id)) return notFound(id);
      this.documents.forget(id);
      this.announceList();
      if (this.currentId === id) {
        this.currentId = undefined;
        const next = this.current();
        if (!next.success) return next;
      }
      return ok({ deleted: id });
    });
  }

  /**
   * Applies operations as one change, all or nothing; nothing changes when they break a rule or
   * storing fails. An assistant turn commits all its operations through here as ONE change.
   */
  apply(
    circuitId: string,
    operations: readonly Operation[],
    label: string,
    source: ChangeSource = 'user',
  ): Result<EditResult> {
    return this.guard('apply the change', () => {
      const doc = this.documents.load(circuitId);
      if (!doc.success) return doc;
      const { state } = doc.data;
      const refused = checkPlacements(circuitId, operations, state, this.store.listCircuits());
      if (refused) return refused;
      const factsBefore = factsOfState(state);
      const applied = state.apply(operations);
      if (!applied.success) return applied;
      const tooBig =
        mayGrow(operations) &&
        checkHierarchyGrowth(circuitId, state, this.store.listCircuits(), (id) => this.documents.shapeOf(id));
      if (tooBig) {
        rollBack(state, applied.data.inverse);
        return tooBig;
      }
      let changeId: string;
      try {
        const change = { label, source, createdAt: Date.now(), forward: operations, inverse: applied.data.inverse };
        changeId = this.store.appendChange(circuitId, change, contentAfter(state)).id;
      } catch (error) {
        rollBack(state, applied.data.inverse);
        return this.storageFailed(label, error);
      }
      doc.data.position++;
      doc.data.length = doc.data.position;
      const history = this.announceChange(doc.data, 'edit', label, source, operations);
      this.followFacts(circuitId, factsBefore, state);
      return ok({ history, changeId });
    });
  }

  undo(circuitId: string): Result<ChangeResult> {
    return this.guard('undo', () => {
      const doc = this.documents.load(circuitId);
      if (!doc.success) return doc;
      if (doc.data.position === 0) return fail('NOTHING_TO_UNDO', 'There is nothing to undo.', 'Make a change first.');
      return this.moveTo(doc.data, doc.data.position - 1, 'undo');
    });
  }

  redo(circuitId: string): Result<ChangeResult> {
    return this.guard('redo', () => {
      const doc = this.documents.load(circuitId);
      if (!doc.success) return doc;
      if (doc.data.position >= doc.data.length)
        return fail('NOTHING_TO_REDO', 'There is nothing to redo.', 'Undo a change first.');
      return this.moveTo(doc.data, doc.data.position + 1, 'redo');
    });
  }

  /** Undoes or redoes to the point where `position` changes are applied. */
  jump(circuitId: string, position: number): Result<ChangeResult> {
    return this.guard('jump in the history', () => {
      const doc = this.documents.load(circuitId);
      if (!doc.success) return doc;
      if (!Number.isInteger(position) || position < 0 || position > doc.data.length) {
        return fail(
          'NOT_FOUND',
          `The history has ${doc.data.length} changes; there is no point ${position}.`,
          'Pick a point from the history list.',
        );
      }
      if (position === doc.data.position) return ok({ history: this.historyState(doc.data) });
      return this.moveTo(doc.data, position, 'jump');
    });
  }

  history(circuitId: string): Result<{ entries: HistoryEntry[]; history: HistoryState }> {
    return this.guard('read the history', () => {
      const doc = this.documents.load(circuitId);
      if (!doc.success) return doc;
      const entries = this.store.listChanges(circuitId).map((c) => ({ ...c, applied: c.index <= doc.data.position }));
      return ok({ entries, history: this.historyState(doc.data) });
    });
  }

  /** A circuit as the text of a file, with the subcircuits it places (document-files.ts). */
  exportFile(id: string): Result<{ fileName: string; content: string }> {
    return this.guard('export the circuit', () => this.files.exportFile(id));
  }

  /** Imports a circuit file: the whole file is checked before anything is stored (document-files.ts). */
  importFile(content: string, origin?: string): Result<OpenCircuit> {
    return this.guard('import the circuit', () => this.files.importFile(content, origin));
  }

  /**
   * Stores a circuit built and checked already (a file's content) as a new circuit and opens it;
   * `serialized` is its `toJSON()` as JSON when made already. The state becomes the open document
   * as it is: reading back what was just written would cost as much again as building it.
   */
  importState(name: string, state: CircuitState, serialized?: string, origin?: string): Result<OpenCircuit> {
    return this.guard('import the circuit', () => {
      const meta = this.store.createCircuit(this.uniqueName(name), state.toJSON(), serialized, origin);
      this.documents.adopt(meta.id, state);
      this.announceList();
      return this.openCircuit(meta.id);
    });
  }

  /** The in-memory state of a circuit (read-only use: simulation, the assistant's context). */
  stateOf(circuitId: string): Result<CircuitState> {
    return this.guard('open the circuit', () => {
      const doc = this.documents.load(circuitId);
      return doc.success ? ok(doc.data.state) : doc;
    });
  }

  private moveTo(doc: OpenDocument, target: number, cause: 'undo' | 'redo' | 'jump'): Result<ChangeResult> {
    const factsBefore = factsOfState(doc.state);
    const walk = walkHistory(doc, target, this.store);
    try {
      this.store.moveTo(doc.id, target, contentAfter(doc.state));
    } catch (error) {
      walk.undo();
      return this.storageFailed(cause, error);
    }
    doc.position = target;
    const history = this.announceChange(doc, cause, walk.label, walk.source, walk.applied);
    this.followFacts(doc.id, factsBefore, doc.state);
    return ok({ history });
  }

  /** The library learns of a new interface or new subcircuits; users follow new ports (library-follow.ts). */
  private followFacts(circuitId: string, before: LibraryFacts, state: CircuitState): void {
    followFacts(
      {
        documents: this.documents,
        listCircuits: () => this.store.listCircuits(),
        announceList: () => this.announceList(),
        apply: (id, operations, label) => this.apply(id, operations, label),
      },
      circuitId,
      before,
      factsOfState(state),
    );
  }

  /** Brings a file's definitions into the library, checked first (document-files.ts). */
  adoptSubcircuits(
    bundle: readonly BundledSubcircuit[],
    top: { readonly name: string; readonly shape: CircuitShape },
  ): Result<Map<string, string>> {
    return this.guard('import the subcircuits', () => this.files.adoptSubcircuits(bundle, top));
  }

  private meta(id: string): CircuitMeta {
    const meta = this.store.getCircuit(id);
    if (!meta) throw new Error(`circuit ${id} vanished from the store`);
    return meta;
  }

  private historyState(doc: OpenDocument): HistoryState {
    const undo = doc.position > 0 ? this.store.getChangeSummary(doc.id, doc.position) : undefined;
    const redo = doc.position < doc.length ? this.store.getChangeSummary(doc.id, doc.position + 1) : undefined;
    return {
      revision: doc.revision,
      position: doc.position,
      length: doc.length,
      canUndo: doc.position > 0,
      canRedo: doc.position < doc.length,
      ...(undo ? { undoLabel: undo.label } : {}),
      ...(redo ? { redoLabel: redo.label } : {}),
    };
  }

  private announceChange(
    doc: OpenDocument,
    cause: 'edit' | 'undo' | 'redo' | 'jump',
    label: string,
    source: ChangeSource,
    operations: readonly Operation[],
  ): HistoryState {
    doc.revision++;
    const history = this.historyState(doc);
    this.events.emit('circuit.changed', {
      circuitId: doc.id,
      revision: doc.revision,
      cause,
      label,
      source,
      operations: [...operations],
      history,
    });
    return history;
  }

  private announceList(): void {
    this.events.emit('circuit.listChanged', { circuits: this.store.listCircuits() });
  }

  private uniqueName(name: string): string {
    const taken = new Set(this.store.listCircuits().map((m) => m.name.toLowerCase()));
    if (!taken.has(name.toLowerCase())) return name;
    for (let n = 2; ; n++) {
      const candidate = `${name} ${n}`;
      if (!taken.has(candidate.toLowerCase())) return candidate;
    }
  }

  private storageFailed(what: string, error: unknown): Failure {
    console.error(`[STORAGE_FAILED] ${what}`, error);
    const failure = fail(
      'STORAGE_FAILED',
      `“${what}” could not be saved, so it was not applied.`,
      'Check that the disk has space and the data folder is writable, then try again.',
    );
    this.events.emit('app.notice', { level: 'error', message: failure.error, hint: failure.hint });
    return failure;
  }

  /** Runs a store call; a thrown error (a bug or an I/O failure) becomes a logged failure, never a crash. */
  private guard<T>(what: string, body: () => Result<T>): Result<T> {
    try {
      return body();
    } catch (error) {
      console.error(`[INTERNAL] could not ${what}`, error);
      return fail(
        'INTERNAL',
        `Could not ${what}.`,
        'This is a bug or a storage problem; your saved work was not changed.',
      );
    }
  }
}
