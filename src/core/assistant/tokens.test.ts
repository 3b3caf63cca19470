// Token counting is bounded: the tokenizer (gpt-tokenizer, a library, not an SDK) is wrapped to
// record what it is given and to refuse a piece that would take it seconds, so a regression fails
// at once instead of holding the test for minutes.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as GptTokenizer from 'gpt-tokenizer';
import { countTokens, TOKEN_COUNTING } from './tokens';

const work = vi.hoisted(() => ({ calls: 0, chars: 0, longest: 0 }));
const exact = vi.hoisted(() => ({ count: (_text: string): number => 0 }));

vi.mock('gpt-tokenizer', async (importOriginal) => {
  const real = await importOriginal<typeof GptTokenizer>();
  exact.count = real.countTokens;
  return {
    ...real,
    countTokens: (text: string) => {
      work.calls++;
      work.chars += text.length;
      work.longest = Math.max(work.longest, text.length);
      if (text.length > 4_096) throw new Error(`the tokenizer was given ${text.length} characters at once`);
      return real.countTokens(text);
    },
  };
});

beforeEach(() => {
  work.calls = 0;
  work.chars = 0;
  work.longest = 0;
});

/** The exact count of a text, in pieces the real tokenizer counts quickly (the reference). */
function reference(text: string): number {
  let tokens = 0;
  for (let at = 0; at < text.length; at += 256) tokens += exact.count(text.slice(at, at + 256));
  return tokens;
}

const hex = (n: number) => Array.from({ length: n }, (_, i) => ((i * 7919) % 16).toString(16)).join('');
const base64 = (n: number) => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let seed = 12345;
  let text = '';
  for (let i = 0; i < n; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    text += alphabet[seed % 64];
  }
  return text;
};

describe('countTokens', () => {
  it('counts a 1 MB one-word answer through the bounded path, with a sane estimate', () => {
    const answer = 'y'.repeat(1_000_000);
    const tokens = countTokens(answer);
    // o200k_base reads "yyyy" as one token: 250,000 exactly.
    expect(tokens).toBeGreaterThan(0.9 * 250_000);
    expect(tokens).toBeLessThan(1.1 * 250_000);
    expect(work.longest).toBeLessThanOrEqual(TOKEN_COUNTING.segment);
    expect(work.chars).toBeLessThanOrEqual(TOKEN_COUNTING.sample + TOKEN_COUNTING.window);
  });

  it('estimates long hex, base64 and CJK runs within 10 % of their count', () => {
    for (const text of [hex(300_000), base64(300_000), '電子回路の設計を確認する'.repeat(20_000)]) {
      work.chars = 0;
      const tokens = countTokens(text);
      const expected = reference(text);
      expect(Math.abs(tokens - expected) / expected).toBeLessThan(0.1);
      expect(work.chars).toBeLessThanOrEqual(TOKEN_COUNTING.sample + TOKEN_COUNTING.window);
    }
  });

  it('counts a long run inside a short text in pieces, exactly enough', () => {
    const text = `The memory holds ${hex(6_000)} from address 0.`;
    expect(work.longest).toBe(0);
    const tokens = countTokens(text);
    expect(work.longest).toBeLessThanOrEqual(TOKEN_COUNTING.piece);
    expect(Math.abs(tokens - exact.count(text)) / exact.count(text)).toBeLessThan(0.05);
  });

  it('is exact on ordinary text up to 4,096 characters, cut into segments where spaces start', () => {
    const prose = 'A half adder adds two bits:  SUM = A XOR B,\n\nCARRY = A AND B. It’s the first step. '.repeat(48);
    expect(prose.length).toBeLessThanOrEqual(TOKEN_COUNTING.sample);
    expect(countTokens(prose)).toBe(exact.count(prose));
    expect(work.longest).toBeLessThanOrEqual(TOKEN_COUNTING.segment);
    expect(countTokens('Build a half adder')).toBe(exact.count('Build a half adder'));
    expect(countTokens('')).toBe(0);
  });

  it('estimates long prose within 3 %', () => {
    const prose = 'The quick brown fox jumps over the lazy dog; then it explains a counter. '.repeat(3_000);
    const tokens = countTokens(prose);
    expect(Math.abs(tokens - exact.count(prose)) / exact.count(prose)).toBeLessThan(0.03);
  });
});
