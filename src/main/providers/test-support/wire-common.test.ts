import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitText } from './wire-common';

describe('splitText', () => {
  it('cuts text into min(pieces, code points) non-empty parts that join back to it (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 50 }), fc.integer({ min: 1, max: 12 }), (text, pieces) => {
        const parts = splitText(text, pieces);
        expect(parts.join('')).toBe(text);
        expect(parts).toHaveLength(Math.min(pieces, Array.from(text).length));
        expect(parts.every((part) => part.length > 0)).toBe(true);
      }),
      { seed: 20260612, numRuns: 500 },
    );
  });

  it('never splits a surrogate pair', () => {
    expect(splitText('a😀b', 3)).toEqual(['a', '😀', 'b']);
    expect(splitText('', 3)).toEqual([]);
  });
});
