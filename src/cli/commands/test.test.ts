import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES, golden, run } from '../test-support/run';

const temp = () => mkdtempSync(join(tmpdir(), 'cf-test-'));

/** The full adder with its carry OR turned into an AND (its test fails on four rows). */
function wrongCarry(): string {
  const dir = temp();
  const text = readFileSync(join(FIXTURES, 'full-adder.json'), 'utf8').replace('"OR_2"', '"AND_2"');
  writeFileSync(join(dir, 'wrong.json'), text);
  return join(dir, 'wrong.json');
}

describe('circuitforge test <file>', () => {
  it("runs the circuit's own tests, exit 0 when all pass", async () => {
    expect(await run(['test', 'full-adder.json'])).toEqual({
      code: 0,
      out: 'PASS  All eight sums (8 rows)\n1 test: 1 passed, 0 failed.\n',
      err: '',
    });
    expect((await run(['test', 'counter.json'])).code).toBe(0);
  });

  it('prints the failing rows in the words of the app, exit 1', async () => {
    const answer = await run(['test', wrongCarry()]);
    expect(answer.out).toBe(golden('test-wrong-carry.out', answer.out));
    expect(answer.code).toBe(1);
  });

  it('runs a test text, and the tests of a reference circuit, instead of its own', async () => {
    const text = await run(['test', 'half-adder.json', '--tests', 'half-adder-tests.txt']);
    expect(text).toEqual({ code: 0, out: 'PASS  half-adder-tests (4 rows)\n1 test: 1 passed, 0 failed.\n', err: '' });
    // The wrong adder's own test would say the same; the reference's decides.
    const reference = await run(['test', wrongCarry(), '--tests', join(FIXTURES, 'full-adder.json')]);
    expect(reference.code).toBe(1);
    expect(reference.out).toContain('FAIL  All eight sums: 4 of 8 rows failed');
  });

  it("runs a Digital file's test with the subcircuits of its folder", async () => {
    expect(await run(['test', 'digital/Top.dig'])).toEqual({
      code: 0,
      out: 'PASS  Adds (4 rows)\n1 test: 1 passed, 0 failed.\n',
      err: '',
    });
  });

  it('writes the waveform with --vcd, and the results as JSON', async () => {
    const dir = temp();
    const answer = await run(['test', join(FIXTURES, 'full-adder.json'), '--vcd', 'run.vcd', '--json'], dir);
    expect(answer.code).toBe(0);
    const json = JSON.parse(answer.out) as { passed: boolean; tests: { name: string; rows: number }[] };
    expect(json).toMatchObject({ passed: true, tests: [{ name: 'All eight sums', rows: 8, passed: true }] });
    const vcd = readFileSync(join(dir, 'run.vcd'), 'utf8');
    expect(vcd).toContain('$enddefinitions $end');
    expect(vcd).toMatch(/\$var wire 1 \S+ COUT \$end/);
  });

  it('refuses a test text that does not parse, naming the line, exit 2', async () => {
    const dir = temp();
    writeFileSync(join(dir, 'bad.txt'), 'A B SUM\n0 0 (\n');
    const answer = await run(['test', join(FIXTURES, 'half-adder.json'), '--tests', 'bad.txt'], dir);
    expect(answer.code).toBe(2);
    expect(answer.err).toMatch(/^The tests in “bad\.txt” do not parse: Line 2, column 6: /);
  });

  it('says when a circuit has no tests, exit 1; a missing file, exit 2', async () => {
    const none = await run(['test', 'half-adder.json']);
    expect(none).toMatchObject({ code: 1, out: '' });
    expect(none.err).toBe(
      'The circuit has no tests. Give tests with --tests (a test text, or a reference circuit that carries them).\n',
    );
    expect((await run(['test', 'gone.dig'])).code).toBe(2);
  });
});
