import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MemoryWords } from '../words';
import { readContentsFile, sniffContentsFormat, writeContentsFile } from './contents-file';
import { CONTENTS_FORMATS } from './format';

/** Random memories: 1-12 address bits, 1-32 data bits, scattered words and runs, zeros and full-width words. */
const memories = fc
  .record({ addressBits: fc.integer({ min: 1, max: 12 }), dataBits: fc.integer({ min: 1, max: 32 }) })
  .chain(({ addressBits, dataBits }) =>
    fc
      .array(
        fc.tuple(
          fc.nat(2 ** addressBits - 1),
          fc.oneof(fc.constant(0), fc.constant(2 ** dataBits - 1), fc.nat(2 ** dataBits - 1)),
          fc.integer({ min: 1, max: 20 }),
        ),
        { maxLength: 30 },
      )
      .map((writes) => {
        const words = new MemoryWords(addressBits, dataBits);
        for (const [address, value, run] of writes) for (let i = 0; i < run; i++) words.set(address + i, value);
        return words;
      }),
  );

describe('memory contents files', () => {
  it.each(CONTENTS_FORMATS)('reads back what it writes as %s, and knows the format again', (format) => {
    fc.assert(
      fc.property(memories, fc.constantFrom('big' as const, 'little' as const), (words, byteOrder) => {
        const text = writeContentsFile(words, format, { byteOrder });
        const read = readContentsFile(text, words.addressBits, words.dataBits, { byteOrder });
        expect(read.success && read.data.format).toBe(format);
        expect(read.success && read.data.words.equals(words)).toBe(true);
        const crlf = readContentsFile(text.replace(/\n/g, '\r\n'), words.addressBits, words.dataBits, { byteOrder });
        expect(crlf.success && crlf.data.words.equals(words)).toBe(true);
      }),
    );
  });

  it('tells the format from the text, never from a name', () => {
    expect(sniffContentsFormat('v2.0 raw\n1 2')).toEqual({ success: true, data: 'logisim-v2-raw' });
    expect(sniffContentsFormat('v3.0 hex words plain\r\n1 2')).toEqual({ success: true, data: 'logisim-v3-plain' });
    expect(sniffContentsFormat('V3.0  hex words addressed\n0: 1')).toEqual({
      success: true,
      data: 'logisim-v3-addressed',
    });
    expect(sniffContentsFormat('\n  :00000001FF\n')).toEqual({ success: true, data: 'intel-hex' });
    expect(sniffContentsFormat('0x1f, 0x20')).toEqual({ success: true, data: 'plain-hex' });
    expect(sniffContentsFormat('10: 1f 20')).toEqual({ success: true, data: 'plain-hex' });
    expect(sniffContentsFormat('')).toEqual({ success: true, data: 'plain-hex' });
    expect(sniffContentsFormat('\uFEFFv2.0 raw\n')).toEqual({ success: true, data: 'logisim-v2-raw' });
  });

  it('reads an empty file as a memory of zeros', () => {
    for (const text of ['', '\n', '\r\n\r\n', '# nothing yet']) {
      const read = readContentsFile(text, 8, 8);
      expect(read.success && read.data.words.end()).toBe(0);
    }
  });

  it('refuses a Logisim-evolution bytes file, saying which formats it reads', () => {
    const read = readContentsFile('v3.0 hex bytes plain big-endian\n01 02', 8, 8);
    expect(read).toMatchObject({ success: false, code: 'INVALID_FILE' });
    expect(!read.success && read.error).toContain('Line 1 of the file says "v3.0 hex bytes plain big-');
    expect(!read.success && read.hint).toContain('words');
  });

  it('refuses sizes a memory cannot have, without throwing', () => {
    expect(readContentsFile('1', 0, 8)).toMatchObject({ success: false, code: 'INVALID_INPUT' });
    expect(readContentsFile('1', 8, 33)).toMatchObject({ success: false, code: 'INVALID_INPUT' });
    expect(readContentsFile('1', 8.5, 8)).toMatchObject({ success: false, code: 'INVALID_INPUT' });
  });

  it('never throws on any text, and never fails on its own (INTERNAL)', () => {
    const pieces = fc.constantFrom(
      ':',
      '0',
      '1',
      'f',
      'F',
      'g',
      'x',
      '0x',
      '*',
      '#',
      '//',
      ',',
      ' ',
      '\n',
      '\r\n',
      '\r',
      'v2.0 raw\n',
      'v3.0 hex words plain\n',
      'v3.0 hex words addressed\n',
      ':00000001FF',
      ':020000040001F9\n',
      ':10010000214601360121470136007EFE09D2190140\n',
      'ffffffff',
      '99999999999999999999',
    );
    const texts = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.array(pieces, { maxLength: 40 }).map((p) => p.join('')),
    );
    fc.assert(
      fc.property(
        texts,
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 32 }),
        (text, addressBits, dataBits) => {
          const read = readContentsFile(text, addressBits, dataBits);
          if (!read.success) {
            expect(read.code).toBe('INVALID_FILE');
            expect(read.error).not.toBe('');
            expect(read.hint).not.toBe('');
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
