import type { CircuitState, Operation } from '../../../shared/circuit';
import type { HistoryState } from '../../../shared/contract';
import { fail, ok, type Failure, type Result } from '../../../shared/errors';
import { call } from '../platform/api';
import type { AppState } from './app-store';
import type { CircuitOpener } from './circuit-opener';
import type { StoreAccess } from './store-access';
import { createWorkQueue, type WorkQueue } from './work-queue';

/**
 * Builds an edit from the circuit as it is when the edit's turn comes: its operations, or its
 * operations and a label that replaces the one given to `applyOperations`. Undefined: nothing to do.
 */
export type OperationBuilder = (
  state: CircuitState,
) => Operation[] | { readonly label: string; readonly operations: Operation[] } | undefined;

/** What to select as the parts of an edit arrive. */
export interface EditOptions {
  readonly select?: {
    readonly components?: readonly string[];
    readonly wires?: readonly string[];
    readonly notes?: readonly string[];
  };
}

/** A change or history move the main process made, with the history it left. */
type Written = Result<{ history: HistoryState }>;

/**
 * Sends the open circuit's edits (`circuit:apply`) and history moves (undo, redo, jump) one at a
 * time, and lets each finish only once its own `circuit.changed` event has reached the replica, so
 * the next edit is built against the circuit as this one left it. An event that never comes makes
 * the opener re-read the circuit. Keeps the save indicator. One per store.
 */
export class CircuitWriter {
  private readonly queue: WorkQueue = createWorkQueue();
  /** Writes under way: the save indicator stays "saving" until the last one ends. */
  private writing = 0;

  constructor(
    private readonly store: StoreAccess,
    private readonly opener: CircuitOpener,
    /** How long to wait for the event of a change before re-reading the circuit. */
    private readonly eventTimeoutMs: number,
  ) {}

  /** Applies an edit, built when its turn comes, as one undoable change. */
  apply(label: string, operations: Operation[] | OperationBuilder, options?: EditOptions): Promise<Result<void>> {
    return this.write(async () => {
      const { get } = this.store;
      const replica = get().replica;
      if (!replica) return noCircuit();
      const built = typeof operations === 'function' ? operations(replica.state) : operations;
      const edit = Array.isArray(built) ? { label, operations: built } : built;
      if (!edit || edit.operations.length === 0) return undefined;
      const select = options?.select;
      if (select) get().setSelection(select.components ?? [], select.wires ?? [], select.notes ?? []);
      return call('circuit:apply', { circuitId: replica.circuitId, label: edit.label, operations: edit.operations });
    });
  }

  /** Undoes the last change, if there is one. */
  undo(): Promise<Result<void>> {
    return this.move(
      (s) => s.history?.canUndo === true,
      (circuitId) => call('history:undo', { circuitId }),
    );
  }

  /** Redoes the last undone change, if there is one. */
  redo(): Promise<Result<void>> {
    return this.move(
      (s) => s.history?.canRedo === true,
      (circuitId) => call('history:redo', { circuitId }),
    );
  }

  /** Moves the history to just after change `position` (0: before the first). */
  jumpTo(position: number): Promise<Result<void>> {
    return this.move(
      (s) => s.history?.position !== position,
      (circuitId) => call('history:jump', { circuitId, position }),
    );
  }

  /** A history move of the open circuit, made only when `needed` says so when its turn comes. */
  private move(
    needed: (state: AppState) => boolean,
    run: (circuitId: string) => Promise<Written>,
  ): Promise<Result<void>> {
    return this.write(async () => {
      const s = this.store.get();
      const circuitId = s.replica?.circuitId;
      if (circuitId === undefined) return noCircuit();
      if (!needed(s)) return undefined;
      return run(circuitId);
    });
  }

  /**
   * A change the main process makes through a channel of its own (a test added, renamed, removed):
   * queued with the edits and finished once its event has reached the replica. A refusal is returned,
   * not shown (the caller shows it where it belongs); a storage failure shows in the save indicator.
   */
  change<T extends { history: HistoryState }>(run: (circuitId: string) => Promise<Result<T>>): Promise<Result<T>> {
    return this.queue.run(() =>
      this.saving(async () => {
        const circuitId = this.store.get().replica?.circuitId;
        if (circuitId === undefined) return noCircuit();
        const result = await run(circuitId);
        if (!result.success) {
          if (result.code === 'STORAGE_FAILED') this.report(result);
          return result;
        }
        await this.applied(circuitId, result.data.history.revision);
        return result;
      }),
    );
  }

  /** Runs a history call or an edit in the queue and waits until its event has been applied. */
  private write(run: () => Promise<Written | undefined>): Promise<Result<void>> {
    return this.queue.run(() =>
      this.saving(async () => {
        const circuitId = this.store.get().replica?.circuitId;
        const result = await run();
        if (!result) return ok(undefined);
        if (!result.success) return this.report(result);
        if (circuitId !== undefined) await this.applied(circuitId, result.data.history.revision);
        return ok(undefined);
      }),
    );
  }

  /** Waits for the event of a change; when it is lost or late, reads the circuit again rather than show a stale one. */
  private async applied(circuitId: string, revision: number): Promise<void> {
    if (await this.opener.reached(circuitId, revision, this.eventTimeoutMs)) return;
    console.warn('[circuit.changed] event missing after a change; re-opening the circuit');
    await this.opener.resync(circuitId);
  }

  /** Shows "saving" while a write is under way, and "saved" once the last one ends (unless it failed). */
  private async saving<T>(job: () => Promise<Result<T>>): Promise<Result<T>> {
    const { get, set } = this.store;
    this.writing++;
    set({ saveState: { status: 'saving' } });
    try {
      const result = await job();
      if (result.success) set({ saveState: { status: 'saved' } });
      return result;
    } finally {
      this.writing--;
      if (this.writing === 0 && get().saveState.status === 'saving') set({ saveState: { status: 'saved' } });
    }
  }

  /** A change the main process refused: storage failures show in the save indicator, the rest on the canvas. */
  private report(failure: Failure): Failure {
    const { get, set } = this.store;
    if (failure.code === 'STORAGE_FAILED') {
      set({ saveState: { status: 'failed', error: failure.error, hint: failure.hint } });
    } else {
      get().showCanvasMessage({ text: failure.error, hint: failure.hint });
    }
    return failure;
  }
}

function noCircuit(): Failure {
  return fail('NOT_FOUND', 'No circuit is open.', 'Create or open a circuit first.');
}
