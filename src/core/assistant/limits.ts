import type { Json } from '../ai/messages';

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

/**
 * The most characters of an answer, or of a tool call's arguments or result, an `assistant.*`
 * event carries: a longer one goes as a preview that says its full size (the event's `…Chars`
 * field too), and the whole of it is read from the conversation. Events go to every window (and
 * every `/events` client of the browser host), so they stay small whatever the model sends.
 */
export const EVENT_PREVIEW_CHARS = 8_000;

/** The most characters of a tool's name in an event or a stored call (no tool's name is longer than 64). */
export const MAX_TOOL_NAME_CHARS = 100;

/** A text as an event carries it: whole, or a preview with its full length. */
export function previewText(text: string, max = EVENT_PREVIEW_CHARS): { text: string; chars?: number } {
  if (text.length <= max) return { text };
  return { text: `${text.slice(0, cutPoint(text, max))}${previewNote(max, text.length)}`, chars: text.length };
}

/**
 * A value as an event carries it: its JSON (undefined fields left out), or past `max` characters
 * its JSON text as a preview with the full length.
 */
export function previewJson(value: unknown, max = EVENT_PREVIEW_CHARS): { value: Json; chars?: number } {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    return { value: '[a value nested too deeply to show]' };
  }
  if (text === undefined) return { value: null };
  if (text.length <= max) return { value: JSON.parse(text) as Json };
  return { value: `${text.slice(0, cutPoint(text, max))}${previewNote(max, text.length)}`, chars: text.length };
}

/** A tool's name, cut to {@link MAX_TOOL_NAME_CHARS}. */
export function shortName(name: string): string {
  return name.length <= MAX_TOOL_NAME_CHARS ? name : `${name.slice(0, cutPoint(name, MAX_TOOL_NAME_CHARS - 1))}…`;
}

function previewNote(max: number, chars: number): string {
  return `… [preview: the first ${max.toLocaleString('en-US')} of ${chars.toLocaleString('en-US')} characters; all of it is in the conversation]`;
}
