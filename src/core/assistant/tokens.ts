import { countTokens as tokenize } from 'gpt-tokenizer';

/**
 * How token counting stays bounded. The tokenizer's cost grows worse than quadratically with the
 * length of one unbroken word (20,000 characters of hex, base64 or CJK take half a second, 320,000
 * take minutes), so it is only ever given short pieces, and only a bounded number of them.
 */
export const TOKEN_COUNTING = {
  /** A run of characters without a space (or of spaces) longer than this is counted in pieces of this size. */
  piece: 256,
  /** Other text is counted in segments of at most this many characters, cut where a space starts. */
  segment: 2_048,
  /**
   * Texts up to this length are counted whole; longer ones by evenly spaced windows of this many
   * characters in all, the rest estimated at the rate measured in them.
   */
  sample: 4_096,
  /** The width of one sampled window. */
  window: 256,
} as const;

/**
 * Tokens of a text with a real tokenizer (OpenAI's o200k_base, through gpt-tokenizer). Other
 * providers' tokenizers differ by a few percent; budgets leave room for that. Bounded work whatever
 * the text: at most {@link TOKEN_COUNTING}.sample characters reach the tokenizer, never more than
 * {@link TOKEN_COUNTING}.segment at once (a few milliseconds at worst, on random base64). Exact for
 * texts up to 4,096 characters whose words are shorter than 256 characters; an estimate (within a
 * few percent on prose, code, hex or base64) for longer ones.
 */
export function countTokens(text: string): number {
  const steps = counting(text);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** {@link countTokens}, awaiting `pause` between calls of the tokenizer (each well under a millisecond). */
export async function countTokensSliced(text: string, pause: () => Promise<void>): Promise<number> {
  const steps = counting(text);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await pause();
  }
}

/** The count, as steps: one call of the tokenizer between two yields. */
function* counting(text: string): Generator<void, number> {
  const { sample, window } = TOKEN_COUNTING;
  if (text.length <= sample) return yield* countPieces(text);
  const windows = Math.ceil(sample / window);
  let sampledChars = 0;
  let sampledTokens = 0;
  for (let i = 0; i < windows; i++) {
    const start = codePointStart(text, Math.floor((i * (text.length - window)) / (windows - 1)));
    const piece = text.slice(start, codePointStart(text, start + window));
    sampledChars += piece.length;
    sampledTokens += yield* countPieces(piece);
  }
  return Math.ceil((text.length * sampledTokens) / Math.max(1, sampledChars));
}

/** Every token of a (short) text, counted piece by piece: long runs in fixed pieces, the rest in segments. */
function* countPieces(text: string): Generator<void, number> {
  const { piece, segment } = TOKEN_COUNTING;
  let tokens = 0;
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + segment);
    if (end < text.length) {
      // Cut where a run of spaces starts, as the tokenizer splits words: the count stays exact.
      const cut = lastSpaceRunStart(text, start, end);
      end = cut > start ? cut : codePointStart(text, start + piece);
    }
    tokens += yield* countSegment(text.slice(start, end));
    start = end;
  }
  return tokens;
}

/** A segment, with any run longer than a piece counted in pieces. */
function* countSegment(text: string): Generator<void, number> {
  const { piece } = TOKEN_COUNTING;
  if (text.length <= piece) {
    yield;
    return tokenize(text);
  }
  let tokens = 0;
  let pending = '';
  for (const run of text.match(/\s+|\S+/g) ?? []) {
    if (run.length <= piece) {
      pending += run;
      continue;
    }
    if (pending !== '') {
      yield;
      tokens += tokenize(pending);
    }
    pending = '';
    for (let at = 0; at < run.length;) {
      const end = codePointStart(run, at + piece);
      yield;
      tokens += tokenize(run.slice(at, end));
      at = end;
    }
  }
  if (pending === '') return tokens;
  yield;
  return tokens + tokenize(pending);
}

/** Where the last run of spaces in text[from, to) starts (`from` when there is none after it). */
function lastSpaceRunStart(text: string, from: number, to: number): number {
  let i = to - 1;
  while (i > from && !isSpace(text.charCodeAt(i))) i--;
  if (i <= from) return from;
  while (i > from && isSpace(text.charCodeAt(i - 1))) i--;
  return i;
}

function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || code === 0xa0 || code === 0x3000 || code === 0x2028;
}

/** `at`, moved back one unit when it would split a surrogate pair. */
function codePointStart(text: string, at: number): number {
  if (at <= 0 || at >= text.length) return Math.max(0, Math.min(at, text.length));
  const code = text.charCodeAt(at);
  const before = text.charCodeAt(at - 1);
  return code >= 0xdc00 && code <= 0xdfff && before >= 0xd800 && before <= 0xdbff ? at - 1 : at;
}
