import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CircuitState } from '../../../shared/circuit/circuit-state';
import { runTests } from '../../testcases/run-tests';
import { PLACEHOLDER_TYPE, type ForeignImport } from '../types';
import { readDigital, type DigitalFile } from './read-digital';
import { dig, input, output, testcase, type Attr, type Element } from './test-support/dig-fixture';

function read(text: string, others: DigitalFile[] = [], name = 'top.dig'): ForeignImport {
  const result = readDigital({ main: { name, text }, others });
  if (!result.success) throw new Error(`${result.error} ${result.hint}`);
  return result.data;
}

/** Imports the file, checks it has no placeholder and our rules accept it, and runs its test: the failures. */
function failures(text: string): string[] {
  const data = read(text);
  expect(data.report.unsupported).toEqual([]);
  expect(data.circuit.components.some((c) => c.type === PLACEHOLDER_TYPE)).toBe(false);
  const state = CircuitState.fromCircuit(data.circuit);
  expect(state.success ? 'valid' : state.error).toBe('valid');
  const run = runTests(data.circuit, () => undefined, data.circuit.tests ?? [], { maxFailures: 3 });
  if ('error' in run) throw new Error(run.error);
  return run.tests.flatMap((t) => [
    ...t.failures.map((f) => `${f.signal} row ${f.row}: ${f.expected} expected, ${f.actual} got`),
    ...(t.error ? [t.error.message] : []),
  ]);
}

/** A test table: a header and rows of numbers. */
const table = (header: readonly string[], rows: readonly (readonly (number | string)[])[]) =>
  `${header.join(' ')}\n${rows.map((r) => r.join(' ')).join('\n')}\n`;

/**
 * A Demultiplexer or Decoder at (200, 0) with Digital's DemuxerShape pins: outputs two steps right
 * (out_0 and out_1 at 0 and 40 with one select bit, else one a row), sel below the body, the data
 * input on the left at the middle row. An input or output element sits on each pin.
 */
function demuxFile(
  name: 'Demultiplexer' | 'Decoder',
  selectBits: number,
  attrs: Readonly<Record<string, Attr>>,
  width: number,
  test: string,
): string {
  const count = 2 ** selectBits;
  const hasInput = name === 'Demultiplexer';
  const height = hasInput || count <= 2 ? count * 20 : (count - 1) * 20;
  const x = 200;
  const elements: Element[] = [
    { name, x, y: 0, attrs: { 'Selector Bits': selectBits, ...attrs } },
    input('S', x + 20, height, selectBits),
    ...Array.from({ length: count }, (_, k) =>
      output(`O${k}`, x + 40, count === 2 ? 40 * k : 20 * k, hasInput ? width : 1),
    ),
    testcase('T', test),
  ];
  if (hasInput) elements.push(input('D', x, Math.floor(count / 2) * 20, width));
  return dig(elements, []);
}

describe('readDigital: Demultiplexer and Decoder of any size', () => {
  it('Demultiplexer: the selected output is the data, the others the default (property, 1–6 select bits)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 12 }),
        fc.nat(),
        fc.array(fc.nat(), { minLength: 2, maxLength: 3 }),
        (selectBits, width, rawDefault, rawData) => {
          const mask = 2 ** width;
          const fallback = rawDefault % mask;
          const data = rawData.map((d) => d % mask);
          const count = 2 ** selectBits;
          const header = ['S', 'D', ...Array.from({ length: count }, (_, k) => `O${k}`)];
          const rows = data.flatMap((d) =>
            Array.from({ length: count }, (_, s) => [
              s,
              d,
              ...Array.from({ length: count }, (_, k) => (k === s ? d : fallback)),
            ]),
          );
          const attrs = { ...(width > 1 ? { Bits: width } : {}), ...(fallback !== 0 ? { Default: fallback } : {}) };
          expect(failures(demuxFile('Demultiplexer', selectBits, attrs, width, table(header, rows)))).toEqual([]);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('Demultiplexer of one data bit and default 0 (3–6 select bits): a decoder tree enabled by the data, exhaustively', () => {
    for (let selectBits = 3; selectBits <= 6; selectBits++) {
      const count = 2 ** selectBits;
      const header = ['S', 'D', ...Array.from({ length: count }, (_, k) => `O${k}`)];
      const rows = [0, 1].flatMap((d) =>
        Array.from({ length: count }, (_, s) => [s, d, ...Array.from({ length: count }, (_, k) => (k === s ? d : 0))]),
      );
      const text = demuxFile('Demultiplexer', selectBits, {}, 1, table(header, rows));
      expect(failures(text)).toEqual([]);
      const types = read(text).circuit.components.map((c) => c.type);
      expect(types).not.toContain('MUX_2');
    }
  });

  it('Demultiplexer: a negative default is its two’s complement in the data bits', () => {
    const header = ['S', 'D', 'O0', 'O1', 'O2', 'O3', 'O4', 'O5', 'O6', 'O7'];
    const rows = Array.from({ length: 8 }, (_, s) => [
      s,
      5,
      ...Array.from({ length: 8 }, (_, k) => (k === s ? 5 : 14)),
    ]);
    expect(failures(demuxFile('Demultiplexer', 3, { Bits: 4, Default: -2 }, 4, table(header, rows)))).toEqual([]);
  });

  it('Decoder of 3 to 6 select bits: output k is 1 exactly while sel is k, exhaustively', () => {
    for (let selectBits = 3; selectBits <= 6; selectBits++) {
      const count = 2 ** selectBits;
      const header = ['S', ...Array.from({ length: count }, (_, k) => `O${k}`)];
      const rows = Array.from({ length: count }, (_, s) => [
        s,
        ...Array.from({ length: count }, (_, k) => (k === s ? 1 : 0)),
      ]);
      expect(failures(demuxFile('Decoder', selectBits, {}, 1, table(header, rows)))).toEqual([]);
    }
  });

  it('keeps a placeholder with the reason past 6 select bits', () => {
    const data = read(dig([{ name: 'Decoder', x: 0, y: 0, attrs: { 'Selector Bits': 7 } }], []));
    expect(data.report.unsupported).toEqual([
      { name: 'Decoder', count: 1, where: ['top: at (0, 0): 7 selector bits (1 to 6 here)'] },
    ]);
  });
});

describe('readDigital: BitSelector', () => {
  /** A BitSelector at (200, 0) (BitSelShape: in at its place, sel one step right and below, out two steps right). */
  const file = (selectBits: number, test: string, flip = false) =>
    dig(
      [
        {
          name: 'BitSelector',
          x: 200,
          y: 0,
          attrs: { 'Selector Bits': selectBits, ...(flip ? { flipSelPos: true } : {}) },
        },
        input('D', 200, 0, 2 ** selectBits),
        input('S', 220, flip ? -20 : 20, selectBits),
        output('Y', 240, 0),
        testcase('T', test),
      ],
      [],
    );

  it('out is bit sel of in (property, 1–5 select bits, every sel)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        (selectBits, raw, flip) => {
          const width = 2 ** selectBits;
          const data = raw.map((d) => d % 2 ** width);
          const rows = data.flatMap((d) => Array.from({ length: width }, (_, s) => [d, s, Math.floor(d / 2 ** s) % 2]));
          expect(failures(file(selectBits, table(['D', 'S', 'Y'], rows), flip))).toEqual([]);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('keeps a 64-bit BitSelector as a placeholder with the reason', () => {
    const data = read(dig([{ name: 'BitSelector', x: 0, y: 0, attrs: { 'Selector Bits': 6 } }], []));
    expect(data.report.unsupported[0]?.where).toEqual(['top: at (0, 0): 64 data bits (at most 32 here)']);
  });
});

describe('readDigital: LookUpTable', () => {
  /** A LookUpTable at (200, 0): Digital's generic box, inputs 0… down the left, out on the right. */
  const file = (inputs: number, bits: number, data: string, test: string) => {
    const symmetric = inputs % 2 === 0;
    return dig(
      [
        { name: 'LookUpTable', x: 200, y: 0, attrs: { Inputs: inputs, Bits: bits, Data: { data }, Label: 'L' } },
        ...Array.from({ length: inputs }, (_, i) =>
          input(`A${i}`, 200, i * 20 + (symmetric && i >= inputs / 2 ? 20 : 0)),
        ),
        output('Y', 260, Math.floor(inputs / 2) * 20, bits),
        testcase('T', test),
      ],
      [],
    );
  };

  it('out is the word at the address the inputs make (input i bit i) (property, 2–6 inputs)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 1, max: 16 }),
        fc.array(fc.nat(), { minLength: 64, maxLength: 64 }),
        (inputs, bits, raw) => {
          const words = raw.slice(0, 2 ** inputs).map((w) => w % 2 ** bits);
          const header = [...Array.from({ length: inputs }, (_, i) => `A${i}`), 'Y'];
          const rows = words.map((w, address) => [
            ...Array.from({ length: inputs }, (_, i) => Math.floor(address / 2 ** i) % 2),
            w,
          ]);
          const text = file(inputs, bits, words.map((w) => w.toString(16)).join(','), table(header, rows));
          expect(failures(text)).toEqual([]);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('reads Digital’s runs ("3*5") and leaves the words past the data at 0; the label stays on the ROM', () => {
    const rows = [0, 1, 2, 3].map((a) => [a % 2, Math.floor(a / 2), [5, 5, 5, 0][a]!]);
    const text = file(2, 4, '3*5', table(['A0', 'A1', 'Y'], rows));
    expect(failures(text)).toEqual([]);
    expect(read(text).circuit.components.find((c) => c.label === 'L')?.type).toBe('ROM');
  });
});

describe('readDigital: BusSplitter', () => {
  /**
   * A BusSplitter at (100, 0) (BusSplitterShape: D at its place, OE below, D0… one step right, here
   * three rows apart), each side driven through a Driver: X enabled by XE onto D, Yi enabled by YE
   * onto Di (those turned half round, driving to the left); outputs QD and Qi read the nets.
   */
  const file = (bits: number, test: string) =>
    dig(
      [
        { name: 'BusSplitter', x: 100, y: 0, attrs: { Bits: bits, splitterSpreading: 3 } },
        { name: 'Driver', x: 80, y: 0, attrs: { Bits: bits } },
        input('X', 60, 0, bits),
        input('XE', 80, -20),
        output('QD', 100, 0, bits),
        input('OE', 100, 20),
        input('YE', 140, 20),
        ...Array.from({ length: bits }, (_, i) => [
          { name: 'Driver', x: 140, y: 60 * i, rotation: 2 },
          input(`Y${i}`, 160, 60 * i),
          output(`Q${i}`, 120, 60 * i),
        ]).flat(),
        testcase('T', test),
      ],
      Array.from({ length: bits - 1 }, (_, i) => [140, 60 * i + 20, 140, 60 * i + 80] as const),
    );

  it('OE = 1: D drives D0…; OE = 0: D0… drive D (1 to 4 bits, every value)', () => {
    for (let bits = 1; bits <= 4; bits++) {
      const names = Array.from({ length: bits }, (_, i) => i);
      const header = ['OE', 'XE', 'X', 'YE', ...names.map((i) => `Y${i}`), 'QD', ...names.map((i) => `Q${i}`)];
      const rows: (number | string)[][] = [];
      for (let v = 0; v < 2 ** bits; v++) {
        const bit = (i: number) => Math.floor(v / 2 ** i) % 2;
        rows.push([1, 1, v, 0, ...names.map(() => 0), v, ...names.map(bit)]);
        rows.push([0, 0, 0, 1, ...names.map(bit), v, ...names.map(bit)]);
      }
      // Nothing driving the side that listens: Digital passes Z across, ours X (a tri-state buffer
      // of a floating input drives X), the known difference; the other side floats.
      rows.push([1, 0, 0, 0, ...names.map(() => 0), 'Z', ...names.map(() => 'X')]);
      rows.push([0, 0, 0, 0, ...names.map(() => 0), 'X', ...names.map(() => 'Z')]);
      expect(failures(file(bits, table(header, rows)))).toEqual([]);
    }
  });
});

/** Digital's own files (when a checkout is on this machine) whose tests pass since these parts import. */
const ROOT = process.env.DIGITAL_SRC ?? '/work/scratch/digital-src';
const CORPUS = [
  'src/test/resources/dig/hdl/demux2.dig',
  'src/test/resources/dig/hdl/demux3.dig',
  'src/test/resources/dig/hdl/demux4.dig',
  'src/test/resources/dig/hdl/demux5.dig',
  'src/test/resources/dig/hdl/demux6.dig',
  'src/test/resources/dig/test/vhdl/BitSelect.dig',
  'src/test/resources/dig/test/vhdl/BitSelect2.dig',
  'src/test/resources/dig/test/vhdl/lut.dig',
  'src/test/resources/dig/test/vhdl/lut2.dig',
  'src/test/resources/dig/test/vhdl/lightChase.dig',
  'src/main/dig/lib/DIL Chips/74xx/plexers/74138.dig',
  'src/main/dig/lib/DIL Chips/74xx/plexers/74139.dig',
  'src/main/dig/lib/DIL Chips/74xx/plexers/74238.dig',
  'src/main/dig/hdl/BASYS3_lightchase.dig',
];

function digFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return digFiles(path);
    return name.endsWith('.dig') ? [path] : [];
  });
}

describe.skipIf(!existsSync(join(ROOT, CORPUS[0]!)))("Digital's files with these parts", () => {
  it.each(CORPUS)('%s imports without a placeholder and passes its tests', (file) => {
    const path = join(ROOT, file);
    const dir = dirname(path);
    const others = digFiles(dir)
      .filter((p) => p !== path)
      .map((p) => ({ name: relative(dir, p), text: readFileSync(p, 'utf8') }));
    const data = read(readFileSync(path, 'utf8'), others, path);
    expect(data.report.unsupported).toEqual([]);
    const library = new Map(data.subcircuits.map((s) => [s.id, s]));
    const run = runTests(data.circuit, (id) => library.get(id), data.circuit.tests ?? [], { maxRows: 200_000 });
    if ('error' in run) throw new Error(run.error);
    expect(run.tests.length).toBeGreaterThan(0);
    expect(run.tests.filter((t) => !t.passed).map((t) => t.name)).toEqual([]);
  });
});
