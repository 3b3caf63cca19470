import { describe, expect, it } from 'vitest';
import { runTests } from '../../testcases/run-tests';
import { readForeign } from '../read-foreign';
import type { ForeignImport } from '../types';
import { readDigital, type DigitalFile } from './read-digital';
import type { DataFile } from './rom-files';
import { dig, input, output, testcase, type Element } from './test-support/dig-fixture';

/**
 * `inner.dig`: a ROM of 2 address bits and 4 data bits labelled `label` (Digital's `*` is the
 * instance path), its words `0` in its own file, always selected; In A (2 bits) → ROM → Out Y.
 */
function inner(label = '*', data = '0'): string {
  return dig(
    [
      input('A', 40, 0, 2),
      { name: 'ROM', x: 100, y: 0, attrs: { AddrBits: 2, Bits: 4, Label: label, Data: { data } } },
      { name: 'VDD', x: 80, y: 40 },
      output('Y', 200, 20, 4),
    ],
    [
      [40, 0, 100, 0],
      [80, 40, 100, 40],
      [160, 20, 200, 20],
    ],
  );
}

/**
 * A circuit placing `sub` twice, as A (at the top) and B (below), both reading S (2 bits): YA and
 * YB are their outputs. `attrs` are the circuit's own (its ROM manager), `extra` more elements.
 */
function twice(sub: string, attrs: Parameters<typeof dig>[2] = {}, extra: readonly Element[] = []): string {
  return dig(
    [
      input('S', 40, 0, 2),
      { name: sub, x: 100, y: 0, attrs: { Label: 'A' } },
      { name: sub, x: 100, y: 100, attrs: { Label: 'B' } },
      output('YA', 200, 0, 4),
      output('YB', 200, 100, 4),
      ...extra,
    ],
    [
      [40, 0, 60, 0],
      [60, 0, 100, 0],
      [60, 0, 60, 100],
      [60, 100, 100, 100],
      [160, 0, 200, 0],
      [160, 100, 200, 100],
    ],
    attrs,
  );
}

/** Digital's older ROM manager (`storedRoms`): words by the ROM's label as the model has it. */
function storedRoms(roms: Readonly<Record<string, string>>): { xml: string } {
  const entries = Object.entries(roms).map(([k, v]) => `<entry><string>${k}</string><data>${v}</data></entry>`);
  return { xml: `<storedRoms>${entries.join('')}</storedRoms>` };
}

/** Digital's newer ROM manager (`romList`): a hex file (or, as `data:…`, words) for each label. */
function romList(roms: Readonly<Record<string, string>>): { xml: string } {
  const entries = Object.entries(roms).map(([k, v]) =>
    v.startsWith('data:')
      ? `<entry><string>${k}</string><romData><dataField size="4">${v.slice(5)}</dataField></romData></entry>`
      : `<entry><string>${k}</string><romFile><romFile>${v}</romFile><bigEndian>false</bigEndian></romFile></entry>`,
  );
  return { xml: `<romList><roms>${entries.join('')}</roms></romList>` };
}

function read(main: string, others: readonly DigitalFile[], data: readonly DataFile[] = []): ForeignImport {
  const result = readDigital({ main: { name: 'main.dig', text: main }, others, data });
  if (!result.success) throw new Error(`${result.error} ${result.hint}`);
  return result.data;
}

/** The failures of the main circuit's tests, run with its subcircuits. */
function failures(data: ForeignImport): unknown[] {
  const library = new Map(data.subcircuits.map((s) => [s.id, s]));
  const report = runTests(data.circuit, (id) => library.get(id), data.circuit.tests ?? []);
  if ('error' in report) throw new Error(report.error);
  expect(report.tests.length).toBeGreaterThan(0);
  return report.tests.flatMap((t) => t.failures);
}

/** The words of each bundled subcircuit's ROMs, by the subcircuit's name. */
function romWords(data: ForeignImport): Record<string, string[]> {
  return Object.fromEntries(
    data.subcircuits.map((s) => [
      s.name,
      s.circuit.components.filter((c) => c.type === 'ROM').map((c) => String(c.properties.contents ?? '')),
    ]),
  );
}

const TABLE_A_B = 'S YA YB\n0 1 9\n1 2 10\n2 3 11\n3 4 12\n';

describe("Digital's ROM manager", () => {
  it('gives each instance its words from the older storedRoms, each in a subcircuit of its own', () => {
    const data = read(
      twice('inner.dig', { romContent: storedRoms({ A: '1,2,3,4', B: '9,a,b,c' }) }, [testcase('words', TABLE_A_B)]),
      [{ name: 'inner.dig', text: inner() }],
    );
    expect(romWords(data)).toEqual({ 'inner (ROM A)': ['1 2 3 4'], 'inner (ROM B)': ['9 a b c'] });
    // The ROM takes its label as Digital's model has it (`*` → B); A is the input's there.
    const rom = data.subcircuits[1]!.circuit.components.find((c) => c.type === 'ROM')!;
    expect(rom.label).toBe('B');
    const placed = data.circuit.components.filter((c) => c.type === 'SUBCIRCUIT');
    expect(new Set(placed.map((c) => c.properties.circuit)).size).toBe(2);
    expect(data.report.warnings).toEqual([]);
    expect(failures(data)).toEqual([]);
  });

  it('without a ROM manager, keeps each ROM’s own words and labels a * ROM by its path (one subcircuit per path)', () => {
    const data = read(twice('inner.dig'), [{ name: 'inner.dig', text: inner('*', '5') }]);
    expect(romWords(data)).toEqual({ 'inner (labelled A)': ['5'], 'inner (labelled B)': ['5'] });
    const plain = read(twice('inner.dig'), [{ name: 'inner.dig', text: inner('R', '5') }]);
    expect(romWords(plain)).toEqual({ inner: ['5'] });
  });

  it('reads the newer romList: words from hex files given with the import, found by file name', () => {
    const data = read(
      twice('inner.dig', { romContent: romList({ A: '/home/someone/Digital/rom_A.hex', B: 'rom_B.hex' }) }, [
        testcase('words', TABLE_A_B),
      ]),
      [{ name: 'inner.dig', text: inner() }],
      [
        { name: 'rom_A.hex', text: 'v2.0 raw\n1\n2\n3\n4\n' },
        { name: 'ROM_B.HEX', text: 'v2.0 raw\n9 a b c\n' },
      ],
    );
    expect(romWords(data)).toEqual({ 'inner (ROM A)': ['1 2 3 4'], 'inner (ROM B)': ['9 a b c'] });
    expect(data.report.warnings).toEqual([]);
    expect(failures(data)).toEqual([]);
  });

  it('keeps the import when a hex file was not given: the ROM is empty and a warning says which ROM and which file', () => {
    const data = read(
      twice('inner.dig', { romContent: romList({ A: 'data:1,2,3,4', B: '/home/someone/rom_B.hex' }) }),
      [{ name: 'inner.dig', text: inner('*', '7') }],
    );
    expect(romWords(data)).toEqual({ 'inner (ROM A)': ['1 2 3 4'], 'inner (ROM B)': [''] });
    expect(data.report.warnings).toEqual([
      'inner: ROM "B": its words come from the file "rom_B.hex" (the ROM manager of main), which was not opened with it; its words are empty. Open "rom_B.hex" together with the circuit to carry them over.',
    ]);
  });

  it('finds ROMs by their path through nested subcircuits (R0-A), and a ROM of the main circuit by its label', () => {
    const outer = twice('inner.dig');
    const main = dig(
      [
        input('S', 40, 0, 2),
        { name: 'outer.dig', x: 100, y: 0, attrs: { Label: 'R0' } },
        { name: 'outer.dig', x: 100, y: 200, attrs: { Label: 'R1' } },
        output('P', 300, 0, 4),
        output('Q', 300, 100, 4),
        output('U', 300, 200, 4),
        output('V', 300, 300, 4),
        { name: 'ROM', x: 100, y: 400, attrs: { AddrBits: 2, Bits: 4, Label: 'M' } },
        { name: 'VDD', x: 80, y: 440 },
        output('W', 300, 420, 4),
        testcase('nested', 'S P Q U V W\n0 1 5 9 d 4\n3 4 8 c 0 1\n'),
      ],
      [
        [40, 0, 60, 0],
        [60, 0, 100, 0],
        [60, 0, 60, 200],
        [60, 200, 100, 200],
        [60, 200, 60, 400],
        [60, 400, 100, 400],
        [80, 440, 100, 440],
        [160, 0, 300, 0],
        [160, 100, 300, 100],
        [160, 200, 300, 200],
        [160, 300, 300, 300],
        [160, 420, 300, 420],
      ],
      {
        romContent: storedRoms({
          'R0-A': '1,2,3,4',
          'R0-B': '5,6,7,8',
          'R1-A': '9,a,b,c',
          'R1-B': 'd,e,f',
          M: '4,3,2,1',
        }),
      },
    );
    const data = read(main, [
      { name: 'outer.dig', text: outer },
      { name: 'inner.dig', text: inner() },
    ]);
    expect(romWords(data)).toEqual({
      'inner (ROM R0-A)': ['1 2 3 4'],
      'inner (ROM R0-B)': ['5 6 7 8'],
      'outer (ROMs R0-A, R0-B)': [],
      'inner (ROM R1-A)': ['9 a b c'],
      'inner (ROM R1-B)': ['d e f'],
      'outer (ROMs R1-A, R1-B)': [],
    });
    const m = data.circuit.components.find((c) => c.label === 'M')!;
    expect(m.properties.contents).toBe('4 3 2 1');
    expect(failures(data)).toEqual([]);
  });

  it('gives a ROM labelled without * the same words in every instance: one subcircuit for both', () => {
    const data = read(twice('inner.dig', { romContent: storedRoms({ prog: '6,6,6,6' }) }), [
      { name: 'inner.dig', text: inner('prog') },
    ]);
    expect(romWords(data)).toEqual({ 'inner (ROM prog)': ['4*6'] });
  });

  it('reads a subcircuit’s own ROM manager only when it is the circuit opened, as Digital does', () => {
    const sub = dig(
      [
        input('A', 40, 0, 2),
        { name: 'ROM', x: 100, y: 0, attrs: { AddrBits: 2, Bits: 4, Label: 'X', Data: { data: '3' } } },
        { name: 'VDD', x: 80, y: 40 },
        output('Y', 200, 20, 4),
      ],
      [
        [40, 0, 100, 0],
        [80, 40, 100, 40],
        [160, 20, 200, 20],
      ],
      { romContent: storedRoms({ X: '8' }) },
    );
    expect(romWords(read(twice('inner.dig'), [{ name: 'inner.dig', text: sub }]))).toEqual({ inner: ['3'] });
    const alone = readDigital({ main: { name: 'inner.dig', text: sub } });
    expect(alone.success && alone.data.circuit.components.find((c) => c.type === 'ROM')?.properties.contents).toBe('8');
  });

  it('reads a subcircuit once for all its instances when no ROM below it has a *, however many there are', () => {
    // 20 levels, each placing the next twice: a million instances of the leaf, flattened.
    const levels: DigitalFile[] = Array.from({ length: 20 }, (_, i) => ({
      name: `l${i}.dig`,
      text: dig(
        [
          input('A', 0, 0),
          output('Y', 400, 0),
          { name: `l${i + 1}.dig`, x: 100, y: 0, attrs: { Label: 'P' } },
          { name: `l${i + 1}.dig`, x: 100, y: 200, attrs: { Label: 'Q' } },
        ],
        [],
      ),
    }));
    const leaf = (label: string): DigitalFile => ({ name: 'l20.dig', text: inner(label) });
    const main = dig([{ name: 'l0.dig', x: 100, y: 0, attrs: { Label: 'R' } }], [], {
      romContent: storedRoms({ prog: '1' }),
    });
    const started = performance.now();
    const plain = read(main, [...levels, leaf('prog')]);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(plain.subcircuits.length).toBe(21);
    expect(plain.subcircuits.map((s) => s.name).slice(-2)).toEqual(['l1 (ROM prog)', 'l0 (ROM prog)']);
    expect(romWords(plain)['l20 (ROM prog)']).toEqual(['1']);
    // With a * below, each instance is read at its path: bounded, and refused past the bound.
    const byPath = readDigital({ main: { name: 'main.dig', text: main }, others: [...levels, leaf('*')] });
    expect(byPath.success ? 'read' : byPath.error).toContain('more than 200,000 subcircuit instances');
  });

  it('takes the hex files among the companions of an import (readForeign): those that are not circuits', () => {
    const read = readForeign({ name: 'main.dig', text: twice('inner.dig', { romContent: romList({ A: 'a.hex' }) }) }, [
      { name: 'inner.dig', text: inner() },
      { name: 'a.hex', text: 'v2.0 raw\n2*f\n' },
    ]);
    expect(read?.success && romWords(read.data)).toEqual({ 'inner (ROM A)': ['f f'], 'inner (labelled B)': [''] });
  });
});

describe('Digital ROMs', () => {
  it('have 2 address bits when the file does not say, as in Digital', () => {
    const data = read(
      dig(
        [
          input('A', 40, 0, 2),
          { name: 'ROM', x: 100, y: 0, attrs: { Bits: 4, Data: { data: '1,2,3,4' } } },
          { name: 'VDD', x: 80, y: 40 },
          output('Y', 200, 20, 4),
          testcase('words', 'A Y\n0 1\n1 2\n2 3\n3 4\n'),
        ],
        [
          [40, 0, 100, 0],
          [80, 40, 100, 40],
          [160, 20, 200, 20],
        ],
      ),
      [],
    );
    expect(data.circuit.components.find((c) => c.type === 'ROM')?.properties.addressBits).toBe(2);
    expect(data.report.warnings).toEqual([]);
    expect(failures(data)).toEqual([]);
  });
});
