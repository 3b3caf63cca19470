/**
 * How much of an answer the assistant keeps and sends around. A model can answer without end (a
 * hex dump, a runaway loop); these bounds keep the conversation, the next request and the events
 * small whatever it sends. Each cut says where it is.
 */

/** The most characters of one answer kept in a conversation (every round of a turn together). */
export const MAX_MESSAGE_CHARS = 250_000;

/** The text, cut at `max` characters with a line saying so. */
export function capMessage(text: string, max = MAX_MESSAGE_CHARS): string {
  if (text.length <= max) return text;
  return `${text.slice(0, cutPoint(text, max))}\n\n[Cut off here: only the first ${max.toLocaleString('en-US')} characters of this answer were kept.]`;
}

/** `at`, moved back one unit when it would split a surrogate pair. */
export function cutPoint(text: string, at: number): number {
  const code = text.charCodeAt(at);
  return at > 0 && code >= 0xdc00 && code <= 0xdfff ? at - 1 : at;
}
