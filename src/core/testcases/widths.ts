/** Something a test did that the user should know about, though it did not stop or fail the test. */
export interface TestNote {
  /** The line of the test's text it is about. */
  readonly line: number;
  readonly message: string;
}

/** Notes kept per test (a loop could repeat one line's note for every pass). */
export const MAX_NOTES = 20;

/** Whether a value written for a signal of `width` bits fits it: as unsigned, or negative in two's complement. */
export function fitsWidth(value: bigint, width: number): boolean {
  const w = BigInt(width);
  return value >= 0n ? value < 1n << w : value >= -(1n << (w - 1n));
}

/**
 * The one rule for a number written wider than its signal (an input's value or an output's expected
 * value), as Digital: the value is cut to the signal's width, its low bits used. Unlike Digital, the
 * user is told: each line and signal where it happened gets a note once
 * ("300 is wider than the 8 bits of A; its low 8 bits, 44, were used.").
 */
export class WidthNotes {
  readonly notes: TestNote[] = [];
  private readonly seen = new Set<string>();

  /** The value on `width` bits (unsigned), noting it when it did not fit. */
  cut(value: bigint, width: number, signal: string, line: number): bigint {
    const bits = BigInt.asUintN(width, value);
    if (fitsWidth(value, width)) return bits;
    const key = `${line}\u0000${signal}\u0000${value}`;
    if (!this.seen.has(key) && this.notes.length < MAX_NOTES) {
      this.seen.add(key);
      this.notes.push({ line, message: widerMessage(value, width, signal, bits) });
    }
    return bits;
  }
}

function widerMessage(value: bigint, width: number, signal: string, bits: bigint): string {
  return width === 1
    ? `${value} is wider than the 1 bit of ${signal}; its low bit, ${bits}, was used.`
    : `${value} is wider than the ${width} bits of ${signal}; its low ${width} bits, ${bits}, were used.`;
}
