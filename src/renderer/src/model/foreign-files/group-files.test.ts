import { describe, expect, it } from 'vitest';
import { groupFiles, placedFiles } from './group-files';

const dig = (name: string, ...places: string[]) => ({
  name,
  content: `<circuit><visualElements>${places.map((p) => `<visualElement><elementName>${p}</elementName></visualElement>`).join('')}</visualElements></circuit>`,
});

describe('files picked together', () => {
  it('reads which .dig files a Digital file places', () => {
    expect([...placedFiles(dig('Top.dig', 'Adder.dig', 'And', 'sub/Half.dig').content)]).toEqual([
      'adder.dig',
      'half.dig',
    ]);
  });

  it('imports a project as its main circuit with the others as companions, and every other file on its own', () => {
    const top = dig('Top.dig', 'Full.dig');
    const full = dig('Full.dig', 'Half.dig');
    const half = dig('Half.dig');
    const circ = { name: 'lab.circ', content: '<project source="3.8"/>' };
    const groups = groupFiles([half, circ, full, top]);
    expect(groups.map((g) => [g.main.name, g.companions.map((c) => c.name)])).toEqual([
      ['lab.circ', []],
      ['Top.dig', ['Half.dig', 'Full.dig']],
    ]);
  });

  it('gives the .hex files picked with a Digital project to its main circuit (its ROMs’ words), not as imports', () => {
    const hex = { name: 'rom_A.hex', content: 'v2.0 raw\n1 2\n' };
    const groups = groupFiles([hex, dig('main.dig', 'inner.dig'), dig('inner.dig')]);
    expect(groups.map((g) => [g.main.name, g.companions.map((c) => c.name)])).toEqual([
      ['main.dig', ['inner.dig', 'rom_A.hex']],
    ]);
    // Without a Digital file, a .hex file is imported on its own (and refused there as no circuit).
    expect(groupFiles([hex]).map((g) => g.main.name)).toEqual(['rom_A.hex']);
  });

  it('imports each of two unrelated .dig files, and each of a cycle', () => {
    expect(groupFiles([dig('A.dig'), dig('B.dig')]).map((g) => g.main.name)).toEqual(['A.dig', 'B.dig']);
    expect(groupFiles([dig('A.dig', 'B.dig'), dig('B.dig', 'A.dig')]).map((g) => g.main.name)).toEqual([
      'A.dig',
      'B.dig',
    ]);
  });
});
