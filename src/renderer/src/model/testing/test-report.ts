import type { TestFailure, TestResult, TestRun } from '../../../../shared/contract';

/** Where a test's text is wrong: its line and column (1-based) and what is wrong there. */
export interface TextError {
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

/** A refusal such as "Line 3, column 5: expected a number…" taken apart; undefined when it names no place. */
export function textErrorOf(error: string): TextError | undefined {
  const match = /^Line (\d+), column (\d+): ([\s\S]*)$/.exec(error);
  return match ? { line: Number(match[1]), column: Number(match[2]), message: match[3]! } : undefined;
}

/** The first row of a test that failed: its line, its number, its loop variables and every signal that was off. */
export interface FailedRow {
  readonly line: number;
  readonly row: number;
  readonly variables?: string;
  readonly signals: readonly Pick<TestFailure, 'signal' | 'expected' | 'actual'>[];
}

/** The first failing row of a result, with all its signals that were off; undefined when none failed. */
export function firstFailedRow(result: TestResult): FailedRow | undefined {
  const first = result.failures[0];
  if (!first) return undefined;
  const signals = result.failures
    .filter((f) => f.row === first.row)
    .map((f) => ({ signal: f.signal, expected: f.expected, actual: f.actual }));
  return { line: first.line, row: first.row, ...(first.variables ? { variables: first.variables } : {}), signals };
}

/** "Row 3, line 5 (i=1)": where a failed row is. */
export function whereOf(row: FailedRow): string {
  return `Row ${row.row}, line ${row.line}${row.variables ? ` (${row.variables})` : ''}`;
}

/** "L0 is 0, but the test expects 1": what one signal did against what was expected. */
export function differenceOf(signal: FailedRow['signals'][number]): string {
  return `${signal.signal} is ${signal.actual}, but the test expects ${signal.expected}`;
}

/** How a test came out in the last run. */
export type TestStatus = 'passed' | 'failed' | 'error' | 'not-run';

export function statusOf(result: TestResult | undefined): TestStatus {
  if (!result) return 'not-run';
  if (result.error) return 'error';
  return result.passed ? 'passed' : 'failed';
}

/** "Passed: 6 rows", "Failed: 1 of 6 rows", "Could not run": a result in a few words. */
export function resultWords(result: TestResult | undefined): string {
  switch (statusOf(result)) {
    case 'not-run':
      return 'Not run yet';
    case 'error':
      return 'Could not run';
    case 'passed':
      return `Passed: ${plural(result!.rows, 'row')}`;
    case 'failed':
      return `Failed: ${result!.failedRows} of ${plural(result!.rows, 'row')}`;
  }
}

/** "All 3 tests pass", "1 of 3 tests fails", "2 of 3 tests fail": a run in one line. */
export function runSummary(run: TestRun): string {
  const total = run.tests.length;
  const failing = run.tests.filter((t) => !t.passed).length;
  if (failing === 0) return total === 1 ? 'The test passes' : `All ${total} tests pass`;
  if (total === 1) return 'The test fails';
  return `${failing} of ${total} tests ${failing === 1 ? 'fails' : 'fail'}`;
}

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;
