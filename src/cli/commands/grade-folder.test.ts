import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES, golden, run } from '../test-support/run';
import { writeDigitalSubmissions } from '../test-support/digital-submissions';
import { writeSubmissions } from '../test-support/submissions';

describe('circuitforge test <folder>: grading submissions', () => {
  it('grades 20 generated submissions: one line each, a summary, exit 1 when any fails', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'cf-grade-'));
    const submissions = writeSubmissions(folder, 20, FIXTURES);
    const answer = await run(['test', folder]);
    expect(answer.err).toBe('');
    expect(answer.out).toBe(golden('grade-folder.out', answer.out));
    const lines = answer.out.split('\n');
    for (const s of submissions) {
      const line = lines.find((l) => l.startsWith(`${s.file} `));
      expect(line, s.file).toMatch(s.passes ? /\bpassed\b/ : /\bfailed\b/);
    }
    // Every way to be wrong is there, and each fails: a wrong gate, a missing wire, not JSON, empty.
    expect(new Set(submissions.filter((s) => !s.passes).map((s) => s.kind))).toEqual(
      new Set(['wrong-gate', 'missing-wire', 'not-json', 'empty']),
    );
    expect(answer.code).toBe(1);
  });

  it('grades against a reference: a submission whose own tests were rigged still fails', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'cf-grade-'));
    writeSubmissions(folder, 3, FIXTURES);
    // student-003 has a wrong gate; its author cut its test down to a row that passes.
    const path = join(folder, 'student-003.json');
    const file = JSON.parse(readFileSync(path, 'utf8')) as { circuit: { tests: { source: string }[] } };
    file.circuit.tests[0]!.source = 'A B CIN S COUT\n0 0 0 0 0\n';
    writeFileSync(path, JSON.stringify(file));
    expect((await run(['test', path])).code).toBe(0);
    expect((await run(['test', path, '--tests', join(FIXTURES, 'full-adder.json')])).code).toBe(1);
    const graded = await run(['test', folder, '--tests', join(FIXTURES, 'full-adder.json'), '--json']);
    const json = JSON.parse(graded.out) as { files: { file: string; passed: boolean }[]; summary: unknown };
    expect(json.files.map((f) => `${f.file} ${f.passed}`)).toEqual([
      'student-001.json true',
      // A half adder graded against the full adder's test: no CIN.
      'student-002.json false',
      'student-003.json false',
    ]);
    expect(json.summary).toEqual({ files: 3, passed: 1, failed: 2 });
    expect(graded.code).toBe(1);
  });

  it('grades Digital files with the tests they carry: a wrong gate and an unwired output fail', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'cf-grade-'));
    writeDigitalSubmissions(folder, 5);
    const answer = await run(['test', folder]);
    expect(answer.out.split('\n').slice(0, 5)).toEqual([
      'student-001.dig  passed  tests 1/1',
      'student-002.dig  passed  tests 1/1',
      'student-003.dig  failed  tests 0/1    HalfAdder: line 5 "1 1 0 1", row 4: S expected 0, got 1',
      'student-004.dig  passed  tests 1/1',
      'student-005.dig  failed  tests 0/1    HalfAdder: line 2 "0 0 0 0", row 1: S expected 0, got Z',
    ]);
    expect(answer.code).toBe(1);
  });

  it('passes a folder where every submission passes, exit 0', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'cf-grade-'));
    writeSubmissions(folder, 2, FIXTURES);
    const answer = await run(['test', folder]);
    expect(answer.out).toMatch(/\n {2}passed +2\n/);
    expect(answer.code).toBe(0);
  });

  it('says when a folder holds no circuit file, and refuses --vcd on a folder, exit 2', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'cf-grade-'));
    writeFileSync(join(folder, 'readme.md'), '# nothing here');
    const empty = await run(['test', folder]);
    expect(empty.code).toBe(2);
    expect(empty.err).toMatch(/holds no circuit file\. Grading reads the \.json, \.circ, \.dig, \.v and \.sv files/);
    const vcd = await run(['test', folder, '--vcd', 'x.vcd']);
    expect(vcd).toMatchObject({
      code: 2,
      err: '--vcd writes the waveform of one circuit. Give a file, not a folder.\n',
    });
  });
});
