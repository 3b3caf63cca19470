import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cubeString, coversMinterm, literalCount } from './implicant';
import { minimizeSop } from './minimize';
import { primeImplicants } from './primes';
import { bruteForceMinimum } from './test-support/brute-force';
import { referenceMinimum } from './test-support/reference-cover';

const cubes = (n: number, on: number[], dc: number[] = []) =>
  minimizeSop(n, on, dc)
    .terms.map((t) => cubeString(t, n))
    .sort();

/** Checks a cover: every on-minterm covered, no off-minterm touched. */
function expectCorrect(n: number, on: number[], dc: number[]) {
  const { terms } = minimizeSop(n, on, dc);
  for (let m = 0; m < 1 << n; m++) {
    const covered = terms.some((t) => coversMinterm(t, m));
    if (on.includes(m)) expect(covered, `minterm ${m}`).toBe(true);
    else if (!dc.includes(m)) expect(covered, `off minterm ${m}`).toBe(false);
  }
  return terms;
}

describe('Quine–McCluskey with an exact cover', () => {
  it('finds the classic minimal forms', () => {
    expect(cubes(2, [1, 2])).toEqual(['01', '10']); // XOR
    expect(cubes(3, [3, 5, 6, 7])).toEqual(['-11', '1-1', '11-']); // majority
    expect(cubes(2, [])).toEqual([]); // constant 0
    expect(cubes(2, [0, 1, 2, 3])).toEqual(['--']); // constant 1
    expect(cubes(3, [0, 1], [2, 3, 4, 5, 6, 7])).toEqual(['---']); // 1 with every other row free
    expect(cubes(4, [0, 2, 8, 10])).toEqual(['-0-0']); // the four corners
  });

  it('solves a cyclic prime table with the fewest terms (Σm(0,1,2,5,6,7): 3 of 6 primes)', () => {
    const primes = primeImplicants(3, [0, 1, 2, 5, 6, 7], []);
    expect(primes).toHaveLength(6);
    const result = minimizeSop(3, [0, 1, 2, 5, 6, 7]);
    expect(result.exact).toBe(true);
    expect(result.terms).toHaveLength(3);
  });

  it("uses don't cares: BCD to seven-segment, segment a (rows 10–15 free)", () => {
    const on = [0, 2, 3, 5, 6, 7, 8, 9];
    const terms = expectCorrect(4, on, [10, 11, 12, 13, 14, 15]);
    // a = A + C + BD + ¬B¬D
    expect(terms.map((t) => cubeString(t, 4)).sort()).toEqual(['--1-', '-0-0', '-1-1', '1---']);
  });

  it('keeps a valid cover, marked inexact, when the search budget runs out', () => {
    // Parity-free hard case: many overlapping primes over 6 inputs.
    const on = Array.from({ length: 64 }, (_, m) => m).filter((m) => (m * 37) % 11 < 6);
    const limited = minimizeSop(6, on, [], 1);
    expect(limited.exact).toBe(false);
    for (let m = 0; m < 64; m++) expect(limited.terms.some((t) => coversMinterm(t, m))).toBe(on.includes(m));
    const full = minimizeSop(6, on);
    expect(full.exact).toBe(true);
    expect(full.terms.length).toBeLessThanOrEqual(limited.terms.length);
  });

  it('matches an exhaustive search on every random function of 1 to 4 inputs (seeded)', () => {
    const seed = 1410;
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 4 })
          .chain((n) =>
            fc.tuple(
              fc.constant(n),
              fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1 << n, maxLength: 1 << n }),
            ),
          ),
        ([n, cells]) => {
          const on = cells.flatMap((c, m) => (c === 1 ? [m] : []));
          const dc = cells.flatMap((c, m) => (c === 2 ? [m] : []));
          const result = minimizeSop(n, on, dc);
          expectCorrect(n, on, dc);
          expect(result.exact, `seed ${seed}`).toBe(true);
          const brute = bruteForceMinimum(n, on, dc);
          expect(
            { terms: result.terms.length, literals: result.terms.reduce((s, t) => s + literalCount(t, n), 0) },
            `seed ${seed}, cells ${cells.join('')}`,
          ).toEqual(brute);
        },
      ),
      { seed, numRuns: 400 },
    );
  });

  it('matches a plain branch and bound (no reductions) on random functions of 5 inputs (seeded)', () => {
    const seed = 5051;
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 32, maxLength: 32 }), (cells) => {
        // 0 off, 1–2 on, 3 free: dense enough for cyclic prime tables.
        const on = cells.flatMap((c, m) => (c === 1 || c === 2 ? [m] : []));
        const dc = cells.flatMap((c, m) => (c === 3 ? [m] : []));
        const result = minimizeSop(5, on, dc);
        expect(result.exact, `seed ${seed}`).toBe(true);
        const found = {
          terms: result.terms.length,
          literals: result.terms.reduce((s, t) => s + literalCount(t, 5), 0),
        };
        const reference =
          on.length === 0 ? { terms: 0, literals: 0 } : referenceMinimum(5, on, primeImplicants(5, on, dc));
        expect(found, `seed ${seed}, cells ${cells.join('')}`).toEqual(reference);
      }),
      { seed, numRuns: 60 },
    );
  });

  it("covers exactly the on-set, within the don't cares, on random functions of 5 to 8 inputs (seeded)", () => {
    const seed = 2718;
    fc.assert(
      fc.property(
        fc
          .integer({ min: 5, max: 8 })
          .chain((n) =>
            fc.tuple(
              fc.constant(n),
              fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1 << n, maxLength: 1 << n }),
            ),
          ),
        ([n, cells]) => {
          // 0–2 off, 3–4 on, 5 free: dense functions, a sixth of the rows free.
          const on = cells.flatMap((c, m) => (c === 3 || c === 4 ? [m] : []));
          const dc = cells.flatMap((c, m) => (c === 5 ? [m] : []));
          expectCorrect(n, on, dc);
        },
      ),
      { seed, numRuns: 30 },
    );
  });
});
