import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES, golden, run } from '../test-support/run';

/** The export's time is the only thing that changes from run to run. */
const timeless = (text: string) => text.replace(/"exportedAt": "[^"]+"/, '"exportedAt": "…"');

describe('circuitforge import', () => {
  it('writes a Logisim file as our circuit file, and it opens again', async () => {
    const answer = await run(['import', 'half-adder.circ']);
    expect(answer.code).toBe(0);
    expect(timeless(answer.out)).toBe(golden('import-half-adder-circ.json.out', timeless(answer.out)));
    const dir = mkdtempSync(join(tmpdir(), 'cf-import-'));
    expect((await run(['import', join(FIXTURES, 'half-adder.circ'), '-o', 'adder.json'], dir)).out).toBe('');
    expect((await run(['truth-table', 'adder.json', '--format', 'csv'], dir)).out).toBe(
      'A,B,S,C\n0,0,0,0\n0,1,1,0\n1,0,1,0\n1,1,0,1\n',
    );
  });

  it('synthesises Verilog into parts, and carries a Digital file with its subcircuits', async () => {
    const verilog = await run(['import', 'and-gate.v']);
    expect(verilog.code).toBe(0);
    expect(timeless(verilog.out)).toBe(golden('import-and-gate-v.json.out', timeless(verilog.out)));
    const digital = await run(['import', 'digital/Top.dig']);
    const file = JSON.parse(digital.out) as { version: number; subcircuits: { name: string }[] };
    expect(file.subcircuits.map((s) => s.name)).toEqual(['HalfAdder']);
    expect(file.version).toBe(5);
  });

  it("tells the import's warnings on stderr: a part CircuitForge lacks", async () => {
    const answer = await run(['import', join(FIXTURES, '../../../src/core/foreign/circ/fixtures/unknown-3x.circ')]);
    expect(answer.code).toBe(0);
    expect(answer.err).toBe(
      'Warning: 1 Random part became a placeholder (in main: rnd1): CircuitForge has no such part.\n',
    );
    expect(JSON.parse(answer.out)).toMatchObject({ format: 'circuitforge' });
  });

  it('names a file it cannot write, exit 2', async () => {
    const answer = await run(['import', 'half-adder.circ', '-o', join(tmpdir(), 'no-such-folder-cf', 'x.json')]);
    expect(answer).toMatchObject({
      code: 2,
      err: 'Could not write “x.json”: its folder does not exist. Choose another place with -o, or check that you may write there.\n',
    });
  });
});

describe('circuitforge convert', () => {
  it('writes the lowest version that holds the circuit, or the one asked for', async () => {
    const lowest = await run(['convert', 'half-adder.json']);
    expect(JSON.parse(lowest.out)).toMatchObject({ format: 'circuitforge', version: 1 });
    const newer = await run(['convert', 'half-adder.json', '--to-version', '4']);
    expect(newer.code).toBe(0);
    expect(JSON.parse(newer.out)).toMatchObject({ version: 4, name: 'Half adder' });
    // Still a file the app opens.
    const dir = mkdtempSync(join(tmpdir(), 'cf-convert-'));
    await run(['convert', join(FIXTURES, 'half-adder.json'), '--to-version', '4', '-o', 'v4.json'], dir);
    expect((await run(['simulate', 'v4.json', '--set', 'A=1'], dir)).out).toBe('SUM    on\nCARRY  off\n');
  });

  it('refuses a version that cannot hold the circuit, and one that does not exist, in words', async () => {
    const older = await run(['convert', 'full-adder.json', '--to-version', '2']);
    expect(older).toEqual({
      code: 2,
      out: '',
      err: 'Version 2 cannot hold this circuit: it has test cases (version 4). Convert to version 4 or newer, or take those out of the circuit first.\n',
    });
    const none = await run(['convert', 'full-adder.json', '--to-version', '9']);
    expect(none.code).toBe(2);
    expect(none.err).toContain("argument '9' is invalid. CircuitForge writes file versions 1 to 5.");
  });
});

describe('circuitforge export-verilog', () => {
  it("writes the app's structural Verilog, to stdout or a file", async () => {
    const answer = await run(['export-verilog', 'full-adder.json']);
    expect(answer.code).toBe(0);
    expect(answer.out).toBe(golden('export-full-adder.v.out', answer.out));
    const dir = mkdtempSync(join(tmpdir(), 'cf-verilog-'));
    await run(['export-verilog', join(FIXTURES, 'full-adder.json'), '-o', 'adder.v'], dir);
    expect(readFileSync(join(dir, 'adder.v'), 'utf8')).toBe(answer.out);
  });
});
