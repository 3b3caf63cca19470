import { describe, expect, it } from 'vitest';
import { listByCategory } from '../../../shared/components';
import { paletteCandidates, searchPalette } from './palette-search';

const candidates = paletteCandidates(listByCategory());
const search = (query: string) => {
  const found = searchPalette(candidates, query);
  return { types: found.matches.map((c) => c.type), closeOnly: found.closeOnly };
};

describe('the palette search', () => {
  it('shows real matches best first and no resistor for "not", no ground for "and"', () => {
    expect(search('not').types[0]).toBe('NOT');
    expect(search('not').types).not.toContain('RESISTOR');
    expect(search('and').types.slice(0, 3)).toEqual(['AND_2', 'AND_3', 'AND_4']);
    expect(search('and').types).not.toContain('GND');
    expect(search('and').closeOnly).toBe(false);
  });

  it('finds a type by its aliases, which the registry list does not carry', () => {
    expect(search('inverter').types[0]).toBe('NOT');
    expect(search('7408').types).toEqual(['AND_2']);
  });

  it('offers close names only when nothing matches', () => {
    const slip = search('nandd');
    expect(slip.closeOnly).toBe(true);
    expect(slip.types).toContain('NAND_2');
    expect(search('zzzz')).toEqual({ types: [], closeOnly: false });
    expect(search('')).toEqual({ types: [], closeOnly: false });
  });
});
