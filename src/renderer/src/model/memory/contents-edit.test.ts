import { describe, expect, it } from 'vitest';
import { MemoryWords } from '../../../../shared/memory/words';
import { changedRuns, contentsOperations, MAX_WORDS_AS_WRITES } from './contents-edit';

const memory = (entries: Record<number, number>, addressBits = 16) => {
  const words = new MemoryWords(addressBits, 16);
  for (const [address, value] of Object.entries(entries)) words.set(Number(address), value);
  return words;
};

describe('applying edited contents', () => {
  it('finds the runs of changed words, words cleared to 0 included', () => {
    const before = memory({ 0: 1, 1: 2, 2: 3, 9: 9 });
    const after = memory({ 0: 1, 1: 5, 2: 6, 9: 0, 10: 4 });
    expect(changedRuns(before, after)).toEqual([
      { address: 1, words: [5, 6] },
      { address: 9, words: [0, 4] },
    ]);
  });

  it('writes a few changed words as such, and many as new contents', () => {
    const before = memory({ 0: 1 });
    expect(contentsOperations('rom', before, memory({ 0: 1, 300: 7 }), 'text')).toEqual([
      { op: 'writeMemory', id: 'rom', address: 300, words: [7] },
    ]);
    const many = memory({});
    for (let a = 0; a <= MAX_WORDS_AS_WRITES + 1; a++) many.set(a, 1);
    expect(contentsOperations('rom', before, many, 'new text')).toEqual([
      { op: 'updateComponent', id: 'rom', set: { properties: { contents: 'new text' } } },
    ]);
  });
});
