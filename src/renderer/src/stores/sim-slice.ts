import type { StateCreator } from 'zustand';
import type {
  ChannelOutput,
  ComponentSimState,
  LogicValue,
  SimDiagnostic,
  SimSnapshot,
  SimUpdated,
} from '../../../shared/contract';
import { fail, type Result } from '../../../shared/errors';
import { call } from '../platform/api';
import type { AppState } from './app-store';
import type { CircuitReaction } from './circuit-reactions';

/** A truth table as the simulator computes it (`sim:truthTable`). */
export type TruthTable = ChannelOutput<'sim:truthTable'>;
/** Words of a ROM or RAM as the running simulation holds them (`sim:memoryWords`). */
export type RunningMemoryWords = ChannelOutput<'sim:memoryWords'>;

/**
 * What the simulator last said about the open circuit: wire values and component states by id.
 * Never part of a document, never undoable. Nodes and wires read their own entry through
 * {@link selectComponentSimState} and {@link selectWireValue}, so an update re-renders only what
 * changed (entries that did not change keep their object identity).
 */
export interface SimSlice {
  /** The circuit these values belong to; updates for any other circuit are dropped. */
  simCircuitId: string | undefined;
  /**
   * Maps, not objects: a delta copies them, and copying a Map of thousands of entries is several
   * times cheaper than spreading an object with as many keys (measured: the spread was most of
   * the time from a click to the LED in a 5,000-component circuit).
   */
  simWires: ReadonlyMap<string, LogicValue>;
  /** Values of bus wires (wider than one bit), most significant bit first. */
  simBuses: ReadonlyMap<string, string>;
  simComponents: ReadonlyMap<string, ComponentSimState>;
  simDiagnostics: readonly SimDiagnostic[];
  simRunning: boolean;
  simTime: number;
  simSpeed: number;
  /**
   * Bumped by every full update. A snapshot answer asked for before the latest full update is older
   * than what the store shows (answers and events travel apart), so it is dropped.
   */
  simFullCount: number;
  /** Applies a `sim.updated` event (a delta, or everything when `full`). */
  applySimUpdate: (update: SimUpdated) => void;
  /** Replaces everything with a `sim:snapshot` / `sim:reset` answer. */
  applySimSnapshot: (snapshot: SimSnapshot) => void;
  /** Forgets every value (another circuit was opened): wires go back to "no value". */
  resetSim: (circuitId: string | undefined) => void;
  /**
   * Runs a call that answers a snapshot (`sim:snapshot`, `sim:reset`) and applies the answer unless
   * a newer full update came first. A failure is returned, not shown.
   */
  loadSimSnapshot: (request: () => Promise<Result<SimSnapshot>>) => Promise<Result<SimSnapshot>>;
  /** Starts simulating the circuit just opened (live simulation is on by default). */
  startSimulation: (circuitId: string) => Promise<void>;
  /**
   * Sets a switch or push button of the open circuit. Calls go out one after another, so a button's
   * release can never overtake its press; none of this is an edit.
   */
  setSimInput: (componentId: string, on: boolean) => Promise<void>;
  /** Sets a wide input port of the open circuit to a number (not an edit; in order with the other inputs). */
  setSimValue: (componentId: string, value: number) => Promise<void>;
  /** The position a switch will have once the calls sent for it are answered (for the next toggle). */
  pendingSimInput: (componentId: string) => boolean | undefined;
  /**
   * Where a switch or button is: as sent (not yet answered), else as simulated, else `initial` (its
   * property, before the simulator has said anything).
   */
  simInputOn: (componentId: string, initial?: boolean) => boolean;
  /** Runs the clocks of a circuit, or pauses them when they run. */
  toggleClocks: (circuitId: string) => Promise<Result<{ running: boolean }>>;
  /** Advances the clocks by half a period of the fastest one and settles. */
  stepClocks: (circuitId: string) => Promise<Result<{ time: number }>>;
  /** Clears every stored bit and puts the switches back; the answer replaces the values shown. */
  resetSimulation: (circuitId: string) => Promise<Result<SimSnapshot>>;
  /** Sets the clocks' speed (a multiple of real time); a failure becomes a notice. */
  setSimSpeed: (speed: number) => Promise<void>;
  /** Asks the simulator for the truth table of `inputs` (switches, buttons) to `outputs` (LEDs, probes), by label. */
  truthTable: (circuitId: string, inputs: string[], outputs: string[]) => Promise<Result<TruthTable>>;
  /**
   * Reads `count` words from `from` of a memory of the open circuit as the simulation holds them now
   * (inside a subcircuit, the instance's own memory, under its path). Nothing is stored here.
   */
  readMemoryWords: (componentId: string, from: number, count: number) => Promise<Result<RunningMemoryWords>>;
}

const NO_WIRES: ReadonlyMap<string, LogicValue> = new Map();
const NO_BUSES: ReadonlyMap<string, string> = new Map();
const NO_COMPONENTS: ReadonlyMap<string, ComponentSimState> = new Map();

/** `base` with `changes` written over it (a new Map; `base` is not touched). */
function merged<T>(base: ReadonlyMap<string, T>, changes: Readonly<Record<string, T>>): ReadonlyMap<string, T> {
  const next = new Map(base);
  for (const key in changes) next.set(key, changes[key]!);
  return next;
}

const mapOf = <T>(record: Readonly<Record<string, T>>): ReadonlyMap<string, T> => new Map(Object.entries(record));

export const createSimSlice: StateCreator<AppState, [], [], SimSlice> = (set, get) => {
  let inputs: Promise<unknown> = Promise.resolve();
  /** Positions sent but not answered yet, by component id, with how many calls are out. */
  const pending = new Map<string, { on: boolean; count: number }>();

  return {
    simCircuitId: undefined,
    simWires: NO_WIRES,
    simBuses: NO_BUSES,
    simComponents: NO_COMPONENTS,
    simDiagnostics: [],
    simRunning: false,
    simTime: 0,
    simSpeed: 1,
    simFullCount: 0,
    applySimUpdate(update) {
      if (update.circuitId !== get().simCircuitId) return;
      set((s) => ({
        simFullCount: update.full ? s.simFullCount + 1 : s.simFullCount,
        simWires: update.full ? mapOf(update.wires) : merged(s.simWires, update.wires),
        simBuses: update.full
          ? mapOf(update.buses ?? {})
          : update.buses
            ? merged(s.simBuses, update.buses)
            : s.simBuses,
        simComponents: update.full ? mapOf(update.components) : merged(s.simComponents, update.components),
        simDiagnostics: update.diagnostics ?? (update.full ? [] : s.simDiagnostics),
        simRunning: update.running,
        simTime: update.time,
        simSpeed: update.speed,
      }));
    },
    applySimSnapshot(snapshot) {
      if (snapshot.circuitId !== get().simCircuitId) return;
      set({
        simWires: mapOf(snapshot.wires),
        simBuses: mapOf(snapshot.buses ?? {}),
        simComponents: mapOf(snapshot.components),
        simDiagnostics: snapshot.diagnostics,
        simRunning: snapshot.running,
        simTime: snapshot.time,
        simSpeed: snapshot.speed,
      });
    },
    resetSim(circuitId) {
      set({
        simCircuitId: circuitId,
        simWires: NO_WIRES,
        simBuses: NO_BUSES,
        simComponents: NO_COMPONENTS,
        simDiagnostics: [],
        simRunning: false,
        simTime: 0,
      });
      pending.clear();
    },
    async loadSimSnapshot(request) {
      const circuitId = get().simCircuitId;
      const fullCount = get().simFullCount;
      const result = await request();
      if (result.success && get().simCircuitId === circuitId && get().simFullCount === fullCount) {
        get().applySimSnapshot(result.data);
      }
      return result;
    },
    async startSimulation(circuitId) {
      const result = await get().loadSimSnapshot(() => call('sim:snapshot', { circuitId }));
      if (!result.success && get().simCircuitId === circuitId) {
        get().pushNotice({ level: 'warning', message: `Live simulation is off: ${result.error}`, hint: result.hint });
      }
    },
    setSimInput(shownId, on) {
      // Inside a subcircuit, a part is pressed in the top circuit's simulation, under the instance's path.
      const componentId = get().insideScope + shownId;
      const circuitId = get().simCircuitId;
      if (circuitId === undefined) return Promise.resolve();
      const entry = pending.get(componentId);
      pending.set(componentId, { on, count: (entry?.count ?? 0) + 1 });
      const sent = inputs.then(async () => {
        const result = await call('sim:setInput', { circuitId, componentId, on });
        const left = pending.get(componentId);
        if (left && --left.count === 0) pending.delete(componentId);
        if (!result.success && get().simCircuitId === circuitId) {
          get().pushNotice({ level: 'warning', message: result.error, hint: result.hint });
        }
      });
      inputs = sent;
      return sent;
    },
    setSimValue(componentId, value) {
      const circuitId = get().simCircuitId;
      if (circuitId === undefined) return Promise.resolve();
      const sent = inputs.then(async () => {
        const result = await call('sim:setInput', { circuitId, componentId, on: value % 2 === 1, value });
        if (!result.success && get().simCircuitId === circuitId) {
          get().pushNotice({ level: 'warning', message: result.error, hint: result.hint });
        }
      });
      inputs = sent;
      return sent;
    },
    pendingSimInput(shownId) {
      return pending.get(get().insideScope + shownId)?.on;
    },
    simInputOn(shownId, initial = false) {
      const componentId = get().insideScope + shownId;
      return pending.get(componentId)?.on ?? get().simComponents.get(componentId)?.on ?? initial;
    },
    toggleClocks(circuitId) {
      return call(get().simRunning ? 'sim:pause' : 'sim:run', { circuitId });
    },
    stepClocks(circuitId) {
      return call('sim:step', { circuitId, halfPeriods: 1 });
    },
    async resetSimulation(circuitId) {
      const result = await call('sim:reset', { circuitId });
      if (result.success) get().applySimSnapshot(result.data);
      return result;
    },
    async setSimSpeed(speed) {
      const circuitId = get().simCircuitId;
      if (circuitId === undefined) return;
      const result = await call('sim:setSpeed', { circuitId, speed });
      if (!result.success) get().pushNotice({ level: 'warning', message: result.error, hint: result.hint });
    },
    truthTable(circuitId, inputs, outputs) {
      return call('sim:truthTable', { circuitId, inputs, outputs });
    },
    readMemoryWords(shownId, from, count) {
      const circuitId = get().simCircuitId;
      if (circuitId === undefined) {
        return Promise.resolve(
          fail('UNAVAILABLE', 'The circuit is not being simulated.', 'Open a circuit to simulate it.'),
        );
      }
      return call('sim:memoryWords', { circuitId, componentId: get().insideScope + shownId, from, count });
    },
  };
};

/** Another circuit opened: its values replace the last one's, live from the start. A re-read keeps them. */
export const simReactions: CircuitReaction = {
  slice: 'sim',
  onCircuitOpened({ meta, reread }, s) {
    if (reread) return;
    // Inside a subcircuit: the top circuit's simulation goes on, its values shown under the instance's path.
    if (s.insideTop) {
      if (s.simCircuitId === s.insideTop.circuitId) return;
      s.resetSim(s.insideTop.circuitId);
      void s.startSimulation(s.insideTop.circuitId);
      return;
    }
    s.resetSim(meta.id);
    // Live simulation is on by default: the simulator follows every change by itself from here.
    void s.startSimulation(meta.id);
  },
};

/** The simulated value of one wire, or undefined while there is none. */
/** The value of a bus wire (most significant bit first), or undefined while there is none. */
export const selectBusValue =
  (wireId: string) =>
  (s: AppState): string | undefined =>
    s.simBuses.get(s.insideScope + wireId);

export const selectWireValue =
  (wireId: string) =>
  (s: AppState): LogicValue | undefined =>
    s.simWires.get(s.insideScope + wireId);

/** The live state of one component, or undefined while there is none. */
export const selectComponentSimState =
  (componentId: string) =>
  (s: AppState): ComponentSimState | undefined =>
    s.simComponents.get(s.insideScope + componentId);

/** The diagnostics that name one component (stable empty array when none). */
export function diagnosticsOf(diagnostics: readonly SimDiagnostic[], componentId: string): SimDiagnostic[] {
  return diagnostics.filter((d) => d.components.includes(componentId));
}
