import { describe, expect, it } from 'vitest';
import type { TestResult } from '../../../../shared/contract';
import { testFromTable, uniqueTestName } from './test-from-table';
import { differenceOf, firstFailedRow, resultWords, runSummary, statusOf, textErrorOf, whereOf } from './test-report';

const passed: TestResult = { name: 'a', passed: true, rows: 6, failedRows: 0, failures: [] };
const failed: TestResult = {
  name: 'b',
  passed: false,
  rows: 6,
  failedRows: 2,
  failures: [
    { line: 4, row: 3, signal: 'L0', expected: '1', actual: '0', variables: 'i=1' },
    { line: 4, row: 3, signal: 'CNT1', expected: '0x2 (2)', actual: '0x1 (1)', variables: 'i=1' },
    { line: 4, row: 5, signal: 'L0', expected: '1', actual: '0', variables: 'i=3' },
  ],
};

describe('tests from a truth table', () => {
  it('writes the inputs then the outputs, one row per combination, in columns', () => {
    const text = testFromTable({
      inputs: ['A', 'B'],
      outputs: ['SUM', 'CARRY'],
      rows: [
        { inputs: ['0', '0'], outputs: ['0', '0'] },
        { inputs: ['0', '1'], outputs: ['1', '0'] },
        { inputs: ['1', '0'], outputs: ['1', '0'] },
        { inputs: ['1', '1'], outputs: ['0', 'X'] },
      ],
    });
    expect(text).toBe('A B SUM CARRY\n0 0 0   0\n0 1 1   0\n1 0 1   0\n1 1 0   X\n');
  });

  it('writes a wide port as a number, all-Z as Z, and a value with unknown bits as X (any value)', () => {
    const text = testFromTable({
      inputs: ['sel'],
      outputs: ['y', 'bus'],
      rows: [
        { inputs: ['00'], outputs: ['0001', 'ZZ'] },
        { inputs: ['11'], outputs: ['1000', '1X'] },
      ],
    });
    expect(text).toBe('sel y bus\n0   1 Z\n3   8 X\n');
  });

  it('names a new test so that no two tests share a name', () => {
    expect(uniqueTestName([], 'Truth table')).toBe('Truth table');
    expect(uniqueTestName(['truth table', 'Truth table 2'], 'Truth table')).toBe('Truth table 3');
  });
});

describe('test results in words', () => {
  it('takes the line and column out of a refusal', () => {
    expect(textErrorOf('Line 3, column 5: expected a number, found "Q".')).toEqual({
      line: 3,
      column: 5,
      message: 'expected a number, found "Q".',
    });
    expect(textErrorOf('The circuit is gone.')).toBeUndefined();
  });

  it('gives the first failing row with every signal that was off there', () => {
    const row = firstFailedRow(failed)!;
    expect(whereOf(row)).toBe('Row 3, line 4 (i=1)');
    expect(row.signals.map(differenceOf)).toEqual([
      'L0 is 0, but the test expects 1',
      'CNT1 is 0x1 (1), but the test expects 0x2 (2)',
    ]);
    expect(firstFailedRow(passed)).toBeUndefined();
  });

  it('says how each test and the whole run came out', () => {
    const error: TestResult = {
      ...failed,
      failures: [],
      error: { message: 'no part is labelled Q', line: 1, column: 5 },
    };
    expect([passed, failed, error, undefined].map(statusOf)).toEqual(['passed', 'failed', 'error', 'not-run']);
    expect([passed, failed, error, undefined].map(resultWords)).toEqual([
      'Passed: 6 rows',
      'Failed: 2 of 6 rows',
      'Could not run',
      'Not run yet',
    ]);
    expect(runSummary({ passed: true, engine: 'fast', tests: [passed, passed] })).toBe('All 2 tests pass');
    expect(runSummary({ passed: false, engine: 'fast', tests: [passed, failed] })).toBe('1 of 2 tests fails');
    expect(runSummary({ passed: false, engine: 'fast', tests: [failed, failed, passed] })).toBe('2 of 3 tests fail');
    expect(runSummary({ passed: false, engine: 'fast', tests: [failed] })).toBe('The test fails');
    expect(runSummary({ passed: true, engine: 'fast', tests: [passed] })).toBe('The test passes');
  });
});
