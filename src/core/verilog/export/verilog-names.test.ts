import { describe, expect, it } from 'vitest';
import { uniqueNames, verilogName } from './verilog-names';

describe('Verilog names', () => {
  it('makes labels identifiers: other characters become "_", a leading digit gets "n_", keywords a trailing "_"', () => {
    expect(verilogName('SUM')).toBe('SUM');
    expect(verilogName('a-b c')).toBe('a_b_c');
    expect(verilogName('7seg')).toBe('n_7seg');
    expect(verilogName('wire')).toBe('wire_');
  });

  it('hands out each name once, numbering repeats from 2 and skipping the names already taken', () => {
    const unique = uniqueNames(['top', 'A_2']);
    expect(['A', 'A', 'A', 'top', 'or', 'or'].map(unique)).toEqual(['A', 'A_3', 'A_4', 'top_2', 'or_', 'or__2']);
  });

  it('keeps separate scopes apart', () => {
    const first = uniqueNames([]);
    const second = uniqueNames([]);
    expect([first('G'), second('G'), first('G')]).toEqual(['G', 'G', 'G_2']);
  });
});
