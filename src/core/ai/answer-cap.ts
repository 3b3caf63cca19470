import type { RawEvent } from './provider';

/**
 * The most characters one model response may send (its text, tool-call names and arguments
 * together): past this the stream is cut, so a model that never stops cannot grow memory until the
 * turn's time limit. A real answer is a few thousand characters; a long explanation tens of
 * thousands.
 */
export const MAX_ANSWER_CHARS = 200_000;

/** The line put where an answer was cut. */
export function answerCutNote(max: number): string {
  return `\n\n[Cut off here: this answer passed the limit of ${max.toLocaleString('en-US')} characters for one answer.]`;
}

/** Counts what a response has sent and trims the event that passes the limit. */
export class AnswerCap {
  private used = 0;
  private full = false;

  constructor(readonly max: number) {}

  /** Whether the limit was reached: nothing more of this response may be read. */
  get reached(): boolean {
    return this.full;
  }

  /** The event as far as it fits (an event past the limit is trimmed to what is left). */
  take(event: RawEvent): RawEvent {
    if (event.type === 'text') return { ...event, text: this.fit(event.text) };
    if (event.type !== 'tool-delta') return event;
    const name = event.name === undefined ? undefined : this.fit(event.name);
    const args = event.arguments === undefined ? undefined : this.fit(event.arguments);
    return {
      ...event,
      ...(name === undefined ? {} : { name }),
      ...(args === undefined ? {} : { arguments: args }),
    };
  }

  private fit(text: string): string {
    const room = this.max - this.used;
    if (text.length <= room) {
      this.used += text.length;
      return text;
    }
    this.full = true;
    this.used = this.max;
    const code = text.charCodeAt(room);
    // Never half a surrogate pair.
    return text.slice(0, room > 0 && code >= 0xdc00 && code <= 0xdfff ? room - 1 : room);
  }
}
