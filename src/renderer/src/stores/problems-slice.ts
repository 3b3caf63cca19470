import type { StateCreator } from 'zustand';
import type { SimDiagnostic } from '../../../shared/contract';
import { call } from '../platform/api';
import type { AppState } from './app-store';
import type { CircuitReaction } from './circuit-reactions';
import {
  indexProblems,
  mergeProblems,
  simFindings,
  validationFindings,
  type Finding,
  type ProblemIndex,
} from './problems';

/**
 * The validator's findings about the open circuit (`circuit:validate`), asked again after every
 * change. With the simulator's diagnostics (sim slice) they make the problems the canvas marks and
 * the problem list shows ({@link selectProblemIndex}).
 */
export interface ProblemsSlice {
  /** The validator's last answer for the open circuit, labels resolved to ids. */
  validationFindings: readonly Finding[];
  /** The circuit those findings are about. */
  validationCircuitId: string | undefined;
  /** Whether the problem list is open. */
  problemsOpen: boolean;
  /** Asks the validator about the open circuit now (calls made meanwhile collapse into one more). */
  refreshValidation: () => Promise<void>;
  /** Forgets the findings (another circuit opened). */
  resetValidation: () => void;
  setProblemsOpen: (open: boolean) => void;
}

const NONE: readonly Finding[] = [];

export const createProblemsSlice: StateCreator<AppState, [], [], ProblemsSlice> = (set, get) => {
  let running: Promise<void> | undefined;
  let again = false;

  async function validateUntilCurrent(): Promise<void> {
    do {
      again = false;
      const replica = get().replica;
      if (!replica) return;
      const circuitId = replica.circuitId;
      const result = await call('circuit:validate', { circuitId });
      const now = get().replica;
      // A later change asks again; an answer about another circuit is dropped.
      if (!result.success || !now || now.circuitId !== circuitId) continue;
      set({ validationFindings: validationFindings(result.data.issues, now.state), validationCircuitId: circuitId });
    } while (again);
  }

  return {
    validationFindings: NONE,
    validationCircuitId: undefined,
    problemsOpen: false,
    refreshValidation() {
      if (running) {
        again = true;
        return running;
      }
      running = validateUntilCurrent().finally(() => {
        running = undefined;
      });
      return running;
    },
    resetValidation() {
      set({ validationFindings: NONE, validationCircuitId: undefined });
    },
    setProblemsOpen(open) {
      set({ problemsOpen: open });
    },
  };
};

/** The validator is asked again after every open and change; another circuit's findings go first. */
export const problemsReactions: CircuitReaction = {
  slice: 'problems',
  onCircuitOpened({ reread }, s) {
    if (!reread) s.resetValidation();
    void s.refreshValidation();
  },
  onCircuitChanged(_touched, s) {
    void s.refreshValidation();
  },
};

let memo:
  | {
      validation: readonly Finding[];
      diagnostics: readonly SimDiagnostic[];
      version: number;
      index: ProblemIndex;
    }
  | undefined;

/**
 * The merged problems of the open circuit, indexed by component and wire. Memoised on its inputs,
 * so every node's selector gets the same object until a checker says something new.
 */
export function selectProblemIndex(s: AppState): ProblemIndex {
  const validation = s.validationCircuitId === s.simCircuitId ? s.validationFindings : NONE;
  // The circuit's version too: a loop's wires are read from it.
  const version = s.docVersion;
  if (memo && memo.validation === validation && memo.diagnostics === s.simDiagnostics && memo.version === version)
    return memo.index;
  const index = indexProblems(mergeProblems(validation, simFindings(s.simDiagnostics, s.replica?.state)));
  memo = { validation, diagnostics: s.simDiagnostics, version, index };
  return index;
}
