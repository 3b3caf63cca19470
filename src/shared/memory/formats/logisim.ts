import { type Result } from '../../errors';
import { contentsText, parseContentsText, WORDS_PER_LINE } from '../contents-text';
import { MemoryWords } from '../words';
import { hexWord, invalidFile } from './format';
import { linesInUse, readHexWordLines } from './hex-words';

/** The first line of a Logisim `v2.0 raw` file. */
export const V2_RAW_HEADER = 'v2.0 raw';
/** The first line of a Logisim-evolution `v3.0 hex words plain` file. */
export const V3_PLAIN_HEADER = 'v3.0 hex words plain';
/** The first line of a Logisim-evolution `v3.0 hex words addressed` file. */
export const V3_ADDRESSED_HEADER = 'v3.0 hex words addressed';

/**
 * The words of a `v2.0 raw` or `v3.0 hex words plain` file, given its lines (the header first): the
 * body is read as contents text (`parseContentsText`), with the header's line left blank so that
 * the line numbers in its messages count the header.
 */
export function readLogisimPlain(lines: readonly string[], addressBits: number, dataBits: number): Result<MemoryWords> {
  const read = parseContentsText(['', ...lines.slice(1)].join('\n'), addressBits, dataBits);
  return read.success ? read : invalidFile(read.error, read.hint);
}

/** The words of a `v3.0 hex words addressed` file, given its lines (the header first): every line `addr: w w w`. */
export function readLogisimAddressed(
  lines: readonly string[],
  addressBits: number,
  dataBits: number,
): Result<MemoryWords> {
  return readHexWordLines(lines.slice(1), 2, new MemoryWords(addressBits, dataBits), {
    file: 'Logisim file',
    addressRequired: true,
  });
}

/** Logisim's `v2.0 raw` file of `words`: the header line, then the contents text (runs as `count*word`). */
export function writeLogisimV2(words: MemoryWords): string {
  return `${V2_RAW_HEADER}\n${contentsText(words)}\n`;
}

/** Logisim-evolution's `v3.0 hex words plain` file of `words`: the header line, then the contents text. */
export function writeLogisimV3Plain(words: MemoryWords): string {
  return `${V3_PLAIN_HEADER}\n${contentsText(words)}\n`;
}

/**
 * Logisim-evolution's `v3.0 hex words addressed` file of `words`: the header line, then 16 words a
 * line, each line starting with the address of its first word (hex, as many digits as the highest
 * address needs); lines of zeros are left out (the memory starts as zeros).
 */
export function writeLogisimV3Addressed(words: MemoryWords): string {
  const digits = Math.ceil(words.addressBits / 4);
  const lines = [V3_ADDRESSED_HEADER];
  for (const start of linesInUse(words)) {
    const row: string[] = [];
    for (let a = start; a < Math.min(start + WORDS_PER_LINE, words.size); a++) {
      row.push(hexWord(words.get(a), words.dataBits));
    }
    lines.push(`${start.toString(16).padStart(digits, '0')}: ${row.join(' ')}`);
  }
  return `${lines.join('\n')}\n`;
}
