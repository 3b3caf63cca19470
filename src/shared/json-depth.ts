/**
 * How deep JSON text nests, found without parsing it: `JSON.parse` of text nested millions of levels
 * deep builds all of it (gigabytes, seconds) before anything can refuse it. The scan counts the
 * arrays and objects open at once, outside strings (escapes skipped), so it costs one pass over the
 * text and no memory; for valid JSON the count is exactly its nesting (a value is level 1 when it is
 * an array or object, as in `exceedsDepth`). Text that is not JSON gets a count too, but the parse
 * that follows refuses it anyway.
 *
 * It takes the text in pieces as they arrive, as UTF-8 bytes (a request body) or as a string (a
 * file): the characters it looks at (`"` `\` `[` `]` `{` `}`) are single bytes in UTF-8, never part
 * of a longer character, so bytes and characters scan alike.
 */
export class JsonDepthScanner {
  private depth = 0;
  private inString = false;
  /** The last piece ended on a backslash inside a string: the next piece starts with what it escapes. */
  private escaping = false;
  private tooDeep = false;

  constructor(readonly limit: number) {}

  /** True once the text read so far has opened more than `limit` arrays or objects at once. */
  get exceeded(): boolean {
    return this.tooDeep;
  }

  /** Scans the next piece; returns {@link exceeded}. Once exceeded, further pieces are not looked at. */
  scan(piece: Uint8Array | string): boolean {
    if (this.tooDeep) return true;
    return typeof piece === 'string' ? this.scanText(piece) : this.scanBytes(piece);
  }

  // Two copies of one loop, so that each stays monomorphic (bytes, or a string's char codes).
  private scanBytes(piece: Uint8Array): boolean {
    let { depth, inString, escaping } = this;
    const { limit } = this;
    const end = piece.length;
    let i = 0;
    if (escaping) {
      escaping = false;
      i = 1;
    }
    for (; i < end; i++) {
      const c = piece[i]!;
      if (inString) {
        if (c === BACKSLASH) {
          if (i + 1 === end) escaping = true;
          i++;
        } else if (c === QUOTE) inString = false;
      } else if (c === QUOTE) inString = true;
      else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
        if (++depth > limit) return (this.tooDeep = true);
      } else if ((c === CLOSE_ARRAY || c === CLOSE_OBJECT) && depth > 0) depth--;
    }
    this.depth = depth;
    this.inString = inString;
    this.escaping = escaping;
    return false;
  }

  private scanText(piece: string): boolean {
    let { depth, inString, escaping } = this;
    const { limit } = this;
    const end = piece.length;
    let i = 0;
    if (escaping) {
      escaping = false;
      i = 1;
    }
    for (; i < end; i++) {
      const c = piece.charCodeAt(i);
      if (inString) {
        if (c === BACKSLASH) {
          if (i + 1 === end) escaping = true;
          i++;
        } else if (c === QUOTE) inString = false;
      } else if (c === QUOTE) inString = true;
      else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
        if (++depth > limit) return (this.tooDeep = true);
      } else if ((c === CLOSE_ARRAY || c === CLOSE_OBJECT) && depth > 0) depth--;
    }
    this.depth = depth;
    this.inString = inString;
    this.escaping = escaping;
    return false;
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/** True when JSON `text` nests arrays and objects more than `limit` levels deep (see {@link JsonDepthScanner}). */
export function jsonNestsDeeperThan(text: string, limit: number): boolean {
  return new JsonDepthScanner(limit).scan(text);
}
