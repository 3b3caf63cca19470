import { type Result } from '../../errors';
import { WORDS_PER_LINE } from '../contents-text';
import { MemoryWords } from '../words';
import { hexWord } from './format';
import { linesInUse, readHexWordLines } from './hex-words';

/**
 * The words of a plain hex file (no header): hex words, one memory word each, separated by spaces,
 * commas or line breaks, optionally `0x`-prefixed; a line may start with `addr:` (hex) to put its
 * words from that address on; `#` and `//` start comments. Empty text is a memory of zeros.
 */
export function readPlainHex(lines: readonly string[], addressBits: number, dataBits: number): Result<MemoryWords> {
  return readHexWordLines(lines, 1, new MemoryWords(addressBits, dataBits), {
    file: 'hex file',
    addressRequired: false,
  });
}

/**
 * The plain hex file of `words`: 16 words a line from address 0, each padded to the word's hex
 * digits, the zeros at the end left out. A line of zeros is left out too, and the line after such
 * a gap starts with its address (`100: 0a 1f`), so a large memory holding little stays short.
 */
export function writePlainHex(words: MemoryWords): string {
  const end = words.end();
  const lines: string[] = [];
  let next = 0;
  for (const start of linesInUse(words)) {
    const row: string[] = [];
    for (let a = start; a < Math.min(start + WORDS_PER_LINE, end); a++) row.push(hexWord(words.get(a), words.dataBits));
    lines.push(start === next ? row.join(' ') : `${start.toString(16)}: ${row.join(' ')}`);
    next = start + WORDS_PER_LINE;
  }
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}
