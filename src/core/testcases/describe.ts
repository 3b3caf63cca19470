import type { TestFailure, TestRunResult } from './runner';

/**
 * How a failed row reads, the same wherever a test's outcome is shown in words (the assistant's
 * `run_tests`, the evaluation's reasons): `line 4, row 3: Q1 expected 0, got 1` (with the loop's
 * variables when the row is in one: `line 4, row 3 (n=2): …`).
 */
export function describeFailure(failure: TestFailure): string {
  const where = `line ${failure.line}, row ${failure.row}${failure.variables ? ` (${failure.variables})` : ''}`;
  return `${where}: ${failure.signal} expected ${failure.expected}, got ${failure.actual}`;
}

/** Why a test could not run to its end, with its place: `line 2, column 7: No part is labelled Q3.` */
export function describeTestError(error: NonNullable<TestRunResult['error']>): string {
  return `line ${error.line}, column ${error.column}: ${error.message}`;
}
