import type { Redactor } from './redact';

/** At least this much of a run without spaces is held back, for a secret of a shape (not a known value). */
const MIN_HOLD = 256;

/** Words held back at the end: a credential's lead-in ("Bearer", "api_key =") stays with it. */
const HELD_WORDS = 3;

/**
 * Redacts text that arrives in pieces (a streamed answer) so that no secret is ever shown split
 * across two pieces: the end of what has arrived is held back while it could still be the start of
 * one (the last three words, at most `max(256, longest known secret)` characters), and nothing is
 * let through in the middle of a secret already seen. What `push` and `flush` return, joined, is
 * the redaction of the whole text.
 */
export class StreamRedactor {
  private pending = '';
  private readonly hold: number;

  constructor(private readonly redactor: Redactor) {
    this.hold = Math.max(MIN_HOLD, redactor.longestSecret);
  }

  /** Takes a piece; returns what may be shown now (possibly ""). */
  push(text: string): string {
    this.pending += text;
    const cut = this.safeCut();
    if (cut === 0) return '';
    const ready = this.pending.slice(0, cut);
    this.pending = this.pending.slice(cut);
    return this.redactor.text(ready);
  }

  /** The rest, at the end of the answer. */
  flush(): string {
    const rest = this.pending;
    this.pending = '';
    return rest === '' ? '' : this.redactor.text(rest);
  }

  /** Drops what is held (the answer it belongs to is taken back). */
  discard(): void {
    this.pending = '';
  }

  private safeCut(): number {
    const text = this.pending;
    const floor = Math.max(0, text.length - this.hold);
    let cut = text.length;
    for (let words = 0; words < HELD_WORDS && cut > floor; words++) {
      while (cut > floor && isSpace(text.charCodeAt(cut - 1))) cut--;
      while (cut > floor && !isSpace(text.charCodeAt(cut - 1))) cut--;
    }
    // Never in the middle of a secret already seen whole.
    for (const span of this.redactor.spans(text)) if (span.start < cut && cut < span.end) cut = span.start;
    return cut;
  }
}

function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || code === 0xa0 || code === 0x2028 || code === 0x3000;
}
