import type { DocumentService } from '../documents/document-service';
import type { EventBus } from '../events';
import type { SimHostMessage, SimLibrary, SimRequest } from './host/protocol';
import type { HandlerMap } from '../rpc/dispatch';
import type { Operation } from '../../shared/circuit/operations';
import type { ChannelOutput } from '../../shared/contract';
import { fail, ok, type Result } from '../../shared/errors';
import type { SimTransport } from './transport';
import type { Circuit } from '../../shared/circuit/types';
import type { SimSnapshot } from '../../shared/contract/sim-channels';
import type { CopySimulator, CopyStep, CopyTruthTable } from './copy-simulator';

type SimChannel =
  | 'sim:snapshot'
  | 'sim:setInput'
  | 'sim:run'
  | 'sim:pause'
  | 'sim:step'
  | 'sim:setSpeed'
  | 'sim:reset'
  | 'sim:truthTable'
  | 'sim:memoryWords';

/**
 * The live simulation of the app's circuits. The engines run in a simulation host behind a
 * transport (a worker thread in the app); this service starts a circuit's simulation on first use,
 * forwards every `circuit.changed` of that circuit to it (edits, undo, redo: the simulation follows
 * the document and is patched in place), and republishes the host's updates as `sim.updated`.
 *
 * Switch and button presses, running and stepping are simulation state: they never become edits.
 */
export class SimulationService implements CopySimulator {
  private transport: SimTransport | undefined;
  private readonly pending = new Map<number, (result: Result<unknown>) => void>();
  private nextId = 1;
  private nextCopy = 1;
  /** Circuits whose session was requested (the load message is sent before any edit of them). */
  private readonly loaded = new Set<string>();
  /** For each loaded circuit with subcircuits: the circuits its definitions come from (transitively). */
  private readonly dependsOn = new Map<string, ReadonlySet<string>>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly documents: DocumentService,
    private readonly events: EventBus,
    private readonly createTransport: () => SimTransport,
  ) {
    this.unsubscribe = events.subscribe((message) => {
      if (message.name === 'circuit.changed') {
        const { circuitId, operations } = message.payload;
        if (this.loaded.has(circuitId)) {
          // A subcircuit placed or changed: its definitions go first, so the edit compiles with them.
          if (operations.some(placesSubcircuit)) this.sendLibrary(circuitId);
          void this.follow(circuitId, operations);
        }
        // An edited definition: every session that uses it compiles again.
        for (const [user, deps] of this.dependsOn)
          if (deps.has(circuitId) && this.loaded.has(user)) this.sendLibrary(user);
      } else if (message.name === 'circuit.listChanged') {
        const alive = new Set(message.payload.circuits.map((c) => c.id));
        let dropped = false;
        for (const id of [...this.loaded]) {
          if (alive.has(id)) continue;
          this.loaded.delete(id);
          this.dependsOn.delete(id);
          dropped = true;
          void this.request({ type: 'drop', circuitId: id });
        }
        // Nothing left to simulate: end the worker, which gives its memory back to the system (a
        // dropped 200,000-part session leaves a heap of a gigabyte behind); the next call starts one.
        if (dropped && this.loaded.size === 0) void this.stopTransport();
      }
    });
  }

  /** The handlers of the `sim:*` channels. */
  handlers(): Pick<HandlerMap, SimChannel> {
    return {
      'sim:snapshot': ({ circuitId }) => this.call<'sim:snapshot'>({ type: 'snapshot', circuitId }),
      'sim:setInput': ({ circuitId, componentId, on, value }) =>
        this.call<'sim:setInput'>({
          type: 'setInput',
          circuitId,
          componentId,
          on,
          ...(value !== undefined ? { value } : {}),
        }),
      'sim:run': ({ circuitId }) => this.call<'sim:run'>({ type: 'run', circuitId }),
      'sim:pause': ({ circuitId }) => this.call<'sim:pause'>({ type: 'pause', circuitId }),
      'sim:step': ({ circuitId, halfPeriods }) => this.call<'sim:step'>({ type: 'step', circuitId, halfPeriods }),
      'sim:setSpeed': ({ circuitId, speed }) => this.call<'sim:setSpeed'>({ type: 'setSpeed', circuitId, speed }),
      'sim:reset': ({ circuitId }) => this.call<'sim:reset'>({ type: 'reset', circuitId }),
      'sim:truthTable': ({ circuitId, inputs, outputs }) =>
        this.call<'sim:truthTable'>({ type: 'truthTable', circuitId, inputs, outputs }),
      'sim:memoryWords': ({ circuitId, componentId, from, count }) =>
        this.call<'sim:memoryWords'>({ type: 'memoryWords', circuitId, componentId, from, count }),
    };
  }

  /** Runs a script on a copy of a circuit in a throwaway session of the host (off the main thread). */
  async run(circuit: Circuit, steps: readonly CopyStep[]): Promise<Result<SimSnapshot[]>> {
    return this.withCopy(circuit, async (circuitId) => {
      const snapshots: SimSnapshot[] = [];
      for (const step of steps) {
        for (const input of step.inputs ?? []) {
          const set = await this.request({ type: 'setInput', circuitId, ...input });
          if (!set.success) return set;
        }
        if (step.halfPeriods !== undefined && step.halfPeriods > 0) {
          const stepped = await this.request({ type: 'step', circuitId, halfPeriods: step.halfPeriods });
          if (!stepped.success) return stepped;
        }
        const snapshot = await this.request({ type: 'snapshot', circuitId });
        if (!snapshot.success) return snapshot;
        snapshots.push(snapshot.data as SimSnapshot);
      }
      return ok(snapshots);
    });
  }

  /** The truth table of a copy of a circuit (off the main thread). */
  truthTable(circuit: Circuit, inputs: readonly string[], outputs: readonly string[]): Promise<Result<CopyTruthTable>> {
    return this.withCopy(
      circuit,
      async (circuitId) =>
        (await this.request({ type: 'truthTable', circuitId, inputs, outputs })) as Result<CopyTruthTable>,
    );
  }

  /**
   * Runs a job the host was given (see `HostJob`) on a copy of a circuit, off the main thread: the
   * copy carries its subcircuits' definitions and is dropped afterwards.
   */
  runJob<T>(circuit: Circuit, job: string, payload: unknown): Promise<Result<T>> {
    return this.withCopy(
      circuit,
      async (circuitId) => (await this.request({ type: 'job', circuitId, job, payload })) as Result<T>,
    );
  }

  private async withCopy<T>(circuit: Circuit, body: (circuitId: string) => Promise<Result<T>>): Promise<Result<T>> {
    // A name no document can have (document ids never contain ":"); its updates are never published.
    const circuitId = `copy:${this.nextCopy++}`;
    const { library } = this.libraryOf(circuit);
    const loaded = await this.request({ type: 'load', circuitId, circuit, library });
    if (!loaded.success) return loaded;
    try {
      return await body(circuitId);
    } finally {
      void this.request({ type: 'drop', circuitId });
    }
  }

  /** Stops following the document and shuts the simulation host down. */
  async close(): Promise<void> {
    this.unsubscribe();
    this.loaded.clear();
    await this.stopTransport();
  }

  private stopTransport(): Promise<void> {
    const transport = this.transport;
    this.transport = undefined;
    this.failPending('The simulator was shut down.');
    return transport?.close() ?? Promise.resolve();
  }

  private async call<K extends SimChannel>(request: SimRequest): Promise<Result<ChannelOutput<K>>> {
    const loaded = this.ensureLoaded(request.circuitId);
    if (!loaded.success) return loaded;
    return (await this.request(request)) as Result<ChannelOutput<K>>;
  }

  /** Sends the circuit to the host the first time it is simulated. */
  private ensureLoaded(circuitId: string): Result<void> {
    if (this.loaded.has(circuitId)) return ok(undefined);
    const state = this.documents.stateOf(circuitId);
    if (!state.success) return state;
    this.loaded.add(circuitId);
    const circuit = state.data.toJSON();
    const { library, deps } = this.libraryOf(circuit);
    if (deps.size > 0) this.dependsOn.set(circuitId, deps);
    // Not awaited: messages stay in order, so the request that follows runs on the loaded circuit,
    // and if loading failed its failure is what that request answers (the host has no session).
    void this.request({ type: 'load', circuitId, circuit, library }).then((result) => {
      if (!result.success) this.loaded.delete(circuitId);
    });
    return ok(undefined);
  }

  /** Sends a session the current definitions of its subcircuits (after one of them changed). */
  private sendLibrary(circuitId: string): void {
    const state = this.documents.stateOf(circuitId);
    if (!state.success) return;
    const { library, deps } = this.libraryOf(state.data.toJSON());
    if (deps.size > 0) this.dependsOn.set(circuitId, deps);
    else this.dependsOn.delete(circuitId);
    void this.request({ type: 'library', circuitId, library });
  }

  /**
   * The definitions a circuit's subcircuits need, transitively, read from the documents (a circuit
   * that contains itself is read once: the simulator reports the loop).
   */
  private libraryOf(circuit: Circuit): { library: SimLibrary; deps: Set<string> } {
    const library: Record<string, { name: string; circuit: Circuit }> = {};
    const deps = new Set<string>();
    const names = new Map<string, string>();
    const listed = this.documents.list();
    if (listed.success) for (const meta of listed.data) names.set(meta.id, meta.name);
    const queue = usedBy(circuit);
    while (queue.length > 0) {
      const id = queue.pop()!;
      if (deps.has(id)) continue;
      deps.add(id);
      const state = this.documents.stateOf(id);
      if (!state.success) continue;
      const content = state.data.toJSON();
      library[id] = { name: names.get(id) ?? id, circuit: content };
      queue.push(...usedBy(content));
    }
    return { library, deps };
  }

  /** Forwards an edit; if the host cannot follow it, the session is reloaded from the document. */
  private async follow(circuitId: string, operations: readonly Operation[]): Promise<void> {
    const result = await this.request({ type: 'edit', circuitId, operations });
    if (result.success || !this.loaded.has(circuitId)) return;
    console.error(`[INTERNAL] the simulation of ${circuitId} could not follow an edit: ${result.error}`);
    this.loaded.delete(circuitId);
    this.ensureLoaded(circuitId);
  }

  private request(request: SimRequest): Promise<Result<unknown>> {
    const transport = this.connect();
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      transport.send({ id, request });
    });
  }

  private connect(): SimTransport {
    if (this.transport) return this.transport;
    const transport = this.createTransport();
    transport.onMessage((message) => this.receive(message));
    transport.onExit((reason) => {
      if (this.transport !== transport) return;
      console.error(`[INTERNAL] the simulator stopped: ${reason}`);
      this.transport = undefined;
      this.loaded.clear();
      this.failPending('The simulator stopped unexpectedly.');
      this.events.emit('app.notice', {
        level: 'error',
        message: 'The simulator stopped unexpectedly.',
        hint: 'It restarts with your next action; switch positions and stored bits were reset. Your circuit is safe.',
      });
    });
    this.transport = transport;
    return transport;
  }

  private receive(message: SimHostMessage): void {
    if (message.kind === 'update') {
      if (this.loaded.has(message.update.circuitId)) this.events.emit('sim.updated', message.update);
      return;
    }
    const resolve = this.pending.get(message.id);
    this.pending.delete(message.id);
    resolve?.(message.result);
  }

  private failPending(error: string): void {
    const failure = fail('UNAVAILABLE', error, 'Try again: the simulator restarts by itself.');
    for (const resolve of this.pending.values()) resolve(failure);
    this.pending.clear();
  }
}

/** The circuits a circuit places as subcircuits (directly). */
function usedBy(circuit: Circuit): string[] {
  return circuit.components.flatMap((c) =>
    c.type === 'SUBCIRCUIT' && typeof c.properties.circuit === 'string' && c.properties.circuit !== ''
      ? [c.properties.circuit]
      : [],
  );
}

/** An edit that places a subcircuit or changes one (its definitions must reach the simulator first). */
function placesSubcircuit(op: Operation): boolean {
  return (
    (op.op === 'addComponent' && op.component.type === 'SUBCIRCUIT') ||
    (op.op === 'updateComponent' && op.set.properties !== undefined && 'circuit' in op.set.properties)
  );
}
