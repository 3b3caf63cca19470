import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonErrorOffset, lineAndColumn } from './json-syntax';

const parses = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

describe('jsonErrorOffset', () => {
  it.each([
    ['{"a": tru}', 6],
    ["{'a': 1}", 1],
    ['[1, 2,]', 6],
    ['{"a": 1,}', 8],
    ['{"a" 1}', 5],
    ['[1 2]', 3],
    ['01', 1],
    ['"\\x"', 1],
    ['{"a": 1} x', 9],
    ['', 0],
    ['[', 1],
    ['"abc', 4],
  ])('finds the first error in %j at %i', (text, offset) => {
    expect(jsonErrorOffset(text)).toBe(offset);
    expect(parses(text)).toBe(false);
  });

  it('costs no stack on deep nesting', () => {
    const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    expect(jsonErrorOffset(deep)).toBeUndefined();
    expect(jsonErrorOffset(`${deep.slice(0, -1)}}`)).toBe(deep.length - 1);
  });

  it('agrees with JSON.parse on random JSON and on random damage to it (seeded)', () => {
    const seed = 20_251_801;
    fc.assert(
      fc.property(
        fc.json({ maxDepth: 4 }),
        fc.nat(),
        fc.constantFrom('', 'x', '}', ']', ',', '"', ':', ' ', '\\', '-', '.', 'e', '\u0001', '{', '['),
        fc.boolean(),
        (json, at, insert, cut) => {
          const place = at % (json.length + 1);
          const text = cut ? json.slice(0, place) : json.slice(0, place) + insert + json.slice(place);
          const offset = jsonErrorOffset(text);
          expect(offset === undefined, `seed ${seed}: ${JSON.stringify(text)}`).toBe(parses(text));
          if (offset !== undefined) expect(offset).toBeLessThanOrEqual(text.length);
        },
      ),
      { seed, numRuns: 2000 },
    );
  });
});

describe('lineAndColumn', () => {
  it('counts both from 1', () => {
    expect(lineAndColumn('ab\ncd\nef', 0)).toEqual({ line: 1, column: 1 });
    expect(lineAndColumn('ab\ncd\nef', 4)).toEqual({ line: 2, column: 2 });
    expect(lineAndColumn('ab\ncd\nef', 6)).toEqual({ line: 3, column: 1 });
  });
});
