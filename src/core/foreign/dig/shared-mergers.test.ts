import { describe, expect, it } from 'vitest';
import { CircuitState } from '../../../shared/circuit/circuit-state';
import type { Circuit } from '../../../shared/circuit/types';
import { compile } from '../../simulation/simulation';
import { runTests } from '../../testcases/run-tests';
import { readDigital } from './read-digital';
import { dig, output, testcase, type Element } from './test-support/dig-fixture';

const floating = (label: string, x: number, y: number): Element => ({
  name: 'In',
  x,
  y,
  attrs: { Label: label, isHighZ: true },
});
const splitter = (x: number, y: number, inputs: string, outputs: string): Element => ({
  name: 'Splitter',
  x,
  y,
  attrs: { splitterSpreading: 2, 'Input Splitting': inputs, 'Output Splitting': outputs },
});

/**
 * Digital's `BusSplitterHighZ2`, drawn again: inputs A0, A1 that may float into a splitter (1,1 → 2)
 * at (320, 380), B0, B1 into another at (320, 460), both onto one 2-bit bus that a third splitter
 * (2 → 1,1) at (580, 380) takes apart onto Q0 and Q1. `cut` is the second splitter's input cut
 * (`2`: B0 is a 2-bit input).
 */
function twoSplittersOnOneBus(test: string, cut = '1,1'): string {
  return dig(
    [
      floating('A0', 300, 380),
      floating('A1', 300, 420),
      cut === '2'
        ? { ...floating('B0', 300, 460), attrs: { Label: 'B0', isHighZ: true, Bits: 2 } }
        : floating('B0', 300, 460),
      floating('B1', 300, 500),
      splitter(320, 380, '1,1', '2'),
      splitter(320, 460, cut, '2'),
      splitter(580, 380, '2', '1*2'),
      output('Q0', 620, 380),
      output('Q1', 620, 420),
      testcase('high Z', test),
    ],
    [
      [300, 380, 320, 380],
      [300, 420, 320, 420],
      [300, 460, 320, 460],
      [300, 500, 320, 500],
      [340, 380, 460, 380],
      [460, 380, 580, 380],
      [340, 460, 460, 460],
      [460, 380, 460, 460],
      [600, 380, 620, 380],
      [600, 420, 620, 420],
    ],
  );
}

function read(text: string) {
  const result = readDigital({ main: { name: 'top.dig', text }, others: [] });
  if (!result.success) throw new Error(`${result.error} ${result.hint}`);
  return result.data;
}

/** The failures and errors of the circuit's own tests, as lines. */
function failures(circuit: Circuit): string[] {
  const run = runTests(circuit, () => undefined, circuit.tests ?? []);
  if ('error' in run) throw new Error(run.error);
  return run.tests.flatMap((t) => [
    ...(t.error ? [`line ${t.error.line}: ${t.error.message}`] : []),
    ...t.failures.map((f) => `line ${f.line} ${f.signal} ${f.expected}/${f.actual}`),
  ]);
}

const HIGH_Z = `A1 A0 B1 B0 Q1 Q0
z  z  0  1  0  1
z  z  1  0  1  0
0  1  z  z  0  1
1  0  z  z  1  0
0  z  z  1  0  1
z  1  1  z  1  1
z  z  z  0  z  0
z  z  1  z  1  z
z  z  z  z  z  z
1  1  1  1  1  1
`;

describe('splitters Digital puts onto one bus', () => {
  it('two of the same cut are one merger: each bit is what drives it, Z where nothing does', () => {
    const { circuit, report } = read(twoSplittersOnOneBus(HIGH_Z));
    expect(report.warnings).toEqual([]);
    const state = CircuitState.fromCircuit(circuit);
    expect(state.success ? 'valid' : state.error).toBe('valid');
    expect(circuit.components.filter((c) => c.type === 'MERGER')).toHaveLength(1);
    expect(failures(circuit)).toEqual([]);
  });

  it('reads the same on both engines where no input floats', () => {
    const { circuit } = read(twoSplittersOnOneBus(HIGH_Z));
    for (const engine of ['fast', 'event'] as const) {
      const compiled = compile(circuit, { engine });
      if (!compiled.success) throw new Error(compiled.error);
      const sim = compiled.data;
      for (const [label, value] of [
        ['A0', 1],
        ['B0', 1],
        ['A1', 0],
        ['B1', 0],
      ] as const)
        expect(sim.setValue(label, value).success).toBe(true);
      sim.settle();
      const q = (label: string) => circuit.components.find((c) => c.label === label)!.id;
      expect([engine, sim.pinValue(q('Q1'), 'in'), sim.pinValue(q('Q0'), 'in')]).toEqual([
        engine,
        { success: true, data: '0' },
        { success: true, data: '1' },
      ]);
    }
  });

  it('of different cuts are still left apart, with the warning', () => {
    const { report } = read(twoSplittersOnOneBus('A1 A0 Q1 Q0\n0 1 0 1\n', '2'));
    expect(report.warnings.join(' ')).toContain('two outputs drive one net');
  });
});
