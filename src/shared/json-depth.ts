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
  /** Inside a string, the last piece ended on an odd run of backslashes: its next character is escaped. */
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

  // Two loops, so that each stays monomorphic (bytes, or a string's char codes); a table tells the
  // characters that matter from the rest. Inside a string, its end is found by `indexOf` (native,
  // memchr-fast): the next quote that no odd run of backslashes escapes. That halves the time of a
  // circuit file's scan, and a request body (where a file comes as one long string) is mostly that.
  private scanBytes(piece: Uint8Array): boolean {
    let { depth, inString } = this;
    const { limit } = this;
    const end = piece.length;
    let i = 0;
    while (i < end) {
      if (inString) {
        const quote = piece.indexOf(0x22, i);
        const at = quote === -1 ? end : quote;
        const escaped = backslashesBefore(piece, at, this.escaping) % 2 === 1;
        if (quote === -1) {
          this.escaping = escaped; // the string goes on in the next piece, maybe escaped at its start
          break;
        }
        i = quote + 1;
        if (!escaped) {
          inString = false;
          this.escaping = false;
        }
        continue;
      }
      const kind = KIND[piece[i]!]!;
      if (kind === QUOTE) inString = true;
      else if (kind === OPEN) {
        if (++depth > limit) return (this.tooDeep = true);
      } else if (kind === CLOSE && depth > 0) depth--;
      i++;
    }
    this.depth = depth;
    this.inString = inString;
    return false;
  }

  private scanText(piece: string): boolean {
    let { depth, inString } = this;
    const { limit } = this;
    const end = piece.length;
    let i = 0;
    while (i < end) {
      if (inString) {
        const quote = piece.indexOf('"', i);
        const at = quote === -1 ? end : quote;
        const escaped = backslashesBeforeIn(piece, at, this.escaping) % 2 === 1;
        if (quote === -1) {
          this.escaping = escaped;
          break;
        }
        i = quote + 1;
        if (!escaped) {
          inString = false;
          this.escaping = false;
        }
        continue;
      }
      const code = piece.charCodeAt(i);
      const kind = code < 128 ? KIND[code]! : OTHER;
      if (kind === QUOTE) inString = true;
      else if (kind === OPEN) {
        if (++depth > limit) return (this.tooDeep = true);
      } else if (kind === CLOSE && depth > 0) depth--;
      i++;
    }
    this.depth = depth;
    this.inString = inString;
    return false;
  }
}

/** {@link backslashesBefore} in a string's characters. */
function backslashesBeforeIn(piece: string, at: number, carried: boolean): number {
  let before = at - 1;
  while (before >= 0 && piece.charCodeAt(before) === 0x5c) before--;
  return at - 1 - before + (before < 0 && carried ? 1 : 0);
}

/**
 * The backslashes right before `at` in `piece`, plus one when they reach back to its start and the
 * last piece ended on an odd run of them (`carried`): only the parity matters.
 */
function backslashesBefore(piece: Uint8Array, at: number, carried: boolean): number {
  let before = at - 1;
  while (before >= 0 && piece[before] === 0x5c) before--;
  return at - 1 - before + (before < 0 && carried ? 1 : 0);
}

/** What a byte (or a character below 128) is to the scan. */
const OTHER = 0;
const QUOTE = 1;
const OPEN = 2;
const CLOSE = 3;
const KIND = new Uint8Array(256);
KIND[0x22] = QUOTE; // "
KIND[0x5b] = OPEN; // [
KIND[0x7b] = OPEN; // {
KIND[0x5d] = CLOSE; // ]
KIND[0x7d] = CLOSE; // }

/** True when JSON `text` nests arrays and objects more than `limit` levels deep (see {@link JsonDepthScanner}). */
export function jsonNestsDeeperThan(text: string, limit: number): boolean {
  return new JsonDepthScanner(limit).scan(text);
}
