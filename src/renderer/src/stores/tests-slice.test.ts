import { describe, expect, it } from 'vitest';
import type { Operation, TestCase } from '../../../shared/circuit';
import type { TestResult } from '../../../shared/contract';
import { fail, ok } from '../../../shared/errors';
import { part } from '../test-support/circuits';
import { changeEvent, historyAt, installFakeTransport, openAnswer } from '../test-support/fake-transport';
import { createAppStore } from './app-store';

const COUNTS: TestCase = { id: 't1', name: 'counts', source: 'CLK1 L0\n0 0\nC 1\n' };

/**
 * A store over a fake main process holding circuit c1 with one test. Test edits answer the next
 * revision and send their event at once; a text containing "oops" is refused as the parser would.
 */
async function setup(results: TestResult[] = []) {
  const store = createAppStore({ eventTimeoutMs: 2000 });
  let revision = 0;
  const tests = new Map([[COUNTS.id, COUNTS]]);
  const emit = (circuitId: string, operations: Operation[]) => {
    revision++;
    store.getState().receiveChange(changeEvent(circuitId, revision, operations));
    return historyAt(revision);
  };
  const calls = installFakeTransport({
    'circuit:open': ({ id }) =>
      ok(
        openAnswer(id, revision, {
          components: [part('sw', 'SWITCH_TOGGLE', 'A')],
          wires: [],
          tests: [...tests.values()],
        }),
      ),
    'tests:add': ({ circuitId, name, source }) => {
      if (source.includes('oops'))
        return fail('TEST_SYNTAX', 'Line 2, column 3: expected a value, found "oops".', 'hint');
      const test = { id: `t${tests.size + 1}`, name, source };
      tests.set(test.id, test);
      queueMicrotask(() => emit(circuitId, [{ op: 'addTest', test }]));
      return ok({ test, history: historyAt(revision + 1) });
    },
    'tests:update': ({ circuitId, testId, name, source }) => {
      const test = { ...tests.get(testId)!, ...(name ? { name } : {}), ...(source ? { source } : {}) };
      tests.set(testId, test);
      queueMicrotask(() =>
        emit(circuitId, [
          { op: 'updateTest', id: testId, set: { ...(name ? { name } : {}), ...(source ? { source } : {}) } },
        ]),
      );
      return ok({ test, history: historyAt(revision + 1) });
    },
    'tests:remove': ({ circuitId, testId }) => {
      tests.delete(testId);
      queueMicrotask(() => emit(circuitId, [{ op: 'removeTest', id: testId }]));
      return ok({ history: historyAt(revision + 1) });
    },
    'tests:run': ({ source }) =>
      source === undefined && tests.size === 0
        ? fail('NOT_FOUND', 'This circuit has no tests yet.', 'Write one.')
        : ok({ passed: results.every((r) => r.passed), engine: 'fast', tests: source ? results.slice(0, 1) : results }),
  });
  await store.getState().openCircuit('c1');
  return { store, calls, tests, emit };
}

const passed: TestResult = { name: 'counts', passed: true, rows: 2, failedRows: 0, failures: [] };
const failed: TestResult = {
  name: 'counts',
  passed: false,
  rows: 2,
  failedRows: 1,
  failures: [{ line: 3, row: 2, signal: 'L0', expected: '1', actual: '0' }],
};

describe('the tests slice', () => {
  it('adds a written test as one change and shows it once its event is in', async () => {
    const { store, tests } = await setup();
    store.getState().startNewTest('adds', 'A\n1\n');
    expect(store.getState().testsOpen).toBe(true);
    expect(await store.getState().saveTestDraft()).toBe(true);
    expect(tests.size).toBe(2);
    expect(store.getState().replica?.state.testByName('adds')?.source).toBe('A\n1\n');
    expect(store.getState().testDraft).toBeUndefined();
    expect(store.getState().testHighlight).toBe('t2');
  });

  it('keeps a refused text in the editor with the line and column of the mistake', async () => {
    const { store } = await setup();
    store.getState().startNewTest('broken', 'A\n1 oops\n');
    expect(await store.getState().saveTestDraft()).toBe(false);
    expect(store.getState().testDraft).toMatchObject({
      source: 'A\n1 oops\n',
      saving: false,
      error: { line: 2, column: 3, message: 'expected a value, found "oops".' },
    });
    store.getState().updateTestDraft({ name: '  ' });
    expect(await store.getState().saveTestDraft()).toBe(false);
    expect(store.getState().testDraft?.error).toEqual({ message: 'Give the test a name.' });
  });

  it('renames and edits a test with only what changed, and saving it unchanged makes no change', async () => {
    const { store, calls } = await setup([failed]);
    await store.getState().runAllTests();
    store.getState().editTest(COUNTS);
    store.getState().updateTestDraft({ name: 'counts up' });
    expect(await store.getState().saveTestDraft()).toBe(true);
    expect(calls.filter((c) => c.channel === 'tests:update').map((c) => c.input)).toEqual([
      { circuitId: 'c1', testId: 't1', name: 'counts up' },
    ]);
    expect(store.getState().replica?.state.test('t1')?.name).toBe('counts up');
    // The result of the old name says nothing of the renamed test.
    expect(store.getState().testResults.has('counts')).toBe(false);
    store.getState().editTest(store.getState().replica!.state.test('t1')!);
    expect(await store.getState().saveTestDraft()).toBe(true);
    expect(calls.filter((c) => c.channel === 'tests:update')).toHaveLength(1);
  });

  it('runs every test, keeps the results by name and marks them stale when parts change', async () => {
    const { store, emit } = await setup([failed]);
    await store.getState().runAllTests();
    expect(store.getState().testResults.get('counts')).toEqual(failed);
    expect(store.getState().testRun?.passed).toBe(false);
    // A test edit is no change of the circuit's behaviour; a new part is.
    emit('c1', [{ op: 'addTest', test: { id: 't9', name: 'other', source: 'A\n0\n' } }]);
    expect(store.getState().testResultsStale).toBe(false);
    emit('c1', [{ op: 'addComponent', component: part('g', 'NOT', 'G1') }]);
    expect(store.getState().testResultsStale).toBe(true);
  });

  it('says why nothing ran when the circuit has no tests', async () => {
    const { store } = await setup();
    await store.getState().removeTest(COUNTS);
    expect(store.getState().replica?.state.testCount).toBe(0);
    await store.getState().runAllTests();
    expect(store.getState().testRunError).toEqual({ message: 'This circuit has no tests yet.', hint: 'Write one.' });
  });

  it('runs one test and puts its result under its own name', async () => {
    const { store, calls } = await setup([{ ...passed, name: 'test' }]);
    await store.getState().runOneTest(COUNTS);
    expect(calls.find((c) => c.channel === 'tests:run')?.input).toEqual({ circuitId: 'c1', source: COUNTS.source });
    expect(store.getState().testResults.get('counts')).toMatchObject({ name: 'counts', passed: true });
  });

  it('adds a test made from a truth table under a name no test has, and opens the panel on it', async () => {
    const { store, calls } = await setup();
    const table = { inputs: ['A'], outputs: ['L'], rows: [{ inputs: ['0' as const], outputs: ['1' as const] }] };
    const first = await store.getState().addTestFromTable(table);
    const second = await store.getState().addTestFromTable(table);
    expect(first.success && first.data.name).toBe('Truth table');
    expect(second.success && second.data.name).toBe('Truth table 2');
    expect(calls.find((c) => c.channel === 'tests:add')?.input).toEqual({
      circuitId: 'c1',
      name: 'Truth table',
      source: 'A L\n0 1\n',
    });
    expect(store.getState().testsOpen).toBe(true);
    expect(store.getState().testHighlight).toBe(second.success ? second.data.id : '');
  });

  it('forgets results and the draft when another circuit opens', async () => {
    const { store } = await setup([passed]);
    await store.getState().runAllTests();
    store.getState().startNewTest('x', 'A\n');
    await store.getState().openCircuit('c2');
    expect(store.getState().testResults.size).toBe(0);
    expect(store.getState().testDraft).toBeUndefined();
  });
});
