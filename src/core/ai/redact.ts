import type { FriendlyError } from './friendly-error';

/** What a secret is replaced with. */
export const REDACTED = '[redacted]';

/** Shorter values are not treated as secrets: replacing them would eat ordinary words. */
export const MIN_SECRET_LENGTH = 8;

/**
 * Shapes of secrets whatever their value (kept narrow, so ordinary text is left alone): the key
 * formats of the providers the app knows (OpenAI and OpenRouter `sk-…`, Anthropic `sk-ant-…`, Groq
 * `gsk_…`, Cerebras `csk-…`, xAI `xai-…`), a Bearer or Basic credential with a digit in it, and the
 * value after `api_key=`, `x-api-key:`, `access_token=`, `password:` and the like.
 */
const SHAPES: readonly { readonly pattern: RegExp; readonly keep: RegExp | undefined }[] = [
  { pattern: /\b(?:sk|gsk|csk|xai)[-_][A-Za-z0-9][A-Za-z0-9_-]{15,}/g, keep: undefined },
  {
    pattern: /\b(?:bearer|basic)\s+(?=[A-Za-z0-9._~+/-]*\d)[A-Za-z0-9._~+/-]{16,}=*/gi,
    keep: /^\S+\s+/,
  },
  {
    pattern:
      /\b(?:api[-_]?key|x-api-key|access[-_]?token|auth[-_]?token|secret[-_]?key|client[-_]?secret|password)\b["']?\s*[:=]\s*["']?[^\s"',;]{12,}/gi,
    keep: /^[^:=]*[:=]\s*["']?/,
  },
];

/**
 * Takes secrets out of provider text before it is shown, stored, logged or sent on: every value it
 * was given (the stored API keys, the keys from the environment), also when a message was cut in
 * the middle of one, and anything shaped like a key or a bearer credential. Pure and fast (a few
 * passes over the text).
 */
export class Redactor {
  private readonly secrets: readonly string[];

  constructor(secrets: Iterable<string | undefined> = []) {
    const known = new Set<string>();
    for (const secret of secrets) {
      const value = secret?.trim();
      if (value !== undefined && value.length >= MIN_SECRET_LENGTH) known.add(value);
    }
    // Longest first, so a key that contains another is taken out whole.
    this.secrets = [...known].sort((a, b) => b.length - a.length);
  }

  /** How many characters a stream must hold back so no known secret is shown in two pieces. */
  get longestSecret(): number {
    return this.secrets[0]?.length ?? 0;
  }

  text(text: string): string {
    let out = text;
    for (const secret of this.secrets) {
      if (out.includes(secret)) out = out.split(secret).join(REDACTED);
      out = this.cutSecretAtEnd(out, secret);
    }
    for (const { pattern, keep } of SHAPES) {
      out = out.replace(pattern, (match) => `${keep?.exec(match)?.[0] ?? ''}${REDACTED}`);
    }
    return out;
  }

  /** Where in `text` a secret (known or shaped) starts and ends, for a stream deciding where it may cut. */
  spans(text: string): { start: number; end: number }[] {
    const spans: { start: number; end: number }[] = [];
    for (const secret of this.secrets) {
      for (let at = text.indexOf(secret); at >= 0; at = text.indexOf(secret, at + 1)) {
        spans.push({ start: at, end: at + secret.length });
      }
    }
    for (const { pattern } of SHAPES) {
      for (const match of text.matchAll(pattern))
        spans.push({ start: match.index, end: match.index + match[0].length });
    }
    return spans;
  }

  friendly(error: FriendlyError): FriendlyError {
    return { ...error, message: this.text(error.message), hint: this.text(error.hint) };
  }

  /** A message cut in the middle of a known secret ends with its beginning: that goes too. */
  private cutSecretAtEnd(text: string, secret: string): string {
    const head = secret.slice(0, MIN_SECRET_LENGTH);
    const at = text.lastIndexOf(head);
    if (at < 0 || !secret.startsWith(text.slice(at))) return text;
    return text.slice(0, at) + REDACTED;
  }
}
