import type { CircuitChanged, OpenCircuit } from '../../../shared/contract';
import { MAX_CIRCUIT_FILE_BYTES } from '../../../shared/circuit/file-format';
import { fail, ok, type Failure, type Result } from '../../../shared/errors';
import { call } from '../platform/api';
import { MAX_COMPANION_FILES } from '../../../shared/contract';
import { reportNotice } from '../model/foreign-files/report-words';
import type { CircuitReaction, OpenedCircuit } from './circuit-reactions';
import { CircuitReplica } from '../model/circuit-replica';
import type { StoreAccess } from './store-access';
import { RevisionWaiters } from './work-queue';

/**
 * Opens circuits into the store's replica and keeps it in step with the main process: the answer
 * of `circuit:open` and its kin, then `circuit.changed` events in revision order. A skipped
 * revision, or an event that does not apply, re-reads the circuit instead of guessing. Every slice
 * that follows the open circuit hears of it through its {@link CircuitReaction}. One per store.
 */
export class CircuitOpener {
  /** The circuit being opened, and events for it that arrived before the answer. */
  private opening: { readonly id: string; readonly events: CircuitChanged[] } | undefined;
  /** Writes waiting for the replica to reach the revision of their change. */
  private readonly waiters = new RevisionWaiters();
  /** Counts the opens asked for: only the latest one's answer is installed. */
  private asked = 0;
  /** Settles once every open under way has been answered. */
  private settled: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: StoreAccess,
    private readonly reactions: readonly CircuitReaction[],
  ) {}

  /** Opens the circuit the main process has current (the last one open, or a new one). */
  current(): Promise<Result<void>> {
    return this.open(undefined, () => call('circuit:current', {}));
  }

  /** Opens a stored circuit. */
  byId(id: string): Promise<Result<void>> {
    return this.open(id, () => call('circuit:open', { id }));
  }

  /** Creates an empty circuit and opens it. */
  create(name?: string): Promise<Result<void>> {
    return this.open(undefined, () => call('circuit:create', name === undefined ? {} : { name }));
  }

  /**
   * Stores a circuit file (ours, Logisim's or Digital's) as a new circuit and opens it; a Digital
   * file comes with the other `.dig` files picked with it (`companions`). What an import from
   * another program carried over is said in a notice.
   */
  importFile(
    content: string,
    fileName?: string,
    companions: readonly { readonly name: string; readonly content: string }[] = [],
  ): Promise<Result<void>> {
    // Refused here, in the user's words: past the contract's limit the answer would name the channel.
    const tooBig = [content, ...companions.map((c) => c.content)].map(fileTooBig).find((f) => f !== undefined);
    if (tooBig) return this.open(undefined, () => Promise.resolve(tooBig));
    const input = {
      content,
      ...(fileName === undefined ? {} : { fileName }),
      ...(companions.length > 0
        ? {
            companions: companions.slice(0, MAX_COMPANION_FILES).map((c) => ({ fileName: c.name, content: c.content })),
          }
        : {}),
    };
    return this.open(undefined, async () => {
      const answer = await call('circuit:import', input);
      if (answer.success && answer.data.report) {
        const { report, ...open } = answer.data;
        this.store.get().pushNotice(reportNotice(open.meta.name, report));
        return ok(open);
      }
      return answer;
    });
  }

  /** Opens a circuit the main process made and answered with already (a Verilog import). */
  adopt(open: OpenCircuit): Promise<Result<void>> {
    return this.open(undefined, () => Promise.resolve(ok(open)));
  }

  /** Opens a new circuit made from one of the examples. */
  example(id: string): Promise<Result<void>> {
    return this.open(undefined, () => call('examples:open', { id }));
  }

  /** Reads the open circuit again, keeping the view (a change event went missing or did not apply). */
  resync(circuitId: string): Promise<Result<void>> {
    return this.open(circuitId, () => call('circuit:open', { id: circuitId }), true);
  }

  /**
   * After the event stream was lost: reads the circuit open now (`circuit:current` — another
   * window may have opened another one meanwhile; reading it has no side effect). The same circuit
   * is refreshed in place, keeping the view; another one is opened as usual.
   */
  reconnect(openId: string | undefined): Promise<Result<void>> {
    return this.open(openId, () => call('circuit:current', {}), true);
  }

  /**
   * The main process says `circuitId` is open now (`circuit.opened`: this window's own open, or
   * another's). Once the opens under way are answered, and unless it is open already (the event of
   * this window's own new circuit or example comes before the answer that names it, and opening it
   * a second time would start the circuit afresh under the user's hands), the circuit current now
   * is read — never this one by id: an event can be old by the time it is handled (imports back to
   * back each announce theirs), and opening it would make it current again, announce it again, and
   * windows would bounce between circuits.
   */
  follow(circuitId: string): void {
    void this.settled.then(() => {
      if (!this.isOpenOrOpening(circuitId)) void this.current();
    });
  }

  /** Whether `circuitId` is the open circuit or the one on its way. */
  isOpenOrOpening(circuitId: string): boolean {
    return circuitId === this.store.get().replica?.circuitId || circuitId === this.opening?.id;
  }

  /**
   * Applies a `circuit.changed` event to the replica. An event for the circuit being opened waits
   * for the answer; one for another circuit, or a revision already applied, is dropped.
   */
  receive(event: CircuitChanged): void {
    if (this.opening?.id === event.circuitId) {
      this.opening.events.push(event);
      return;
    }
    const { get, set } = this.store;
    const replica = get().replica;
    if (!replica || replica.circuitId !== event.circuitId) return;
    const outcome = replica.apply(event);
    if (outcome.kind === 'ignored') return;
    if (outcome.kind === 'gap') {
      console.warn(`[circuit.changed] ${outcome.reason}; re-opening the circuit`);
      void this.resync(replica.circuitId);
      return;
    }
    set((s) => ({ history: event.history, docVersion: s.docVersion + 1 }));
    for (const reaction of this.reactions) reaction.onCircuitChanged?.(outcome.touched, get());
    this.waiters.settle(replica.circuitId, replica.revision);
  }

  /** Resolves true once the replica of `circuitId` reaches `revision`, false after `timeoutMs`. */
  reached(circuitId: string, revision: number, timeoutMs: number): Promise<boolean> {
    return this.waiters.wait(circuitId, revision, timeoutMs);
  }

  private open(
    id: string | undefined,
    load: () => Promise<Result<OpenCircuit>>,
    reread = false,
  ): Promise<Result<void>> {
    const opened = this.load(id, load, reread);
    this.settled = Promise.allSettled([this.settled, opened]);
    return opened;
  }

  private async load(
    id: string | undefined,
    load: () => Promise<Result<OpenCircuit>>,
    reread: boolean,
  ): Promise<Result<void>> {
    const { get, set } = this.store;
    const ticket = ++this.asked;
    this.opening = id === undefined ? undefined : { id, events: [] };
    set({ docStatus: get().replica ? 'ready' : 'loading' });
    const result = await load();
    // A later open was asked while this one was on its way (a re-read after a reconnect answered
    // after an import opened its circuit): the latest asked wins, whatever order answers come in.
    if (ticket !== this.asked) return result.success ? ok(undefined) : result;
    if (!result.success) {
      this.opening = undefined;
      if (!get().replica) set({ docStatus: 'error', docError: `${result.error} ${result.hint}` });
      // Opening, creating and importing are not canvas gestures: say it in a notice.
      get().pushNotice({ level: 'error', message: result.error, hint: result.hint });
      return result;
    }
    return this.install(result.data, reread && result.data.meta.id === get().replica?.circuitId);
  }

  /** Makes an opened circuit the replica, tells every slice, then applies the events that came early. */
  private install(open: OpenCircuit, reread: boolean): Result<void> {
    const { get, set } = this.store;
    const replica = CircuitReplica.fromOpen(open);
    if (!replica.success) {
      set({ docStatus: 'error', docError: `${replica.error} ${replica.hint}` });
      return replica;
    }
    const early = this.opening?.id === open.meta.id ? this.opening.events : [];
    this.opening = undefined;
    set((s) => ({
      replica: replica.data,
      circuitMeta: open.meta,
      history: open.history,
      docStatus: 'ready',
      docError: undefined,
      docVersion: s.docVersion + 1,
    }));
    const circuit: OpenedCircuit = { meta: open.meta, replica: replica.data, reread };
    for (const reaction of this.reactions) reaction.onCircuitOpened?.(circuit, get());
    for (const event of early) this.receive(event);
    this.waiters.settle(replica.data.circuitId, replica.data.revision);
    return ok(undefined);
  }
}

/** The failure of a file past the import limit (its characters, never more than its bytes), or undefined. */
export function fileTooBig(content: string): Failure | undefined {
  if (content.length <= MAX_CIRCUIT_FILE_BYTES) return undefined;
  return fail(
    'INVALID_FILE',
    `The file is too large to import: a circuit file is at most ${MAX_CIRCUIT_FILE_BYTES / (1024 * 1024)} MiB.`,
    'Choose a circuit file exported by CircuitForge.',
  );
}
