import { describe, expect, it } from 'vitest';
import { MemoryWords } from '../words';
import { readContentsFile, writeContentsFile } from './contents-file';
import { fileLines } from './format';
import { readIntelHex, writeIntelHex } from './intel-hex';

/** A real tool's file (from the Wikipedia article on Intel HEX): 16 bytes at 0100, then the end. */
const REAL = ':10010000214601360121470136007EFE09D2190140\n:00000001FF\n';
const REAL_BYTES = [0x21, 0x46, 0x01, 0x36, 0x01, 0x21, 0x47, 0x01, 0x36, 0x00, 0x7e, 0xfe, 0x09, 0xd2, 0x19, 0x01];

function read(text: string, addressBits: number, dataBits: number, byteOrder?: 'big' | 'little') {
  return readIntelHex(fileLines(text), addressBits, dataBits, byteOrder ? { byteOrder } : {});
}

function failure(text: string, addressBits = 8, dataBits = 8): string {
  const result = read(text, addressBits, dataBits);
  expect(result).toMatchObject({ success: false, code: 'INVALID_FILE' });
  return result.success ? '' : result.error;
}

describe('Intel HEX', () => {
  it('reads a file a real tool made, one byte a word', () => {
    const result = readContentsFile(REAL, 10, 8);
    expect(result.success && result.data.format).toBe('intel-hex');
    expect(result.success && [...result.data.words.used()]).toEqual(
      REAL_BYTES.map((b, i) => [0x100 + i, b]).filter(([, b]) => b !== 0),
    );
  });

  it('packs the bytes into 16-bit words big-endian unless told little-endian', () => {
    const big = read(REAL, 8, 16);
    expect(big.success && [big.data.get(0x80), big.data.get(0x81), big.data.get(0x87)]).toEqual([
      0x2146, 0x0136, 0x1901,
    ]);
    const little = read(REAL, 8, 16, 'little');
    expect(little.success && [little.data.get(0x80), little.data.get(0x81), little.data.get(0x87)]).toEqual([
      0x4621, 0x3601, 0x0119,
    ]);
    const words = new MemoryWords(2, 16);
    words.set(0, 0x1234);
    expect(writeIntelHex(words)).toBe(':080000001234000000000000B2\n:00000001FF\n');
    expect(writeIntelHex(words, { byteOrder: 'little' })).toBe(':080000003412000000000000B2\n:00000001FF\n');
  });

  it('packs 32-bit words into four bytes, and 12-bit words into two', () => {
    const wide = read(':0400000012345678E8\n:00000001FF', 4, 32);
    expect(wide.success && wide.data.get(0)).toBe(0x12345678);
    const twelve = read(':020000000FFFF0\n:00000001FF', 4, 12);
    expect(twelve.success && twelve.data.get(0)).toBe(0xfff);
  });

  it('reads extended linear (04) and extended segment (02) addresses', () => {
    const linear = read(':020000040001F9\n:04000000DEADBEEFC4\n:00000001FF', 17, 8);
    expect(linear.success && [...linear.data.used()]).toEqual([
      [0x10000, 0xde],
      [0x10001, 0xad],
      [0x10002, 0xbe],
      [0x10003, 0xef],
    ]);
    const segment = read(':020000021000EC\n:04000000DEADBEEFC4\n:00000001FF', 17, 8);
    expect(segment.success && segment.data.get(0x10000)).toBe(0xde);
  });

  it('ignores start addresses (03, 05), blank lines, CRLF and anything after the end record', () => {
    const text = ':0400000300003800C1\r\n\r\n:04000005000000CD2A\r\n:0100000042BD\r\n:00000001FF\r\nnot read\r\n';
    const result = read(text, 4, 8);
    expect(result.success && [...result.data.used()]).toEqual([[0, 0x42]]);
  });

  it('writes 16 bytes a record, an 04 record past each 64 KiB, and the end record', () => {
    const words = new MemoryWords(17, 8);
    words.set(0, 1);
    words.set(1, 2);
    words.set(0x10010, 0xab);
    expect(writeIntelHex(words)).toBe(
      [
        ':1000000001020000000000000000000000000000ED',
        ':020000040001F9',
        ':10001000AB00000000000000000000000000000035',
        ':00000001FF',
        '',
      ].join('\n'),
    );
    expect(writeContentsFile(new MemoryWords(8, 8), 'intel-hex')).toBe(':00000001FF\n');
  });

  it('reads back a large memory written past 64 KiB (04 records)', () => {
    const words = new MemoryWords(20, 32);
    // byte addresses 0, fffc, 10000, 20004 and 3ffffc: three 64 KiB pages past the first
    for (const address of [0, 0x3fff, 0x4000, 0x8001, 0xfffff]) words.set(address, 0xdeadbeef - address);
    // byte addresses 0, fffc, 10000, 20004 and 3ffffc: three 64 KiB pages past the first) words.set(address, 0xdeadbeef - address);
    for (const byteOrder of ['big', 'little'] as const) {
      const text = writeIntelHex(words, { byteOrder });
      expect(text.match(/^:02000004/gm)?.length).toBe(3);
      const back = readContentsFile(text, 20, 32, { byteOrder });
      expect(back.success && back.data.words.equals(words)).toBe(true);
    }
  });

  it('refuses a wrong checksum, naming the line and both numbers', () => {
    const error = failure(':0100000042BD\n:10010000214601360121470136007EFE09D2190141\n:00000001FF', 10);
    expect(error).toBe('Line 2 of the Intel HEX file has checksum 41, but its bytes add up to 40.');
  });

  it.each([
    [':0100000042BD\n', 'The Intel HEX file ends after line 1 without its end-of-file record (:00000001FF).'],
    [':0100000042BD\n\n0100000042BD\n:00000001FF', 'Line 3 of the Intel HEX file does not start with ":"'],
    [':0100000042BD\n:01000000G2BD', 'Line 2 of the Intel HEX file has the character "G" at position 10'],
    [':0100000042B', 'Line 1 of the Intel HEX file is not a whole record: after ":" it has 11 hex digits'],
    [':00000001', 'Line 1 of the Intel HEX file is not a whole record'],
    [':0200000042BC', 'Line 1 of the Intel HEX file says it holds 2 data bytes (its length 02), but it holds 1.'],
    [':0100000642B7', 'Line 1 of the Intel HEX file has record type 06, which Intel HEX does not have'],
    [
      ':0100000400FB',
      'Line 1 of the Intel HEX file is an address record (type 04) with 1 data bytes; it needs exactly 2.',
    ],
    [
      ':0100000042BD\n:0101000042BC\n:00000001FF',
      'Line 2 of the Intel HEX file puts a byte at byte address 100 (word 100), past the end: the memory holds 256 words of 1 byte (byte addresses 0 to FF).',
    ],
  ])('refuses %j, saying what is wrong and where', (text, message) => {
    expect(failure(text)).toContain(message);
  });

  it('refuses a byte that makes its word too wide, and bytes past a larger word’s end', () => {
    expect(failure(':020000001F00DF\n:00000001FF', 4, 12)).toBe(
      'Line 1 of the Intel HEX file gives the word at address 0 the byte 1F, and the word then does not fit in 12 bits.',
    );
    expect(failure(':0400020012345678E6\n:00000001FF', 1, 16)).toContain(
      'past the end: the memory holds 2 words of 2 bytes (byte addresses 0 to 3)',
    );
  });
});
