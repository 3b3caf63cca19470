import { memoryWidths, MEMORY_TYPES } from '../components/memories';
import { fail, ok, type Result } from '../errors';
import { contentsText, parseContentsText } from '../memory/contents-text';
import { CONTENTS_PROPERTY, type ComponentInstance } from './types';

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
  const read = parseContentsText(typeof text === 'string' ? text : '', addressBits, dataBits);
  if (!read.success) return read;
  const memory = read.data;
  const canonical = (typeof text === 'string' ? text : '') === contentsText(memory);
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
  return ok({ contents: contentsText(memory), replaced, canonical });
}
