// The common stimulus and checksum of the peer measurements (as the peer benchmark folder's README defines them):
// xorshift32 from 0x12345678; outputs folded per 32-bit word into chk = rotl(chk, 1) ^ word.

export const SEED = 0x12345678;

/** One xorshift32 step, on int32 bit patterns. */
export function xorshift(x: number): number {
  x ^= x << 13;
  x ^= x >>> 17;
  x ^= x << 5;
  return x | 0;
}

/** Folds one 32-bit word into the checksum. */
export function fold(chk: number, word: number): number {
  return ((chk << 1) | (chk >>> 31)) ^ word;
}

/** The checksum as the peers print it. */
export function hex(chk: number): string {
  return (chk >>> 0).toString(16).padStart(8, '0');
}

/**
 * A 32×32 bit-matrix transpose, unrolled (bit c of word r moves to bit r of word c). It turns 32
 * input vectors into 32-lane words and 32-lane output words back into vectors.
 */
export const transpose32: (words: Int32Array) => void = (() => {
  const lines: string[] = ['let t = 0;'];
  for (let i = 0; i < 32; i++) lines.push(`let a${i} = w[${i}] | 0;`);
  for (let j = 16, m = 0x0000ffff; j !== 0; j >>>= 1, m ^= m << j) {
    for (let k = 0; k < 32; k = ((k | j) + 1) & ~j) {
      lines.push(`t = ((a${k} >>> ${j}) ^ a${k | j}) & ${m | 0}; a${k | j} ^= t; a${k} ^= t << ${j};`);
    }
  }
  for (let i = 0; i < 32; i++) lines.push(`w[${i}] = a${i};`);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- generated, unrolled code is the point
  return new Function('w', lines.join('\n')) as (words: Int32Array) => void;
})();
