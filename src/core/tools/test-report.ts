import type { CircuitState } from '../../shared/circuit/circuit-state';
import type { Circuit } from '../../shared/circuit/types';
import type { Result } from '../../shared/errors';
import type { Json } from '../ai/messages';
import type { CopySimulator } from '../simulation/copy-simulator';
import type { SubcircuitLibrary } from '../simulation/hierarchy/flatten';
import { describeFailedRows, describeTestError, describeTestNote } from '../testcases/describe';
import { RUN_TESTS_JOB, type RunTestsPayload } from '../testcases/job';
import type { TestProgram } from '../testcases/program';
import type { NamedTest, TestReport, TestsReport } from '../testcases/run-tests';
import { bindSignals } from '../testcases/signals';

/** The failed rows one test's answer lists (the count of all of them comes with it). */
const MAX_LISTED = 3;

/** Runs tests on a copy of the circuit in the simulation host (off the main thread, from power-on). */
export function runTestsOnCopy(
  simulator: CopySimulator,
  circuit: Circuit,
  tests: readonly NamedTest[],
): Promise<Result<TestsReport>> {
  const payload: RunTestsPayload = { tests };
  return simulator.runJob<TestsReport>(circuit, RUN_TESTS_JOB, payload);
}

/**
 * A report as the model reads it, compact: whether all passed, and per test its name, passed,
 * rows run, and when it failed the rows that differ (the first few, with line, row, signal,
 * expected and actual) or the error that stopped it (with line and column), and its notes (a value
 * cut to its signal's width, with the line).
 */
export function testReportForModel(report: TestsReport): { passed: boolean; tests: Json[] } {
  return { passed: report.passed, tests: report.tests.map(testForModel) };
}

function testForModel(test: TestReport): Json {
  const shown = describeFailedRows(test.failures, MAX_LISTED);
  const unlisted = test.failedRows - shown.length;
  return {
    name: test.name,
    passed: test.passed,
    rows: test.rows,
    ...(test.failedRows > 0 ? { failedRows: test.failedRows, failures: shown } : {}),
    ...(unlisted > 0 ? { more: unlisted === 1 ? '1 more row differs' : `${unlisted} more rows differ` } : {}),
    ...(test.error ? { error: describeTestError(test.error) } : {}),
    ...(test.notes && test.notes.length > 0 ? { notes: test.notes.map(describeTestNote) } : {}),
  };
}

/**
 * The header's signals the circuit does not have yet (a test is written before the circuit is
 * built), in a sentence for the model; undefined when every one is there.
 */
export function unboundSignals(
  state: CircuitState,
  program: TestProgram,
  library?: SubcircuitLibrary,
): string | undefined {
  const declared = new Set(program.declares.map((d) => d.name));
  const { unknown } = bindSignals(state.toJSON(), program.names, declared, library);
  if (unknown.length === 0) return undefined;
  const absent = unknown.filter((u) => !state.componentByLabel(u.name.name)).map((u) => u.name.name);
  const wrongKind = unknown.filter((u) => state.componentByLabel(u.name.name)).map((u) => u.message);
  return [
    ...(absent.length > 0 ? [`Not in the circuit yet: ${absent.join(', ')} (use these labels).`] : []),
    ...wrongKind,
  ].join(' ');
}
