import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_BITS, SHIFT_MODES, shiftBits, type ShiftMode } from '../../../shared/components/arithmetic';
import { ENGINES, simulate } from '../test-support/simulate';
import { harness, run } from '../test-support/arithmetic-harness';

const mask = (w: number) => 2 ** w - 1;
const signedOf = (v: number, w: number) => (v >= 2 ** (w - 1) ? v - 2 ** w : v);
const word = (w: number) => fc.integer({ min: 0, max: mask(w) });
const widths = fc.integer({ min: 1, max: 12 });

/** What each shift mode gives, by the book (an amount past the width shifts everything out; rotations wrap). */
function shifted(a: number, s: number, w: number, mode: ShiftMode): number {
  const bit = (i: number) => Math.floor(a / 2 ** i) % 2;
  let y = 0;
  for (let i = 0; i < w; i++) {
    let b: number;
    if (mode === 'left') b = i - s >= 0 ? bit(i - s) : 0;
    else if (mode === 'right') b = i + s < w ? bit(i + s) : 0;
    else if (mode === 'arithmetic-right') b = bit(Math.min(i + s, w - 1));
    else if (mode === 'rotate-left') b = bit((((i - s) % w) + w) % w);
    else b = bit((i + s) % w);
    y += b * 2 ** i;
  }
  return y;
}

describe.each(ENGINES)('arithmetic parts compute what the book says (%s engine)', (engine) => {
  it('ADDER: S = A + B + CIN (low bits), COUT the carry, for any width', () => {
    fc.assert(
      fc.property(
        widths.chain((w) => fc.tuple(fc.constant(w), word(w), word(w), fc.integer({ min: 0, max: 1 }))),
        ([w, a, b, cin]) => {
          const sim = simulate(harness('ADDER', { width: w }, { A: w, B: w, CIN: 1 }, { S: w, COUT: 1 }), engine);
          const sum = a + b + cin;
          expect(run(sim, { A: a, B: b, CIN: cin }, ['S', 'COUT'])).toEqual({
            S: sum & mask(w),
            COUT: sum > mask(w) ? 1 : 0,
          });
        },
      ),
      { numRuns: 40 },
    );
  });

  it('SUBTRACTOR: D = A − B − BIN in two’s complement, BOUT the borrow', () => {
    fc.assert(
      fc.property(
        widths.chain((w) => fc.tuple(fc.constant(w), word(w), word(w), fc.integer({ min: 0, max: 1 }))),
        ([w, a, b, bin]) => {
          const sim = simulate(harness('SUBTRACTOR', { width: w }, { A: w, B: w, BIN: 1 }, { D: w, BOUT: 1 }), engine);
          const diff = a - b - bin;
          expect(run(sim, { A: a, B: b, BIN: bin }, ['D', 'BOUT'])).toEqual({
            D: (diff + 2 ** w) % 2 ** w,
            BOUT: diff < 0 ? 1 : 0,
          });
        },
      ),
      { numRuns: 40 },
    );
  });

  it('COMPARATOR: exactly one of GT, EQ, LT, unsigned or signed', () => {
    fc.assert(
      fc.property(
        widths.chain((w) => fc.tuple(fc.constant(w), word(w), fc.oneof(word(w), fc.constant(-1)), fc.boolean())),
        ([w, a, bOrSame, signed]) => {
          const b = bOrSame < 0 ? a : bOrSame;
          const sim = simulate(
            harness('COMPARATOR', { width: w, signed }, { A: w, B: w }, { GT: 1, EQ: 1, LT: 1 }),
            engine,
          );
          const [x, y] = signed ? [signedOf(a, w), signedOf(b, w)] : [a, b];
          expect(run(sim, { A: a, B: b }, ['GT', 'EQ', 'LT'])).toEqual({
            GT: x > y ? 1 : 0,
            EQ: x === y ? 1 : 0,
            LT: x < y ? 1 : 0,
          });
        },
      ),
      { numRuns: 40 },
    );
  });

  it('SHIFTER: every mode, every amount the S pin can carry, S just wide enough or wider (Digital’s)', () => {
    fc.assert(
      fc.property(
        widths
          .chain((w) => fc.tuple(fc.constant(w), fc.integer({ min: shiftBits(w), max: MAX_AMOUNT_BITS })))
          .chain(([w, amount]) =>
            fc.tuple(fc.constant(w), fc.constant(amount), word(w), word(amount), fc.constantFrom(...SHIFT_MODES)),
          ),
        ([w, amount, a, s, mode]) => {
          const props = { width: w, mode, ...(amount === shiftBits(w) ? {} : { amountBits: amount }) };
          const sim = simulate(harness('SHIFTER', props, { A: w, S: amount }, { Y: w }), engine);
          expect(run(sim, { A: a, S: s }, ['Y'])).toEqual({ Y: shifted(a, s, w, mode) });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('PRIORITY_ENCODER: the highest request wins; ANY and EOUT say whether there was one; EN at 0 silences it', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 4 })
          .chain((n) => fc.tuple(fc.constant(n), word(2 ** n), fc.integer({ min: 0, max: 1 }))),
        ([n, requests, en]) => {
          const ins: Record<string, number> = { EN: 1 };
          for (let i = 0; i < 2 ** n; i++) ins[`I${i}`] = 1;
          const sim = simulate(harness('PRIORITY_ENCODER', { selectBits: n }, ins, { Y: n, ANY: 1, EOUT: 1 }), engine);
          const values: Record<string, number> = { EN: en };
          for (let i = 0; i < 2 ** n; i++) values[`I${i}`] = Math.floor(requests / 2 ** i) % 2;
          const highest = requests === 0 ? -1 : Math.floor(Math.log2(requests));
          expect(run(sim, values, ['Y', 'ANY', 'EOUT'])).toEqual({
            Y: en === 1 && highest >= 0 ? highest : 0,
            ANY: en === 1 && highest >= 0 ? 1 : 0,
            EOUT: en === 1 && highest < 0 ? 1 : 0,
          });
        },
      ),
      { numRuns: 40 },
    );
  });

  it('optional pins read their defaults when left open: CIN and BIN 0, EN 1', () => {
    const adder = simulate(harness('ADDER', { width: 4 }, { A: 4, B: 4 }, { S: 4, COUT: 1 }), engine);
    expect(run(adder, { A: 9, B: 8 }, ['S', 'COUT'])).toEqual({ S: 1, COUT: 1 });
    const sub = simulate(harness('SUBTRACTOR', { width: 4 }, { A: 4, B: 4 }, { D: 4, BOUT: 1 }), engine);
    expect(run(sub, { A: 3, B: 5 }, ['D', 'BOUT'])).toEqual({ D: 14, BOUT: 1 });
    const pe = simulate(harness('PRIORITY_ENCODER', { selectBits: 2 }, { I1: 1, I2: 1 }, { Y: 2, ANY: 1 }), engine);
    expect(run(pe, { I1: 1, I2: 1 }, ['Y', 'ANY'])).toEqual({ Y: 2, ANY: 1 });
    expect([adder.diagnostics(), pe.diagnostics()]).toEqual([[], []]);
  });
});

describe('an arithmetic part on the canvas', () => {
  it('shows its result as one value on its wires and hides the one-bit parts it is made of', () => {
    const sim = simulate(harness('ADDER', { width: 8 }, { A: 8, B: 8 }, { S: 8, COUT: 1 }), 'event');
    run(sim, { A: 200, B: 100 }, ['S']);
    const snapshot = sim.snapshot();
    expect(snapshot.buses?.w_S).toBe((300 & 255).toString(2).padStart(8, '0'));
    expect(snapshot.wires.w_COUT).toBe('1');
    expect(Object.keys(snapshot.components).filter((id) => id.includes('#'))).toEqual([]);
  });
});
