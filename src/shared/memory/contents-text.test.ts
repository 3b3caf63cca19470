import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentsText, parseContentsText } from './contents-text';
import { MemoryWords } from './words';

const memories = fc
  .record({ addressBits: fc.integer({ min: 1, max: 12 }), dataBits: fc.integer({ min: 1, max: 32 }) })
  .chain(({ addressBits, dataBits }) =>
    fc
      .array(
        fc.tuple(
          fc.nat(2 ** addressBits - 1),
          fc.oneof(fc.constant(0), fc.constant(2 ** dataBits - 1), fc.nat(2 ** Math.min(dataBits, 31) - 1)),
          fc.integer({ min: 1, max: 9 }),
        ),
        { maxLength: 30 },
      )
      .map((writes) => {
        const words = new MemoryWords(addressBits, dataBits);
        for (const [address, value, run] of writes) for (let i = 0; i < run; i++) words.set(address + i, value);
        return words;
      }),
  );

describe('a memory’s contents as text', () => {
  it('reads back to the same words, whatever they are (runs, zeros, full-width words)', () => {
    fc.assert(
      fc.property(memories, (words) => {
        const read = parseContentsText(contentsText(words), words.addressBits, words.dataBits);
        expect(read.success && read.data.equals(words)).toBe(true);
      }),
    );
  });

  it('writes runs of four or more once, and leaves out the zeros at the end', () => {
    const words = new MemoryWords(8, 8);
    [1, 2, 0, 0, 0, 0, 0xff, 0xff, 0xff].forEach((v, i) => words.set(i, v));
    expect(contentsText(words)).toBe('1 2 4*0 ff ff ff');
    expect(contentsText(new MemoryWords(8, 8))).toBe('');
  });

  it('stays small for a big memory holding a short program', () => {
    const words = new MemoryWords(16, 16);
    words.set(0, 0x1234);
    words.set(0xffff, 7);
    expect(contentsText(words)).toBe('1234 65534*0 7');
  });

  it('reads Logisim’s v2.0 raw body: comments, commas, line breaks', () => {
    const read = parseContentsText('# a program\n0a 3*0, 1F\r\n\n ff # the end', 4, 8);
    expect(read.success && [...read.data.used()]).toEqual([
      [0, 0x0a],
      [4, 0x1f],
      [5, 0xff],
    ]);
  });

  it.each([
    ['0 1g', '"1g" on line 1 is not a hexadecimal number'],
    ['0\n100', '"100" on line 2 does not fit in 8 bits'],
    ['*5', 'needs a count of 1 or more'],
    ['0*5', 'needs a count of 1 or more'],
    ['17*0', 'run past the last address with "17*0" on line 1: the memory holds 16 words'],
    ['ffffffffff', 'does not fit in 8 bits'],
  ])('refuses %j, saying where', (text, message) => {
    const read = parseContentsText(text, 4, 8);
    expect(read.success).toBe(false);
    expect(!read.success && read.error).toContain(message);
  });
});

describe('MemoryWords', () => {
  it('keeps only the pages that hold a word that is not 0', () => {
    const words = new MemoryWords(24, 32);
    expect(words.size).toBe(16_777_216);
    words.set(16_777_215, 0xffffffff);
    expect(words.get(16_777_215)).toBe(0xffffffff);
    expect(words.get(0)).toBe(0);
    expect(words.end()).toBe(16_777_216);
    expect([...words.used()]).toEqual([[16_777_215, 0xffffffff]]);
  });

  it('masks a value to the word and ignores an address outside', () => {
    const words = new MemoryWords(2, 4);
    words.set(1, 0x1f);
    words.set(4, 1);
    words.set(-1, 1);
    expect([...words.used()]).toEqual([[1, 0xf]]);
  });

  it('is copied, not shared, by clone', () => {
    const words = new MemoryWords(4, 8);
    words.set(3, 9);
    const copy = words.clone();
    copy.set(3, 1);
    expect(words.get(3)).toBe(9);
  });
});
