import { describe, expect, it } from 'vitest';
import { MAX_NOTES, WidthNotes, fitsWidth } from './widths';

describe('a value wider than its signal', () => {
  it('fits as unsigned or as a negative number in two’s complement', () => {
    expect([fitsWidth(255n, 8), fitsWidth(256n, 8), fitsWidth(-128n, 8), fitsWidth(-129n, 8)]).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect([fitsWidth(1n, 1), fitsWidth(2n, 1), fitsWidth(-1n, 1)]).toEqual([true, false, true]);
  });

  it('is cut to its low bits with one note per line, signal and value, at most 20', () => {
    const widths = new WidthNotes();
    expect(widths.cut(-1n, 8, 'A', 2)).toBe(255n);
    expect(widths.notes).toEqual([]);
    expect(widths.cut(-200n, 8, 'A', 2)).toBe(56n);
    expect(widths.cut(-200n, 8, 'A', 2)).toBe(56n);
    expect(widths.notes).toEqual([
      { line: 2, message: '-200 is wider than the 8 bits of A; its low 8 bits, 56, were used.' },
    ]);
    for (let i = 0; i < 40; i++) expect(widths.cut(BigInt(256 + i), 8, 'B', 3)).toBe(BigInt(i));
    expect(widths.notes).toHaveLength(MAX_NOTES);
  });
});
