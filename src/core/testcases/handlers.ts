import { createId } from '../../shared/ids';
import type { TestRun } from '../../shared/contract';
import { fail, ok, type Failure, type Result } from '../../shared/errors';
import type { DocumentService } from '../documents/document-service';
import type { HandlerMap } from '../rpc/dispatch';
import type { SimulationService } from '../simulation/simulation-service';
import { RUN_TESTS_JOB, type RunTestsPayload } from './job';
import { parseTest } from './parser';
import type { NamedTest } from './run-tests';

/** A test text that does not parse, as the channels refuse it: line and column first. */
function syntaxFailure(source: string): Failure | undefined {
  const parsed = parseTest(source);
  return parsed.success ? undefined : fail('TEST_SYNTAX', parsed.error, parsed.hint);
}

/**
 * Handlers of `tests:*`: a circuit's test cases (each add, change or removal one undoable change of
 * the circuit) and running them in the simulation's thread.
 */
export function testHandlers(
  documents: DocumentService,
  simulation: Pick<SimulationService, 'runJob'>,
): Pick<HandlerMap, 'tests:list' | 'tests:add' | 'tests:update' | 'tests:remove' | 'tests:run'> {
  const testsOf = (circuitId: string) => {
    const state = documents.stateOf(circuitId);
    return state.success ? ok([...state.data.tests()].sort((a, b) => (a.id < b.id ? -1 : 1))) : state;
  };
  return {
    'tests:list': ({ circuitId }) => {
      const tests = testsOf(circuitId);
      return tests.success ? ok({ tests: tests.data }) : tests;
    },
    'tests:add': ({ circuitId, name, source }) => {
      const broken = syntaxFailure(source);
      if (broken) return broken;
      const test = { id: createId('t'), name: name.trim(), source };
      const applied = documents.apply(circuitId, [{ op: 'addTest', test }], `Add test ${test.name}`);
      return applied.success ? ok({ test, history: applied.data.history }) : applied;
    },
    'tests:update': ({ circuitId, testId, name, source }) => {
      if (name === undefined && source === undefined)
        return fail('INVALID_INPUT', 'Nothing to change: give a new name or a new text.', 'Send name, source or both.');
      if (source !== undefined) {
        const broken = syntaxFailure(source);
        if (broken) return broken;
      }
      const set = { ...(name !== undefined ? { name: name.trim() } : {}), ...(source !== undefined ? { source } : {}) };
      const before = documents.stateOf(circuitId);
      const label = before.success ? `Edit test ${before.data.test(testId)?.name ?? ''}`.trim() : 'Edit test';
      const applied = documents.apply(circuitId, [{ op: 'updateTest', id: testId, set }], label);
      if (!applied.success) return applied;
      const after = documents.stateOf(circuitId);
      const test = after.success ? after.data.test(testId) : undefined;
      return test
        ? ok({ test, history: applied.data.history })
        : fail('UNKNOWN_TEST', 'The test is gone.', 'List the tests again.');
    },
    'tests:remove': ({ circuitId, testId }) => {
      const before = documents.stateOf(circuitId);
      const name = before.success ? before.data.test(testId)?.name : undefined;
      const applied = documents.apply(
        circuitId,
        [{ op: 'removeTest', id: testId }],
        `Remove test ${name ?? ''}`.trim(),
      );
      return applied.success ? ok({ history: applied.data.history }) : applied;
    },
    'tests:run': async ({ circuitId, source, vcd, trace }): Promise<Result<TestRun>> => {
      const state = documents.stateOf(circuitId);
      if (!state.success) return state;
      let tests: NamedTest[];
      if (source !== undefined) {
        const broken = syntaxFailure(source);
        if (broken) return broken;
        tests = [{ name: 'test', source }];
      } else {
        tests = [...state.data.tests()].map((t) => ({ name: t.name, source: t.source }));
        if (tests.length === 0)
          return fail(
            'NOT_FOUND',
            'This circuit has no tests yet.',
            'Write one in the Tests panel (or make one from the truth table), then run it.',
          );
      }
      const payload: RunTestsPayload = { tests, ...(vcd ? { vcd } : {}), ...(trace ? { trace } : {}) };
      return simulation.runJob<TestRun>(state.data.toJSON(), RUN_TESTS_JOB, payload);
    },
  };
}
