import { fail, ok, type Result } from '../errors';
import { MemoryWords } from './words';

/**
 * A memory's contents as text, the way a part keeps them in a circuit file: the words in hex from
 * address 0, separated by spaces (16 to a line), a run of four or more equal words written once as
 * `count*word` (decimal count), and the zeros at the end left out. This is the body of Logisim's
 * `v2.0 raw` format, which Digital reads too: `3*0 1f 2*ff` is 0 0 0 1f ff ff. Empty text is a
 * memory of zeros.
 */
export const WORDS_PER_LINE = 16;
/** A run this long or longer is written as `count*word`. */
const RUN = 4;

/** The text of `words` (see above). */
export function contentsText(words: MemoryWords): string {
  const end = words.end();
  const tokens: string[] = [];
  let address = 0;
  while (address < end) {
    const word = words.get(address);
    let run = 1;
    while (address + run < end && words.get(address + run) === word) run++;
    if (run >= RUN) tokens.push(`${run}*${word.toString(16)}`);
    else for (let i = 0; i < run; i++) tokens.push(word.toString(16));
    address += run;
  }
  const lines: string[] = [];
  for (let i = 0; i < tokens.length; i += WORDS_PER_LINE) lines.push(tokens.slice(i, i + WORDS_PER_LINE).join(' '));
  return lines.join('\n');
}

const HEX = /^[0-9a-fA-F]+$/;
const COUNT = /^[0-9]+$/;

/** A word as written, and its line (from 1): `"1g" on line 3`. */
function at(line: number, token: string): string {
  return `"${token.length > 20 ? `${token.slice(0, 20)}…` : token}" on line ${line}`;
}

/**
 * The words of `text` for a memory of 2^addressBits words of dataBits bits; a `#` starts a comment
 * to the end of its line. A word that is not hex, one wider than the memory's words, a bad run, or
 * more words than the memory holds is refused with its line.
 */
export function parseContentsText(text: string, addressBits: number, dataBits: number): Result<MemoryWords> {
  const words = new MemoryWords(addressBits, dataBits);
  let address = 0;
  const lines = text.split(/\r\n|\r|\n/);
  for (let l = 0; l < lines.length; l++) {
    const line = lines[l]!.replace(/#.*/, '');
    for (const token of line.split(/[\s,]+/)) {
      if (token === '') continue;
      const star = token.indexOf('*');
      const countText = star < 0 ? '1' : token.slice(0, star);
      const wordText = star < 0 ? token : token.slice(star + 1);
      if (!COUNT.test(countText) || Number(countText) < 1) {
        return invalid(`The run ${at(l + 1, token)} needs a count of 1 or more before its "*".`);
      }
      if (!HEX.test(wordText)) {
        return invalid(`The word ${at(l + 1, token)} is not a hexadecimal number.`);
      }
      const value = wordText.length > 9 ? Infinity : parseInt(wordText, 16);
      if (value > words.mask) {
        return invalid(`The word ${at(l + 1, token)} does not fit in ${dataBits} bits.`);
      }
      const count = Number(countText);
      if (address + count > words.size) {
        return invalid(
          `The contents run past the last address with ${at(l + 1, token)}: the memory holds ${words.size} words.`,
        );
      }
      if (value !== 0) for (let i = 0; i < count; i++) words.set(address + i, value);
      address += count;
    }
  }
  return ok(words);
}

function invalid(message: string): Result<never> {
  return fail('INVALID_INPUT', message, 'Write the words in hexadecimal, e.g. "0 1f 4*ff" (four words ff).');
}
