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

  it('imports each of two unrelated .dig files, and each of a cycle', () => {
    expect(groupFiles([dig('A.dig'), dig('B.dig')]).map((g) => g.main.name)).toEqual(['A.dig', 'B.dig']);
    expect(groupFiles([dig('A.dig', 'B.dig'), dig('B.dig', 'A.dig')]).map((g) => g.main.name)).toEqual([
      'A.dig',
      'B.dig',
    ]);
  });
});
