import { CircuitState } from '../../../shared/circuit/circuit-state';
import type { Circuit } from '../../../shared/circuit/types';
import type { SimSnapshot, SimUpdated } from '../../../shared/contract/sim-channels';
import { fail, ok, type Result } from '../../../shared/errors';
import { compile, type Simulation } from '../simulation';
import { DeltaTracker } from './delta-tracker';
import { readMemoryWords } from './memory-words';
import { boundedSnapshot, FullUpdateParts, SIZE_LIMITS, type SizeLimits } from './full-parts';
import type { SubcircuitLibrary } from '../hierarchy/flatten';
import type { HostJob, HostTimers, SimLibrary, SimRequest } from './protocol';

/** The library a session compiles with, from the definitions sent with it. */
function libraryOf(definitions: SimLibrary): SubcircuitLibrary {
  return (id) => (Object.hasOwn(definitions, id) ? definitions[id] : undefined);
}

/** At most this many `sim.updated` per second and circuit. */
const FRAME_MS = 1000 / 60;
/** Time one frame may spend advancing running clocks. */
const STEP_BUDGET_MS = 10;
/** Truth tables with at least this many inputs are computed on the fast engine. */
const FAST_TABLE_INPUTS = 8;
/** A running simulation that falls further behind than this drops the backlog and runs as fast as it can. */
const MAX_BACKLOG_MS = 500;

interface Session {
  readonly circuitId: string;
  readonly state: CircuitState;
  /** The subcircuits' definitions. */
  library: SubcircuitLibrary;
  readonly simulation: Simulation;
  readonly tracker: DeltaTracker;
  /** The rest of a full update too big for one message. */
  readonly parts: FullUpdateParts;
  running: boolean;
  speed: number;
  /** Real time and half-period count when running last (re)started. */
  anchorMs: number;
  anchorSteps: number;
  steps: number;
  dirty: boolean;
  sendFull: boolean;
}

/**
 * The simulations of the open circuits, behind the request protocol. It runs wherever the app puts
 * it (a worker thread in the app, the test's own thread in tests): time comes from `timers`, and
 * updates leave through `emit`, throttled to 60 per second, with clocks advanced in real time × speed
 * while running.
 */
export class SimulationHost {
  private readonly sessions = new Map<string, Session>();
  private frameTimer: unknown;
  private frameDue = 0;

  constructor(
    private readonly timers: HostTimers,
    private readonly emit: (update: SimUpdated) => void,
    private readonly limits: SizeLimits = SIZE_LIMITS,
    /** Jobs the host runs on a session's circuit (see {@link HostJob}), by name. */
    private readonly jobs: Readonly<Record<string, HostJob>> = {},
  ) {}

  /** Answers one request. Expected failures are values; a thrown error is a bug. */
  handle(request: SimRequest): Result<unknown> {
    if (request.type === 'load') return this.load(request.circuitId, request.circuit, request.library ?? {});
    const session = this.sessions.get(request.circuitId);
    if (request.type === 'drop') {
      this.sessions.delete(request.circuitId);
      return ok({});
    }
    if (!session) {
      return fail('NOT_FOUND', `Circuit "${request.circuitId}" is not being simulated.`, 'Open it first.');
    }
    switch (request.type) {
      case 'edit': {
        const applied = session.state.apply(request.operations);
        if (!applied.success) return applied;
        const followed = session.simulation.applyOperations(request.operations, () => session.state.toJSON());
        if (!followed.success) return followed;
        session.tracker.structureChanged();
        return this.changed(session, {});
      }
      case 'library': {
        session.library = libraryOf(request.library);
        const rebuilt = session.simulation.setLibrary(session.library, session.state.toJSON());
        if (!rebuilt.success) return rebuilt;
        session.tracker.structureChanged();
        return this.changed(session, {});
      }
      case 'snapshot':
        // A full update follows: whoever asked starts from this snapshot, and events and answers may
        // arrive in either order, so the next delta must not depend on what was sent before it.
        session.sendFull = true;
        this.changed(session, {});
        return ok(boundedSnapshot(this.snapshot(session), this.limits));
      case 'setInput': {
        const set =
          request.value !== undefined
            ? session.simulation.setValue(request.componentId, request.value)
            : session.simulation.setInput(request.componentId, request.on);
        if (!set.success) return set;
        session.simulation.settle();
        return this.changed(session, { time: session.simulation.time });
      }
      case 'run':
        if (!session.running) {
          session.running = true;
          this.anchor(session);
        }
        return this.changed(session, { running: true });
      case 'pause':
        session.running = false;
        return this.changed(session, { running: false });
      case 'step':
        this.advance(session, request.halfPeriods);
        session.anchorSteps = session.steps;
        return this.changed(session, { time: session.simulation.time });
      case 'setSpeed':
        session.speed = request.speed;
        this.anchor(session);
        return this.changed(session, { speed: session.speed });
      case 'reset':
        session.simulation.reset();
        session.steps = 0;
        this.anchor(session);
        session.sendFull = true;
        this.changed(session, {});
        return ok(boundedSnapshot(this.snapshot(session), this.limits));
      case 'truthTable':
        return this.truthTable(session, request.inputs, request.outputs);
      case 'memoryWords':
        return readMemoryWords(session.simulation, request.componentId, request.from, request.count);
      case 'job': {
        const job = Object.hasOwn(this.jobs, request.job) ? this.jobs[request.job] : undefined;
        if (!job)
          return fail('INTERNAL', `The simulator has no job "${request.job}".`, 'This is a bug; please report it.');
        return job(session.state.toJSON(), session.library, request.payload);
      }
    }
  }

  /**
   * Small tables come from the live simulation; from 8 inputs on, a fast-engine copy of the circuit
   * (with the same switch positions) evaluates 32 rows per pass.
   */
  private truthTable(session: Session, inputs: readonly string[], outputs: readonly string[]): Result<unknown> {
    if (inputs.length < FAST_TABLE_INPUTS) return session.simulation.truthTable(inputs, outputs);
    const copy = compile(session.state.toJSON(), { engine: 'fast', library: session.library });
    if (!copy.success) return copy;
    for (const component of session.state.components()) {
      const on = session.simulation.componentState(component.id)?.on;
      if (on !== undefined) copy.data.setInput(component.id, on);
    }
    copy.data.settle();
    return copy.data.truthTable(inputs, outputs);
  }

  /** Stops every timer (the host is being shut down). */
  dispose(): void {
    if (this.frameTimer !== undefined) this.timers.clearTimeout(this.frameTimer);
    this.frameTimer = undefined;
    this.sessions.clear();
  }

  private load(circuitId: string, circuit: Circuit, definitions: SimLibrary): Result<unknown> {
    const state = CircuitState.fromCircuit(circuit);
    if (!state.success) return state;
    const library = libraryOf(definitions);
    const simulation = compile(circuit, { library });
    if (!simulation.success) return simulation;
    const session: Session = {
      circuitId,
      state: state.data,
      library,
      simulation: simulation.data,
      tracker: new DeltaTracker(simulation.data, this.limits.diagnostics),
      parts: new FullUpdateParts(this.limits),
      running: false,
      speed: 1,
      anchorMs: 0,
      anchorSteps: 0,
      steps: 0,
      dirty: true,
      sendFull: true,
    };
    this.sessions.set(circuitId, session);
    // Its first update waits a frame: the snapshot the page asks with the load (queued behind it)
    // is answered first, and one full update follows both instead of two.
    this.frameDue = Math.max(this.frameDue, this.timers.now() + FRAME_MS);
    this.scheduleFrame();
    return ok({ time: simulation.data.time });
  }

  private snapshot(session: Session): SimSnapshot {
    const { time, wires, buses, components, diagnostics, complete } = session.simulation.snapshot(
      this.limits.answerEntries,
    );
    return {
      circuitId: session.circuitId,
      time,
      running: session.running,
      speed: session.speed,
      wires,
      ...(buses && Object.keys(buses).length > 0 ? { buses } : {}),
      components,
      diagnostics,
      ...(complete === false ? { complete } : {}),
    };
  }

  private changed<T>(session: Session, data: T): Result<T> {
    session.dirty = true;
    this.scheduleFrame();
    return ok(data);
  }

  private anchor(session: Session): void {
    session.anchorMs = this.timers.now();
    session.anchorSteps = session.steps;
  }

  /**
   * Steps `count` half-periods; a simulation found oscillating is paused (as Logisim stops it), and
   * one whose break's input rose (as Digital's run to break).
   */
  private advance(session: Session, count: number): void {
    const outcome = session.simulation.step(count);
    session.steps += count;
    session.dirty = true;
    if (outcome.oscillating || outcome.breakAt) session.running = false;
  }

  private scheduleFrame(): void {
    if (this.frameTimer !== undefined) return;
    const now = this.timers.now();
    const wait = Math.max(0, this.frameDue - now);
    this.frameTimer = this.timers.setTimeout(() => this.frame(), wait);
  }

  /** One frame: advance running clocks within the budget, then send what changed. */
  private frame(): void {
    this.frameTimer = undefined;
    const start = this.timers.now();
    this.frameDue = start + FRAME_MS;
    let again = false;
    for (const session of this.sessions.values()) {
      if (session.running) {
        again = true;
        this.runClocks(session, start);
      }
      if (session.dirty || session.running) this.send(session);
      const part = session.parts.next(session.tracker);
      if (part) this.emit({ ...this.header(session), full: false, ...part });
      if (session.parts.pending) again = true;
    }
    if (again) this.scheduleFrame();
  }

  private runClocks(session: Session, start: number): void {
    const clocks = session.simulation.clocks();
    if (clocks.length === 0) return;
    const fastest = Math.max(...clocks.map((c) => c.frequency));
    const perMs = (2 * fastest * session.speed) / 1000;
    const due = Math.floor((start - session.anchorMs) * perMs) - (session.steps - session.anchorSteps);
    if (due <= 0) return;
    let done = 0;
    while (done < due && session.running) {
      const chunk = Math.min(due - done, 16);
      this.advance(session, chunk);
      done += chunk;
      if (this.timers.now() - start > STEP_BUDGET_MS) break;
    }
    if ((due - done) / perMs > MAX_BACKLOG_MS) this.anchor(session);
  }

  private send(session: Session): void {
    session.dirty = false;
    const delta = session.sendFull ? session.parts.start(session.tracker.full()) : session.tracker.delta();
    session.sendFull = false;
    this.emit({
      ...this.header(session),
      full: delta.full,
      wires: delta.wires,
      ...(delta.buses ? { buses: delta.buses } : {}),
      components: delta.components,
      ...(delta.diagnostics ? { diagnostics: delta.diagnostics } : {}),
    });
  }

  private header(session: Session) {
    return {
      circuitId: session.circuitId,
      time: session.simulation.time,
      running: session.running,
      speed: session.speed,
    };
  }
}
