import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonDepthScanner, jsonNestsDeeperThan } from './json-depth';

/** Nesting of a parsed value: 0 for a scalar, 1 for `[]`… (recursive: test values are shallow). */
function depthOf(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  const children = Array.isArray(value) ? value : Object.values(value);
  return 1 + Math.max(0, ...children.map(depthOf));
}

/** `text` cut at the given places. */
function cut(text: string, places: readonly number[]): string[] {
  const at = [...new Set(places.map((p) => p % (text.length + 1)))].sort((a, b) => a - b);
  const pieces: string[] = [];
  let from = 0;
  for (const to of at) {
    pieces.push(text.slice(from, to));
    from = to;
  }
  pieces.push(text.slice(from));
  return pieces;
}

describe('JsonDepthScanner', () => {
  it.each([
    ['1', 0],
    ['[]', 1],
    ['{"a":[{"b":[]}]}', 4],
    ['"[[[[[[["', 0],
    ['["\\"[[[[", {"k\\\\": [[]]}]', 4],
    ['["\\u005b[[["]', 1],
    ['[1]]]][[', 2],
  ])('counts %s as %i levels', (text, depth) => {
    expect(jsonNestsDeeperThan(text, depth)).toBe(false);
    expect(jsonNestsDeeperThan(text, depth - 1)).toBe(depth > 0);
  });

  it('stops at the first level past the limit, whatever follows', () => {
    const scanner = new JsonDepthScanner(64);
    expect(scanner.scan(`${'['.repeat(64)}`)).toBe(false);
    expect(scanner.scan('[')).toBe(true);
    expect(scanner.scan(']'.repeat(100))).toBe(true);
    expect(scanner.exceeded).toBe(true);
    expect(jsonNestsDeeperThan('{"a":'.repeat(1_000_000), 64)).toBe(true);
  });

  it('agrees with the parsed value on random JSON, in pieces of text or of UTF-8 bytes (seeded)', () => {
    const value = fc.jsonValue({ maxDepth: 6 }).map((v) => ({ v, text: JSON.stringify(v) ?? 'null' }));
    fc.assert(
      fc.property(
        value,
        fc.array(fc.nat(), { maxLength: 6 }),
        fc.integer({ min: 0, max: 6 }),
        ({ v, text }, at, limit) => {
          const deeper = depthOf(v) > limit;
          expect(jsonNestsDeeperThan(text, limit)).toBe(deeper);
          const asText = new JsonDepthScanner(limit);
          for (const piece of cut(text, at)) asText.scan(piece);
          expect(asText.exceeded).toBe(deeper);
          const bytes = Buffer.from(text);
          const asBytes = new JsonDepthScanner(limit);
          for (const piece of cut(bytes.toString('latin1'), at)) asBytes.scan(Buffer.from(piece, 'latin1'));
          expect(asBytes.exceeded).toBe(deeper);
        },
      ),
      { seed: 30_7, numRuns: 500 },
    );
  });

  it('finds the end of a string after runs of backslashes, wherever the text is cut', () => {
    const text = JSON.stringify(['\\\\"[[[[', '\\', [['\\"']]]); // ["\\\\\"[[[[","\\",[["\\\""]]]
    for (let cut = 0; cut <= text.length; cut++) {
      for (const pieces of [
        [text.slice(0, cut), text.slice(cut)],
        [Buffer.from(text.slice(0, cut)), Buffer.from(text.slice(cut))],
      ]) {
        const scanner = new JsonDepthScanner(2);
        for (const piece of pieces) scanner.scan(piece);
        expect(scanner.exceeded, `${text} cut at ${cut}`).toBe(true);
        const enough = new JsonDepthScanner(3);
        for (const piece of pieces) enough.scan(piece);
        expect(enough.exceeded, `${text} cut at ${cut}`).toBe(false);
      }
    }
  });

  it('carries an escape across pieces', () => {
    const scanner = new JsonDepthScanner(1);
    // `["\` | `"[[["]`: the quote after the cut is escaped, so the brackets are inside the string.
    expect(scanner.scan('["\\')).toBe(false);
    expect(scanner.scan('"[[["]')).toBe(false);
    const bytes = new JsonDepthScanner(1);
    expect(bytes.scan(Buffer.from('["\\'))).toBe(false);
    expect(bytes.scan(Buffer.from('"[[["]'))).toBe(false);
  });
});
