import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { harness, run } from '../test-support/arithmetic-harness';
import { ENGINES, simulate } from '../test-support/simulate';

/** The arithmetic by the book, in BigInt: the value of a w-bit word, unsigned or two's complement. */
const valueOf = (v: number, w: number, signed: boolean): bigint =>
  signed && v >= 2 ** (w - 1) ? BigInt(v) - (1n << BigInt(w)) : BigInt(v);
/** The low w bits of a number (two's complement for a negative one). */
const low = (v: bigint, w: number): number => Number(BigInt.asUintN(w, v));

function product(a: number, b: number, c: number, w: number, signed: boolean): { P: number; HI: number } {
  const full = valueOf(a, w, signed) * valueOf(b, w, signed) + valueOf(c, w, signed);
  return { P: low(full, w), HI: low(full >> BigInt(w), w) };
}

/**
 * Logisim's and Digital's division: the divisor 0 divides as 1; Java's truncating quotient and a
 * remainder with the dividend's sign, made positive on request (Digital's option).
 */
function quotient(
  a: number,
  b: number,
  upper: number | undefined,
  w: number,
  signed: boolean,
  remainderPositive: boolean,
): { Q: number; R: number } {
  const dividend = upper === undefined ? valueOf(a, w, signed) : (valueOf(upper, w, signed) << BigInt(w)) + BigInt(a);
  const divisor = valueOf(b, w, signed) === 0n ? 1n : valueOf(b, w, signed);
  let q = dividend / divisor;
  let r = dividend % divisor;
  if (signed && remainderPositive && r < 0n) {
    if (divisor >= 0n) [r, q] = [r + divisor, q - 1n];
    else [r, q] = [r - divisor, q + 1n];
  }
  return { Q: low(q, w), R: low(r, w) };
}

const word = (w: number) => fc.integer({ min: 0, max: 2 ** w - 1 });
/** A word, with its extreme values (0, 1, the top, the sign alone) more often than chance gives them. */
const edgy = (w: number) => fc.oneof(word(w), fc.constantFrom(0, 1, 2 ** w - 1, 2 ** (w - 1)));
const widths = fc.integer({ min: 1, max: 8 });

describe.each(ENGINES)('MULTIPLIER and DIVIDER compute what the book says (%s engine)', (engine) => {
  it('MULTIPLIER: A × B + CIN, P the low and HI the high word, unsigned or signed', () => {
    fc.assert(
      fc.property(
        widths.chain((w) => fc.tuple(fc.constant(w), edgy(w), edgy(w), edgy(w), fc.boolean())),
        ([w, a, b, c, signed]) => {
          const sim = simulate(
            harness('MULTIPLIER', { width: w, signed }, { A: w, B: w, CIN: w }, { P: w, HI: w }),
            engine,
          );
          expect(run(sim, { A: a, B: b, CIN: c }, ['P', 'HI'])).toEqual(product(a, b, c, w, signed));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('DIVIDER: UPPER:A ÷ B, or A alone with UPPER open; unsigned, signed, remainder positive; ÷0 as ÷1', () => {
    fc.assert(
      fc.property(
        widths.chain((w) =>
          fc.tuple(
            fc.constant(w),
            edgy(w),
            edgy(w),
            fc.option(edgy(w), { nil: undefined }),
            fc.boolean(),
            fc.boolean(),
          ),
        ),
        ([w, a, b, upper, signed, remainderPositive]) => {
          const ins: Record<string, number> = upper === undefined ? { A: w, B: w } : { A: w, B: w, UPPER: w };
          const sim = simulate(
            harness('DIVIDER', { width: w, signed, remainderPositive }, ins, { Q: w, R: w }),
            engine,
          );
          const values: Record<string, number> = upper === undefined ? { A: a, B: b } : { A: a, B: b, UPPER: upper };
          expect(run(sim, values, ['Q', 'R'])).toEqual(quotient(a, b, upper, w, signed, remainderPositive));
        },
      ),
      { numRuns: 80 },
    );
  });

  it('works at 32 bits', () => {
    const mul = simulate(
      harness('MULTIPLIER', { width: 32, signed: true }, { A: 32, B: 32 }, { P: 32, HI: 32 }),
      engine,
    );
    expect(run(mul, { A: 0xfffffffe, B: 0x7fffffff }, ['P', 'HI'])).toEqual(
      product(0xfffffffe, 0x7fffffff, 0, 32, true),
    );
    const div = simulate(harness('DIVIDER', { width: 32 }, { A: 32, B: 32, UPPER: 32 }, { Q: 32, R: 32 }), engine);
    expect(run(div, { A: 0x89abcdef, B: 0xfedcba98, UPPER: 0x01234567 }, ['Q', 'R'])).toEqual(
      quotient(0x89abcdef, 0xfedcba98, 0x01234567, 32, false, false),
    );
  });

  it('an unknown input gives X only where it matters: × 0 is 0, ÷ an unknown divisor is unknown', () => {
    // A is left open (X); B and CIN are 0.
    const mul = simulate(harness('MULTIPLIER', { width: 4 }, { B: 4, CIN: 4 }, { P: 4, HI: 4 }), engine);
    expect(run(mul, { B: 0, CIN: 0 }, ['P', 'HI'])).toEqual({ P: 0, HI: 0 });
    expect(run(mul, { B: 1, CIN: 0 }, ['P', 'HI'])).toEqual({ P: undefined, HI: 0 });
    const div = simulate(harness('DIVIDER', { width: 4 }, { A: 4 }, { Q: 4, R: 4 }), engine);
    expect(run(div, { A: 9 }, ['Q', 'R'])).toEqual({ Q: undefined, R: undefined });
  });
});
