import type { StateCreator } from 'zustand';
import type { Result } from '../../../shared/errors';
import { fail, ok } from '../../../shared/errors';
import type { AppState } from './app-store';
import type { CircuitReaction } from './circuit-reactions';

/** One level of the way into a subcircuit: the instance opened and the circuit it places. */
export interface InsideStep {
  readonly instanceId: string;
  /** The instance's label in the circuit above ("HA1"). */
  readonly label: string;
  /** The definition's circuit id (open while this is the last step). */
  readonly circuitId: string;
}

/**
 * Inside a subcircuit: double-clicking an instance opens its definition while the simulation stays
 * the top circuit's, so the canvas shows that instance's live values (the top circuit's values under
 * the instance's path, `insideScope`). Editing inside edits the definition (every instance follows).
 * The breadcrumb leaves to any level; opening another circuit any other way leaves altogether.
 */
export interface HierarchySlice {
  /** The circuit the way in started from (whose simulation is shown), or undefined when not inside. */
  insideTop: { readonly circuitId: string; readonly name: string } | undefined;
  /** The instances opened, outermost first. */
  insidePath: readonly InsideStep[];
  /** The prefix of the open definition's ids in the top circuit's simulation ("U1id/U2id/"), or "". */
  insideScope: string;
  /** Opens the definition of a subcircuit instance of the open circuit, showing that instance's values. */
  openSubcircuit: (instanceId: string) => Promise<Result<void>>;
  /** Goes back out to `depth` levels inside (0: the top circuit). */
  leaveSubcircuit: (depth: number) => Promise<Result<void>>;
  /** Forgets the way in (another circuit was opened). */
  clearInside: () => void;
}

const scopeOf = (path: readonly InsideStep[]) => path.map((s) => `${s.instanceId}/`).join('');

/** The circuit being navigated to (the opener's reaction keeps the path for it, and only for it). */
let arriving: string | undefined;

export const createHierarchySlice: StateCreator<AppState, [], [], HierarchySlice> = (set, get) => ({
  insideTop: undefined,
  insidePath: [],
  insideScope: '',

  async openSubcircuit(instanceId) {
    const s = get();
    const instance = s.replica?.state.component(instanceId);
    const circuitId = typeof instance?.properties.circuit === 'string' ? instance.properties.circuit : '';
    if (!instance || instance.type !== 'SUBCIRCUIT') return ok(undefined);
    if (!s.circuits.some((c) => c.id === circuitId)) {
      const failure = fail(
        'NOT_FOUND',
        `${instance.label} places a circuit that no longer exists.`,
        'Delete it, or place another subcircuit.',
      );
      s.pushNotice({ level: 'error', message: failure.error, hint: failure.hint });
      return failure;
    }
    const top = s.insideTop ?? (s.circuitMeta ? { circuitId: s.circuitMeta.id, name: s.circuitMeta.name } : undefined);
    if (!top) return ok(undefined);
    const path = [...s.insidePath, { instanceId, label: instance.label, circuitId }];
    set({ insideTop: top, insidePath: path, insideScope: scopeOf(path) });
    arriving = circuitId;
    return get().openCircuit(circuitId);
  },

  clearInside() {
    if (get().insideTop) set({ insideTop: undefined, insidePath: [], insideScope: '' });
  },

  async leaveSubcircuit(depth) {
    const s = get();
    if (!s.insideTop) return ok(undefined);
    if (depth <= 0) {
      const top = s.insideTop.circuitId;
      set({ insideTop: undefined, insidePath: [], insideScope: '' });
      arriving = top;
      return get().openCircuit(top);
    }
    const path = s.insidePath.slice(0, depth);
    set({ insidePath: path, insideScope: scopeOf(path) });
    arriving = path.at(-1)!.circuitId;
    return get().openCircuit(arriving);
  },
});

/**
 * Keeps the way in only while the circuit opened is the one navigated to; opening anything else
 * (the switcher, an import, an example) leaves. Runs before the simulation's reaction.
 */
export const hierarchyReactions: CircuitReaction = {
  slice: 'hierarchy',
  onCircuitOpened({ meta, reread }, s) {
    if (reread) return;
    const expected = arriving;
    arriving = undefined;
    if (meta.id !== expected) s.clearInside();
  },
};
