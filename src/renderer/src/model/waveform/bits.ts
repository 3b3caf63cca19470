/**
 * Values of a waveform as the simulator and the tests give them (a string of 0, 1, X and Z, most
 * significant bit first) and as the sample store keeps them: words of 32 bits, least significant
 * word first, one array for the bits and one for the bits that are unknown (X or Z; there the bit
 * says which: 0 is X, 1 is Z).
 */

/** How a bus's value is written: hexadecimal, decimal or binary. */
export type Radix = 'hex' | 'dec' | 'bin';
export const RADIXES: readonly Radix[] = ['hex', 'dec', 'bin'];

/** A one-bit level as the scene draws it: 0, 1, X (unknown) or Z (floating). */
export const Level = { Low: 0, High: 1, Unknown: 2, Floating: 3 } as const;
export type Level = (typeof Level)[keyof typeof Level];

/** The 32-bit words a value of `width` bits takes. */
export function wordsFor(width: number): number {
  return Math.max(1, Math.ceil(width / 32));
}

/**
 * `value` at `width` bits, as VCD extends a short value (with 0, or with its leftmost X or Z) and
 * keeps the low bits of a long one. Characters other than 0, 1 and Z read as X.
 */
export function fitWidth(value: string, width: number): string {
  const upper = value.toUpperCase().replace(/[^01XZ]/g, 'X');
  if (upper.length === width) return upper;
  if (upper.length > width) return upper.slice(upper.length - width);
  const first = upper[0];
  const fill = first === 'X' || first === 'Z' ? first : upper.length === 0 ? 'X' : '0';
  return fill.repeat(width - upper.length) + upper;
}

/** Writes `value` (already `width` characters) into `bits`/`unknown` at word offset `at`. */
export function pack(value: string, width: number, bits: Uint32Array, unknown: Uint32Array, at: number): void {
  const words = wordsFor(width);
  for (let w = 0; w < words; w++) {
    bits[at + w] = 0;
    unknown[at + w] = 0;
  }
  for (let i = 0; i < width; i++) {
    const c = value.charCodeAt(width - 1 - i);
    const word = at + (i >>> 5);
    const mask = (1 << (i & 31)) >>> 0;
    // '1' = 49, 'X' = 88, 'Z' = 90.
    if (c === 49) bits[word] = (bits[word]! | mask) >>> 0;
    else if (c === 88) unknown[word] = (unknown[word]! | mask) >>> 0;
    else if (c === 90) {
      unknown[word] = (unknown[word]! | mask) >>> 0;
      bits[word] = (bits[word]! | mask) >>> 0;
    }
  }
}

/** The value at word offset `at`, as a string of `width` characters (most significant first). */
export function unpack(bits: Uint32Array, unknown: Uint32Array | undefined, at: number, width: number): string {
  let text = '';
  for (let i = width - 1; i >= 0; i--) {
    const word = at + (i >>> 5);
    const bit = (bits[word]! >>> (i & 31)) & 1;
    const u = unknown ? (unknown[word]! >>> (i & 31)) & 1 : 0;
    text += u ? (bit ? 'Z' : 'X') : bit ? '1' : '0';
  }
  return text;
}

/** The level of a one-bit value. */
export function levelOf(value: string): Level {
  switch (value) {
    case '1':
      return Level.High;
    case '0':
      return Level.Low;
    case 'Z':
      return Level.Floating;
    default:
      return Level.Unknown;
  }
}

/** What a bus box shows: a number, or a value with unknown bits (`x`) or nothing driving it (`z`). */
export type BusKind = 'known' | 'x' | 'z';

export function busKind(value: string): BusKind {
  if (/^[01]*$/.test(value)) return 'known';
  if (/^Z+$/.test(value)) return 'z';
  return 'x';
}

/**
 * A value written in a radix: hex digit by digit (a digit with an unknown bit is X, or Z when all
 * four float), decimal only when every bit is known, binary as the bits. All Z is "Z", all X "X".
 */
export function formatValue(value: string, radix: Radix): string {
  if (value.length === 0) return '';
  if (value.length === 1) return value;
  if (/^Z+$/.test(value)) return 'Z';
  if (/^X+$/.test(value)) return 'X';
  switch (radix) {
    case 'bin':
      return value;
    case 'dec':
      return /^[01]+$/.test(value) ? BigInt(`0b${value}`).toString(10) : 'X';
    case 'hex': {
      let text = '';
      // The first digit takes what is left over of the bits (a 6-bit value: 2, then 4).
      for (let end = value.length; end > 0; end -= 4) {
        const nibble = value.slice(Math.max(0, end - 4), end);
        if (/^[01]+$/.test(nibble)) text = parseInt(nibble, 2).toString(16).toUpperCase() + text;
        else text = (/^Z+$/.test(nibble) ? 'Z' : 'X') + text;
      }
      return text;
    }
  }
}

/** The width a hexadecimal, decimal or binary value of `width` bits takes, in characters (for the name column). */
export function formattedLength(width: number, radix: Radix): number {
  if (width === 1) return 1;
  if (radix === 'bin') return width;
  if (radix === 'hex') return Math.ceil(width / 4);
  return Math.ceil(width * Math.log10(2)) || 1;
}
