import type { StateCreator } from 'zustand';
import { groupFiles } from '../model/foreign-files/group-files';
import type { Operation } from '../../../shared/circuit';
import type { ChannelOutput, CircuitChanged, CircuitMeta, HistoryState, OpenCircuit } from '../../../shared/contract';
import { ok, type Result } from '../../../shared/errors';
import { call } from '../platform/api';
import type { AppState } from './app-store';
import { CircuitList } from './circuit-list';
import { CircuitOpener } from './circuit-opener';
import { copyOfExample } from './example-copies';
import type { CircuitReaction } from './circuit-reactions';
import type { CircuitReplica } from '../model/circuit-replica';
import { CircuitWriter, type EditOptions, type OperationBuilder } from './circuit-writer';

/** Whether the last change reached storage. */
export interface SaveState {
  readonly status: 'saved' | 'saving' | 'failed';
  readonly error?: string;
  readonly hint?: string;
}

/** The changes of the open circuit, oldest first (`history:list`). */
export type HistoryList = ChannelOutput<'history:list'>['entries'];
/** The example circuits shipped with the app (`examples:list`). */
export type ExampleSummaries = ChannelOutput<'examples:list'>;

/**
 * The open document: a replica of the circuit kept by the main process, its history position, the
 * list of circuits, and whether changes are saved. Edits leave here as operations
 * (`circuit:apply`) and come back as `circuit.changed` events; nothing changes the replica in
 * between, so the canvas never shows an edit the main process has not made. Opening and following
 * the circuit is `circuit-opener.ts`, writing is `circuit-writer.ts`, the list `circuit-list.ts`.
 */
export interface DocumentSlice {
  replica: CircuitReplica | undefined;
  /** Bumped on every change of the replica, so views of it re-render. */
  docVersion: number;
  circuitMeta: CircuitMeta | undefined;
  history: HistoryState | undefined;
  circuits: readonly CircuitMeta[];
  docStatus: 'idle' | 'loading' | 'ready' | 'error';
  docError: string | undefined;
  saveState: SaveState;
  loadCurrent: () => Promise<void>;
  openCircuit: (id: string) => Promise<Result<void>>;
  createCircuit: (name?: string) => Promise<Result<void>>;
  renameCircuit: (id: string, name: string) => Promise<Result<void>>;
  duplicateCircuit: (id: string) => Promise<Result<void>>;
  deleteCircuit: (id: string) => Promise<Result<void>>;
  /** Imports a file (ours, Logisim's or Digital's; a Digital one with the other `.dig` files picked with it). */
  importCircuitFile: (
    content: string,
    fileName?: string,
    companions?: readonly { readonly name: string; readonly content: string }[],
  ) => Promise<Result<void>>;
  /** Imports files picked or dropped together: a Digital project's as its main circuits, every other file on its own. */
  importCircuitFiles: (files: readonly { readonly name: string; readonly content: string }[]) => Promise<void>;
  /** Opens a circuit the main process made and answered with (a Verilog import), as any opened circuit. */
  openImportedCircuit: (open: OpenCircuit) => Promise<Result<void>>;
  /** Opens a new circuit made from one of the examples shipped with the app. */
  openExample: (id: string) => Promise<Result<void>>;
  /**
   * Opens an example from the list: when a circuit made from it is still there, offers to switch to
   * it instead (`exampleOffer`); otherwise opens a new copy.
   */
  requestExample: (example: { readonly id: string; readonly name: string }) => Promise<Result<void>>;
  /** The examples shipped with the app. */
  listExamples: () => Promise<Result<ExampleSummaries>>;
  exportCircuit: (id: string) => Promise<Result<{ fileName: string; content: string }>>;
  refreshCircuits: () => Promise<void>;
  /** Every change of a circuit, oldest first, undone ones included (the History panel). */
  listHistory: (circuitId: string) => Promise<Result<HistoryList>>;
  /**
   * Applies an edit as one undoable change. Edits run one after another, each built against the
   * circuit as the previous one left it; `select` is selected as the new parts arrive.
   */
  applyOperations: (
    label: string,
    operations: Operation[] | OperationBuilder,
    options?: EditOptions,
  ) => Promise<Result<void>>;
  /**
   * A change of the open circuit made through a channel of its own (a test added, edited, removed):
   * queued with the edits, done once its event has reached the replica; a refusal is returned, not shown.
   */
  commitChange: <T extends { history: HistoryState }>(
    run: (circuitId: string) => Promise<Result<T>>,
  ) => Promise<Result<T>>;
  undo: () => Promise<Result<void>>;
  redo: () => Promise<Result<void>>;
  jumpTo: (position: number) => Promise<Result<void>>;
  /**
   * Reads again everything kept from events, after the event stream was lost and came back: the open
   * circuit (or the one another window opened meanwhile), the circuit list, the simulation's values
   * and the problems. The view and the selection stay.
   */
  resyncAfterReconnect: () => Promise<void>;
  receiveChange: (event: CircuitChanged) => void;
  receiveCircuitList: (circuits: readonly CircuitMeta[]) => void;
  /** A `circuit.opened` event: follows the main process's current circuit (read, never set). */
  receiveOpened: (circuitId: string) => void;
}

/** Options of the document slice (tests shorten the wait). */
export interface DocumentSliceOptions {
  /** How long to wait for the event of a change we made before re-reading the circuit. */
  readonly eventTimeoutMs?: number;
}

/** The document slice; `reactions` are told, in order, when a circuit opens or changes. */
export const createDocumentSlice =
  (
    { eventTimeoutMs = 3000 }: DocumentSliceOptions,
    reactions: readonly CircuitReaction[],
  ): StateCreator<AppState, [], [], DocumentSlice> =>
  (set, get) => {
    // Created with the store, so a fresh store (a test's) starts with no queue, waiters or counts.
    const opener = new CircuitOpener({ get, set }, reactions);
    const writer = new CircuitWriter({ get, set }, opener, eventTimeoutMs);
    const list = new CircuitList({ get, set });

    return {
      replica: undefined,
      docVersion: 0,
      circuitMeta: undefined,
      history: undefined,
      circuits: [],
      docStatus: 'idle',
      docError: undefined,
      saveState: { status: 'saved' },

      async loadCurrent() {
        await opener.current();
        await list.refresh();
      },

      openCircuit: (id) => opener.byId(id),
      createCircuit: (name) => opener.create(name),
      importCircuitFile: (content, fileName, companions) => opener.importFile(content, fileName, companions),
      async importCircuitFiles(files) {
        // One after the other, in order: the last one opened stays open.
        for (const { main, companions } of groupFiles(files))
          await opener.importFile(main.content, main.name, companions);
      },
      openImportedCircuit: (open) => opener.adopt(open),
      openExample: (id) => opener.example(id),
      requestExample(example) {
        const copy = copyOfExample(get().circuits, example.id, get().circuitMeta?.id);
        if (!copy) return get().openExample(example.id);
        get().setExampleOffer({
          exampleId: example.id,
          exampleName: example.name,
          circuitId: copy.id,
          circuitName: copy.name,
        });
        return Promise.resolve(ok(undefined));
      },
      listExamples: () => call('examples:list', {}),

      async renameCircuit(id, name) {
        const result = await call('circuit:rename', { id, name });
        if (!result.success) return result;
        if (get().circuitMeta?.id === id) set({ circuitMeta: result.data });
        return ok(undefined);
      },

      async duplicateCircuit(id) {
        const result = await call('circuit:duplicate', { id });
        if (!result.success) return result;
        return get().openCircuit(result.data.id);
      },

      async deleteCircuit(id) {
        const result = await call('circuit:delete', { id });
        if (!result.success) return result;
        if (get().replica?.circuitId === id) await get().loadCurrent();
        return ok(undefined);
      },

      exportCircuit: (id) => call('circuit:export', { id }),
      refreshCircuits: () => list.refresh(),

      async listHistory(circuitId) {
        const result = await call('history:list', { circuitId });
        return result.success ? ok(result.data.entries) : result;
      },

      applyOperations: (label, operations, options) => writer.apply(label, operations, options),
      commitChange: (run) => writer.change(run),
      undo: () => writer.undo(),
      redo: () => writer.redo(),
      jumpTo: (position) => writer.jumpTo(position),

      receiveChange: (event) => opener.receive(event),
      receiveCircuitList: (circuits) => list.receive(circuits),

      async resyncAfterReconnect() {
        const openId = get().replica?.circuitId;
        const result = await opener.reconnect(openId);
        await get().refreshCircuits();
        const id = get().replica?.circuitId;
        // `sim.updated` deltas were lost too: start again from a snapshot (a new circuit got one).
        if (result.success && id !== undefined && id === openId) await get().startSimulation(id);
      },

      receiveOpened(circuitId) {
        opener.follow(circuitId);
      },
    };
  };
