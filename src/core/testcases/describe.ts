import type { TestFailure, TestRunResult } from './runner';
import type { TestNote } from './widths';

/**
 * How failed rows read, the same wherever a test's outcome is shown in words (the assistant's
 * `run_tests`, the evaluation's reasons): one line per row, its signals together —
 * `line 4, row 3: Q1 expected 0, got 1, Q0 expected 1, got 0` (with the loop's variables when the
 * row is in one: `line 4, row 3 (n=2): …`). At most `max` rows; `source` adds the row's text and
 * comment (`line 4 "C 0 1" (wraps), row 3: …`) for a reader who does not have the test at hand.
 */
export function describeFailedRows(
  failures: readonly TestFailure[],
  max: number,
  source?: (line: number) => string | undefined,
): string[] {
  const rows: { first: TestFailure; signals: string[] }[] = [];
  for (const failure of failures) {
    const last = rows.at(-1);
    const difference = `${failure.signal} expected ${failure.expected}, got ${failure.actual}`;
    if (last && last.first.row === failure.row) last.signals.push(difference);
    else if (rows.length < max) rows.push({ first: failure, signals: [difference] });
    else break;
  }
  return rows.map(({ first, signals }) => {
    const [text = '', comment = ''] = (source?.(first.line) ?? '').split('#', 2).map((s) => s.trim());
    const quoted = text ? ` "${text.replace(/\s+/g, ' ')}"${comment ? ` (${comment})` : ''}` : '';
    const line = `line ${first.line}${quoted}`;
    return `${line}, row ${first.row}${first.variables ? ` (${first.variables})` : ''}: ${signals.join(', ')}`;
  });
}

/** Why a test could not run to its end, with its place: `line 2, column 7: No part is labelled Q3.` */
export function describeTestError(error: NonNullable<TestRunResult['error']>): string {
  return `line ${error.line}, column ${error.column}: ${error.message}`;
}

/** A note of a test that ran, with its line: `line 5: 300 is wider than the 8 bits of A; its low 8 bits, 44, were used.` */
export function describeTestNote(note: TestNote): string {
  return `line ${note.line}: ${note.message}`;
}
