import { ok, type Failure, type Result } from '../../errors';
import { MemoryWords } from '../words';
import { invalidFile } from './format';

/**
 * The order of a word's bytes in an Intel HEX file: `big` puts the most significant byte first (at
 * the lowest byte address, as Logisim-evolution and Digital do), `little` the least significant.
 */
export type ByteOrder = 'big' | 'little';

/** How words become bytes in Intel HEX; the byte order is big-endian unless said. */
export interface IntelHexOptions {
  readonly byteOrder?: ByteOrder;
}

/** Data bytes in each data record written. */
const BYTES_PER_RECORD = 16;
const DATA = 0x00;
const END_OF_FILE = 0x01;
const SEGMENT_ADDRESS = 0x02;
const START_SEGMENT = 0x03;
const LINEAR_ADDRESS = 0x04;
const START_LINEAR = 0x05;
const END_RECORD = ':00000001FF';

const HINT_DAMAGED = 'The file may have been changed or cut: export it again from the tool that made it.';

/** The bytes of a memory word: ceil(dataBits / 8), so an 8-bit word is one byte and a 12-bit word two. */
export function bytesPerWord(dataBits: number): number {
  return Math.ceil(dataBits / 8);
}

/** How far up a word byte `index` (0 = the lowest byte address of the word) sits, in bits. */
function shiftOf(index: number, perWord: number, byteOrder: ByteOrder): number {
  return 8 * (byteOrder === 'big' ? perWord - 1 - index : index);
}

/**
 * The words of an Intel HEX file, given its lines. Records are `:LLAAAATT<data>CC` in hex: data
 * (00), end of file (01), extended segment address (02: base = value × 16) and extended linear
 * address (04: base = value × 65536); the start addresses (03, 05) are ignored, and so is anything
 * after the end-of-file record. Every record's checksum is checked. The bytes, from byte address 0,
 * are packed into words of ceil(dataBits / 8) bytes each, big-endian unless `byteOrder` says
 * `little`: with 16-bit words and big-endian, bytes 12 34 are the word 1234. Blank lines are
 * skipped; anything else that is not a record, a byte past the memory's end, a byte that makes its
 * word wider than dataBits, and a file without its end-of-file record are refused with their line.
 */
export function readIntelHex(
  lines: readonly string[],
  addressBits: number,
  dataBits: number,
  options: IntelHexOptions = {},
): Result<MemoryWords> {
  const byteOrder = options.byteOrder ?? 'big';
  const words = new MemoryWords(addressBits, dataBits);
  const perWord = bytesPerWord(dataBits);
  let base = 0;
  let last = 0;
  for (let l = 0; l < lines.length; l++) {
    const text = lines[l]!.trim();
    if (text === '') continue;
    last = l + 1;
    const record = readRecord(text, l + 1);
    if (!Array.isArray(record)) return record;
    const type = record[3]!;
    const data = record.slice(4, -1);
    const where = `Line ${l + 1} of the Intel HEX file`;
    if (type === END_OF_FILE) return ok(words);
    if (type === SEGMENT_ADDRESS || type === LINEAR_ADDRESS) {
      if (data.length !== 2) {
        return invalidFile(
          `${where} is an address record (type 0${type}) with ${data.length} data bytes; it needs exactly 2.`,
          HINT_DAMAGED,
        );
      }
      base = (data[0]! * 256 + data[1]!) * (type === SEGMENT_ADDRESS ? 16 : 65536);
    } else if (type === DATA) {
      const start = base + record[1]! * 256 + record[2]!;
      for (let i = 0; i < data.length; i++) {
        const put = putByte(words, start + i, data[i]!, perWord, byteOrder, where);
        if (put) return put;
      }
    } else if (type !== START_SEGMENT && type !== START_LINEAR) {
      return invalidFile(
        `${where} has record type ${hex2(type)}, which Intel HEX does not have (its types are 00 to 05).`,
        HINT_DAMAGED,
      );
    }
  }
  return invalidFile(
    `The Intel HEX file ends${last > 0 ? ` after line ${last}` : ''} without its end-of-file record (${END_RECORD}).`,
    `The file may have been cut off: add the line ${END_RECORD} at its end, or export it again.`,
  );
}

/** The bytes of one record line (length, address high and low, type, data, checksum), or why it is refused. */
function readRecord(text: string, line: number): number[] | Failure {
  const where = `Line ${line} of the Intel HEX file`;
  if (!text.startsWith(':')) {
    return invalidFile(
      `${where} does not start with ":", as every record of an Intel HEX file does.`,
      'Remove the line, or check that this is an Intel HEX file: each line looks like :10010000214601…',
    );
  }
  const digits = text.slice(1);
  const bad = /[^0-9a-fA-F]/.exec(digits);
  if (bad) {
    return invalidFile(
      `${where} has the character "${bad[0]}" at position ${bad.index + 2}, which is not a hex digit (0-9, A-F).`,
      HINT_DAMAGED,
    );
  }
  if (digits.length % 2 !== 0 || digits.length < 10) {
    return invalidFile(
      `${where} is not a whole record: after ":" it has ${digits.length} hex digits; a record has an even number, at least 10 (length, address, type, checksum).`,
      HINT_DAMAGED,
    );
  }
  const bytes: number[] = [];
  for (let i = 0; i < digits.length; i += 2) bytes.push(parseInt(digits.slice(i, i + 2), 16));
  if (bytes[0] !== bytes.length - 5) {
    return invalidFile(
      `${where} says it holds ${bytes[0]} data bytes (its length ${hex2(bytes[0]!)}), but it holds ${bytes.length - 5}.`,
      HINT_DAMAGED,
    );
  }
  const expected = checksum(bytes.slice(0, -1));
  if (bytes[bytes.length - 1] !== expected) {
    return invalidFile(
      `${where} has checksum ${hex2(bytes[bytes.length - 1]!)}, but its bytes add up to ${hex2(expected)}.`,
      `A byte of the line is wrong, or the checksum is: the checksum is the byte that makes all the bytes of a record add up to 00. ${HINT_DAMAGED}`,
    );
  }
  return bytes;
}

/** Puts one byte into its word; a failure when it lies past the memory's end or makes its word too wide. */
function putByte(
  words: MemoryWords,
  byteAddress: number,
  byte: number,
  perWord: number,
  byteOrder: ByteOrder,
  where: string,
): Failure | undefined {
  const address = Math.floor(byteAddress / perWord);
  if (address >= words.size) {
    return invalidFile(
      `${where} puts a byte at byte address ${byteAddress.toString(16).toUpperCase()} (word ${address.toString(16)}), past the end: the memory holds ${words.size} words of ${perWord} byte${perWord > 1 ? 's' : ''} (byte addresses 0 to ${(words.size * perWord - 1).toString(16).toUpperCase()}).`,
      'Give the memory more address bits, or check that its data bits match the file (the bytes are packed into words).',
    );
  }
  const scale = 2 ** shiftOf(byteAddress % perWord, perWord, byteOrder);
  if (byte * scale > words.mask) {
    return invalidFile(
      `${where} gives the word at address ${address.toString(16)} the byte ${hex2(byte)}, and the word then does not fit in ${words.dataBits} bits.`,
      'Give the memory more data bits, or check the byte order (big- or little-endian).',
    );
  }
  const old = words.get(address);
  words.set(address, old + (byte - (Math.floor(old / scale) % 256)) * scale);
  return undefined;
}

/**
 * The Intel HEX file of `words`: the words as bytes from byte address 0 (ceil(dataBits / 8) bytes a
 * word, big-endian unless `byteOrder` says `little`), 16 data bytes a record; records of zeros are
 * left out (the memory starts as zeros); an extended linear address record (04) comes before the
 * first record past each 64 KiB; the end-of-file record last.
 */
export function writeIntelHex(words: MemoryWords, options: IntelHexOptions = {}): string {
  const byteOrder = options.byteOrder ?? 'big';
  const perWord = bytesPerWord(words.dataBits);
  const total = words.size * perWord;
  const byteAt = (b: number): number => {
    const scale = 2 ** shiftOf(b % perWord, perWord, byteOrder);
    return Math.floor(words.get(Math.floor(b / perWord)) / scale) % 256;
  };
  const records: string[] = [];
  let upper = 0;
  for (const start of recordsInUse(words, perWord, byteAt)) {
    if (Math.floor(start / 65536) !== upper) {
      upper = Math.floor(start / 65536);
      records.push(record(LINEAR_ADDRESS, 0, [Math.floor(upper / 256), upper % 256]));
    }
    const data: number[] = [];
    for (let b = start; b < Math.min(start + BYTES_PER_RECORD, total); b++) data.push(byteAt(b));
    records.push(record(DATA, start % 65536, data));
  }
  records.push(END_RECORD);
  return `${records.join('\n')}\n`;
}

/** The first byte addresses of the 16-byte records that hold a byte other than 0, lowest first. */
function recordsInUse(words: MemoryWords, perWord: number, byteAt: (b: number) => number): number[] {
  const starts: number[] = [];
  for (const [address] of words.used()) {
    for (let b = address * perWord; b < (address + 1) * perWord; b++) {
      const start = b - (b % BYTES_PER_RECORD);
      if (byteAt(b) !== 0 && starts[starts.length - 1] !== start) starts.push(start);
    }
  }
  return starts;
}

/** One record line: `:LLAAAATT<data>CC`. */
function record(type: number, address: number, data: readonly number[]): string {
  const bytes = [data.length, Math.floor(address / 256), address % 256, type, ...data];
  return `:${[...bytes, checksum(bytes)].map(hex2).join('')}`;
}

/** The checksum byte that makes `bytes` and it add up to 0 (mod 256). */
function checksum(bytes: readonly number[]): number {
  return (256 - (bytes.reduce((sum, b) => sum + b, 0) % 256)) % 256;
}

/** A byte as two upper-case hex digits. */
function hex2(byte: number): string {
  return byte.toString(16).toUpperCase().padStart(2, '0');
}
