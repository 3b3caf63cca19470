import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runTests } from '../../testcases/run-tests';
import { bitCountWidth } from './bit-count';
import { readDigital } from './read-digital';
import { dig, input, output, testcase } from './test-support/dig-fixture';

const popcount = (v: number) => v.toString(2).replace(/0/g, '').length;

describe("Digital's BitCount", () => {
  it('has the output width Digital gives it', () => {
    expect([1, 2, 3, 4, 7, 8, 16, 31, 32].map(bitCountWidth)).toEqual([1, 2, 2, 3, 3, 4, 5, 5, 6]);
  });

  it('counts the 1 bits of its input, for any width and values (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 32 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 8 }),
        (bits, seeds) => {
          const values = [0, 2 ** bits - 1, ...seeds.map((s) => s % 2 ** bits)];
          // In at (40, 0) → BitCount at (100, 0): in (100, 0), out (160, 0) → Out at (200, 0).
          const text = dig(
            [
              input('A', 40, 0, bits),
              { name: 'BitCount', x: 100, y: 0, attrs: bits > 1 ? { Bits: bits } : {} },
              output('N', 200, 0, bitCountWidth(bits)),
              testcase('count', `A N\n${values.map((v) => `${v} ${popcount(v)}`).join('\n')}\n`),
            ],
            [
              [40, 0, 100, 0],
              [160, 0, 200, 0],
            ],
          );
          const read = readDigital({ main: { name: 'top.dig', text }, others: [] });
          if (!read.success) throw new Error(read.error);
          expect(read.data.report.unsupported).toEqual([]);
          const report = runTests(read.data.circuit, () => undefined, read.data.circuit.tests ?? []);
          if ('error' in report) throw new Error(report.error);
          expect(report.tests.flatMap((t) => t.failures)).toEqual([]);
          expect(report.passed).toBe(true);
        },
      ),
      { numRuns: 25, seed: 20261127 },
    );
  });
});
