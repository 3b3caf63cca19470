import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holdsBig, stringifyInSlices, writeJsonInSlices } from './slices';

describe('writeJsonInSlices', () => {
  it('writes exactly what JSON.stringify writes, for any value (seeded)', async () => {
    const seed = 5150;
    const values = fc.oneof(
      fc.anything({ maxDepth: 3, withNullPrototype: true, withObjectString: false }),
      fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 30 }),
      fc.dictionary(fc.string(), fc.oneof(fc.jsonValue({ maxDepth: 1 }), fc.constant(undefined)), { maxKeys: 30 }),
      fc.record({
        meta: fc.jsonValue({ maxDepth: 1 }),
        circuit: fc.record({ components: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 25 }) }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(values, fc.integer({ min: 1, max: 6 }), async (value, entries) => {
        const text = await stringifyInSlices(value, () => Promise.resolve(), entries);
        expect(text, `seed ${seed}`).toBe(JSON.stringify(value) ?? 'null');
      }),
      { seed, numRuns: 400 },
    );
  });

  it('pauses between slices of a big array nested in an object, and only there', async () => {
    const value = { meta: { id: 'c' }, circuit: { components: Array.from({ length: 10 }, (_v, i) => ({ i })) } };
    const pieces: string[] = [];
    let pauses = 0;
    await writeJsonInSlices(
      value,
      (piece) => pieces.push(piece),
      () => Promise.resolve(void pauses++),
      3,
    );
    expect(pieces.join('')).toBe(JSON.stringify(value));
    expect(pauses).toBe(4); // 10 items, 3 a slice
    expect(holdsBig({ a: [1, 2] }, 3)).toBe(false);
  });
});
