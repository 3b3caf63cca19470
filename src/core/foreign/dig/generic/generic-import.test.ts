import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BundledSubcircuitSchema } from '../../../../shared/circuit/file-format';
import { CircuitSchema, type Circuit } from '../../../../shared/circuit/types';
import type { Failure } from '../../../../shared/errors';
import { runTests } from '../../../testcases/run-tests';
import type { ForeignImport } from '../../types';
import { readDigital, type DigitalFile } from '../read-digital';
import { dig, input, output, testcase, type Element } from '../test-support/dig-fixture';

const GENERIC = { isGeneric: true };
const code = (generic: string) => ({ generic });
const init = (generic: string, x = 0, y = 300): Element => ({ name: 'GenericInitCode', x, y, attrs: code(generic) });
const withCode = (e: Element, generic: string): Element => ({ ...e, attrs: { ...e.attrs, generic } });

function read(main: DigitalFile, others: DigitalFile[] = []): ForeignImport {
  const result = readDigital({ main, others });
  if (!result.success) throw new Error(`${result.error} ${result.hint}`);
  expect(CircuitSchema.safeParse(result.data.circuit).success).toBe(true);
  for (const s of result.data.subcircuits) expect(BundledSubcircuitSchema.safeParse(s).success).toBe(true);
  return result.data;
}

function refusal(main: DigitalFile, others: DigitalFile[] = []): Failure {
  const result = readDigital({ main, others });
  expect(result.success).toBe(false);
  return result as Failure;
}

/** Runs a circuit's own tests (the main one's, or a bundled subcircuit's) against the import's library. */
function testsOf(data: ForeignImport, circuit: Circuit = data.circuit) {
  const library = new Map(data.subcircuits.map((s) => [s.id, s]));
  const report = runTests(circuit, (id) => library.get(id), circuit.tests ?? []);
  if ('error' in report) throw new Error(String(report.error));
  return report;
}

const widthOf = (circuit: Circuit, type: string) =>
  circuit.components.filter((c) => c.type === type).map((c) => c.properties.width ?? 1);

/**
 * `inv.dig`, a generic inverter of `args.bits` bits (2 when opened on its own): its In, Not and Out
 * take their width from the code; one test runs on it as opened, one on the 4-bit circuit its own
 * code makes.
 */
const inverter: DigitalFile = {
  name: 'inv.dig',
  text: dig(
    [
      withCode(input('A', 20, 0), 'this.Bits=args.bits;'),
      withCode({ name: 'Not', x: 100, y: 0 }, 'this.Bits=args.bits;'),
      withCode(output('Y', 200, 0), 'this.Bits=args.bits;'),
      init('bits := 2;'),
      testcase('two bits', 'A Y\n0 3\n1 2\n3 0\n'),
      withCode(testcase('four bits', 'A Y\n0 15\n5 10\n', 0, -400), 'bits := 4;'),
    ],
    [
      [20, 0, 100, 0],
      [140, 0, 200, 0],
    ],
    GENERIC,
  ),
};

/** `top.dig` (not generic) places the inverter made for 8, 4 and again 8 bits. */
const top: DigitalFile = {
  name: 'top.dig',
  text: dig(
    [
      input('X', 40, 0, 8),
      withCode({ name: 'inv.dig', x: 100, y: 0 }, 'bits := 8;'),
      output('Q', 200, 0, 8),
      input('Z', 40, 100, 4),
      withCode({ name: 'inv.dig', x: 100, y: 100 }, 'bits := 2 * 2;'),
      output('R', 200, 100, 4),
      input('W', 40, 200, 8),
      withCode({ name: 'inv.dig', x: 100, y: 200 }, '// the same as the first\nbits := 8;'),
      output('S', 200, 200, 8),
      testcase('all', 'X Z W Q R S\n0 0 1 255 15 254\n170 5 255 85 10 0\n'),
    ],
    [
      [40, 0, 100, 0],
      [160, 0, 200, 0],
      [40, 100, 100, 100],
      [160, 100, 200, 100],
      [40, 200, 100, 200],
      [160, 200, 200, 200],
    ],
  ),
};

describe('Digital generic circuits', () => {
  it('makes one subcircuit per set of arguments, with the widths the code gives, and its tests pass', () => {
    const data = read(top, [inverter]);
    expect(data.subcircuits.map((s) => s.name).sort()).toEqual(['inv (bits=4)', 'inv (bits=8)']);
    const eight = data.subcircuits.find((s) => s.name === 'inv (bits=8)')!;
    expect(widthOf(eight.circuit, 'NOT')).toEqual([8]);
    expect(widthOf(eight.circuit, 'PORT_IN')).toEqual([8]);
    const four = data.subcircuits.find((s) => s.name === 'inv (bits=4)')!;
    expect(widthOf(four.circuit, 'NOT')).toEqual([4]);
    // The first and third instance share one subcircuit.
    const used = data.circuit.components.filter((c) => c.type === 'SUBCIRCUIT').map((c) => c.properties.circuit);
    expect(used).toEqual([eight.id, four.id, eight.id]);
    const report = testsOf(data);
    expect(report.tests.map((t) => [t.name, t.passed])).toEqual([['all', true]]);
    // The GenericInitCode element is code: counted, carried over, no part.
    expect(data.report.unsupported).toEqual([]);
    expect(data.report.supported).toBe(data.report.components);
  });

  it('opened on its own, takes its GenericInitCode arguments; a test with code of its own runs on the circuit that code makes', () => {
    const data = read(inverter);
    expect(widthOf(data.circuit, 'NOT')).toEqual([2]);
    expect(testsOf(data).tests.map((t) => [t.name, t.passed])).toEqual([['two bits', true]]);
    const made = data.subcircuits.find((s) => s.name === 'inv (bits=4)');
    expect(made?.circuit.tests?.map((t) => t.name)).toEqual(['four bits']);
    expect(testsOf(data, made!.circuit).tests.map((t) => [t.name, t.passed])).toEqual([['four bits', true]]);
    expect(data.report.warnings.join('\n')).toContain(
      'the test "four bits" runs in Digital on the circuit its code makes (bits=4)',
    );
  });

  it('leaves out, saying why, a test whose own arguments make a circuit that cannot be made', () => {
    const broken: DigitalFile = {
      name: 'inv.dig',
      text: dig(
        [
          withCode(input('A', 20, 0), 'this.Bits=args.bits;'),
          withCode({ name: 'Not', x: 100, y: 0 }, 'if (args.bits > 8) panic("not this one");\nthis.Bits=args.bits;'),
          withCode(output('Y', 200, 0), 'this.Bits=args.bits;'),
          init('bits := 2;'),
          testcase('two bits', 'A Y\n0 3\n1 2\n3 0\n'),
          withCode(testcase('four bits', 'A Y\n0 15\n', 0, -400), 'bits := 16;'),
        ],
        [
          [20, 0, 100, 0],
          [140, 0, 200, 0],
        ],
        GENERIC,
      ),
    };
    const data = read(broken);
    expect(testsOf(data).tests.map((t) => [t.name, t.passed])).toEqual([['two bits', true]]);
    expect(data.report.warnings.join('\n')).toContain(
      'the test "four bits" runs in Digital on the circuit its code makes, which could not be made here',
    );
    expect(data.report.warnings.join('\n')).toContain('line 1: the code stops: not this one');
  });

  it('adds the parts and wires a GenericCode element places, with their attributes', () => {
    const pass: DigitalFile = {
      name: 'pass.dig',
      text: dig(
        [
          {
            name: 'GenericCode',
            x: 0,
            y: 200,
            attrs: code(
              'i := addComponent("In", 1, 0); i.Label = "A"; i.Bits = args.n;\n' +
                'n := addComponent("Not", 3, 0); n.Bits = args.n;\n' +
                'o := addComponent("Out", 7, 0); o.Label = "Y"; o.Bits = args.n;\n' +
                'addWire(1, 0, 3, 0); addWire(5, 0, 7, 0);',
            ),
          },
          init('n := 1;'),
        ],
        [],
        GENERIC,
      ),
    };
    const user: DigitalFile = {
      name: 'user.dig',
      text: dig(
        [
          input('X', 40, 0, 3),
          withCode({ name: 'pass.dig', x: 100, y: 0 }, 'n := 3;'),
          output('Q', 200, 0, 3),
          testcase('t', 'X Q\n0 7\n5 2\n'),
        ],
        [
          [40, 0, 100, 0],
          [160, 0, 200, 0],
        ],
      ),
    };
    const data = read(user, [pass]);
    const made = data.subcircuits[0]!;
    expect(made.name).toBe('pass (n=3)');
    expect(made.circuit.components.map((c) => `${c.label}:${c.type}:${c.properties.width ?? 1}`).sort()).toEqual([
      'A:PORT_IN:3',
      'G1:NOT:3',
      'Y:PORT_OUT:3',
    ]);
    expect(testsOf(data).tests[0]?.passed).toBe(true);
  });

  /** `chain.dig`: A → Not → (chain.dig one level less deep, or leaf.dig at the bottom) → Y. */
  const chain = (depth: number, step = 'export depth := args.depth - 1;'): DigitalFile => ({
    name: 'chain.dig',
    text: dig(
      [
        input('A', 20, 0),
        { name: 'Not', x: 40, y: 0 },
        withCode({ name: 'leaf.dig', x: 100, y: 0 }, `${step}\nif (args.depth > 1) setCircuit("chain.dig");`),
        output('Y', 200, 0),
        init(`depth := ${depth};`),
        testcase('inverts an odd number of times', depth % 2 === 1 ? 'A Y\n0 1\n1 0\n' : 'A Y\n0 0\n1 1\n'),
      ],
      [
        [20, 0, 40, 0],
        [80, 0, 100, 0],
        [160, 0, 200, 0],
      ],
      GENERIC,
    ),
  });
  const leaf: DigitalFile = {
    name: 'leaf.dig',
    text: dig([input('A', 20, 0), output('Y', 200, 0)], [[20, 0, 200, 0]]),
  };

  it('reads a circuit that places itself, each level with other arguments, until the code stops', () => {
    for (const depth of [3, 4]) {
      const data = read(chain(depth), [leaf]);
      expect(data.subcircuits.map((s) => s.name)).toEqual([
        'leaf',
        ...Array.from({ length: depth - 1 }, (_, i) => `chain (depth=${i + 1})`),
      ]);
      expect(testsOf(data).tests.map((t) => t.passed)).toEqual([true]);
    }
  });

  it('refuses a circuit placing itself with the same arguments, and nesting deeper than the limit', () => {
    const same = refusal(chain(3, 'export depth := args.depth;'), [leaf]);
    expect(same.error).toContain('places itself with the same parameters');
    expect(same.error).toContain('chain.dig (depth=3) → chain.dig (depth=3)');
    const deep = refusal(chain(40), [leaf]);
    expect(deep.error).toContain('nest more than 32 levels deep');
  });

  it('refuses hostile code clearly: an endless loop, an endless recursion, a huge array', () => {
    const hostile = (generic: string): DigitalFile => ({
      name: 'bad.dig',
      text: dig([input('A', 20, 0), init(generic)], [], GENERIC),
    });
    const loop = refusal(hostile('n := 1;\nwhile (true) { n = n + 1; }'));
    expect(loop.error).toBe(
      'bad.dig: the generic code of GenericInitCode at (0, 300) cannot be run: line 2: the code takes more than 5,000,000 steps: it may loop forever, or do far more work than a circuit needs.',
    );
    expect(loop.hint).toContain('Correct the code in Digital');
    expect(refusal(hostile('func f(n) { return f(n + 1); }\nx := f(1);')).error).toContain('more than 200 levels deep');
    expect(refusal(hostile('a := [];\nfor (i := 0; i < 10000000; i++) a[i] := i;')).error).toContain(
      'more than 100,000 items',
    );
    expect(refusal(hostile('bits := ;')).error).toContain('line 1: ";" is not expected here');
    expect(refusal(hostile('panic("needs at least two bits!");')).error).toContain(
      'the code stops: needs at least two bits!',
    );
  });

  it('refuses a generic circuit opened on its own without exactly one enabled GenericInitCode', () => {
    const none = refusal({ name: 'g.dig', text: dig([input('A', 20, 0)], [], GENERIC) });
    expect(none.error).toContain('without an enabled GenericInitCode element');
    const two = refusal({ name: 'g.dig', text: dig([init('a := 1;'), init('a := 2;', 0, 400)], [], GENERIC) });
    expect(two.error).toContain('2 enabled GenericInitCode elements');
    const disabled = read({
      name: 'g.dig',
      text: dig(
        [init('a := 1;'), { name: 'GenericInitCode', x: 0, y: 400, attrs: { generic: 'a := 2;', enabled: false } }],
        [],
        GENERIC,
      ),
    });
    expect(disabled.report.supported).toBe(2);
  });
});

const ROOT = process.env.DIGITAL_SRC ?? '/work/scratch/digital-src';
const corpus = (folder: string) => join(ROOT, folder);

/** A corpus file with the other .dig files of its folder, as Digital finds subcircuits. */
function readCorpus(folder: string, name: string): ForeignImport {
  const dir = corpus(folder);
  const others = readdirSync(dir)
    .filter((n) => n.endsWith('.dig') && n !== name)
    .map((n) => ({ name: n, text: readFileSync(join(dir, n), 'utf8') }));
  return read({ name, text: readFileSync(join(dir, name), 'utf8') }, others);
}

describe.skipIf(!existsSync(corpus('src/main/dig/generic')))("Digital's own generic circuits", () => {
  it('the Gray counter: its recursion unrolled for 3 to 6 bits, every test passing', () => {
    const counter = readCorpus('src/main/dig/generic/gray', 'GrayCounter.dig');
    expect(testsOf(counter).tests.map((t) => [t.name, t.passed])).toEqual([['3 bits', true]]);
    for (const bits of [4, 5]) {
      const made = counter.subcircuits.find((s) => s.name === `GrayCounter (bits=${bits})`)!;
      expect(testsOf(counter, made.circuit).tests.map((t) => [t.name, t.passed])).toEqual([[`${bits} bits`, true]]);
    }
    const test = readCorpus('src/main/dig/generic/gray', 'TestGray.dig');
    const ran = testsOf(test).tests;
    expect(ran.length).toBeGreaterThan(1);
    expect(ran.every((t) => t.passed)).toBe(true);
  });

  it('the barrel shifter built by a GenericCode element: 16 bits, four shift stages', () => {
    const data = readCorpus('src/main/dig/generic/barrelShifter', 'barrelShifter2.dig');
    expect(data.subcircuits.map((s) => s.name)).toEqual(
      [1, 2, 4, 8].map((shift) => `shift-fixed-left-inc (dataBits=16, direction=left, shift=${shift})`),
    );
    expect(data.report.unsupported).toEqual([]);
  });

  it('registers a GenericCode element places and wires (its T-junctions joined as Digital joins them): tests pass', () => {
    for (const name of ['genRegTest.dig', 'genAndTest.dig']) {
      const data = readCorpus('src/main/dig/generic/modify', name);
      expect(testsOf(data).tests.map((t) => t.passed)).toEqual([true]);
    }
  });

  it('the 32-bit RAM, generic over its address bits: its tests pass', () => {
    const data = readCorpus('src/main/dig/lib/RAMs', 'RAM32Bit.dig');
    const ran = testsOf(data).tests;
    expect(ran.map((t) => t.passed)).toEqual([true, true]);
  });

  it('a memory tree placing itself down to its leaves', () => {
    const data = readCorpus('src/test/resources/dig/test/vhdl/generics', 'memNode.dig');
    expect(data.subcircuits.map((s) => s.name)).toContain('memNode (addrBits=2, dataBits=8)');
    expect(data.subcircuits.map((s) => s.name)).toContain('memLeaf (addrBits=1, dataBits=8)');
  });

  it('a ROM loading its words from a hex file not given is imported empty, saying why', () => {
    const dir = corpus('src/test/resources/dig/test/vhdl/romPreload');
    const result = readDigital({ main: { name: 'lut.dig', text: readFileSync(join(dir, 'lut.dig'), 'utf8') } });
    expect(result.success && result.data.report.warnings).toEqual([
      'lut (hexName=lut1.hex): its generic code loads words from the file "lut1.hex" (loadHex), which was not opened with it; its words are empty. Open "lut1.hex" together with the circuit to carry them over.',
    ]);
  });
});
