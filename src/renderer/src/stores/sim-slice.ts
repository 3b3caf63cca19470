import type { StateCreator } from 'zustand';
import type { ComponentSimState, LogicValue, SimDiagnostic, SimSnapshot, SimUpdated } from '../../../shared/contract';
import type { AppState } from './app-store';

/**
 * What the simulator last said about the open circuit: wire values and component states by id.
 * Never part of a document, never undoable. Nodes and wires read their own entry through
 * {@link selectComponentSimState} and {@link selectWireValue}, so an update re-renders only what
 * changed (entries that did not change keep their object identity).
 */
export interface SimSlice {
  /** The circuit these values belong to; updates for any other circuit are dropped. */
  simCircuitId: string | undefined;
  simWires: Readonly<Record<string, LogicValue>>;
  simComponents: Readonly<Record<string, ComponentSimState>>;
  simDiagnostics: readonly SimDiagnostic[];
  simRunning: boolean;
  simTime: number;
  simSpeed: number;
  /** Applies a `sim.updated` event (a delta, or everything when `full`). */
  applySimUpdate: (update: SimUpdated) => void;
  /** Replaces everything with a `sim:snapshot` / `sim:reset` answer. */
  applySimSnapshot: (snapshot: SimSnapshot) => void;
  /** Forgets every value (another circuit was opened): wires go back to "no value". */
  resetSim: (circuitId: string | undefined) => void;
}

const EMPTY = Object.freeze({}) as Readonly<Record<string, never>>;

export const createSimSlice: StateCreator<AppState, [], [], SimSlice> = (set, get) => ({
  simCircuitId: undefined,
  simWires: EMPTY,
  simComponents: EMPTY,
  simDiagnostics: [],
  simRunning: false,
  simTime: 0,
  simSpeed: 1,
  applySimUpdate(update) {
    if (update.circuitId !== get().simCircuitId) return;
    set((s) => ({
      simWires: update.full ? update.wires : { ...s.simWires, ...update.wires },
      simComponents: update.full ? update.components : { ...s.simComponents, ...update.components },
      simDiagnostics: update.diagnostics ?? (update.full ? [] : s.simDiagnostics),
      simRunning: update.running,
      simTime: update.time,
      simSpeed: update.speed,
    }));
  },
  applySimSnapshot(snapshot) {
    if (snapshot.circuitId !== get().simCircuitId) return;
    set({
      simWires: snapshot.wires,
      simComponents: snapshot.components,
      simDiagnostics: snapshot.diagnostics,
      simRunning: snapshot.running,
      simTime: snapshot.time,
      simSpeed: snapshot.speed,
    });
  },
  resetSim(circuitId) {
    set({
      simCircuitId: circuitId,
      simWires: EMPTY,
      simComponents: EMPTY,
      simDiagnostics: [],
      simRunning: false,
      simTime: 0,
    });
  },
});

/** The simulated value of one wire, or undefined while there is none. */
export const selectWireValue =
  (wireId: string) =>
  (s: AppState): LogicValue | undefined =>
    s.simWires[wireId];

/** The live state of one component, or undefined while there is none. */
export const selectComponentSimState =
  (componentId: string) =>
  (s: AppState): ComponentSimState | undefined =>
    s.simComponents[componentId];

/** The diagnostics that name one component (stable empty array when none). */
export function diagnosticsOf(diagnostics: readonly SimDiagnostic[], componentId: string): SimDiagnostic[] {
  return diagnostics.filter((d) => d.components.includes(componentId));
}
