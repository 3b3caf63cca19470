import type { StateCreator } from 'zustand';
import type { CircuitState, Operation } from '../../../shared/circuit';
import type { CircuitChanged, CircuitMeta, HistoryState, OpenCircuit } from '../../../shared/contract';
import { fail, ok, type Failure, type Result } from '../../../shared/errors';
import { call } from '../api';
import type { AppState } from './app-store';
import { CircuitReplica } from './circuit-replica';
import { createWorkQueue, RevisionWaiters } from './work-queue';

/** Whether the last change reached storage. */
export interface SaveState {
  readonly status: 'saved' | 'saving' | 'failed';
  readonly error?: string;
  readonly hint?: string;
}

/**
 * Builds an edit from the circuit as it is when the edit's turn comes: its operations, or its
 * operations and a label that replaces the one given to `applyOperations`. Undefined: nothing to do.
 */
export type OperationBuilder = (
  state: CircuitState,
) => Operation[] | { readonly label: string; readonly operations: Operation[] } | undefined;

/**
 * The open document: a replica of the circuit kept by the main process, its history position, the
 * list of circuits, and whether changes are saved. Edits leave here as operations
 * (`circuit:apply`) and come back as `circuit.changed` events; nothing changes the replica in
 * between, so the canvas never shows an edit the main process has not made.
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
  importCircuitFile: (content: string, fileName?: string) => Promise<Result<void>>;
  /** Opens a new circuit made from one of the examples shipped with the app. */
  openExample: (id: string) => Promise<Result<void>>;
  exportCircuit: (id: string) => Promise<Result<{ fileName: string; content: string }>>;
  refreshCircuits: () => Promise<void>;
  /**
   * Applies an edit as one undoable change. Edits run one after another, each built against the
   * circuit as the previous one left it; `select` is selected as the new parts arrive.
   */
  applyOperations: (
    label: string,
    operations: Operation[] | OperationBuilder,
    options?: { select?: { components?: readonly string[]; wires?: readonly string[] } },
  ) => Promise<Result<void>>;
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
  receiveOpened: (circuitId: string) => void;
}

/** Options of the document slice (tests shorten the wait). */
export interface DocumentSliceOptions {
  /** How long to wait for the event of a change we made before re-reading the circuit. */
  readonly eventTimeoutMs?: number;
}

/** The document slice. */
export const createDocumentSlice =
  ({ eventTimeoutMs = 3000 }: DocumentSliceOptions = {}): StateCreator<AppState, [], [], DocumentSlice> =>
  (set, get) => {
    const queue = createWorkQueue();
    const waiters = new RevisionWaiters();
    /** The circuit being opened, and events for it that arrived before the answer. */
    let opening: { id: string; events: CircuitChanged[] } | undefined;
    let pendingWrites = 0;
    /** Lists pushed by the main process so far: a list asked for before the last one is stale. */
    let listsPushed = 0;

    /**
     * Makes an opened circuit the replica. `refresh` re-reads the circuit already open (after a
     * lost or out-of-order event): the view, the selection and the simulation values stay.
     */
    function install(open: OpenCircuit, refresh = false): Result<void> {
      const replica = CircuitReplica.fromOpen(open);
      if (!replica.success) {
        set({ docStatus: 'error', docError: `${replica.error} ${replica.hint}` });
        return replica;
      }
      const early = opening?.id === open.meta.id ? opening.events : [];
      opening = undefined;
      set((s) => ({
        replica: replica.data,
        circuitMeta: open.meta,
        history: open.history,
        docStatus: 'ready',
        docError: undefined,
        docVersion: s.docVersion + 1,
      }));
      if (refresh) {
        get().resetCanvas(true);
      } else {
        get().resetSim(open.meta.id);
        get().resetValidation();
        get().resetCanvas();
        get().requestFit();
        // Live simulation is on by default: the simulator follows every change by itself from here.
        void get().startSimulation(open.meta.id);
      }
      for (const event of early) get().receiveChange(event);
      waiters.settle(replica.data.circuitId, replica.data.revision);
      void get().refreshValidation();
      return ok(undefined);
    }

    async function open(
      id: string | undefined,
      load: () => Promise<Result<OpenCircuit>>,
      refresh = false,
    ): Promise<Result<void>> {
      opening = id === undefined ? undefined : { id, events: [] };
      set({ docStatus: get().replica ? 'ready' : 'loading' });
      const result = await load();
      if (!result.success) {
        opening = undefined;
        if (!get().replica) set({ docStatus: 'error', docError: `${result.error} ${result.hint}` });
        // Opening, creating and importing are not canvas gestures: say it in a notice.
        get().pushNotice({ level: 'error', message: result.error, hint: result.hint });
        return result;
      }
      return install(result.data, refresh && result.data.meta.id === get().replica?.circuitId);
    }

    /** Reads the open circuit again, keeping the view (a change event went missing). */
    function resync(circuitId: string): Promise<Result<void>> {
      return open(circuitId, () => call('circuit:open', { id: circuitId }), true);
    }

    function report(failure: Failure): Failure {
      if (failure.code === 'STORAGE_FAILED') {
        set({ saveState: { status: 'failed', error: failure.error, hint: failure.hint } });
      } else {
        get().showCanvasMessage({ text: failure.error, hint: failure.hint });
      }
      return failure;
    }

    /** Runs a history call or an edit in the queue and waits until its event has been applied. */
    function write(run: () => Promise<Result<{ history: HistoryState }> | undefined>): Promise<Result<void>> {
      return queue.run(async () => {
        pendingWrites++;
        set({ saveState: { status: 'saving' } });
        try {
          const circuitId = get().replica?.circuitId;
          const result = await run();
          if (!result) return ok(undefined);
          if (!result.success) return report(result);
          if (
            circuitId !== undefined &&
            !(await waiters.wait(circuitId, result.data.history.revision, eventTimeoutMs))
          ) {
            // The event was lost or is late: read the circuit again rather than show a stale one.
            console.warn('[circuit.changed] event missing after a change; re-opening the circuit');
            await resync(circuitId);
          }
          set({ saveState: { status: 'saved' } });
          return ok(undefined);
        } finally {
          pendingWrites--;
          if (pendingWrites === 0 && get().saveState.status === 'saving') set({ saveState: { status: 'saved' } });
        }
      });
    }

    function showList(circuits: readonly CircuitMeta[]): void {
      const id = get().circuitMeta?.id;
      const meta = circuits.find((c) => c.id === id);
      set({ circuits, ...(meta ? { circuitMeta: meta } : {}) });
    }

    function currentId(): Result<string> {
      const id = get().replica?.circuitId;
      return id === undefined ? fail('NOT_FOUND', 'No circuit is open.', 'Create or open a circuit first.') : ok(id);
    }

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
        await open(undefined, () => call('circuit:current', {}));
        await get().refreshCircuits();
      },

      openCircuit(id) {
        return open(id, () => call('circuit:open', { id }));
      },

      async createCircuit(name) {
        return open(undefined, () => call('circuit:create', name === undefined ? {} : { name }));
      },

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

      importCircuitFile(content, fileName) {
        return open(undefined, () =>
          call('circuit:import', fileName === undefined ? { content } : { content, fileName }),
        );
      },

      openExample(id) {
        return open(undefined, () => call('examples:open', { id }));
      },

      async exportCircuit(id) {
        return call('circuit:export', { id });
      },

      async refreshCircuits() {
        // An answer and a pushed list travel apart: when a list was pushed while this one was on
        // its way, this one may be older, so ask again (a few times at most; the pushed one stays).
        for (let attempt = 0; attempt < 3; attempt++) {
          const pushed = listsPushed;
          const result = await call('circuit:list', {});
          if (!result.success) return;
          if (listsPushed === pushed) return showList(result.data);
        }
      },

      applyOperations(label, operations, options) {
        return write(async () => {
          const replica = get().replica;
          if (!replica) return currentId() as Failure;
          const built = typeof operations === 'function' ? operations(replica.state) : operations;
          const edit = Array.isArray(built) ? { label, operations: built } : built;
          if (!edit || edit.operations.length === 0) return undefined;
          if (options?.select) get().setSelection(options.select.components ?? [], options.select.wires ?? []);
          return call('circuit:apply', {
            circuitId: replica.circuitId,
            label: edit.label,
            operations: edit.operations,
          });
        });
      },

      undo() {
        return write(async () => {
          const id = currentId();
          if (!id.success) return id;
          if (!get().history?.canUndo) return undefined;
          return call('history:undo', { circuitId: id.data });
        });
      },

      redo() {
        return write(async () => {
          const id = currentId();
          if (!id.success) return id;
          if (!get().history?.canRedo) return undefined;
          return call('history:redo', { circuitId: id.data });
        });
      },

      jumpTo(position) {
        return write(async () => {
          const id = currentId();
          if (!id.success) return id;
          if (get().history?.position === position) return undefined;
          return call('history:jump', { circuitId: id.data, position });
        });
      },

      async resyncAfterReconnect() {
        const openId = get().replica?.circuitId;
        // `circuit:current` is the circuit open now, also if another window opened another one
        // while our events were lost; reading it has no side effect. The same circuit is refreshed
        // in place; another one is opened as usual.
        const result = await open(openId, () => call('circuit:current', {}), true);
        await get().refreshCircuits();
        const id = get().replica?.circuitId;
        // `sim.updated` deltas were lost too: start again from a snapshot (a new circuit got one).
        if (result.success && id !== undefined && id === openId) await get().startSimulation(id);
      },

      receiveChange(event) {
        if (opening?.id === event.circuitId) {
          opening.events.push(event);
          return;
        }
        const replica = get().replica;
        if (!replica || replica.circuitId !== event.circuitId) return;
        const outcome = replica.apply(event);
        if (outcome.kind === 'ignored') return;
        if (outcome.kind === 'gap') {
          console.warn(`[circuit.changed] ${outcome.reason}; re-opening the circuit`);
          void resync(replica.circuitId);
          return;
        }
        set((s) => ({ history: event.history, docVersion: s.docVersion + 1 }));
        get().syncCanvas(outcome.touched);
        waiters.settle(replica.circuitId, replica.revision);
        void get().refreshValidation();
      },

      receiveCircuitList(circuits) {
        listsPushed++;
        showList(circuits);
      },

      receiveOpened(circuitId) {
        if (circuitId === get().replica?.circuitId || circuitId === opening?.id) return;
        void get().openCircuit(circuitId);
      },
    };
  };
