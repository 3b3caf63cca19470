import type { TestResult, TestRun } from '../../shared/contract';
import { describeFailedRows, describeTestError, describeTestNote } from '../../core/testcases/describe';
import { count } from './validate-format';

/** The most failing rows shown per test. */
const MAX_ROWS_SHOWN = 5;

/** A test's text by its name, to quote the failing rows' lines. */
export type TestSources = ReadonlyMap<string, string>;

function lineOf(source: string | undefined): (line: number) => string | undefined {
  const lines = source?.split('\n') ?? [];
  return (line) => lines[line - 1];
}

/** Why one test failed, in one line (the app's wording, src/core/testcases/describe.ts). */
export function firstFailure(test: TestResult, sources: TestSources): string {
  if (test.error) return `${test.name}: ${describeTestError(test.error)}`;
  const [row] = describeFailedRows(test.failures, 1, lineOf(sources.get(test.name)));
  return `${test.name}: ${row ?? `${count(test.failedRows, 'row')} failed`}`;
}

/** Pass/fail per test, the failing rows in words beneath, and a count. */
export function runText(run: TestRun, sources: TestSources): string {
  const lines: string[] = [];
  for (const test of run.tests) {
    const rows = `${count(test.rows, 'row')}`;
    if (test.passed) {
      lines.push(`PASS  ${test.name} (${rows})`);
    } else if (test.error) {
      lines.push(`FAIL  ${test.name}: could not run to its end`, `      ${describeTestError(test.error)}`);
    } else {
      lines.push(`FAIL  ${test.name}: ${test.failedRows} of ${rows} failed`);
      const described = describeFailedRows(test.failures, MAX_ROWS_SHOWN, lineOf(sources.get(test.name)));
      lines.push(...described.map((d) => `      ${d}`));
      const more = test.failedRows - described.length;
      if (more > 0) lines.push(`      and ${count(more, 'more row')}`);
    }
    for (const note of test.notes ?? []) lines.push(`      note: ${describeTestNote(note)}`);
  }
  const passed = run.tests.filter((t) => t.passed).length;
  const failed = run.tests.length - passed;
  lines.push(`${count(run.tests.length, 'test')}: ${passed} passed, ${failed} failed.`);
  return `${lines.join('\n')}\n`;
}

/** How one submission of a folder did. */
export interface Grade {
  readonly file: string;
  readonly passed: boolean;
  /** False when the file did not open as a circuit. */
  readonly opened: boolean;
  /** Tests passed and run; absent when the file did not open or its tests could not run. */
  readonly tests?: { readonly passed: number; readonly total: number };
  /** The first failure, or why nothing ran (the file does not open, it has no tests). */
  readonly reason?: string;
}

/** The grade of a run: passed when every test passed, with its first failure. */
export function gradeOf(file: string, run: TestRun, sources: TestSources): Grade {
  const passed = run.tests.filter((t) => t.passed).length;
  const failing = run.tests.find((t) => !t.passed);
  return {
    file,
    passed: run.passed,
    opened: true,
    tests: { passed, total: run.tests.length },
    ...(failing ? { reason: firstFailure(failing, sources) } : {}),
  };
}

/** One line of the folder's list: `alice.json  passed  tests 1/1` (names padded to `width`). */
export function gradeLine(grade: Grade, width: number): string {
  const tests = grade.tests ? `tests ${grade.tests.passed}/${grade.tests.total}` : 'tests -';
  const cells = [grade.file.padEnd(width), grade.passed ? 'passed' : 'failed', tests.padEnd(11)];
  return `${[...cells, grade.reason ?? ''].join('  ').trimEnd()}\n`;
}

/** The summary after the list: how many files passed, failed, and did not open. */
export function summaryText(grades: readonly Grade[]): string {
  const passed = grades.filter((g) => g.passed).length;
  const unopened = grades.filter((g) => !g.opened).length;
  const rows: [string, string][] = [
    ['files', String(grades.length)],
    ['passed', String(passed)],
    ['failed', String(grades.length - passed)],
    ['did not open', String(unopened)],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  const valueWidth = Math.max(...rows.map(([, v]) => v.length));
  return ['', 'Summary', ...rows.map(([k, v]) => `  ${k.padEnd(width)}  ${v.padStart(valueWidth)}`)]
    .map((l) => `${l}\n`)
    .join('');
}
