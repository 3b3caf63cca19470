import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from './test-support/run';
import { writeSubmissions } from './test-support/submissions';

const BIN = join(import.meta.dirname, '../../bin/circuitforge.mjs');

/** The real bin, as `npx circuitforge` runs it: a process of its own, from the source. */
function circuitforge(args: readonly string[]) {
  const answer = spawnSync(process.execPath, [BIN, ...args], { cwd: FIXTURES, encoding: 'utf8', timeout: 60_000 });
  return { code: answer.status, out: answer.stdout, err: answer.stderr };
}

describe('bin/circuitforge.mjs', () => {
  it('answers --help with exit 0', () => {
    const answer = circuitforge(['--help']);
    expect(answer.code).toBe(0);
    expect(answer.out).toMatch(/^Usage: circuitforge \[options\] \[command\]/);
  });

  it('simulates a file and exits 2 on an unknown label', () => {
    expect(circuitforge(['simulate', 'half-adder.json', '--set', 'A=1,B=1'])).toEqual({
      code: 0,
      out: 'SUM    off\nCARRY  on\n',
      err: '',
    });
    expect(circuitforge(['simulate', 'half-adder.json', '--set', 'Z=1'])).toEqual({
      code: 2,
      out: '',
      err: 'No input called Z; the inputs are A, B.\n',
    });
  });

  it('grades a folder and exits 1 when a submission fails', () => {
    const folder = mkdtempSync(join(tmpdir(), 'cf-bin-'));
    writeSubmissions(folder, 5, FIXTURES);
    const answer = circuitforge(['test', folder]);
    expect(answer.code).toBe(1);
    expect(answer.out.split('\n').slice(0, 5)).toEqual([
      expect.stringMatching(/^student-001\.json {2}passed/),
      expect.stringMatching(/^student-002\.json {2}passed/),
      expect.stringMatching(/^student-003\.json {2}failed/),
      expect.stringMatching(/^student-004\.json {2}passed/),
      expect.stringMatching(/^student-005\.json {2}failed/),
    ]);
  });
});
