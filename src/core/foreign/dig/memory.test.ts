import { describe, expect, it } from 'vitest';
import { CircuitState } from '../../../shared/circuit/circuit-state';
import { CircuitSchema } from '../../../shared/circuit/types';
import { runTests } from '../../testcases/run-tests';
import { PLACEHOLDER_TYPE, type ForeignImport } from '../types';
import { digitalWords } from './memory';
import { readDigital } from './read-digital';
import { dig, input, output, testcase } from './test-support/dig-fixture';

function read(text: string): ForeignImport {
  const result = readDigital({ main: { name: 'top.dig', text }, others: [] });
  if (!result.success) throw new Error(`${result.error} ${result.hint}`);
  expect(CircuitSchema.safeParse(result.data.circuit).success).toBe(true);
  return result.data;
}

/** Every wire as "LABEL.pin>LABEL.pin", driver first, sorted. */
function connections(data: ForeignImport): string[] {
  const label = new Map(data.circuit.components.map((c) => [c.id, c.label]));
  return data.circuit.wires
    .map((w) => `${label.get(w.from.component)}.${w.from.pin}>${label.get(w.to.component)}.${w.to.pin}`)
    .sort();
}

function passes(data: ForeignImport): void {
  const state = CircuitState.fromCircuit(data.circuit);
  expect(state.success ? 'valid' : state.error).toBe('valid');
  const report = runTests(data.circuit, () => undefined, data.circuit.tests ?? []);
  if ('error' in report) throw new Error(report.error);
  expect(report.tests.length).toBe(1);
  expect(report.tests.flatMap((t) => t.failures)).toEqual([]);
  expect(report.passed).toBe(true);
}

describe('Digital memories', () => {
  it("reads Digital's data text: hex words, count*word runs, cut to the memory", () => {
    const read = digitalWords('1, 2,3*ff,0', 3, 8)!;
    expect([0, 1, 2, 3, 4, 5, 6].map((a) => read.words.get(a))).toEqual([1, 2, 0xff, 0xff, 0xff, 0, 0]);
    expect(read.notes).toEqual([]);
    const cut = digitalWords('1ff,9*3', 3, 8)!;
    expect(cut.words.get(0)).toBe(0xff);
    expect(cut.words.get(7)).toBe(3);
    expect(cut.notes).toEqual([
      'its data runs past its last address (7); the extra words were left out',
      'some words are wider than its 8 data bits; their high bits were dropped',
    ]);
    expect(digitalWords('1,zz', 3, 8)).toBeUndefined();
    expect(digitalWords('', 3, 8)!.words.end()).toBe(0);
  });

  it('maps a ROM with its words; sel is our OE; it reads as in Digital', () => {
    // ROM at (100, 0): A (100, 0), sel (100, 40), D (160, 20).
    const data = read(
      dig(
        [
          input('A', 40, 0, 3),
          input('S', 40, 40),
          { name: 'ROM', x: 100, y: 0, attrs: { AddrBits: 3, Bits: 8, Label: 'M', Data: { data: '1,2,3*ff' } } },
          output('D', 200, 20, 8),
          testcase('reads', 'A S D\n0 1 1\n1 1 2\n2 1 255\n3 1 255\n4 1 255\n5 1 0\n7 1 0\n'),
        ],
        [
          [40, 0, 100, 0],
          [40, 40, 100, 40],
          [160, 20, 200, 20],
        ],
      ),
    );
    const rom = data.circuit.components.find((c) => c.type === 'ROM')!;
    expect(rom.label).toBe('M');
    expect(rom.properties).toEqual({ addressBits: 3, dataBits: 8, contents: '1 2 ff ff ff' });
    expect(connections(data)).toEqual(['A.out>M.A', 'M.D>D.in', 'S.out>M.OE']);
    expect(data.report.unsupported).toEqual([]);
    passes(data);
  });

  it('carries Digital’s program memory setting over, so a test’s program(…) fills that ROM', () => {
    const data = read(
      dig(
        [
          input('A', 40, 0, 3),
          { name: 'ROM', x: 100, y: 0, attrs: { AddrBits: 3, Bits: 8, Label: 'Code', isProgramMemory: true } },
          { name: 'ROM', x: 100, y: 200, attrs: { AddrBits: 3, Bits: 8, Label: 'Table' } },
          output('D', 200, 20, 8),
          testcase('program', 'A D\nprogram(5, 6, 7)\n0 5\n2 7\n'),
        ],
        [
          [40, 0, 100, 0],
          [160, 20, 200, 20],
        ],
      ),
    );
    const roms = data.circuit.components.filter((c) => c.type === 'ROM');
    expect(roms.map((r) => [r.label, r.properties.program])).toEqual([
      ['Code', true],
      ['Table', undefined],
    ]);
    passes(data);
  });

  it('maps a ROMDualPort as two ROMs holding the same words', () => {
    // A1 (100, 0), s1 (100, 20), A2 (100, 40), s2 (100, 60); D1 (160, 0), D2 (160, 20).
    const data = read(
      dig(
        [
          input('X', 40, 0, 2),
          { name: 'Const', x: 40, y: 20 },
          input('Y', 40, 40, 2),
          { name: 'Const', x: 40, y: 60 },
          { name: 'ROMDualPort', x: 100, y: 0, attrs: { AddrBits: 2, Bits: 4, Data: { data: 'a,b,c,d' } } },
          output('P', 200, 0, 4),
          output('Q', 200, 20, 4),
          testcase('both', 'X Y P Q\n0 3 10 13\n2 1 12 11\n'),
        ],
        [
          [40, 0, 100, 0],
          [40, 20, 100, 20],
          [40, 40, 100, 40],
          [40, 60, 100, 60],
          [160, 0, 200, 0],
          [160, 20, 200, 20],
        ],
      ),
    );
    const roms = data.circuit.components.filter((c) => c.type === 'ROM');
    expect(roms.map((r) => r.properties.contents)).toEqual(['a b c d', 'a b c d']);
    passes(data);
  });

  it('maps a RAMDualPort onto our RAM: str is WE, C is CLK, ld is OE; it writes on the edge', () => {
    // A (100, 0), Din (100, 20), str (100, 40), C (100, 60), ld (100, 80); D (160, 40).
    const data = read(
      dig(
        [
          input('A', 40, 0, 2),
          input('Din', 40, 20, 8),
          input('str', 40, 40),
          input('C', 40, 60),
          input('ld', 40, 80),
          { name: 'RAMDualPort', x: 100, y: 0, attrs: { AddrBits: 2, Bits: 8, Label: 'R' } },
          output('D', 200, 40, 8),
          testcase('writes', 'A Din str C ld D\n0 5 1 C 1 5\n1 7 1 C 1 7\n0 9 0 C 1 5\n1 0 0 0 1 7\n2 0 0 0 1 0\n'),
        ],
        [
          [40, 0, 100, 0],
          [40, 20, 100, 20],
          [40, 40, 100, 40],
          [40, 60, 100, 60],
          [40, 80, 100, 80],
          [160, 40, 200, 40],
        ],
      ),
    );
    const ram = data.circuit.components.find((c) => c.type === 'RAM')!;
    expect(ram.properties).toEqual({ addressBits: 2, dataBits: 8 });
    expect(connections(data)).toEqual([
      'A.out>R.A',
      'C.out>R.CLK',
      'Din.out>R.D',
      'R.Q>D.in',
      'ld.out>R.OE',
      'str.out>R.WE',
    ]);
    passes(data);
  });

  it('maps a RAMSinglePort onto our RAM with a bidirectional data bus, written from a driver and read back', () => {
    // RAM: A (100, 0), str (100, 20), C (100, 60), ld (100, 80); D (160, 40), both ways. A Driver
    // at (220, 100) (in (200, 100), sel below at (220, 120), out (240, 100)) puts Din on the bus.
    const data = read(
      dig(
        [
          input('A', 40, 0, 2),
          input('str', 40, 20),
          input('C', 40, 60),
          input('ld', 40, 80),
          { name: 'RAMSinglePort', x: 100, y: 0, attrs: { AddrBits: 2, Bits: 8, Label: 'R' } },
          input('Din', 140, 100, 8),
          input('drv', 220, 160),
          { name: 'Driver', x: 220, y: 100, attrs: { Bits: 8, flipSelPos: true } },
          output('Q', 300, 40, 8),
          testcase(
            'bus',
            'A Din drv str C ld Q\n0 5 1 1 C 0 5\n1 7 1 1 C 0 7\n0 0 0 0 0 1 5\n1 0 0 0 0 1 7\n2 0 0 0 0 1 0\n',
          ),
        ],
        [
          [40, 0, 100, 0],
          [40, 20, 100, 20],
          [40, 60, 100, 60],
          [40, 80, 100, 80],
          [140, 100, 200, 100],
          [220, 160, 220, 120],
          [240, 100, 260, 100],
          [260, 100, 260, 40],
          [160, 40, 260, 40],
          [260, 40, 300, 40],
        ],
      ),
    );
    expect(data.report.unsupported).toEqual([]);
    const ram = data.circuit.components.find((c) => c.type === 'RAM')!;
    expect(ram.properties).toEqual({ addressBits: 2, dataBits: 8, dataBus: 'bidirectional' });
    passes(data);
  });

  it('maps an EEPROMDualPort onto a RAM that starts with its words', () => {
    const data = read(
      dig(
        [
          input('A', 40, 0, 2),
          input('Din', 40, 20, 8),
          input('str', 40, 40),
          input('C', 40, 60),
          { name: 'Const', x: 40, y: 80 },
          { name: 'EEPROMDualPort', x: 100, y: 0, attrs: { AddrBits: 2, Bits: 8, Data: { data: '11,22' } } },
          output('D', 200, 40, 8),
          testcase('keeps', 'A Din str C D\n0 0 0 0 17\n1 0 0 0 34\n1 3 1 C 3\n0 0 0 0 17\n'),
        ],
        [
          [40, 0, 100, 0],
          [40, 20, 100, 20],
          [40, 40, 100, 40],
          [40, 60, 100, 60],
          [40, 80, 100, 80],
          [160, 40, 200, 40],
        ],
      ),
    );
    expect(data.circuit.components.find((c) => c.type === 'RAM')!.properties.contents).toBe('11 22');
    expect(data.report.warnings).toHaveLength(1);
    passes(data);
  });

  it.each([
    ['RAMSinglePortSel', {}, '0'],
    ['EEPROM', { Data: { data: '11,22,33' } }, '51'],
  ] as const)(
    'maps a %s (chip select, written without a clock) onto a RAM that keeps what D holds when CS AND WE ends',
    (name, attrs, third) => {
      // The memory: A (100, 0), CS (100, 20), WE (100, 60), OE (100, 80); D (160, 40), both ways. A
      // Driver at (220, 100) puts Din on the bus while drv.
      const data = read(
        dig(
          [
            input('A', 40, 0, 2),
            input('CS', 40, 20),
            input('WE', 40, 60),
            input('OE', 40, 80),
            { name, x: 100, y: 0, attrs: { AddrBits: 2, Bits: 8, ...attrs } },
            input('Din', 140, 100, 8),
            input('drv', 220, 160),
            { name: 'Driver', x: 220, y: 100, attrs: { Bits: 8, flipSelPos: true } },
            output('Q', 300, 40, 8),
            testcase(
              'bus',
              'A Din drv CS WE OE Q\n' +
                // Written while CS and WE, keeping what D holds when the write ends: 6 at 0, 7 at 1;
                // WE without CS writes nothing.
                '0 5 1 1 1 0 5\n0 6 1 1 1 0 6\n0 6 1 1 0 0 6\n1 7 1 1 1 0 7\n1 7 1 1 0 0 7\n2 9 1 0 1 0 9\n2 9 1 0 0 0 9\n' +
                // Read while CS and OE (and not WE); without CS the bus floats.
                `0 0 0 1 0 1 6\n1 0 0 1 0 1 7\n2 0 0 1 0 1 ${third}\n1 0 0 0 0 1 Z\n1 0 0 1 1 1 Z\n`,
            ),
          ],
          [
            [40, 0, 100, 0],
            [40, 20, 100, 20],
            [40, 60, 100, 60],
            [40, 80, 100, 80],
            [140, 100, 200, 100],
            [220, 160, 220, 120],
            [240, 100, 260, 100],
            [260, 100, 260, 40],
            [160, 40, 260, 40],
            [260, 40, 300, 40],
          ],
        ),
      );
      expect(data.report.unsupported).toEqual([]);
      expect(data.circuit.components.find((c) => c.type === 'RAM')!.properties).toMatchObject({
        addressBits: 2,
        dataBits: 8,
      });
      passes(data);
    },
  );

  it('keeps the memories ours cannot be as placeholders with their pins and the reason', () => {
    const data = read(
      dig(
        [
          { name: 'BlockRAMDualPort', x: 100, y: 200, attrs: { AddrBits: 4, Bits: 8 } },
          { name: 'RegisterFile', x: 100, y: 400, attrs: { AddrBits: 2, Bits: 8 } },
          { name: 'ROM', x: 100, y: 600, attrs: { AddrBits: 4, Bits: 8, Data: { data: '1,x' } } },
        ],
        [],
      ),
    );
    const placeholders = data.circuit.components.filter((c) => c.type === PLACEHOLDER_TYPE);
    expect(placeholders.map((p) => p.properties.ports)).toEqual([
      'A:4,Din:8,str,C>D:8',
      'Din:8,we,Rw:2,C,Ra:2,Rb:2>Da:8,Db:8',
      'A:4,sel>D:8',
    ]);
    const where = data.report.unsupported.flatMap((u) => u.where);
    expect(where.join('\n')).toContain('reads on the clock edge (synchronous read)');
    expect(where.join('\n')).toContain('writes at Rw while reading at Ra and Rb');
    expect(where.join('\n')).toContain('a word that is not a hexadecimal number');
  });
});
