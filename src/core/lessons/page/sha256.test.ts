import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cspHash } from './sha256';

const nodeHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('cspHash', () => {
  it('matches Node on known texts (empty, one block, across block edges, non-ASCII)', () => {
    for (const text of ['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(64), 'é ⊕ 𝔸 </script>', 'x'.repeat(5000)])
      expect(cspHash(text)).toBe(nodeHash(text));
  });

  it('matches Node on random strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => cspHash(text) === nodeHash(text)),
      {
        seed: 2026,
      },
    );
  });
});
