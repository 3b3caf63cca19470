import { describe, expect, it } from 'vitest';
import { MemoryWords } from '../words';
import { readContentsFile, writeContentsFile } from './contents-file';
import { type ContentsFormat } from './format';

function words(addressBits: number, dataBits: number, values: Record<number, number>): MemoryWords {
  const memory = new MemoryWords(addressBits, dataBits);
  for (const [address, value] of Object.entries(values)) memory.set(Number(address), value);
  return memory;
}

function readAs(text: string, format: ContentsFormat, addressBits = 8, dataBits = 8): [number, number][] {
  const read = readContentsFile(text, addressBits, dataBits);
  expect(read.success && read.data.format).toBe(format);
  return read.success ? [...read.data.words.used()] : [];
}

function failure(text: string, addressBits = 8, dataBits = 8): string {
  const read = readContentsFile(text, addressBits, dataBits);
  expect(read).toMatchObject({ success: false, code: 'INVALID_FILE' });
  expect(!read.success && read.hint).not.toBe('');
  return read.success ? '' : read.error;
}

describe('Logisim v2.0 raw', () => {
  it('reads the header, runs and comments, and writes the header then the contents text', () => {
    expect(readAs('v2.0 raw\r\n# boot\r\n0a 3*0 1f\r\nff\r\n', 'logisim-v2-raw')).toEqual([
      [0, 0x0a],
      [4, 0x1f],
      [5, 0xff],
    ]);
    expect(writeContentsFile(words(8, 8, { 0: 0x0a, 4: 0x1f, 5: 0xff }), 'logisim-v2-raw')).toBe(
      'v2.0 raw\na 0 0 0 1f ff\n',
    );
    expect(writeContentsFile(words(8, 8, { 9: 1 }), 'logisim-v2-raw')).toBe('v2.0 raw\n9*0 1\n');
    expect(writeContentsFile(new MemoryWords(8, 8), 'logisim-v2-raw')).toBe('v2.0 raw\n\n');
  });

  it.each([
    ['v2.0 raw\n0 1\n1g', '"1g" on line 3 is not a hexadecimal number'],
    ['v2.0 raw\n100', '"100" on line 2 does not fit in 8 bits'],
    ['v2.0 raw\n\n\n257*0', '"257*0" on line 4: the memory holds 256 words'],
  ])('refuses %j, counting the header line', (text, message) => {
    expect(failure(text)).toContain(message);
  });
});

describe('Logisim-evolution v3.0 hex words', () => {
  it('reads and writes the plain form like v2.0 raw, with its own header', () => {
    expect(readAs('v3.0 hex words plain\n1 2*ffff\n', 'logisim-v3-plain', 4, 16)).toEqual([
      [0, 1],
      [1, 0xffff],
      [2, 0xffff],
    ]);
    expect(writeContentsFile(words(4, 16, { 1: 0xabc }), 'logisim-v3-plain')).toBe('v3.0 hex words plain\n0 abc\n');
    expect(failure('v3.0 hex words plain\n\n10000', 4, 16)).toContain('"10000" on line 3 does not fit in 16 bits');
  });

  it('reads the addressed form: each line an address and the words from there', () => {
    const text = 'v3.0 hex words addressed\n00: 01 02 # first\n\n1e: ff 0e\n10: 07\n';
    expect(readAs(text, 'logisim-v3-addressed', 5, 8)).toEqual([
      [0, 1],
      [1, 2],
      [0x10, 7],
      [0x1e, 0xff],
      [0x1f, 0x0e],
    ]);
  });

  it('writes the addressed form 16 words a line, leaving lines of zeros out', () => {
    const memory = words(12, 12, { 0: 0xabc, 0x21: 1 });
    expect(writeContentsFile(memory, 'logisim-v3-addressed')).toBe(
      [
        'v3.0 hex words addressed',
        '000: abc 000 000 000 000 000 000 000 000 000 000 000 000 000 000 000',
        '020: 000 001 000 000 000 000 000 000 000 000 000 000 000 000 000 000',
        '',
      ].join('\n'),
    );
    expect(writeContentsFile(words(2, 4, { 3: 5 }), 'logisim-v3-addressed')).toBe(
      'v3.0 hex words addressed\n0: 0 0 0 5\n',
    );
  });

  it.each([
    [
      'v3.0 hex words addressed\n0: 1\n2 3',
      'Line 3 of the Logisim file has no address: in this format every line of words starts with the address of its first word.',
    ],
    [
      'v3.0 hex words addressed\n100: 1',
      'Line 2 of the Logisim file starts at address 100, past the end: the memory holds 256 words (addresses 0 to ff).',
    ],
    [
      'v3.0 hex words addressed\nfe: 1 2 3',
      'Line 2 of the Logisim file has more words than fit: "3" goes past the last address, and the memory holds 256 words',
    ],
    ['v3.0 hex words addressed\n\nz: 1', 'Line 3 of the Logisim file starts with the address "z", which is not a hex'],
  ])('refuses %j, saying where', (text, message) => {
    expect(failure(text)).toContain(message);
  });
});

describe('plain hex', () => {
  it('reads words separated by spaces, commas and lines, 0x or not, with comments', () => {
    const text = '// a table\r\n0x01, 0x02,0X3\r\n  ff # the last\r\n';
    expect(readAs(text, 'plain-hex')).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 0xff],
    ]);
  });

  it('puts the words of a line with an address from that address on, and goes on after them', () => {
    expect(readAs('1\n10: a b\nc\n0x4: 0x2', 'plain-hex')).toEqual([
      [0, 1],
      [4, 2],
      [0x10, 0xa],
      [0x11, 0xb],
      [0x12, 0xc],
    ]);
  });

  it('writes 16 words a line, the zeros at the end and lines of zeros left out', () => {
    const memory = words(8, 8, { 0: 1, 0x11: 0xff, 0x40: 2 });
    expect(writeContentsFile(memory, 'plain-hex')).toBe(
      [
        '01 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00',
        '00 ff 00 00 00 00 00 00 00 00 00 00 00 00 00 00',
        '40: 02',
        '',
      ].join('\n'),
    );
    expect(writeContentsFile(words(4, 32, { 2: 0xffffffff }), 'plain-hex')).toBe('00000000 00000000 ffffffff\n');
    expect(writeContentsFile(new MemoryWords(4, 4), 'plain-hex')).toBe('');
  });

  it.each([
    ['0 1\n2 1g', 'Line 2 of the hex file has the word "1g", which is not a hexadecimal number.'],
    ['\n\n100', 'Line 3 of the hex file has the word "100", which does not fit in 8 bits (the largest word is ff).'],
    ['0x', 'Line 1 of the hex file has the word "0x", which is not a hexadecimal number.'],
    ['ff: 1 2', 'Line 1 of the hex file has more words than fit: "2" goes past the last address'],
    ['1\n100: 1', 'Line 2 of the hex file starts at address 100, past the end: the memory holds 256 words'],
    ['1\n : 2', 'Line 2 of the hex file has a ":" with no address before it.'],
    ['1\n10:20: 2', 'Line 2 of the hex file has the word "20:", which is not a hexadecimal number.'],
    ['1 0*2', 'Line 1 of the hex file has the run "0*2", which needs a count of 1 or more'],
    ['fffffffffffffffffffff', 'does not fit in 8 bits'],
  ])('refuses %j, saying what is wrong and where', (text, message) => {
    expect(failure(text)).toContain(message);
  });
});
