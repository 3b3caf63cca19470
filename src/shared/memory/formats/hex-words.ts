import { ok, type Failure, type Result } from '../../errors';
import { WORDS_PER_LINE } from '../contents-text';
import { type MemoryWords } from '../words';
import { invalidFile, quoted } from './format';

/** How {@link readHexWordLines} reads: what the file is called in messages, and whether every line needs an address. */
export interface HexWordLines {
  /** The file as named in a message: "hex file", "Logisim file". */
  readonly file: string;
  /** True when a line of words must start with `addr:` (Logisim-evolution's addressed format). */
  readonly addressRequired: boolean;
}

const HEX = /^[0-9a-fA-F]+$/;
const COUNT = /^[0-9]+$/;
const HINT_WORD = 'Write each word in hexadecimal (digits 0-9 and a-f), e.g. "1f" or "0x1f".';

/**
 * Reads lines of hex words into `words`: words separated by spaces or commas, each optionally
 * `0x`-prefixed, a run of equal words optionally written `count*word` (decimal count), `#` and `//`
 * starting a comment. A line may start with `addr:` (hex): its words go from that address on;
 * without one they follow the previous word. `firstLine` is the line number (from 1) of `lines[0]`,
 * so a file's header line is counted. A word that is not hex, one wider than the memory's words, or
 * one past its last address is refused with its line.
 */
export function readHexWordLines(
  lines: readonly string[],
  firstLine: number,
  words: MemoryWords,
  how: HexWordLines,
): Result<MemoryWords> {
  let address = 0;
  for (let l = 0; l < lines.length; l++) {
    const lineNumber = firstLine + l;
    const where = `Line ${lineNumber} of the ${how.file}`;
    let line = withoutComment(lines[l]!);
    const colon = line.indexOf(':');
    if (colon >= 0) {
      const start = readAddress(line.slice(0, colon).trim(), where, words.size);
      if (typeof start !== 'number') return start;
      address = start;
      line = line.slice(colon + 1);
    } else if (how.addressRequired && line.trim() !== '') {
      return invalidFile(
        `${where} has no address: in this format every line of words starts with the address of its first word.`,
        'Start the line with its address in hex and a colon, e.g. "10: 0a 1f".',
      );
    }
    for (const token of line.split(/[\s,]+/)) {
      if (token === '') continue;
      const run = readRun(token, where, words);
      if (!Array.isArray(run)) return run;
      const [count, value] = run;
      if (address + count > words.size) {
        return invalidFile(
          `${where} has more words than fit: ${quoted(token)} goes past the last address, and the memory holds ${words.size} words (addresses 0 to ${(words.size - 1).toString(16)}).`,
          'Remove the extra words, or give the memory more address bits.',
        );
      }
      if (value !== 0) for (let i = 0; i < count; i++) words.set(address + i, value);
      address += count;
    }
  }
  return ok(words);
}

/** A line without its `#` or `//` comment. */
function withoutComment(line: string): string {
  const hash = line.indexOf('#');
  const slashes = line.indexOf('//');
  const cut = Math.min(hash < 0 ? line.length : hash, slashes < 0 ? line.length : slashes);
  return line.slice(0, cut);
}

/** A hex number written with or without `0x`, or undefined when it is none; very long ones are Infinity. */
export function hexNumber(text: string): number | undefined {
  const digits = /^0[xX]/.test(text) ? text.slice(2) : text;
  if (!HEX.test(digits)) return undefined;
  const significant = digits.replace(/^0+(?=.)/, '');
  return significant.length > 13 ? Infinity : parseInt(significant, 16);
}

/** The address before a line's colon, or why it is refused. */
function readAddress(text: string, where: string, size: number): number | Failure {
  const address = hexNumber(text);
  if (text === '') {
    return invalidFile(
      `${where} has a ":" with no address before it.`,
      'Write the address of the first word in hex before the colon, e.g. "1f0: 00 01".',
    );
  }
  if (address === undefined) {
    return invalidFile(
      `${where} starts with the address ${quoted(text)}, which is not a hexadecimal number.`,
      'Write the address in hex before the colon, e.g. "1f0: 00 01".',
    );
  }
  if (address >= size) {
    return invalidFile(
      `${where} starts at address ${text}, past the end: the memory holds ${size} words (addresses 0 to ${(size - 1).toString(16)}).`,
      'Correct the address, or give the memory more address bits.',
    );
  }
  return address;
}

/** A token's count and word (`1f` is one word 1f, `4*0` four zeros), or why it is refused. */
function readRun(token: string, where: string, words: MemoryWords): [number, number] | Failure {
  const star = token.indexOf('*');
  const countText = star < 0 ? '1' : token.slice(0, star);
  const wordText = star < 0 ? token : token.slice(star + 1);
  if (!COUNT.test(countText) || Number(countText) < 1) {
    return invalidFile(
      `${where} has the run ${quoted(token)}, which needs a count of 1 or more (in decimal) before its "*".`,
      'Write a run as count*word, e.g. "4*ff" for four words ff.',
    );
  }
  const value = hexNumber(wordText);
  if (value === undefined) {
    return invalidFile(`${where} has the word ${quoted(token)}, which is not a hexadecimal number.`, HINT_WORD);
  }
  if (value > words.mask) {
    return invalidFile(
      `${where} has the word ${quoted(token)}, which does not fit in ${words.dataBits} bits (the largest word is ${words.mask.toString(16)}).`,
      'Make the word smaller, or give the memory more data bits.',
    );
  }
  return [Number(countText), value];
}

/** The first addresses of the lines of 16 words (from address 0) that hold a word other than 0. */
export function linesInUse(words: MemoryWords): number[] {
  const starts: number[] = [];
  for (const [address] of words.used()) {
    const start = address - (address % WORDS_PER_LINE);
    if (starts[starts.length - 1] !== start) starts.push(start);
  }
  return starts;
}
