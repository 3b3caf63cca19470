import type { StateCreator } from 'zustand';
import type { TestCase } from '../../../shared/circuit';
import type { TestResult, TestRun } from '../../../shared/contract';
import { ok, type Result } from '../../../shared/errors';
import { call } from '../platform/api';
import { testFromTable, uniqueTestName, type TableForTest } from '../model/testing/test-from-table';
import { textErrorOf, type TextError } from '../model/testing/test-report';
import type { AppState } from './app-store';
import type { CircuitReaction } from './circuit-reactions';

/** A test being written or changed in the Tests panel (a new one has no id yet). */
export interface TestDraft {
  readonly testId: string | undefined;
  readonly name: string;
  readonly source: string;
  /** Why the last save was refused: at a line and column of the text, or about the whole test. */
  readonly error?: TextError | { readonly message: string };
  readonly saving: boolean;
}

/**
 * The Tests panel: the open circuit's tests are in the replica (`replica.state.tests()`, changed only
 * by `circuit.changed`); here are the last results, the run under way, the test being written, and
 * which test was just added. Adding, editing and removing a test are each one undoable change,
 * queued with the circuit's edits (`commitChange`).
 */
export interface TestsSlice {
  testsOpen: boolean;
  toggleTests: () => void;
  setTestsOpen: (open: boolean) => void;
  /** The last results, by test name, for the open circuit. */
  testResults: ReadonlyMap<string, TestResult>;
  /** The last run of every test: its summary line and engine. */
  testRun: TestRun | undefined;
  /** The circuit's parts or wires changed since the results were made. */
  testResultsStale: boolean;
  /** A run is under way. */
  testRunning: boolean;
  /** Why the last run could not be made (no tests, no circuit…). */
  testRunError: { readonly message: string; readonly hint?: string } | undefined;
  testDraft: TestDraft | undefined;
  /** The test just added (from the truth table or the editor): the panel scrolls to it. */
  testHighlight: string | undefined;
  /** Runs every test of the open circuit (and opens the panel to show how they did). */
  runAllTests: () => Promise<void>;
  /** Runs one test; its result replaces the one it had. */
  runOneTest: (test: TestCase) => Promise<void>;
  /** Starts writing a new test (with a first text, e.g. a header of the circuit's signals). */
  startNewTest: (name: string, source: string) => void;
  /** Opens a test in the editor (with where a run found its text wrong, to show). */
  editTest: (test: TestCase, error?: TextError) => void;
  updateTestDraft: (patch: { readonly name?: string; readonly source?: string }) => void;
  cancelTestDraft: () => void;
  /** Stores the draft (one undoable change); false when it was refused (the draft then says why). */
  saveTestDraft: () => Promise<boolean>;
  removeTest: (test: TestCase) => Promise<Result<void>>;
  /** Adds a test made from a truth table, named so that no test shares the name, and shows it. */
  addTestFromTable: (table: TableForTest) => Promise<Result<TestCase>>;
  /** The circuit's parts or wires changed: the results no longer say how it does. */
  markTestResultsStale: () => void;
  /** Forgets the results and the draft (another circuit opened). */
  resetTests: () => void;
}

const NO_RESULTS: ReadonlyMap<string, TestResult> = new Map();

/** The open circuit's tests (their names, for a new unique one). */
const testNames = (s: AppState) => [...(s.replica?.state.tests() ?? [])].map((t) => t.name);

export const createTestsSlice: StateCreator<AppState, [], [], TestsSlice> = (set, get) => {
  /** Stores results for the circuit they were made for, unless another circuit is open by then. */
  const keep = (circuitId: string, results: readonly TestResult[], replace: boolean) => {
    if (get().replica?.circuitId !== circuitId) return;
    const next = new Map(replace ? [] : get().testResults);
    for (const result of results) next.set(result.name, result);
    set({ testResults: next, testResultsStale: false, testRunError: undefined });
  };

  return {
    testsOpen: false,
    toggleTests() {
      set((s) => ({ testsOpen: !s.testsOpen }));
    },
    setTestsOpen(open) {
      set({ testsOpen: open });
    },
    testResults: NO_RESULTS,
    testRun: undefined,
    testResultsStale: false,
    testRunning: false,
    testRunError: undefined,
    testDraft: undefined,
    testHighlight: undefined,

    async runAllTests() {
      const circuitId = get().replica?.circuitId;
      set({ testsOpen: true });
      if (circuitId === undefined) return;
      set({ testRunning: true, testRunError: undefined });
      const result = await call('tests:run', { circuitId });
      if (get().replica?.circuitId !== circuitId) return;
      set({ testRunning: false });
      if (!result.success) {
        set({ testRunError: { message: result.error, hint: result.hint } });
        return;
      }
      keep(circuitId, result.data.tests, true);
      set({ testRun: result.data });
    },

    async runOneTest(test) {
      const circuitId = get().replica?.circuitId;
      if (circuitId === undefined) return;
      set({ testRunning: true });
      const result = await call('tests:run', { circuitId, source: test.source });
      if (get().replica?.circuitId !== circuitId) return;
      set({ testRunning: false });
      if (!result.success) {
        set({ testRunError: { message: result.error, hint: result.hint } });
        return;
      }
      keep(
        circuitId,
        result.data.tests.map((r) => ({ ...r, name: test.name })),
        false,
      );
    },

    startNewTest(name, source) {
      set({ testsOpen: true, testDraft: { testId: undefined, name, source, saving: false } });
    },
    editTest(test, error) {
      set({
        testsOpen: true,
        testDraft: {
          testId: test.id,
          name: test.name,
          source: test.source,
          saving: false,
          ...(error ? { error } : {}),
        },
      });
    },
    updateTestDraft(patch) {
      const draft = get().testDraft;
      if (draft) set({ testDraft: { ...draft, ...patch } });
    },
    cancelTestDraft() {
      set({ testDraft: undefined });
    },

    async saveTestDraft() {
      const draft = get().testDraft;
      if (!draft || draft.saving) return false;
      const name = draft.name.trim();
      if (name === '') {
        set({ testDraft: { ...draft, error: { message: 'Give the test a name.' } } });
        return false;
      }
      const testId = draft.testId;
      const before = testId === undefined ? undefined : get().replica?.state.test(testId);
      if (testId !== undefined && !before) {
        set({ testDraft: { ...draft, error: { message: 'This test is gone (undone, or removed).' } } });
        return false;
      }
      const patch = {
        ...(before?.name !== name ? { name } : {}),
        ...(before?.source !== draft.source ? { source: draft.source } : {}),
      };
      // Saving a test as it was is done, not a change.
      if (testId !== undefined && Object.keys(patch).length === 0) {
        set({ testDraft: undefined });
        return true;
      }
      set({ testDraft: { ...draft, saving: true, error: undefined } });
      const result = await get().commitChange((circuitId) =>
        testId === undefined
          ? call('tests:add', { circuitId, name, source: draft.source })
          : call('tests:update', { circuitId, testId, ...patch }),
      );
      const now = get().testDraft;
      if (!result.success) {
        if (now === undefined) return false;
        const error = result.code === 'TEST_SYNTAX' ? textErrorOf(result.error) : undefined;
        set({ testDraft: { ...now, saving: false, error: error ?? { message: result.error } } });
        return false;
      }
      // The old result says nothing of the new text.
      const results = new Map(get().testResults);
      if (before) results.delete(before.name);
      set({ testDraft: undefined, testResults: results, testHighlight: result.data.test.id });
      return true;
    },

    async removeTest(test) {
      const result = await get().commitChange((circuitId) => call('tests:remove', { circuitId, testId: test.id }));
      if (!result.success) {
        get().pushNotice({ level: 'warning', message: result.error, hint: result.hint });
        return result;
      }
      const results = new Map(get().testResults);
      results.delete(test.name);
      set({ testResults: results, ...(get().testDraft?.testId === test.id ? { testDraft: undefined } : {}) });
      return ok(undefined);
    },

    async addTestFromTable(table) {
      const name = uniqueTestName(testNames(get()), 'Truth table');
      const source = testFromTable(table);
      const result = await get().commitChange((circuitId) => call('tests:add', { circuitId, name, source }));
      if (!result.success) {
        get().pushNotice({ level: 'warning', message: `The test was not added: ${result.error}`, hint: result.hint });
        return result;
      }
      set({ testsOpen: true, testHighlight: result.data.test.id });
      return ok(result.data.test);
    },

    markTestResultsStale() {
      set({ testResultsStale: true });
    },
    resetTests() {
      set({
        testResults: NO_RESULTS,
        testRun: undefined,
        testResultsStale: false,
        testRunning: false,
        testRunError: undefined,
        testDraft: undefined,
        testHighlight: undefined,
      });
    },
  };
};

/** Another circuit's tests have other results and no draft here; an edit of parts or wires makes results stale. */
export const testsReactions: CircuitReaction = {
  slice: 'tests',
  onCircuitOpened({ reread }, s) {
    if (!reread) s.resetTests();
  },
  onCircuitChanged(touched, s) {
    if (!s.testResultsStale && s.testResults.size > 0 && touched.components.size + touched.wires.size > 0)
      s.markTestResultsStale();
  },
};
