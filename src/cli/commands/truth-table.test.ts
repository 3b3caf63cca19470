import { describe, expect, it } from 'vitest';
import { golden, run } from '../test-support/run';

describe('circuitforge truth-table', () => {
  it('prints every combination of the full adder as a table', async () => {
    const answer = await run(['truth-table', 'full-adder.json']);
    expect(answer.code).toBe(0);
    expect(answer.out).toBe(golden('truth-table-full-adder.out', answer.out));
  });

  it('chooses inputs and outputs, and prints CSV and JSON', async () => {
    const csv = await run([
      'truth-table',
      'full-adder.json',
      '--inputs',
      'CIN,A',
      '--outputs',
      'COUT',
      '--format',
      'csv',
    ]);
    expect(csv.out).toBe('CIN,A,COUT\n0,0,0\n0,1,0\n1,0,0\n1,1,1\n');
    const json = await run(['truth-table', 'half-adder.json', '--format', 'json']);
    expect(JSON.parse(json.out)).toEqual({
      inputs: ['A', 'B'],
      outputs: ['SUM', 'CARRY'],
      rows: [
        { inputs: ['0', '0'], outputs: ['0', '0'] },
        { inputs: ['0', '1'], outputs: ['1', '0'] },
        { inputs: ['1', '0'], outputs: ['1', '0'] },
        { inputs: ['1', '1'], outputs: ['0', '1'] },
      ],
    });
  });

  it('reads a Digital file with the subcircuits of its folder', async () => {
    const answer = await run(['truth-table', 'digital/Top.dig', '--format', 'csv']);
    expect(answer.out).toBe(golden('truth-table-top-dig.out', answer.out));
    expect(answer.code).toBe(0);
  });

  it('refuses an unknown format and an unknown label, exit 2', async () => {
    const format = await run(['truth-table', 'half-adder.json', '--format', 'xml']);
    expect(format.code).toBe(2);
    expect(format.err).toContain("argument 'xml' is invalid. Allowed choices are table, csv, json.");
    const label = await run(['truth-table', 'half-adder.json', '--outputs', 'Q']);
    expect(label.code).toBe(2);
    expect(label.err).toMatch(/Q/);
  });
});
