import { MAX_CONTENTS_TEXT } from '../../../../shared/circuit';
import { fail, ok, type Result } from '../../../../shared/errors';
import { contentsText, parseContentsText } from '../../../../shared/memory/contents-text';
import { readContentsFile, writeContentsFile } from '../../../../shared/memory/formats/contents-file';
import { FORMAT_NAMES, type ContentsFormat } from '../../../../shared/memory/formats/format';
import { MemoryWords } from '../../../../shared/memory/words';
import { formatAddress } from './hex-grid';
import type { FillRange } from './hex-input';

/**
 * The words being edited: a copy of the part's contents that the editor changes freely and that
 * becomes the part's `contents` once, when applied. Every function here works page by page or word
 * by word on what is set, never on a list as long as the memory.
 */

/** The words a part's contents hold; contents that do not parse (edited by hand) open as zeros with the reason. */
export function draftOf(
  contents: unknown,
  addressBits: number,
  dataBits: number,
): { readonly words: MemoryWords; readonly problem?: string } {
  const parsed = parseContentsText(typeof contents === 'string' ? contents : '', addressBits, dataBits);
  if (parsed.success) return { words: parsed.data };
  return { words: new MemoryWords(addressBits, dataBits), problem: `${parsed.error} ${parsed.hint}` };
}

/** Sets every word from `from` to `to` (both included) to `value`. */
export function fillWords(words: MemoryWords, { from, to, value }: FillRange): void {
  for (let address = from; address <= to; address++) words.set(address, value);
}

/**
 * Writes pasted words from `address` on; refused (nothing written) when they run past the last
 * address, saying how many fit.
 */
export function pasteWords(words: MemoryWords, address: number, pasted: Uint32Array): Result<number> {
  const room = words.size - address;
  if (pasted.length > room) {
    return fail(
      'INVALID_INPUT',
      `${pasted.length} words do not fit from address ${formatAddress(address, words.addressBits)}: only ${room} ${room === 1 ? 'does' : 'do'}.`,
      'Select an earlier address, or paste fewer words.',
    );
  }
  for (let i = 0; i < pasted.length; i++) words.set(address + i, pasted[i]!);
  return ok(pasted.length);
}

/** A file's words read into a memory of the part's size, or why not, in the file's own terms. */
export function loadContentsFile(
  text: string,
  fileName: string,
  addressBits: number,
  dataBits: number,
): Result<{ readonly words: MemoryWords; readonly summary: string }> {
  const read = readContentsFile(text, addressBits, dataBits);
  if (!read.success) return fail(read.code, `${fileName}: ${read.error}`, read.hint);
  const used = read.data.words.end();
  return ok({
    words: read.data.words,
    summary: `Loaded ${fileName} (${FORMAT_NAMES[read.data.format]}${used > 0 ? `, words up to address ${formatAddress(used - 1, addressBits)}` : ', all zeros'}).`,
  });
}

/** The formats "Save as…" offers, in the order shown. */
export const SAVE_FORMATS: readonly ContentsFormat[] = ['logisim-v2-raw', 'intel-hex', 'plain-hex'];

const EXTENSIONS: Readonly<Record<ContentsFormat, string>> = {
  'logisim-v2-raw': 'txt',
  'logisim-v3-plain': 'txt',
  'logisim-v3-addressed': 'txt',
  'intel-hex': 'hex',
  'plain-hex': 'hex',
};

/** A saved file: its name (the part's label and the format's extension) and text. */
export function saveContentsFile(
  words: MemoryWords,
  format: ContentsFormat,
  label: string,
): { readonly fileName: string; readonly text: string } {
  const base = label.replace(/[^A-Za-z0-9_-]+/g, '_') || 'memory';
  return { fileName: `${base}.${EXTENSIONS[format]}`, text: writeContentsFile(words, format) };
}

/**
 * The `contents` text to store for the words, or undefined when they are what the part holds
 * already (nothing to apply); refused when the text would pass the longest contents a part keeps.
 */
export function contentsToApply(words: MemoryWords, stored: unknown): Result<string | undefined> {
  // The text is canonical (the same words always write the same text), so comparing texts compares
  // words, in time of the words set rather than (as MemoryWords.equals) of a list of them.
  const current = draftOf(stored, words.addressBits, words.dataBits);
  const text = contentsText(words);
  if (current.problem === undefined && contentsText(current.words) === text) return ok(undefined);
  if (text.length > MAX_CONTENTS_TEXT) {
    return fail(
      'INVALID_PROPERTY',
      `These contents need ${text.length.toLocaleString('en')} characters, more than a part keeps (${MAX_CONTENTS_TEXT.toLocaleString('en')}).`,
      'Use fewer different words, or runs of equal words, and apply again.',
    );
  }
  return ok(text);
}

/** "256 words × 8 bits", "16 M words × 32 bits". */
export function describeSize(addressBits: number, dataBits: number): string {
  const size = 2 ** addressBits;
  const count = size >= 2 ** 20 ? `${size / 2 ** 20} M` : size >= 2 ** 14 ? `${size / 1024} K` : String(size);
  return `${count} words × ${dataBits} bit${dataBits === 1 ? '' : 's'}`;
}
