import { z } from 'zod';
import type { Operation } from '../../shared/circuit/operations';
import { MAX_TEST_NAME, MAX_TEST_SOURCE, MAX_TESTS } from '../../shared/circuit/types';
import { createId } from '../../shared/ids';
import { defineTool, type AnyTool } from '../ai/tool';
import type { CircuitToolContext } from './context';
import { text } from './limits';
import { applyEdit, failed, fromFailure } from './results';
import { parseTest } from '../testcases/parser';
import { SubcircuitLibrary } from './subcircuit-library';
import { runTestsOnCopy, testReportForModel, unboundSignals } from './test-report';

/**
 * Test cases in Digital's test-case language, the sequential twin of `check_truth_table`: write a
 * named test into the circuit (an edit of the turn, undone with it) and run the circuit's tests, or
 * a test text given in the call, on the working copy.
 */
export function testTools(context: CircuitToolContext): AnyTool[] {
  const copy = context.copy;
  return [
    defineTool({
      name: 'write_tests',
      description: "Adds a named test case (Digital's test language) to the circuit; replaces one of that name.",
      mutates: true,
      input: z.object({ name: text(MAX_TEST_NAME), source: text(MAX_TEST_SOURCE) }),
      run: ({ name, source }) => {
        const state = copy.state;
        const title = name.trim();
        if (title === '') return failed('A test needs a name.', 'Name it after what it checks, e.g. "counts 0 to 3".');
        const parsed = parseTest(source);
        if (!parsed.success) return failed(`The test does not parse: ${parsed.error}`, parsed.hint);
        const existing = state.testByName(title);
        if (existing && existing.source === source && existing.name === title)
          return { success: true, done: `Test "${title}" is already as given` };
        if (!existing && state.testCount >= MAX_TESTS)
          return failed(
            `The circuit already holds ${MAX_TESTS} tests, the most it can.`,
            'Replace one (write_tests with its name) instead.',
          );
        const operations: Operation[] = existing
          ? [
              {
                op: 'updateTest',
                id: existing.id,
                set: { source, ...(existing.name === title ? {} : { name: title }) },
              },
            ]
          : [{ op: 'addTest', test: { id: createId('t'), name: title, source } }];
        const library = new SubcircuitLibrary(context);
        const missing = unboundSignals(state, parsed.data, (id) => library.definition(id));
        return applyEdit(
          copy,
          operations,
          `${existing ? 'Replaced' : 'Added'} test "${title}"`,
          missing ? { note: missing } : {},
        );
      },
    }),
    defineTool({
      name: 'run_tests',
      description: "Runs the circuit's tests (or the test text in source) on your edits: passed, rows, first failures.",
      input: z.object({ source: text(MAX_TEST_SOURCE).optional() }),
      run: async ({ source }) => {
        const state = copy.state;
        if (state.componentCount === 0)
          return failed('The circuit is empty: nothing to test.', 'Build the circuit first, then run its tests.');
        let tests: { name: string; source: string }[];
        if (source !== undefined) {
          const parsed = parseTest(source);
          if (!parsed.success) return failed(`The test does not parse: ${parsed.error}`, parsed.hint);
          tests = [{ name: 'test', source }];
        } else {
          tests = [...state.tests()]
            .sort((a, b) => (a.id < b.id ? -1 : 1))
            .map((t) => ({ name: t.name, source: t.source }));
          if (tests.length === 0)
            return failed(
              'This circuit has no tests yet.',
              'Write one from the request with write_tests (or pass a test text in source), then run it.',
            );
        }
        const report = await runTestsOnCopy(context.simulator, state.toJSON(), tests);
        if (!report.success) return fromFailure(report);
        return { success: true, ...testReportForModel(report.data) };
      },
    }),
  ];
}
