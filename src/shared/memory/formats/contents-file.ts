import { fail, ok, type Result } from '../../errors';
import { MAX_ADDRESS_BITS, MAX_DATA_BITS, type MemoryWords } from '../words';
import { fileLines, invalidFile, quoted, type ContentsFormat } from './format';
import { readIntelHex, writeIntelHex, type IntelHexOptions } from './intel-hex';
import {
  readLogisimAddressed,
  readLogisimPlain,
  V2_RAW_HEADER,
  V3_ADDRESSED_HEADER,
  V3_PLAIN_HEADER,
  writeLogisimV2,
  writeLogisimV3Addressed,
  writeLogisimV3Plain,
} from './logisim';
import { readPlainHex, writePlainHex } from './plain-hex';

/** A memory contents file as read: its words and the format it was found to be in. */
export interface ContentsFile {
  readonly words: MemoryWords;
  readonly format: ContentsFormat;
}

/** How to read or write a contents file: for Intel HEX, the order of a word's bytes (big-endian unless said). */
export type ContentsFileOptions = IntelHexOptions;

/** A header line as compared: trimmed, lower case, runs of spaces as one. */
function headerOf(line: string): string {
  return line.trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * The format of a contents file, told from its text alone (never from a file name): a first line
 * `v2.0 raw` or `v3.0 hex words plain|addressed` is Logisim's; a first line that is not blank
 * starting with ":" is Intel HEX; anything else is plain hex. Another `v3.0 hex` header (bytes, not
 * words) is refused.
 */
export function sniffContentsFormat(text: string): Result<ContentsFormat> {
  return formatOf(fileLines(text));
}

/** {@link sniffContentsFormat} of a file's lines. */
function formatOf(lines: readonly string[]): Result<ContentsFormat> {
  const header = headerOf(lines[0]!);
  if (header === V2_RAW_HEADER) return ok('logisim-v2-raw');
  if (header === V3_PLAIN_HEADER) return ok('logisim-v3-plain');
  if (header === V3_ADDRESSED_HEADER) return ok('logisim-v3-addressed');
  if (header.startsWith('v3.0 ') || header.startsWith('v2.0 ')) {
    return invalidFile(
      `Line 1 of the file says ${quoted(lines[0]!.trim(), 60)}, a Logisim format that cannot be read here: only "${V2_RAW_HEADER}", "${V3_PLAIN_HEADER}" and "${V3_ADDRESSED_HEADER}" can.`,
      'Save the memory from Logisim-evolution again as "words" (plain or addressed), not "bytes".',
    );
  }
  const first = lines.find((line) => line.trim() !== '');
  return ok(first?.trim().startsWith(':') ? 'intel-hex' : 'plain-hex');
}

/**
 * The words of a memory contents file for a memory of 2^addressBits words of dataBits bits, and
 * the format found (see {@link sniffContentsFormat}). Empty text is a memory of zeros (plain hex).
 * Never throws: a bad file is an INVALID_FILE failure saying what is wrong, on which line, and what
 * to fix; bad sizes are INVALID_INPUT.
 */
export function readContentsFile(
  text: string,
  addressBits: number,
  dataBits: number,
  options: ContentsFileOptions = {},
): Result<ContentsFile> {
  if (!Number.isInteger(addressBits) || addressBits < 1 || addressBits > MAX_ADDRESS_BITS) {
    return fail(
      'INVALID_INPUT',
      `A memory has 1 to ${MAX_ADDRESS_BITS} address bits, not ${addressBits}.`,
      'Pick the memory’s address bits first.',
    );
  }
  if (!Number.isInteger(dataBits) || dataBits < 1 || dataBits > MAX_DATA_BITS) {
    return fail(
      'INVALID_INPUT',
      `A memory has 1 to ${MAX_DATA_BITS} data bits, not ${dataBits}.`,
      'Pick the memory’s data bits first.',
    );
  }
  try {
    const lines = fileLines(text);
    const format = formatOf(lines);
    if (!format.success) return format;
    const read = readAs(format.data, lines, addressBits, dataBits, options);
    return read.success ? ok({ words: read.data, format: format.data }) : read;
  } catch (error) {
    return fail('INTERNAL', `Reading the memory contents failed: ${String(error)}`, 'Please report this file.');
  }
}

function readAs(
  format: ContentsFormat,
  lines: readonly string[],
  addressBits: number,
  dataBits: number,
  options: ContentsFileOptions,
): Result<MemoryWords> {
  switch (format) {
    case 'logisim-v2-raw':
    case 'logisim-v3-plain':
      return readLogisimPlain(lines, addressBits, dataBits);
    case 'logisim-v3-addressed':
      return readLogisimAddressed(lines, addressBits, dataBits);
    case 'intel-hex':
      return readIntelHex(lines, addressBits, dataBits, options);
    case 'plain-hex':
      return readPlainHex(lines, addressBits, dataBits);
  }
}

/**
 * The text of `words` as a file of `format`, ending in a line break: plain hex 16 words a line
 * with the zeros at the end left out; Logisim's the header line, then the words; Intel HEX 16 bytes
 * a record (big-endian words unless `options.byteOrder` says `little`). Reading it back gives the
 * same words and format.
 */
export function writeContentsFile(
  words: MemoryWords,
  format: ContentsFormat,
  options: ContentsFileOptions = {},
): string {
  switch (format) {
    case 'logisim-v2-raw':
      return writeLogisimV2(words);
    case 'logisim-v3-plain':
      return writeLogisimV3Plain(words);
    case 'logisim-v3-addressed':
      return writeLogisimV3Addressed(words);
    case 'intel-hex':
      return writeIntelHex(words, options);
    case 'plain-hex':
      return writePlainHex(words);
  }
}
