import type { Circuit } from '../../shared/circuit/types';
import type { Exercise, ExerciseTest } from '../../shared/lessons/types';
import type { SubcircuitLibrary } from '../simulation/hierarchy/flatten';
import { DEFAULT_TRACE_STEPS, runTests, type TestReport } from '../testcases/run-tests';
import type { TestFailure } from '../testcases/runner';

/** One test of an exercise, as the student sees it: a hidden test shows neither its rows nor its name. */
export interface ExerciseTestOutcome {
  readonly id: string;
  /** The test's name, or "Hidden test 2" for a hidden one. */
  readonly name: string;
  readonly hidden: boolean;
  readonly passed: boolean;
  /** Rows run and rows that failed (visible tests only). */
  readonly rows?: number;
  readonly failedRows?: number;
}

/** The first failing row of a visible test, for the lesson view and the waveform. */
export interface FailingRow {
  readonly testId: string;
  readonly line: number;
  readonly row: number;
  /** The inputs of the row, in the header's order (empty when the row was past what was traced). */
  readonly inputs: readonly { readonly name: string; readonly value: string }[];
  /** The inputs the row pulsed (a `C` in the test: a clock edge), not among `inputs`. */
  readonly pulsed: readonly string[];
  readonly signal: string;
  readonly expected: string;
  readonly actual: string;
}

/** What "Check" answers. */
export interface ExerciseCheck {
  readonly passed: boolean;
  readonly tests: readonly ExerciseTestOutcome[];
  /** One or two sentences in the student's words: all pass, or what is wrong first. */
  readonly message: string;
  /** The first failing row of the first failing visible test, when that is what failed first. */
  readonly failure?: FailingRow;
}

/** A trace step's bits as the student reads them: "1", or a bus in decimal; unknown bits as they are. */
function readable(bits: string): string {
  return /^[01]+$/.test(bits) ? BigInt(`0b${bits}`).toString() : bits;
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]!}`;
}

/** The inputs of a failing row, and those it pulsed, read from a trace of the test up to that row. */
function inputsOf(
  circuit: Circuit,
  library: SubcircuitLibrary,
  test: ExerciseTest,
  failure: TestFailure,
): Pick<FailingRow, 'inputs' | 'pulsed'> {
  const none = { inputs: [], pulsed: [] };
  const steps = Math.min(DEFAULT_TRACE_STEPS, (failure.row + 1) * 3);
  const report = runTests(circuit, library, [test], { trace: steps, maxFailures: 1 });
  if ('error' in report) return none;
  const trace = report.tests[0]?.trace;
  const rowSteps = trace?.steps.filter((s) => s.row === failure.row) ?? [];
  const last = rowSteps.at(-1);
  if (!trace || !last) return none;
  const inputs: { name: string; value: string }[] = [];
  const pulsed: string[] = [];
  trace.signals.forEach((signal, i) => {
    if (signal.role !== 'input') return;
    // A C row settles, raises, settles and lowers: the input differs between its steps.
    if (rowSteps.some((step) => step.values[i] !== last.values[i])) pulsed.push(signal.name);
    else inputs.push({ name: signal.name, value: readable(last.values[i] ?? '') });
  });
  return { inputs, pulsed };
}

/** "With A = 1 and B = 0, S should be 1 but is 0."; "After a clock pulse on CLK, with D = 1, Q should be 1 but is 0." */
export function failureSentence(
  failure: Pick<FailingRow, 'inputs' | 'pulsed' | 'signal' | 'expected' | 'actual' | 'row' | 'line'>,
): string {
  const wrong = `${failure.signal} should be ${failure.expected} but is ${failure.actual}.`;
  const values = list(failure.inputs.map((i) => `${i.name} = ${i.value}`));
  if (failure.pulsed.length > 0) {
    const pulse = `After a clock pulse on ${list(failure.pulsed)}`;
    return values === '' ? `${pulse}, ${wrong}` : `${pulse}, with ${values}, ${wrong}`;
  }
  if (values === '') return `In row ${failure.row} of the test (line ${failure.line}), ${wrong}`;
  return `With ${values}, ${wrong}`;
}

/**
 * Runs an exercise's tests on the student's circuit. The first failing visible test (told before
 * any hidden one) says its first failing row in the student's words; a hidden test says only that
 * it failed (its rows, values and name stay hidden). A circuit that cannot be simulated is a failed check that says why. Nothing throws.
 */
export function checkExercise(circuit: Circuit, exercise: Exercise, library: SubcircuitLibrary): ExerciseCheck {
  if (exercise.tests.length === 0) {
    return { passed: false, tests: [], message: 'This exercise has no tests yet, so it cannot be checked.' };
  }
  const report = runTests(circuit, library, exercise.tests, { maxFailures: 1 });
  if ('error' in report) {
    return {
      passed: false,
      tests: [],
      message: `Your circuit cannot be simulated yet: ${report.error} ${report.hint}`,
    };
  }
  let hiddenCount = 0;
  const tests = exercise.tests.map((test, i): ExerciseTestOutcome => {
    const result = report.tests[i]!;
    if (test.hidden) {
      hiddenCount++;
      return { id: test.id, name: `Hidden test ${hiddenCount}`, hidden: true, passed: result.passed };
    }
    return {
      id: test.id,
      name: test.name,
      hidden: false,
      passed: result.passed,
      rows: result.rows,
      failedRows: result.failedRows,
    };
  });
  // A visible failure says the most: it goes first, whatever the order of the tests.
  const failing = (hidden: boolean) =>
    exercise.tests.findIndex((t, i) => t.hidden === hidden && !report.tests[i]!.passed);
  const first = failing(false) >= 0 ? failing(false) : failing(true);
  if (first < 0) {
    const n = tests.length;
    return { passed: true, tests, message: n === 1 ? 'The test passes.' : `All ${n} tests pass.` };
  }
  const test = exercise.tests[first]!;
  const result: TestReport = report.tests[first]!;
  if (test.hidden) {
    const why = result.error ? ` It cannot run: ${result.error.message}` : '';
    return {
      passed: false,
      tests,
      message: `${tests[first]!.name} fails: your circuit does not yet do what the exercise asks in every case.${why}`,
    };
  }
  if (result.error) {
    return {
      passed: false,
      tests,
      message: `The test "${test.name}" cannot run: ${result.error.message} (line ${result.error.line}).`,
    };
  }
  const wrong = result.failures[0];
  if (!wrong) return { passed: false, tests, message: `The test "${test.name}" fails.` };
  const failure: FailingRow = {
    testId: test.id,
    line: wrong.line,
    row: wrong.row,
    ...inputsOf(circuit, library, test, wrong),
    signal: wrong.signal,
    expected: wrong.expected,
    actual: wrong.actual,
  };
  return { passed: false, tests, message: failureSentence(failure), failure };
}

/**
 * What CI checks of every exercise: it has tests, its reference solution passes every one, and its
 * starting circuit fails at least one (else there is nothing to do). The problems, in words; none
 * when the exercise is sound.
 */
export function validateExercise(exercise: Exercise, library: SubcircuitLibrary): string[] {
  if (exercise.tests.length === 0) return [`Exercise ${exercise.id} has no tests.`];
  const problems: string[] = [];
  const reference = runTests(exercise.reference, library, exercise.tests, { maxFailures: 1 });
  if ('error' in reference) {
    problems.push(`The reference solution of exercise ${exercise.id} cannot be simulated: ${reference.error}`);
  } else {
    reference.tests.forEach((result, i) => {
      if (result.passed) return;
      const name = exercise.tests[i]!.name;
      const wrong = result.failures[0];
      const why = result.error
        ? `it cannot run: ${result.error.message} (line ${result.error.line})`
        : wrong
          ? `in row ${wrong.row} (line ${wrong.line}) ${wrong.signal} should be ${wrong.expected} but is ${wrong.actual}`
          : 'it fails';
      problems.push(`The reference solution of exercise ${exercise.id} fails the test "${name}": ${why}.`);
    });
  }
  const start = runTests(exercise.start, library, exercise.tests, { maxFailures: 1 });
  if (!('error' in start) && start.passed) {
    problems.push(
      `The starting circuit of exercise ${exercise.id} already passes every test: there is nothing left to do.`,
    );
  }
  return problems;
}
