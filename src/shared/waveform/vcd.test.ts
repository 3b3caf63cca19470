import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readVcd, type VcdTrace } from './vcd-read';
import { vcdId, writeVcd } from './vcd';

const SEED = 20261126;

/** The values a trace takes, in order, each once (what two dumps of the same run must share). */
const sequence = (trace: VcdTrace | undefined) => trace?.changes.map((c) => c.value) ?? [];

describe('Value Change Dumps', () => {
  it('ids are short printable ASCII and distinct', () => {
    const ids = Array.from({ length: 20_000 }, (_, i) => vcdId(i));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^[!-~]+$/.test(id))).toBe(true);
    expect(vcdId(93)).toHaveLength(1);
    expect(vcdId(94)).toHaveLength(2);
  });

  it('what we write reads back as the same changes (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.array(fc.constantFrom('0', '1', 'X', 'Z'), { minLength: 54, maxLength: 54 }), {
          minLength: 1,
          maxLength: 30,
        }),
        (widths, rows) => {
          const signals = widths.map((width, i) => ({ name: `s ${i}`, width, scope: i % 2 ? 'odd' : undefined }));
          let offset = 0;
          const samples = rows.map((bits, time) => ({
            time: time * 3,
            values: widths.map((w) => bits.slice((offset = (offset + 1) % 40), offset + w).join('')),
          }));
          const traces = readVcd(writeVcd(signals, samples, { date: 'fixed' }));
          expect(traces.map((t) => [t.name, t.width, t.scope.join('.')])).toEqual(
            signals.map((s) => [s.name.replace(' ', '_'), s.width, s.scope ? `circuit.${s.scope}` : 'circuit']),
          );
          traces.forEach((trace, i) => {
            const expected: string[] = [];
            for (const sample of samples) {
              const v = sample.values[i]!.toLowerCase();
              if (expected.at(-1) !== v) expected.push(v);
            }
            expect(sequence(trace)).toEqual(expected);
          });
        },
      ),
      { seed: SEED, numRuns: 150 },
    );
  });
});
