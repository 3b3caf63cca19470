import { memoryWidths, MEMORY_TYPES } from '../components/memories';
import { fail, ok, type Result } from '../errors';
import { contentsText, parseContentsText } from '../memory/contents-text';
import type { MemoryWords } from '../memory/words';
import { CONTENTS_PROPERTY, type ComponentInstance } from './types';

/**
 * The words of the contents last written, kept so that the next write to the same memory (typing
 * word after word, undo, redo) starts from them instead of reading its text again: reading 64 K
 * words of text took 25-60 ms, a copy of the pages well under one.
 */
let last: { readonly text: string; readonly words: MemoryWords } | undefined;

/** The words of a contents text, and whether the text is as `contentsText` writes them. */
function wordsOf(
  text: string,
  addressBits: number,
  dataBits: number,
): Result<{ memory: MemoryWords; canonical: boolean }> {
  if (last && last.text === text && last.words.addressBits === addressBits && last.words.dataBits === dataBits) {
    return ok({ memory: last.words.clone(), canonical: true });
  }
  const read = parseContentsText(text, addressBits, dataBits);
  return read.success ? ok({ memory: read.data, canonical: contentsText(read.data) === text }) : read;
}

/**
 * The contents of a memory part after writing `words` from `address`, the words they replaced, and
 * whether its text was as `contentsText` writes it (only then do those words undo the write
 * exactly: text written otherwise, "0 1", "1,2", comes back as it was only from a copy of it); what
 * is wrong, in the user's words, when the part is not a memory or the words do not fit it.
 */
export function writeWords(
  part: ComponentInstance,
  address: number,
  words: readonly number[],
): Result<{ contents: string; replaced: number[]; canonical: boolean }> {
  if (!MEMORY_TYPES.has(part.type)) {
    return fail(
      'INVALID_INPUT',
      `${part.label} is not a ROM or RAM: it has no words.`,
      'Write words to a memory part.',
    );
  }
  const { addressBits, dataBits } = memoryWidths(part.properties);
  const text = part.properties[CONTENTS_PROPERTY];
  const read = wordsOf(typeof text === 'string' ? text : '', addressBits, dataBits);
  if (!read.success) return read;
  const { memory, canonical } = read.data;
  if (address + words.length > memory.size) {
    return fail(
      'INVALID_INPUT',
      `${part.label} has addresses 0 to ${memory.size - 1}: ${words.length} words from ${address} do not fit.`,
      'Write fewer words, or from a lower address.',
    );
  }
  const tooWide = words.find((w) => w > memory.mask);
  if (tooWide !== undefined) {
    return fail(
      'INVALID_INPUT',
      `${tooWide} does not fit in a word of ${part.label} (${dataBits} bits).`,
      `Write numbers from 0 to ${memory.mask}.`,
    );
  }
  const replaced = words.map((_, i) => memory.get(address + i));
  words.forEach((word, i) => memory.set(address + i, word));
  const contents = contentsText(memory);
  last = { text: contents, words: memory.clone() };
  return ok({ contents, replaced, canonical });
}
