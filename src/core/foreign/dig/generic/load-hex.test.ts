import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runTests } from '../../../testcases/run-tests';
import type { ForeignImport } from '../../types';
import { readDigital, type DigitalFile } from '../read-digital';
import type { DataFile } from '../rom-files';
import { dig, input, output, testcase } from '../test-support/dig-fixture';

/** A generic LUT (as Digital's romPreload example): a ROM whose code loads its words from the hex file `args.hexName`. */
const lut: DigitalFile = {
  name: 'lut.dig',
  text: dig(
    [
      input('A', 40, 0, 2),
      {
        name: 'ROM',
        x: 100,
        y: 0,
        attrs: { AddrBits: 2, Bits: 4, generic: 'this.Data=loadHex(args.hexName, 4);\nthis.Label=args.hexName;' },
      },
      { name: 'VDD', x: 80, y: 40 },
      output('Y', 200, 20, 4),
      { name: 'GenericInitCode', x: 0, y: 300, attrs: { generic: 'hexName := "a.hex";' } },
    ],
    [
      [40, 0, 100, 0],
      [80, 40, 100, 40],
      [160, 20, 200, 20],
    ],
    { isGeneric: true },
  ),
};

/** Places the LUT twice, loading a.hex (YA) and b.hex (YB). */
const top: DigitalFile = {
  name: 'top.dig',
  text: dig(
    [
      input('S', 40, 0, 2),
      { name: 'lut.dig', x: 100, y: 0, attrs: { generic: 'hexName := "a.hex";' } },
      { name: 'lut.dig', x: 100, y: 100, attrs: { generic: 'hexName := "b.hex";' } },
      output('YA', 200, 0, 4),
      output('YB', 200, 100, 4),
      testcase('tables', 'S YA YB\n0 1 0\n1 2 0\n2 3 15\n3 4 14\n'),
    ],
    [
      [40, 0, 60, 0],
      [60, 0, 100, 0],
      [60, 0, 60, 100],
      [60, 100, 100, 100],
      [160, 0, 200, 0],
      [160, 100, 200, 100],
    ],
  ),
};

const A_HEX: DataFile = { name: 'a.hex', text: 'v2.0 raw\n1 2 3 4\n' };
const B_HEX: DataFile = { name: 'b.hex', text: 'v2.0 raw\n0 0 f e\n' };

function read(main: DigitalFile, others: readonly DigitalFile[], data: readonly DataFile[]): ForeignImport {
  const result = readDigital({ main, others, data });
  if (!result.success) throw new Error(`${result.error} ${result.hint}`);
  return result.data;
}

function passed(data: ForeignImport): [string, boolean][] {
  const library = new Map(data.subcircuits.map((s) => [s.id, s]));
  const report = runTests(data.circuit, (id) => library.get(id), data.circuit.tests ?? []);
  if ('error' in report) throw new Error(report.error);
  return report.tests.map((t) => [t.name, t.passed]);
}

const romsOf = (data: ForeignImport) =>
  Object.fromEntries(
    data.subcircuits.map((s) => [
      s.name,
      s.circuit.components.filter((c) => c.type === 'ROM').map((c) => [c.label, c.properties.contents]),
    ]),
  );

describe('generic code loading a ROM from a hex file (loadHex)', () => {
  it('reads the hex files given with the import: each set of arguments its own words, the tests pass', () => {
    const data = read(top, [lut], [A_HEX, B_HEX]);
    expect(romsOf(data)).toEqual({
      'lut (hexName=a.hex)': [['a_hex', '1 2 3 4']],
      'lut (hexName=b.hex)': [['b_hex', '0 0 f e']],
    });
    expect(data.report.warnings).toEqual([]);
    expect(passed(data)).toEqual([['tables', true]]);
  });

  it('keeps the import when a file was not given: no words, and a warning naming the circuit and the file', () => {
    const data = read(top, [lut], [A_HEX]);
    expect(romsOf(data)['lut (hexName=b.hex)']).toEqual([['b_hex', '']]);
    expect(data.report.warnings).toEqual([
      'lut (hexName=b.hex): its generic code loads words from the file "b.hex" (loadHex), which was not opened with it; its words are empty. Open "b.hex" together with the circuit to carry them over.',
    ]);
  });
});

const FOLDER = join(
  process.env.DIGITAL_SRC ?? '/work/scratch/digital-src',
  'src/test/resources/dig/test/vhdl/romPreload',
);

describe.skipIf(!existsSync(FOLDER))("Digital's romPreload example", () => {
  it('lutTest passes its test when opened with the hex files of its folder', () => {
    const file = (name: string) => ({ name, text: readFileSync(join(FOLDER, name), 'utf8') });
    const names = readdirSync(FOLDER);
    const data = read(
      file('lutTest.dig'),
      names.filter((n) => n.endsWith('.dig') && n !== 'lutTest.dig').map(file),
      names.filter((n) => n.endsWith('.hex')).map(file),
    );
    expect(passed(data).every(([, ok]) => ok)).toBe(true);
    expect(data.report.warnings).toEqual([]);
  });
});
