import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPONENT_DEFINITIONS } from './components';
import { MATCH_TIERS, nameTier, rankSearch, slipDistance, type SearchCandidate } from './match-rank';

const REGISTRY: SearchCandidate<string>[] = COMPONENT_DEFINITIONS.map((d) => ({
  value: d.type,
  names: [d.type, d.name, ...d.aliases],
  description: d.description,
}));

const search = (query: string) => rankSearch(query, REGISTRY);
const types = (query: string) => search(query).map((m) => m.value);

describe('search ranking over the registry', () => {
  it('lists the NOT gate first for "not", then the gates named "not and" / "not or", and never the resistor', () => {
    const found = types('not');
    expect(found[0]).toBe('NOT');
    expect(found).toEqual(expect.arrayContaining(['NAND_2', 'NOR_2']));
    expect(found).not.toContain('RESISTOR');
  });

  it('lists the AND gates first for "and", NAND after them, and never ground', () => {
    const found = types('and');
    expect(found.slice(0, 3)).toEqual(['AND_2', 'AND_3', 'AND_4']);
    expect(found).toEqual(expect.arrayContaining(['NAND_2', 'NAND_3']));
    expect(found.indexOf('NAND_3')).toBeGreaterThan(found.indexOf('AND_4'));
    expect(found).not.toContain('GND');
  });

  it('does not take two letters inside a word for a match ("or" is not in "resistor" or "indicator")', () => {
    const found = types('or');
    expect(found.slice(0, 3)).toEqual(['OR_2', 'OR_3', 'OR_4']);
    expect(found).toEqual(expect.arrayContaining(['XOR_2', 'NOR_2']));
    for (const type of ['RESISTOR', 'LED_RED', 'PROBE', 'CLOCK', 'MUX_2']) expect(found).not.toContain(type);
  });

  it('matches every word of a query at word starts ("gate 2", "flip flop")', () => {
    expect(types('gate 2').sort()).toEqual(['AND_2', 'NAND_2', 'NOR_2', 'OR_2', 'XNOR_2', 'XOR_2']);
    expect(types('flip flop')[0]).toBe('D_FLIPFLOP');
    expect(types('flip flop').sort()).toEqual(['D_FLIPFLOP', 'JK_FLIPFLOP', 'T_FLIPFLOP']);
  });

  it('ranks the exact name, type or alias first', () => {
    expect(types('Constant 0')[0]).toBe('CONST_LOW');
    expect(types('const_low')[0]).toBe('CONST_LOW');
    expect(types('inverter')[0]).toBe('NOT');
    expect(search('gnd')[0]).toEqual({ value: 'GND', tier: 'exact', score: 0 });
  });

  it('reads descriptions only when no name matches', () => {
    const found = search('wraps');
    expect(found.map((m) => m.value)).toEqual(expect.arrayContaining(['COUNTER_4', 'COUNTER']));
    expect(new Set(found.map((m) => m.tier))).toEqual(new Set(['description']));
    // "not" is in the resistor's description too, but names match it: descriptions are not read.
    expect(search('not').map((m) => m.tier)).not.toContain('description');
  });

  it('falls back to close names for a typing slip, and to nothing for a query like no name', () => {
    expect(search('nandd').map((m) => [m.value, m.tier])).toContainEqual(['NAND_2', 'fuzzy']);
    expect(types('nto')).toContain('NOT');
    expect(types('resitor')).toEqual(['RESISTOR', 'PULL_UP', 'PULL_DOWN']);
    expect(search('qqq')).toEqual([]);
    expect(search('  ')).toEqual([]);
    // Two letters are too few to guess from.
    expect(search('xq')).toEqual([]);
  });
});

describe('the tiers', () => {
  it('grade one name from exact to substring', () => {
    expect(nameTier('and gate', 'AND_GATE')).toBe('exact');
    expect(nameTier('and', 'AND gate (3 inputs)')).toBe('prefix');
    expect(nameTier('or', 'exclusive or')).toBe('wordStart');
    expect(nameTier('and', 'NAND gate')).toBe('substring');
    expect(nameTier('or', 'resistor')).toBeUndefined();
  });

  it('count a swap of neighbours as one slip', () => {
    expect(slipDistance('nto', 'not')).toBe(1);
    expect(slipDistance('nandd', 'nand')).toBe(1);
    expect(slipDistance('abc', 'xyz')).toBe(3);
  });
});

const word = fc.stringMatching(/^[a-z]{3,8}$/);
const filler = fc.array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { maxLength: 3 });

describe('search ranking properties (seeded)', () => {
  const seed = 20_260_415;

  it('ranks a thing whose name holds the query as a word above one that only matches fuzzily or not at all', () => {
    fc.assert(
      fc.property(
        word,
        filler,
        filler,
        fc.array(fc.stringMatching(/^[a-z ]{1,16}$/), { maxLength: 4 }),
        (q, before, after, others) => {
          const named: SearchCandidate<string> = { value: 'named', names: [[...before, q, ...after].join(' ')] };
          const other: SearchCandidate<string> = { value: 'other', names: others };
          const ranked = rankSearch(q, [other, named]);
          const at = (v: string) => ranked.findIndex((m) => m.value === v);
          expect(at('named'), `seed ${seed}`).toBeGreaterThanOrEqual(0);
          expect(ranked.find((m) => m.value === 'named')!.tier, `seed ${seed}`).not.toBe('fuzzy');
          const otherMatch = ranked.find((m) => m.value === 'other');
          if (otherMatch && otherMatch.tier === 'fuzzy')
            throw new Error(`seed ${seed}: a fuzzy match beside a real one`);
          if (otherMatch && at('other') < at('named')) {
            expect(MATCH_TIERS.indexOf(otherMatch.tier), `seed ${seed}`).toBeLessThanOrEqual(
              MATCH_TIERS.indexOf(ranked[at('named')]!.tier),
            );
          }
        },
      ),
      { seed, numRuns: 500 },
    );
  });

  it('lists tiers best first, and fuzzy matches only when nothing else matched', () => {
    const candidates = fc.array(
      fc.record({ value: fc.string(), names: fc.array(fc.stringMatching(/^[a-z_ ]{0,14}$/), { maxLength: 3 }) }),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z ]{0,8}$/), candidates, (query, list) => {
        const tiers = rankSearch(query, list).map((m) => MATCH_TIERS.indexOf(m.tier));
        expect(tiers, `seed ${seed}`).toEqual([...tiers].sort((a, b) => a - b));
        const fuzzy = tiers.filter((t) => t === MATCH_TIERS.indexOf('fuzzy')).length;
        expect(fuzzy === 0 || fuzzy === tiers.length, `seed ${seed}`).toBe(true);
      }),
      { seed, numRuns: 500 },
    );
  });
});
