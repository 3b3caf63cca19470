import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES, golden, run } from '../test-support/run';

interface Endpoint {
  component: string;
  pin: string;
}
type Wire = { id: string; from: Endpoint; to: Endpoint };

/** The full adder with its wires changed by `edit`, in a file of its own. */
function adderWith(edit: (wires: Wire[]) => Wire[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'cf-validate-'));
  const file = JSON.parse(readFileSync(join(FIXTURES, 'full-adder.json'), 'utf8')) as { circuit: { wires: Wire[] } };
  file.circuit.wires = edit(file.circuit.wires);
  const path = join(dir, 'adder.json');
  writeFileSync(path, JSON.stringify(file));
  return path;
}

/** The last XOR's second input (X2.b) left unwired: a warning. */
const floating = () => adderWith((wires) => wires.filter((w) => !(w.to.component === 'c5' && w.to.pin === 'b')));
/** X1's output wired onto ground as well (to R2.b): a net with two drivers, an error. */
const shorted = () =>
  adderWith((wires) => [
    ...wires,
    { id: 'w99', from: { component: 'c4', pin: 'out' }, to: { component: 'c12', pin: 'b' } },
  ]);

describe('circuitforge validate', () => {
  it('says a sound circuit has no problems, exit 0', async () => {
    const answer = await run(['validate', 'full-adder.json']);
    expect(answer).toEqual({ code: 0, out: 'No problems found.\n', err: '' });
  });

  it('prints a warning with its place and fix, exit 0', async () => {
    const answer = await run(['validate', floating()]);
    expect(answer.out).toBe(golden('validate-floating.out', answer.out));
    expect(answer.code).toBe(0);
  });

  it('lists errors first, exit 1', async () => {
    const answer = await run(['validate', shorted()]);
    expect(answer.out).toBe(golden('validate-shorted.out', answer.out));
    expect(answer.out).toMatch(/^error at /);
    expect(answer.code).toBe(1);
  });

  it('prints the findings as JSON with --json', async () => {
    const answer = await run(['validate', floating(), '--json']);
    const json = JSON.parse(answer.out) as {
      issues: { pins?: string[]; hint: string }[];
      errors: number;
      warnings: number;
    };
    expect(json).toMatchObject({ errors: 0, warnings: 1 });
    expect(json.issues[0]).toMatchObject({ code: 'FLOATING_INPUT', severity: 'warning', pins: ['X2.b'] });
  });

  it('names a missing file and what to do, exit 2', async () => {
    const answer = await run(['validate', 'nowhere.json']);
    expect(answer).toEqual({
      code: 2,
      out: '',
      err: 'Could not read “nowhere.json”: it does not exist. Check that the file exists and that you may read it.\n',
    });
  });

  it('refuses a file that is not a circuit in words, exit 2', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cf-validate-'));
    writeFileSync(join(dir, 'essay.json'), 'Dear teacher, my circuit is in the mail.');
    const answer = await run(['validate', 'essay.json'], dir);
    expect(answer.code).toBe(2);
    expect(answer.err).toBe(
      '“essay.json”: This is not a CircuitForge circuit file. Choose a file exported by CircuitForge (*.circuitforge.json).\n',
    );
  });
});
