import { fail, ok, type Result } from '../../../../shared/errors';
import { formatAddress, hexDigits } from './hex-grid';

/** The largest value of a word of `bits` bits (unsigned). */
export function wordMask(bits: number): number {
  return bits >= 32 ? 0xffffffff : 2 ** bits - 1;
}

const HEX = /^[0-9a-f]+$/i;

/** Hex text as typed: spaces around it and a `0x` or `$` before it dropped. */
function bare(text: string): string {
  return text.trim().replace(/^(0x|\$)/i, '');
}

function refuse(message: string, hint: string): Result<never> {
  return fail('INVALID_INPUT', message, hint);
}

/**
 * A word typed in hex (`ff`, `0xFF`) for words of `dataBits` bits: refused when it is not hex or
 * is wider than the word, with the word's largest value as the hint.
 */
export function parseHexWord(text: string, dataBits: number, what = 'The word'): Result<number> {
  const digits = bare(text);
  const largest = wordMask(dataBits).toString(16);
  if (digits === '') return refuse(`${what} is empty.`, `Type a hexadecimal number from 0 to ${largest}.`);
  if (!HEX.test(digits)) {
    return refuse(`${what} "${text.trim()}" is not hexadecimal.`, 'Use the digits 0–9 and a–f.');
  }
  const value = digits.replace(/^0+(?=.)/, '').length > 8 ? Infinity : parseInt(digits, 16);
  if (value > wordMask(dataBits)) {
    return refuse(
      `${what} ${digits} does not fit in ${dataBits} bit${dataBits === 1 ? '' : 's'}.`,
      `Type a hexadecimal number from 0 to ${largest}.`,
    );
  }
  return ok(value);
}

/** An address typed in hex for a memory of 2^addressBits words; refused past the last one. */
export function parseAddress(text: string, addressBits: number, what = 'The address'): Result<number> {
  const digits = bare(text);
  const last = formatAddress(2 ** addressBits - 1, addressBits);
  if (digits === '') return refuse(`${what} is empty.`, `Type a hexadecimal address from 0 to ${last}.`);
  if (!HEX.test(digits)) {
    return refuse(`${what} "${text.trim()}" is not hexadecimal.`, 'Use the digits 0–9 and a–f.');
  }
  const value = digits.replace(/^0+(?=.)/, '').length > 7 ? Infinity : parseInt(digits, 16);
  if (value >= 2 ** addressBits) {
    return refuse(`${what} ${digits} is past the last address, ${last}.`, `Type an address from 0 to ${last}.`);
  }
  return ok(value);
}

/** What a cell being typed into holds: the digits so far (none before the first key). */
export interface CellEntry {
  readonly address: number;
  readonly text: string;
}

/**
 * One key typed into a cell: a hex digit is added while the word still fits its width; any other
 * character, or a digit that would make the word too wide, is refused with a message saying why.
 */
export function typeInCell(entry: CellEntry, key: string, dataBits: number): Result<CellEntry> {
  if (!/^[0-9a-f]$/i.test(key)) {
    return refuse(`"${key}" is not a hexadecimal digit.`, 'Type 0–9 or a–f; Enter or an arrow key keeps the word.');
  }
  const text = (entry.text + key.toLowerCase()).replace(/^0+(?=.)/, '');
  const width = `${dataBits} bit${dataBits === 1 ? '' : 's'}`;
  if (text.length > hexDigits(dataBits) || parseInt(text, 16) > wordMask(dataBits)) {
    return refuse(
      `${entry.text}${key.toLowerCase()} does not fit in ${width}: the largest word is ${wordMask(dataBits).toString(16)}.`,
      'Press Enter to keep the word typed so far, or Esc to leave the cell as it was.',
    );
  }
  return ok({ address: entry.address, text });
}

/** The most words a paste may hold: a whole memory of 16 M words. */
const MAX_PASTE_WORDS = 2 ** 24;

/**
 * Hex words pasted as text: separated by spaces, commas, semicolons or line breaks, each optionally
 * `0x`-prefixed, `count*word` for a run (as in the contents). Refused with the word's position when
 * a word is not hex or wider than `dataBits` bits. An empty paste is refused too.
 */
export function parsePastedWords(text: string, dataBits: number): Result<Uint32Array> {
  const tokens = text.split(/[\s,;]+/).filter((t) => t !== '');
  if (tokens.length === 0) return refuse('There are no words to paste.', 'Paste hex words such as "12 3f 0a".');
  const runs: { count: number; value: number }[] = [];
  let total = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const star = token.indexOf('*');
    const count = star < 0 ? 1 : Number(token.slice(0, star));
    if (star >= 0 && !(Number.isInteger(count) && count >= 1 && /^\d+$/.test(token.slice(0, star)))) {
      return refuse(`Word ${i + 1}, "${token}", needs a count of 1 or more before its "*".`, 'Write a run as 4*ff.');
    }
    const word = parseHexWord(star < 0 ? token : token.slice(star + 1), dataBits, `Word ${i + 1}`);
    if (!word.success) return word;
    total += count;
    if (total > MAX_PASTE_WORDS) return refuse('The paste holds more words than any memory.', 'Paste fewer words.');
    runs.push({ count, value: word.data });
  }
  const words = new Uint32Array(total);
  let at = 0;
  for (const { count, value } of runs) {
    words.fill(value, at, at + count);
    at += count;
  }
  return ok(words);
}

/** A range to fill: from and to (both included, in either order) and the word. */
export interface FillRange {
  readonly from: number;
  readonly to: number;
  readonly value: number;
}

/** The fill form's three fields checked: addresses in the memory (swapped if backwards) and a word that fits. */
export function parseFill(
  fields: { readonly from: string; readonly to: string; readonly value: string },
  addressBits: number,
  dataBits: number,
): Result<FillRange> {
  const from = parseAddress(fields.from, addressBits, 'From');
  if (!from.success) return from;
  const to = parseAddress(fields.to, addressBits, 'To');
  if (!to.success) return to;
  const value = parseHexWord(fields.value, dataBits, 'The value');
  if (!value.success) return value;
  return ok({ from: Math.min(from.data, to.data), to: Math.max(from.data, to.data), value: value.data });
}
