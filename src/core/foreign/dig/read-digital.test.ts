import { describe, expect, it } from 'vitest';
import { CircuitState } from '../../../shared/circuit/circuit-state';
import { BundledSubcircuitSchema } from '../../../shared/circuit/file-format';
import { CircuitSchema, type Circuit } from '../../../shared/circuit/types';
import type { Failure, Result } from '../../../shared/errors';
import { runTests } from '../../testcases/run-tests';
import { PLACEHOLDER_TYPE, type ForeignImport } from '../types';
import { readDigital, type DigitalFile } from './read-digital';
import { HALF_ADDER_WIRES, dig, input, output, testcase } from './test-support/dig-fixture';

function read(text: string, others: DigitalFile[] = [], name = 'top.dig'): ForeignImport {
  const result = readDigital({ main: { name, text }, others });
  if (!result.success) throw new Error(`${result.error} ${result.hint}`);
  // Whatever it holds, an import has the shape of one of our files.
  expect(CircuitSchema.safeParse(result.data.circuit).success).toBe(true);
  for (const s of result.data.subcircuits) expect(BundledSubcircuitSchema.safeParse(s).success).toBe(true);
  return result.data;
}

function refused(result: Result<ForeignImport>): Failure {
  expect(result.success).toBe(false);
  return result as Failure;
}

/** Every wire as "LABEL.pin>LABEL.pin", driver first, sorted. */
function connections(circuit: Circuit): string[] {
  const label = new Map(circuit.components.map((c) => [c.id, c.label]));
  return circuit.wires
    .map((w) => `${label.get(w.from.component)}.${w.from.pin}>${label.get(w.to.component)}.${w.to.pin}`)
    .sort();
}

function part(circuit: Circuit, label: string) {
  const found = circuit.components.find((c) => c.label === label);
  if (!found) throw new Error(`no part ${label}`);
  return found;
}

function expectValid(circuit: Circuit): void {
  const state = CircuitState.fromCircuit(circuit);
  expect(state.success ? 'valid' : state.error).toBe('valid');
}

function runAll(data: ForeignImport) {
  const library = new Map(data.subcircuits.map((s) => [s.id, s]));
  const report = runTests(data.circuit, (id) => library.get(id), data.circuit.tests ?? []);
  if ('error' in report) throw new Error(report.error);
  return report;
}

const HALF_ADDER_TEST = 'A B S C\n0 0 0 0\n0 1 1 0\n1 0 1 0\n1 1 0 1\n';

/** A half adder: XOr and And fed by A and B (wires split where they branch, as Digital saves them). */
function halfAdder(test = HALF_ADDER_TEST): string {
  return dig(
    [
      input('A', 20, 0),
      input('B', 20, 40),
      { name: 'XOr', x: 100, y: 0 },
      { name: 'And', x: 100, y: 100 },
      output('S', 200, 20),
      output('C', 200, 120),
      testcase('HalfAdder', test),
      { name: 'Text', x: 0, y: -100, attrs: { Description: 'A half adder & its test' } },
    ],
    HALF_ADDER_WIRES,
  );
}

describe('readDigital: a half adder with a test case', () => {
  const data = read(halfAdder(), [], 'HalfAdder.dig');

  it('carries over the parts, labels and layout', () => {
    expect(data.name).toBe('HalfAdder');
    const types = data.circuit.components.map((c) => `${c.type}:${c.label}`);
    expect(types).toEqual(['PORT_IN:A', 'PORT_IN:B', 'XOR_2:G1', 'AND_2:G2', 'PORT_OUT:S', 'PORT_OUT:C']);
    // Each part sits so that its first wired pin is where Digital drew it: the XOr's input a at (100, 0).
    const xor = part(data.circuit, 'G1');
    expect({ x: xor.x, y: xor.y + 10 }).toEqual({ x: 100, y: 0 });
    expect(part(data.circuit, 'A').properties).toEqual({ width: 1 });
  });

  it('joins the pins each net touches', () => {
    expect(connections(data.circuit)).toEqual([
      'A.out>G1.a',
      'A.out>G2.a',
      'B.out>G1.b',
      'B.out>G2.b',
      'G1.out>S.in',
      'G2.out>C.in',
    ]);
  });

  it('keeps the text as a note and the test case as a test', () => {
    expect(data.circuit.notes?.map((n) => n.text)).toEqual(['A half adder & its test']);
    expect(data.circuit.tests?.map((t) => [t.name, t.source])).toEqual([['HalfAdder', HALF_ADDER_TEST]]);
  });

  it('names test cases without a label, and tells same-named ones apart', () => {
    const tests = read(
      dig([testcase('T', 'A\n0\n'), testcase('T', 'A\n1\n'), testcase('T', 'A\n0\n'), testcase('', 'A\n1\n')], []),
    ).circuit.tests;
    expect(tests?.map((t) => t.name)).toEqual(['T', 'T (2)', 'T (3)', 'Test 4']);
  });

  it('reports everything carried over', () => {
    expect(data.report).toEqual({
      format: 'digital',
      version: '2',
      circuits: 1,
      components: 6,
      supported: 6,
      unsupported: [],
      warnings: [],
    });
    expect(data.subcircuits).toEqual([]);
  });

  it('passes our circuit rules, and its test passes with our runner', () => {
    expectValid(data.circuit);
    const report = runAll(data);
    expect(report.tests.map((t) => [t.name, t.passed, t.rows])).toEqual([['HalfAdder', true, 4]]);
  });

  it('fails a test whose rows the circuit does not meet (the runner really checks)', () => {
    const wrong = read(halfAdder('A B S C\n1 1 1 1\n'));
    const report = runAll(wrong);
    expect(report.passed).toBe(false);
    expect(report.tests[0]!.failures[0]).toMatchObject({ signal: 'S', expected: '1', actual: '0' });
  });
});

describe('readDigital: gates', () => {
  it('puts an inverter in front of an inverted input, and reads turned parts', () => {
    // Y = A AND NOT B; the Not before Out is turned a quarter clockwise (Digital: 3 quarters counter-clockwise).
    const text = dig(
      [
        input('A', 40, 0),
        input('B', 40, 40),
        { name: 'And', x: 100, y: 0, attrs: { inverterConfig: { inverted: ['In_2'] } } },
        { name: 'Not', x: 200, y: 20, rotation: 3 },
        output('Y', 200, 120),
        testcase('t', 'A B Y\n0 0 1\n0 1 1\n1 0 0\n1 1 1\n'),
      ],
      [
        [40, 0, 100, 0],
        // The inverted input sits one grid step left of the box: (80, 40).
        [40, 40, 80, 40],
        [160, 20, 200, 20],
        // The turned Not's output is 40 below its input.
        [200, 60, 200, 120],
      ],
    );
    const data = read(text);
    expect(data.circuit.components.map((c) => c.type).sort()).toEqual(
      ['AND_2', 'NOT', 'NOT', 'PORT_IN', 'PORT_IN', 'PORT_OUT'].sort(),
    );
    // G2 is the inverter made for the inverted input, G3 the turned Not.
    expect(part(data.circuit, 'G3').rotation).toBe(90);
    expect(connections(data.circuit)).toEqual([
      'A.out>G1.a',
      'B.out>G2.in',
      'G1.out>G3.in',
      'G2.out>G1.b',
      'G3.out>Y.in',
    ]);
    expectValid(data.circuit);
    expect(runAll(data).passed).toBe(true);
  });

  it('gives bus gates their width, and builds wider gates as trees of ours', () => {
    const text = dig(
      [
        { name: 'Or', x: 0, y: 300, attrs: { Bits: 8, Inputs: 3 } },
        { name: 'NAnd', x: 0, y: 400, attrs: { Inputs: 5, Label: 'big' } },
        input('A', 40, 0),
        input('B', 40, 20),
        input('C', 40, 40),
        { name: 'XOr', x: 100, y: 0, attrs: { Inputs: 3 } },
        output('Y', 200, 20),
        testcase('parity', 'A B C Y\n0 0 0 0\n0 0 1 1\n0 1 0 1\n0 1 1 0\n1 0 0 1\n1 0 1 0\n1 1 0 0\n1 1 1 1\n'),
      ],
      [
        [40, 0, 100, 0],
        [40, 20, 100, 20],
        [40, 40, 100, 40],
        [160, 20, 200, 20],
      ],
    );
    const data = read(text);
    expect(data.circuit.components[0]).toMatchObject({ type: 'OR_3', properties: { width: 8 } });
    // NAND of 5: a NAND_3 (labelled as in Digital) over AND_2, AND_2 and the fifth input.
    expect(part(data.circuit, 'big').type).toBe('NAND_3');
    expect(data.circuit.components.filter((c) => c.type === 'AND_2')).toHaveLength(2);
    // XOR of 3: its parity, from two XOR_2.
    expect(data.circuit.components.filter((c) => c.type === 'XOR_2')).toHaveLength(2);
    expect(data.report).toMatchObject({ components: 7, supported: 7, unsupported: [] });
    expect(runAll(data).passed).toBe(true);
  });

  it('makes a placeholder of a part ours cannot be, with the reason', () => {
    const data = read(dig([{ name: 'Driver', x: 0, y: 100, attrs: { Bits: 4, invertDriverOutput: true } }], []));
    expect(data.circuit.components[0]).toMatchObject({
      type: PLACEHOLDER_TYPE,
      properties: { original: 'Driver', ports: 'in:4,sel>out:4' },
    });
    expect(data.report.unsupported).toEqual([
      { name: 'Driver', count: 1, where: ['top: at (0, 100): an inverted output'] },
    ]);
  });
});

describe('readDigital: splitters', () => {
  const text = dig(
    [
      input('D', 40, 0, 4),
      { name: 'Splitter', x: 100, y: 0, attrs: { 'Input Splitting': '4', 'Output Splitting': '2,2' } },
      output('L', 200, 0, 2),
      output('H', 200, 20, 2),
      input('P', 40, 200, 2),
      input('Q', 40, 220, 2),
      { name: 'Splitter', x: 100, y: 200, attrs: { 'Input Splitting': '2,2', 'Output Splitting': '4' } },
      output('R', 200, 200, 4),
      // Overlapping outputs: bits 0-2 and 1-3 of a 4-bit bus.
      input('E', 40, 400, 4),
      { name: 'Splitter', x: 100, y: 400, attrs: { 'Input Splitting': '4', 'Output Splitting': '0-2,1-3' } },
      output('F', 200, 400, 3),
      output('G', 200, 420, 3),
      testcase('t', 'D L H P Q R E F G\n0b1101 1 3 1 2 9 0b1011 0b011 0b101\n0 0 0 3 0 3 0xF 7 7\n'),
    ],
    [
      [40, 0, 100, 0],
      [120, 0, 200, 0],
      [120, 20, 200, 20],
      [40, 200, 100, 200],
      [40, 220, 100, 220],
      [120, 200, 200, 200],
      [40, 400, 100, 400],
      [120, 400, 200, 400],
      [120, 420, 200, 420],
    ],
  );
  const data = read(text);

  it('becomes our splitters and mergers', () => {
    const byType = data.circuit.components
      .filter((c) => c.type === 'SPLITTER' || c.type === 'MERGER')
      .map((c) => `${c.type} ${String(c.properties.width)} ${String(c.properties.ranges)}`);
    expect(byType).toEqual([
      'SPLITTER 4 0-1,2-3',
      'MERGER 4 0-1,2-3',
      'SPLITTER 4 0,1-2,3',
      'MERGER 3 0,1-2',
      'MERGER 3 0-1,2',
    ]);
    expect(connections(data.circuit)).toContain('D.out>SPL1.in');
    expect(connections(data.circuit)).toContain('SPL1.b1_0>L.in');
    expect(connections(data.circuit)).toContain('MRG1.out>R.in');
    expectValid(data.circuit);
  });

  it('computes what Digital computes', () => {
    const report = runAll(data);
    expect(report.tests[0]!.failures).toEqual([]);
    expect(report.passed).toBe(true);
  });

  it('joins the nets of a splitter that passes the whole bus through', () => {
    const through = read(
      dig(
        [
          input('A', 40, 0, 8),
          { name: 'Splitter', x: 100, y: 0, attrs: { 'Input Splitting': '8', 'Output Splitting': '8' } },
          output('B', 200, 0, 8),
        ],
        [
          [40, 0, 100, 0],
          [120, 0, 200, 0],
        ],
      ),
    );
    expect(through.circuit.components.map((c) => c.type)).toEqual(['PORT_IN', 'PORT_OUT']);
    expect(connections(through.circuit)).toEqual(['A.out>B.in']);
  });
});

describe('readDigital: tunnels, probes, constants, storage', () => {
  it('gives tunnels and probes the width of their net', () => {
    const data = read(
      dig(
        [
          input('A', 40, 0, 4),
          { name: 'Tunnel', x: 100, y: 0, rotation: 2, attrs: { NetName: 'bus' } },
          { name: 'Tunnel', x: 100, y: 100, attrs: { NetName: 'bus' } },
          output('Y', 200, 100, 4),
          { name: 'Probe', x: 200, y: 150, attrs: { Label: 'watch' } },
          { name: 'Const', x: 40, y: 300, attrs: { Value: 0 } },
          { name: 'VDD', x: 40, y: 400, attrs: { Bits: 3 } },
          output('Z', 200, 300),
          output('V', 200, 400, 3),
        ],
        [
          [40, 0, 100, 0],
          // Digital joins wires at their ends only: the branch to the probe splits the wire.
          [100, 100, 180, 100],
          [180, 100, 200, 100],
          [180, 100, 180, 150],
          [180, 150, 200, 150],
          [40, 300, 200, 300],
          [40, 400, 200, 400],
        ],
      ),
    );
    const tunnels = data.circuit.components.filter((c) => c.type === 'TUNNEL');
    expect(tunnels.map((t) => t.properties)).toEqual([
      { name: 'bus', width: 4 },
      { name: 'bus', width: 4 },
    ]);
    expect(part(data.circuit, 'watch').properties).toEqual({ width: 4 });
    expect(data.circuit.components.find((c) => c.type === 'CONST_LOW')).toBeDefined();
    expect(data.circuit.components.find((c) => c.type === 'CONST_VALUE')?.properties).toEqual({ width: 3, value: 7 });
    expect(data.report.components).toBe(7);
    expectValid(data.circuit);
  });

  it('carries a clocked flip-flop, and its test runs', () => {
    const data = read(
      dig(
        [
          { name: 'Clock', x: 40, y: 20, attrs: { Label: 'C' } },
          input('D', 40, 0),
          { name: 'D_FF', x: 100, y: 0 },
          output('Q', 200, 0),
          output('nQ', 200, 20),
          testcase('dff', 'C D Q nQ\n0 1 0 1\nC 1 1 0\nC 0 0 1\n'),
        ],
        [
          [40, 0, 100, 0],
          [40, 20, 100, 20],
          [160, 0, 200, 0],
          [160, 20, 200, 20],
        ],
      ),
    );
    expect(connections(data.circuit)).toEqual(['C.out>FF1.CLK', 'D.out>FF1.D', 'FF1.Q>Q.in', 'FF1.Qn>nQ.in']);
    expectValid(data.circuit);
    expect(runAll(data).passed).toBe(true);
  });

  it('carries a break, enabled or not', () => {
    const data = read(
      dig(
        [
          input('A', 40, 0),
          { name: 'Break', x: 100, y: 0, attrs: { Label: 'halt' } },
          { name: 'Break', x: 100, y: 100, attrs: { enabled: false } },
        ],
        [[40, 0, 100, 0]],
      ),
    );
    expect(data.circuit.components.filter((c) => c.type === 'BREAK').map((c) => [c.label, c.properties])).toEqual([
      ['halt', {}],
      ['BRK1', { enabled: false }],
    ]);
    expect(connections(data.circuit)).toEqual(['A.out>halt.in']);
    expect(data.report.unsupported).toEqual([]);
  });

  it('carries a Reset as our power-on reset, active low unless its output is not inverted', () => {
    // F (D_FF_AS at (100, 0), power-on value 1: Set, D, C, Clr down its left side) is cleared by
    // RH, a Reset whose output is 1 while the circuit starts; RN is a Reset as Digital places it.
    const data = read(
      dig(
        [
          { name: 'Const', x: 40, y: 0, attrs: { Value: 0 } },
          input('D', 40, 20),
          input('C', 40, 40),
          { name: 'Reset', x: 40, y: 60, attrs: { invertOutput: false, Label: 'RH' } },
          { name: 'D_FF_AS', x: 100, y: 0, attrs: { Default: 1 } },
          output('Q', 200, 0),
          output('H', 200, 300),
          { name: 'Reset', x: 40, y: 400 },
          output('N', 200, 400),
          testcase('cleared at power-on', 'D C Q H N\n0 0 0 0 1\n1 C 1 0 1\n0 C 0 0 1\n'),
        ],
        [
          [40, 0, 100, 0],
          [40, 20, 100, 20],
          [40, 40, 100, 40],
          [40, 60, 100, 60],
          [160, 0, 200, 0],
          [40, 60, 40, 300],
          [40, 300, 200, 300],
          [40, 400, 200, 400],
        ],
      ),
    );
    expectValid(data.circuit);
    expect(data.circuit.components.filter((c) => c.type === 'RESET').map((c) => [c.label, c.properties])).toEqual([
      ['RH', {}],
      ['RST1', { activeLow: true }],
    ]);
    expect(connections(data.circuit)).toEqual(expect.arrayContaining(['RH.out>H.in', 'RST1.out>N.in']));
    expect(data.report.unsupported).toEqual([]);
    const ran = runAll(data);
    expect(ran.tests[0]?.failures ?? []).toEqual([]);
    expect(ran.passed).toBe(true);
  });

  it('turns a data graph into a note pointing at the Waveform panel', () => {
    const data = read(
      dig([{ name: 'Data', x: 300, y: 100 }, input('A', 40, 0), output('Y', 100, 0)], [[40, 0, 100, 0]]),
    );
    expect(data.circuit.notes?.map((n) => [n.x, n.y, n.text])).toEqual([
      [300, 100, expect.stringMatching(/Waveform panel/)],
    ]);
    expect(data.report).toMatchObject({ components: 3, supported: 3, unsupported: [] });
  });

  it("lets a test name a DIL chip's pins by number, as /1", () => {
    const data = read(
      dig(
        [
          { name: 'In', x: 40, y: 0, attrs: { Label: 'A', pinNumber: '1' } },
          { name: 'Not', x: 100, y: 0 },
          { name: 'Out', x: 200, y: 0, attrs: { Label: '~Y', pinNumber: '2' } },
          testcase('pins', '/1 /2\n0 1\n1 0\n'),
        ],
        [
          [40, 0, 100, 0],
          [140, 0, 200, 0],
        ],
      ),
    );
    expect(data.circuit.tests?.[0]?.source.split('\n')[0]).toBe('A nY');
    expect(runAll(data).passed).toBe(true);
  });

  it('carries an input that can float (isHighZ) as a bidirectional port a tri-state output inside may drive', () => {
    // IO's line is driven by the Driver (X while E) when a test floats IO, and read back as IO_out.
    const data = read(
      dig(
        [
          { name: 'In', x: 40, y: 0, attrs: { Label: 'IO', isHighZ: true } },
          input('X', 20, 100),
          input('E', 100, 40),
          { name: 'Driver', x: 100, y: 100 },
          output('Y', 200, 0),
          testcase('io', 'IO X E Y IO_out\nZ 1 1 1 1\nZ 0 1 0 0\nZ 0 0 Z Z\n1 0 0 1 1\n0 1 0 0 0\n'),
        ],
        [
          [20, 100, 80, 100],
          [100, 40, 100, 80],
          [120, 100, 140, 100],
          [140, 100, 140, 0],
          [40, 0, 140, 0],
          [140, 0, 200, 0],
        ],
      ),
    );
    expect(part(data.circuit, 'IO').properties).toEqual({ width: 1, bidirectional: true });
    expect(data.report.warnings).toEqual([]);
    expectValid(data.circuit);
    const ran = runAll(data);
    expect(ran.tests[0]?.failures ?? []).toEqual([]);
    expect(ran.passed).toBe(true);
  });

  it('lets Set win when an asynchronous flip-flop is set and cleared at once, as Digital does', () => {
    // D_FF_AS at (100, 0): Set, D, C, Clr down its left side; JK_FF_AS at (100, 200): Set, J, C, K, Clr.
    const data = read(
      dig(
        [
          input('S', 40, 0),
          input('D', 40, 20),
          { name: 'Clock', x: 40, y: 40, attrs: { Label: 'C' } },
          input('R', 40, 60),
          { name: 'D_FF_AS', x: 100, y: 0 },
          output('Q', 200, 0),
          output('nQ', 200, 20),
          input('J', 40, 220),
          input('K', 40, 260),
          { name: 'JK_FF_AS', x: 100, y: 200 },
          output('P', 200, 200),
          testcase(
            'set wins',
            'S R C D J K Q nQ P\n1 0 0 0 0 0 1 0 1\n0 1 0 0 0 0 0 1 0\n1 1 0 0 0 0 1 0 1\n0 0 0 0 0 0 1 0 1\n0 1 0 0 0 0 0 1 0\n0 0 C 1 1 0 1 0 1\n1 1 C 0 0 1 1 0 1\n',
          ),
        ],
        [
          [40, 0, 100, 0],
          [40, 20, 100, 20],
          [40, 40, 100, 40],
          [40, 60, 100, 60],
          [160, 0, 200, 0],
          [160, 20, 200, 20],
          [100, 0, 100, 200],
          [100, 60, 80, 60],
          [80, 60, 80, 280],
          [80, 280, 100, 280],
          [40, 40, 60, 40],
          [60, 40, 60, 240],
          [60, 240, 100, 240],
          [40, 220, 100, 220],
          [40, 260, 100, 260],
          [160, 200, 200, 200],
        ],
      ),
    );
    expectValid(data.circuit);
    const ran = runAll(data);
    expect(ran.tests[0]?.failures ?? []).toEqual([]);
    expect(ran.passed).toBe(true);
  });

  it('builds a D_FF_AS of several bits as a flip-flop per bit, Set and Clr acting on all (Set winning)', () => {
    const data = read(
      dig(
        [
          input('S', 40, 0),
          input('D', 40, 20, 4),
          { name: 'Clock', x: 40, y: 40, attrs: { Label: 'C' } },
          input('R', 40, 60),
          { name: 'D_FF_AS', x: 100, y: 0, attrs: { Bits: 4, Default: 9 } },
          output('Q', 200, 0, 4),
          output('nQ', 200, 20, 4),
          testcase(
            'four',
            'S D C R Q nQ\n0 0 0 0 9 6\n0 5 C 0 5 10\n1 5 0 0 15 0\n0 5 0 1 0 15\n1 3 0 1 15 0\n0 3 C 0 3 12\n',
          ),
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
    expect(data.report.unsupported).toEqual([]);
    expect(data.circuit.components.filter((c) => c.type === 'D_FLIPFLOP')).toHaveLength(4);
    expectValid(data.circuit);
    const ran = runAll(data);
    expect(ran.tests[0]?.failures ?? []).toEqual([]);
    expect(ran.passed).toBe(true);
  });

  it('gives a label to the clock a test names before a flip-flop of the same label', () => {
    const data = read(
      dig(
        [
          { name: 'D_FF', x: 100, y: 0, attrs: { Label: 'C' } },
          { name: 'Clock', x: 40, y: 20, attrs: { Label: 'C' } },
          input('D', 40, 0),
          output('Q', 200, 0),
          testcase('dff', 'C D Q\nC 1 1\nC 0 0\n'),
        ],
        [
          [40, 0, 100, 0],
          [40, 20, 100, 20],
          [160, 0, 200, 0],
        ],
      ),
    );
    expect(data.circuit.components.find((c) => c.type === 'CLOCK')?.label).toBe('C');
    expect(data.circuit.components.find((c) => c.type === 'D_FLIPFLOP')?.label).toBe('C_2');
    expect(runAll(data).passed).toBe(true);
  });

  it('carries a register, a counter, a button and a DIP switch with their settings', () => {
    const data = read(
      dig(
        [
          input('D', 40, 0, 4),
          { name: 'Clock', x: 40, y: 20, attrs: { Label: 'C' } },
          input('E', 40, 40),
          { name: 'Register', x: 100, y: 0, attrs: { Bits: 4 } },
          output('Q', 200, 20, 4),
          { name: 'Const', x: 60, y: 200 },
          input('R', 40, 240),
          { name: 'Counter', x: 100, y: 200, attrs: { Bits: 3 } },
          output('N', 200, 200, 3),
          output('V', 200, 220),
          { name: 'Button', x: 40, y: 400, attrs: { Label: 'K', activeLow: true } },
          { name: 'DipSwitch', x: 40, y: 500, attrs: { Label: 'DS', dipDefault: true } },
          { name: 'LED', x: 200, y: 500, attrs: { Label: 'L' } },
          testcase(
            'seq',
            'C D E Q R N V\n0 5 1 0 0 0 0\nC 5 1 5 0 1 0\nC 9 0 5 0 2 0\nC 9 0 5 0 3 0\nC 9 0 5 0 4 0\nC 9 0 5 0 5 0\nC 9 0 5 0 6 0\nC 9 0 5 0 7 1\nC 9 1 9 0 0 0\n' +
              // Digital clears on the clock edge: R alone keeps the count; the edge clears it.
              'C 9 0 9 0 1 0\n0 9 0 9 1 1 0\nC 9 0 9 1 0 0\n',
          ),
        ],
        [
          [40, 0, 100, 0],
          [40, 20, 80, 20],
          [80, 20, 100, 20],
          [80, 20, 80, 220],
          [80, 220, 100, 220],
          [40, 40, 100, 40],
          [160, 20, 200, 20],
          [60, 200, 100, 200],
          [40, 240, 100, 240],
          [160, 200, 200, 200],
          [160, 220, 200, 220],
          [40, 500, 200, 500],
        ],
      ),
    );
    // The counter's clear is wired: a register loading Q + 1, or 0 on the edge while clr (Digital's way).
    expect(connections(data.circuit).filter((c) => /^(C|D|E|R|CNT1)\.|>(V|N)\./.test(c))).toEqual([
      'C.out>CNT1.CLK',
      'C.out>REG1.CLK',
      'CNT1.Q>ADD1.A',
      'CNT1.Q>N.in',
      'D.out>REG1.D',
      'E.out>REG1.EN',
      'G2.out>V.in',
      'R.out>G1.b',
      'R.out>MUX1.S',
    ]);
    expect(part(data.circuit, 'CNT1').type).toBe('REGISTER');
    expect(data.report.warnings).toEqual([]);
    expect(part(data.circuit, 'K').properties).toEqual({ activeLow: true });
    expect(part(data.circuit, 'DS').properties).toEqual({ initial: true });
    expect(part(data.circuit, 'L').type).toBe('LED_RED');
    expectValid(data.circuit);
    const report = runAll(data);
    expect(report.tests[0]!.failures).toEqual([]);
  });

  it('builds a preset counter: clear, load, up and down wrapping at its maximum, overflow at the end', () => {
    // CounterPreset at (100, 0): en, C, dir, in, ld, clr down its left; out (160, 0), ovf (160, 20).
    const names = ['en', 'C', 'dir', 'in', 'ld', 'clr'];
    const data = read(
      dig(
        [
          ...names.map((n, i) =>
            n === 'C'
              ? { name: 'Clock', x: 40, y: 20, attrs: { Label: 'C' } }
              : input(n, 40, 20 * i, n === 'in' ? 3 : 1),
          ),
          { name: 'CounterPreset', x: 100, y: 0, attrs: { Bits: 3, maxValue: 5 } },
          output('Q', 200, 0, 3),
          output('V', 200, 20),
          testcase(
            'count',
            'en C dir in ld clr Q V\n' +
              // Up from 0 to 5, wrapping to 0; ovf while at 5 and enabled.
              '1 C 0 0 0 0 1 0\n1 C 0 0 0 0 2 0\n1 C 0 0 0 0 3 0\n1 C 0 0 0 0 4 0\n1 C 0 0 0 0 5 1\n0 0 0 0 0 0 5 0\n1 C 0 0 0 0 0 0\n' +
              // Down from 0 wraps to 5; ovf while at 0 going down.
              '1 0 1 0 0 0 0 1\n1 C 1 0 0 0 5 0\n1 C 1 0 0 0 4 0\n' +
              // Load wins over counting, clear over loading; nothing without en, ld or clr.
              '1 C 0 6 1 0 6 0\n0 C 0 2 0 0 6 0\n1 C 0 2 1 1 0 0\n0 C 0 3 1 0 3 0\n',
          ),
        ],
        [
          ...names.map((_n, i): [number, number, number, number] => [40, 20 * i, 100, 20 * i]),
          [160, 0, 200, 0],
          [160, 20, 200, 20],
        ],
      ),
    );
    expect(data.report.unsupported).toEqual([]);
    expect(data.report.warnings).toEqual([]);
    expectValid(data.circuit);
    const ran = runAll(data);
    expect(ran.tests[0]?.failures ?? []).toEqual([]);
    expect(ran.passed).toBe(true);
  });

  it('renames a label ours cannot hold, and the tests that name it', () => {
    const data = read(
      dig(
        [input('A', 40, 0), { name: 'Not', x: 100, y: 0 }, output('~A', 200, 0), testcase('not', '~A A\n1 0\n0 1\n')],
        [
          [40, 0, 100, 0],
          [140, 0, 200, 0],
        ],
      ),
    );
    expect(part(data.circuit, 'nA').type).toBe('PORT_OUT');
    expect(data.circuit.tests?.[0]?.source).toBe('nA A\n1 0\n0 1\n');
    expect(runAll(data).passed).toBe(true);
  });

  it('uses a 2-bit select through a splitter for a 4-input multiplexer', () => {
    const data = read(
      dig(
        [
          input('I0', 0, 0),
          input('I1', 0, 20),
          input('I2', 0, 40),
          input('I3', 0, 60),
          { name: 'Multiplexer', x: 100, y: 0, attrs: { 'Selector Bits': 2 } },
          input('S', 120, 200, 2),
          output('Y', 200, 40),
          testcase('mux', 'S I0 I1 I2 I3 Y\n0 1 0 0 0 1\n1 1 0 0 0 0\n2 0 0 1 0 1\n3 0 0 0 1 1\n3 1 1 1 0 0\n'),
        ],
        [
          [0, 0, 100, 0],
          [0, 20, 100, 20],
          [0, 40, 100, 40],
          [0, 60, 100, 60],
          [120, 80, 120, 200],
          [140, 40, 200, 40],
        ],
      ),
    );
    expect(data.circuit.components.map((c) => c.type)).toContain('MUX_4');
    expectValid(data.circuit);
    expect(runAll(data).passed).toBe(true);
  });
});

describe('readDigital: subcircuits', () => {
  // The inputs in file order B then A: Digital orders the instance's pins so, and so do we.
  const half = dig(
    [
      input('B', 20, 40),
      input('A', 20, 0),
      { name: 'XOr', x: 100, y: 0 },
      { name: 'And', x: 100, y: 100 },
      output('S', 200, 20),
      output('C', 200, 120),
    ],
    HALF_ADDER_WIRES,
  );
  // The instance at (100, 0): inputs B (100, 0) and A (100, 20), outputs S (160, 0) and C (160, 20).
  const top = dig(
    [
      input('X', 40, 0),
      input('Y', 40, 20),
      { name: 'HalfAdder.dig', x: 100, y: 0, attrs: { Label: 'HA' } },
      output('P', 200, 0),
      output('Q', 200, 20),
      { name: 'Missing.dig', x: 100, y: 200 },
      testcase('top', 'X Y P Q\n0 0 0 0\n1 0 1 0\n0 1 1 0\n1 1 0 1\n'),
    ],
    [
      [40, 0, 100, 0],
      [40, 20, 100, 20],
      [160, 0, 200, 0],
      [160, 20, 200, 20],
    ],
  );
  const data = read(top, [{ name: 'lib/HalfAdder.dig', text: half }]);

  it('bundles a given file and places it with its interface in Digital order', () => {
    expect(data.subcircuits.map((s) => [s.id, s.name])).toEqual([['dig_HalfAdder', 'HalfAdder']]);
    expect(part(data.circuit, 'HA')).toMatchObject({
      type: 'SUBCIRCUIT',
      properties: { circuit: 'dig_HalfAdder', ports: 'B,A>S,C', title: 'HalfAdder' },
    });
    expect(connections(data.circuit)).toEqual(['HA.C>Q.in', 'HA.S>P.in', 'X.out>HA.B', 'Y.out>HA.A']);
    expectValid(data.subcircuits[0]!.circuit);
  });

  it('makes a clock inside a subcircuit an input of it, as Digital does', () => {
    // T_FF without enable: C at (100, 0); Q (160, 0), ~Q (160, 20).
    const toggle = dig(
      [
        { name: 'Clock', x: 40, y: 0, attrs: { Label: 'C' } },
        { name: 'T_FF', x: 100, y: 0, attrs: { withEnable: false } },
        output('Q', 200, 0),
      ],
      [
        [40, 0, 100, 0],
        [160, 0, 200, 0],
      ],
    );
    const top = dig(
      [
        { name: 'Clock', x: 40, y: 0, attrs: { Label: 'CLK' } },
        { name: 'toggle.dig', x: 100, y: 0, attrs: { Label: 'T1' } },
        output('Y', 200, 0),
        testcase('toggles', 'CLK Y\n0 0\nC 1\nC 0\nC 1\n'),
      ],
      [
        [40, 0, 100, 0],
        [160, 0, 200, 0],
      ],
    );
    const data = read(top, [{ name: 'toggle.dig', text: toggle }]);
    const inner = data.subcircuits[0]!.circuit;
    expect(inner.components.map((c) => `${c.type}:${c.label}`)).toEqual([
      'PORT_IN:C',
      'T_FLIPFLOP:FF1',
      'CONST_HIGH:K1',
      'PORT_OUT:Q',
    ]);
    expect(part(data.circuit, 'T1').properties).toMatchObject({ ports: 'C>Q' });
    expect(part(data.circuit, 'CLK').type).toBe('CLOCK');
    expectValid(data.circuit);
    expect(runAll(data).tests[0]!.failures).toEqual([]);
  });

  it('makes a placeholder named after a file it was not given, and reports it', () => {
    const missing = data.circuit.components.find((c) => c.type === PLACEHOLDER_TYPE);
    expect(missing).toMatchObject({ properties: { original: 'Missing.dig', ports: '' } });
    expect(data.report.unsupported).toEqual([
      { name: 'Missing.dig', count: 1, where: ['top: at (100, 200): its file was not opened with it'] },
    ]);
    expect(data.report.warnings.join(' ')).toContain('Missing.dig, which was not opened with it');
    expect(data.report).toMatchObject({ circuits: 2, components: 12, supported: 11 });
  });

  it('runs the test through the subcircuit (without the placeholder)', () => {
    const placed = read(top.replace(/<visualElement>\s*<elementName>Missing\.dig[\s\S]*?<\/visualElement>/, ''), [
      { name: 'HalfAdder.dig', text: half },
    ]);
    expect(placed.circuit.components.some((c) => c.type === PLACEHOLDER_TYPE)).toBe(false);
    expectValid(placed.circuit);
    const report = runAll(placed);
    expect(report.tests[0]!.failures).toEqual([]);
    expect(report.passed).toBe(true);
  });
});

describe('readDigital: arithmetic as our arithmetic parts', () => {
  it('adds and subtracts with our adder and subtractor, and extends signs with a splitter and a merger', () => {
    const data = read(
      dig(
        [
          input('A', 40, 0, 4),
          input('B', 40, 20, 4),
          { name: 'Const', x: 60, y: 40, attrs: { Value: 0 } },
          { name: 'Add', x: 100, y: 0, attrs: { Bits: 4 } },
          output('S', 200, 0, 4),
          output('CO', 200, 20),
          input('D', 40, 200, 4),
          input('E', 40, 220, 4),
          input('CI', 40, 240),
          { name: 'Sub', x: 100, y: 200, attrs: { Bits: 4 } },
          output('T', 200, 200, 4),
          output('BO', 200, 220),
          input('X', 40, 400, 4),
          { name: 'BitExtender', x: 100, y: 400, attrs: { inputBits: 4, outputBits: 8 } },
          output('W', 200, 400, 8),
          testcase(
            'arith',
            'A B S CO D E CI T BO X W\n7 9 0 1 3 5 0 14 1 8 0xF8\n3 4 7 0 9 2 1 6 0 5 5\n15 15 14 1 0 0 1 15 1 15 255\n',
          ),
        ],
        [
          [40, 0, 100, 0],
          [40, 20, 100, 20],
          [60, 40, 100, 40],
          [160, 0, 200, 0],
          [160, 20, 200, 20],
          [40, 200, 100, 200],
          [40, 220, 100, 220],
          [40, 240, 100, 240],
          [160, 200, 200, 200],
          [160, 220, 200, 220],
          [40, 400, 100, 400],
          [160, 400, 200, 400],
        ],
      ),
    );
    expect(data.circuit.components.filter((c) => c.type === 'ADDER' || c.type === 'SUBTRACTOR')).toHaveLength(2);
    expect(data.report).toMatchObject({ components: 15, supported: 15, unsupported: [] });
    expectValid(data.circuit);
    const report = runAll(data);
    expect(report.tests[0]!.failures).toEqual([]);
    expect(report.passed).toBe(true);
  });
});

describe('readDigital: shifters, negators and priority encoders as ours', () => {
  // Element at (100, 0), pins where Digital's generic box puts them (given here from its anchor):
  // inputs down the left 20 apart; with one output, that output half-way down and the lower half of
  // an even number of inputs one step further down; outputs on the right, 3 steps (4 for a priority
  // encoder) across. Each input comes from a pin 60 to its left, each output goes to one 40 right.
  const oneElement = (
    element: { name: string; attrs: Record<string, string | number | boolean> },
    ins: readonly (readonly [string, number, number])[],
    outs: readonly (readonly [string, number, number, number])[],
    test: string,
  ) =>
    dig(
      [
        ...ins.map(([name, bits, y]) => input(name, 40, y, bits)),
        { name: element.name, x: 100, y: 0, attrs: element.attrs },
        ...outs.map(([name, bits, x, y]) => output(name, 100 + x + 40, y, bits)),
        testcase('t', test),
      ],
      [
        ...ins.map(([, , y]) => [40, y, 100, y] as [number, number, number, number]),
        ...outs.map(([, , x, y]) => [100 + x, y, 100 + x + 40, y] as [number, number, number, number]),
      ],
    );

  it.each([
    // Digital's amount is binLn2(8) = 4 bits wide: 8 and more shift everything out (rotations wrap).
    ['logical', 'left', 'X S Y\n0x81 1 0x02\n0x81 0 0x81\n0xFF 7 0x80\n0xFF 8 0\n0xFF 15 0\n'],
    ['logical', 'right', 'X S Y\n0x81 1 0x40\n0xFF 7 0x01\n0xFF 9 0\n'],
    ['arithmetic', 'right', 'X S Y\n0x81 1 0xC0\n0x81 7 0xFF\n0x81 12 0xFF\n0x41 12 0\n'],
    ['arithmetic', 'left', 'X S Y\n0x81 1 0x02\n'],
    ['rotate', 'left', 'X S Y\n0x81 1 0x03\n0x81 9 0x03\n0x0F 4 0xF0\n'],
    ['rotate', 'right', 'X S Y\n0x81 1 0xC0\n0x81 8 0x81\n0x0F 12 0xF0\n'],
  ])('a BarrelShifter, %s %s, shifts as Digital does', (mode, direction, test) => {
    const data = read(
      oneElement(
        { name: 'BarrelShifter', attrs: { Bits: 8, barrelShifterMode: mode, direction } },
        [
          ['X', 8, 0],
          ['S', 4, 40],
        ],
        [['Y', 8, 60, 20]],
        test,
      ),
    );
    expect(data.report.unsupported).toEqual([]);
    expect(data.circuit.components.find((c) => c.type === 'SHIFTER')?.properties).toMatchObject({ amountBits: 4 });
    expectValid(data.circuit);
    expect(runAll(data).tests[0]!.failures).toEqual([]);
  });

  it.each([
    [false, 'A B P\n15 15 225\n7 9 63\n0 13 0\n'],
    // Two's complement: −1·−1 = 1, −1·1 = −1, −8·−8 = 64, −8·7 = −56.
    [true, 'A B P\n15 15 1\n15 1 255\n8 8 64\n8 7 200\n'],
  ])('a Mul (signed: %s) is our multiplier with P and HI merged into its double-width product', (signed, test) => {
    const data = read(
      oneElement(
        { name: 'Mul', attrs: { Bits: 4, Signed: signed } },
        [
          ['A', 4, 0],
          ['B', 4, 40],
        ],
        [['P', 8, 60, 20]],
        test,
      ),
    );
    expect(data.report.unsupported).toEqual([]);
    expect(data.circuit.components.find((c) => c.type === 'MULTIPLIER')?.properties).toMatchObject({ signed });
    expectValid(data.circuit);
    expect(runAll(data).tests[0]!.failures).toEqual([]);
  });

  it('a Mul whose product would be wider than 32 bits is a placeholder that says why', () => {
    const data = read(
      oneElement(
        { name: 'Mul', attrs: { Bits: 17 } },
        [
          ['A', 17, 0],
          ['B', 17, 40],
        ],
        [],
        'A B\n1 1\n',
      ),
    );
    expect(data.report.unsupported.map((u) => u.name)).toEqual(['Mul']);
    expect(data.report.unsupported[0]!.where.join(' ')).toContain('34-bit product');
  });

  it.each([
    [{}, 'A B Q R\n13 4 3 1\n7 0 7 0\n'],
    // Signed, the remainder made positive (Digital's default): −7 ÷ 2 = −4 r 1, −7 ÷ −2 = 4 r 1.
    [{ Signed: true }, 'A B Q R\n9 2 12 1\n9 14 4 1\n7 0 7 0\n8 15 8 0\n'],
    // Signed, truncating: −7 ÷ 2 = −3 r −1.
    [{ Signed: true, remainderPositive: false }, 'A B Q R\n9 2 13 15\n6 13 14 0\n'],
  ])('a Div %j divides as Digital does (÷0 as ÷1)', (attrs, test) => {
    const data = read(
      oneElement(
        { name: 'Div', attrs: { Bits: 4, ...attrs } },
        [
          ['A', 4, 0],
          ['B', 4, 20],
        ],
        [
          ['Q', 4, 60, 0],
          ['R', 4, 60, 20],
        ],
        test,
      ),
    );
    expect(data.report.unsupported).toEqual([]);
    expect(data.circuit.components.filter((c) => c.type === 'DIVIDER')).toHaveLength(1);
    expectValid(data.circuit);
    expect(runAll(data).tests[0]!.failures).toEqual([]);
  });

  it('a BarrelShifter whose amount is signed is a placeholder that says why', () => {
    const data = read(
      oneElement(
        { name: 'BarrelShifter', attrs: { Bits: 8, barrelSigned: true } },
        [
          ['X', 8, 0],
          ['S', 5, 40],
        ],
        [['Y', 8, 60, 20]],
        'X S Y\n1 1 2\n',
      ),
    );
    expect(data.report.unsupported.map((u) => u.name)).toEqual(['BarrelShifter']);
    expect(data.report.unsupported[0]!.where.join(' ')).toContain('signed shift amount');
  });

  it('an inverted one-bit input of a wide adder gets a one-bit NOT', () => {
    // c_i inverted: Digital draws it one step further left, at (80, 40).
    const data = read(
      dig(
        [
          input('A', 40, 0, 4),
          input('B', 40, 20, 4),
          input('CI', 40, 40),
          { name: 'Add', x: 100, y: 0, attrs: { Bits: 4, inverterConfig: { inverted: ['c_i'] } } },
          output('S', 200, 0, 4),
          output('CO', 200, 20),
          testcase('inv', 'A B CI S CO\n1 2 0 4 0\n15 0 1 15 0\n15 0 0 0 1\n'),
        ],
        [
          [40, 0, 100, 0],
          [40, 20, 100, 20],
          [40, 40, 80, 40],
          [160, 0, 200, 0],
          [160, 20, 200, 20],
        ],
      ),
    );
    expect(data.report.warnings).toEqual([]);
    expect(data.circuit.components.find((c) => c.type === 'NOT')?.properties).toEqual({});
    expectValid(data.circuit);
    expect(runAll(data).tests[0]!.failures).toEqual([]);
  });

  it('a Neg is 0 − in, and a PriorityEncoder gives the highest request and any', () => {
    const neg = read(
      oneElement({ name: 'Neg', attrs: { Bits: 4 } }, [['X', 4, 0]], [['N', 4, 60, 0]], 'X N\n0 0\n1 15\n8 8\n5 11\n'),
    );
    expect(neg.report.unsupported).toEqual([]);
    expectValid(neg.circuit);
    expect(runAll(neg).tests[0]!.failures).toEqual([]);
    const pe = read(
      oneElement(
        { name: 'PriorityEncoder', attrs: { 'Selector Bits': 2 } },
        [
          ['I0', 1, 0],
          ['I1', 1, 20],
          ['I2', 1, 40],
          ['I3', 1, 60],
        ],
        [
          ['N', 2, 80, 0],
          ['ANY', 1, 80, 20],
        ],
        'I0 I1 I2 I3 N ANY\n0 0 0 0 0 0\n1 0 0 0 0 1\n1 1 0 0 1 1\n0 1 1 0 2 1\n1 0 0 1 3 1\n1 1 1 1 3 1\n',
      ),
    );
    expect(pe.report.unsupported).toEqual([]);
    expectValid(pe.circuit);
    expect(runAll(pe).tests[0]!.failures).toEqual([]);
  });
});

describe('readDigital: comparators from our parts', () => {
  // Comparator at (100, 0): a (100, 0), b (100, 20); ">" (160, 0), "=" (160, 20), "<" (160, 40).
  const comparatorFile = (signed: boolean, bits: number, test: string) =>
    dig(
      [
        input('A', 40, 0, bits),
        input('B', 40, 20, bits),
        { name: 'Comparator', x: 100, y: 0, attrs: { Bits: bits, Signed: signed } },
        output('GT', 200, 0),
        output('EQ', 200, 20),
        output('LT', 200, 40),
        testcase('cmp', test),
      ],
      [
        [40, 0, 100, 0],
        [40, 20, 100, 20],
        [160, 0, 200, 0],
        [160, 20, 200, 20],
        [160, 40, 200, 40],
      ],
    );

  it('compares unsigned numbers as Digital does', () => {
    const data = read(
      comparatorFile(false, 4, 'A B EQ GT LT\n3 3 1 0 0\n3 9 0 0 1\n9 3 0 1 0\n15 0 0 1 0\n0 15 0 0 1\n'),
    );
    expect(data.report).toMatchObject({ supported: 6, unsupported: [] });
    expectValid(data.circuit);
    const report = runAll(data);
    expect(report.tests[0]!.failures).toEqual([]);
  });

  it('compares signed numbers as Digital does', () => {
    // 4 bits signed: 9 is -7, 15 is -1.
    const data = read(
      comparatorFile(true, 4, 'A B EQ GT LT\n3 3 1 0 0\n3 9 0 1 0\n9 3 0 0 1\n15 0 0 0 1\n9 15 0 0 1\n7 8 0 1 0\n'),
    );
    expectValid(data.circuit);
    expect(runAll(data).tests[0]!.failures).toEqual([]);
  });

  it('compares single bits', () => {
    const data = read(comparatorFile(false, 1, 'A B EQ GT LT\n0 0 1 0 0\n0 1 0 0 1\n1 0 0 1 0\n1 1 1 0 0\n'));
    expectValid(data.circuit);
    expect(runAll(data).tests[0]!.failures).toEqual([]);
  });
});

describe('readDigital: parts we lack', () => {
  it('become placeholders with their pins, wired as in Digital', () => {
    const data = read(
      dig(
        [
          input('A', 0, 0, 4),
          input('B', 0, 20, 1),
          { name: 'RegisterFile', x: 100, y: 0, attrs: { Bits: 4, AddrBits: 2, Label: 'rf' } },
          output('S', 200, 0, 4),
          { name: 'RAMAsync', x: 100, y: 200 },
          { name: 'RegisterFile', x: 100, y: 400 },
          { name: 'Frobnicator', x: 100, y: 600 },
        ],
        [
          [0, 0, 100, 0],
          [0, 20, 100, 20],
          [180, 0, 200, 0],
        ],
      ),
    );
    expect(part(data.circuit, 'rf')).toMatchObject({
      type: PLACEHOLDER_TYPE,
      properties: { original: 'RegisterFile', ports: 'Din:4,we,Rw:2,C,Ra:2,Rb:2>Da:4,Db:4' },
    });
    expect(connections(data.circuit)).toEqual(['A.out>rf.Din', 'B.out>rf.we', 'rf.Da>S.in']);
    expect(data.report.unsupported.map((u) => [u.name, u.count])).toEqual([
      ['RegisterFile', 2],
      ['Frobnicator', 1],
      ['RAMAsync', 1],
    ]);
    expect(data.report).toMatchObject({ components: 7, supported: 3 });
    expect(data.report.warnings.join(' ')).toContain('Frobnicator at (100, 600) became a placeholder without pins');
  });
});

/** A subcircuit A AND B → Y drawn as a DIL package of 4 pins (A pin 1, B pin 2, Y pin 3). */
const dilAnd = () =>
  dig(
    [
      { name: 'In', x: 0, y: 0, attrs: { Label: 'A', pinNumber: '1' } },
      { name: 'In', x: 0, y: 40, attrs: { Label: 'B', pinNumber: '2' } },
      { name: 'Out', x: 100, y: 0, attrs: { Label: 'Y', pinNumber: '3' } },
      { name: 'And', x: 40, y: 0 },
    ],
    [
      [0, 0, 40, 0],
      [0, 40, 40, 40],
      [100, 20, 100, 0],
    ],
    { shapeType: 'DIL', Width: 3, pinCount: 4 },
  );

describe('readDigital: how Digital writes its files', () => {
  it('follows XStream references and doubles the coordinates of version 0 files', () => {
    // Version 0: half-size coordinates; the second Not's rotation refers to the first one's.
    const text = `<?xml version="1.0" encoding="utf-8"?>
<circuit>
  <visualElements>
    <visualElement>
      <elementName>Not</elementName>
      <elementAttributes><entry><string>rotation</string><rotation rotation="3"/></entry></elementAttributes>
      <pos x="100" y="0"/>
    </visualElement>
    <visualElement>
      <elementName>Not</elementName>
      <elementAttributes><entry><string>rotation</string><rotation reference="../../../../visualElement/elementAttributes/entry/rotation"/></entry></elementAttributes>
      <pos x="100" y="20"/>
    </visualElement>
    <visualElement>
      <elementName>In</elementName>
      <elementAttributes><entry><string>Label</string><string>A</string></entry></elementAttributes>
      <pos x="50" y="0"/>
    </visualElement>
  </visualElements>
  <wires>
    <wire><p1 x="50" y="0"/><p2 x="100" y="0"/></wire>
    <wire><p1 x="100" y="20"/><p2 x="100" y="40"/></wire>
  </wires>
</circuit>`;
    const data = read(text);
    expect(data.report.version).toBe('0');
    expect(data.circuit.components.map((c) => [c.type, c.rotation])).toEqual([
      ['NOT', 90],
      ['NOT', 90],
      ['PORT_IN', 0],
    ]);
    // Doubled: A at (100, 0) meets the first Not's input; the first Not's output (100, 40) the second's input.
    expect(connections(data.circuit)).toEqual(['A.out>G1.in', 'G1.out>G2.in']);
  });

  it('places the pins of a subcircuit drawn as a DIL package by their pin numbers', () => {
    const chip = dilAnd();
    // Pins 1 and 2 down the left (40 apart), 3 and 4 up the right at x = 20 * (3 + 1): pin 3 at (80, 40).
    const top = dig(
      [
        input('P', 0, 0),
        input('Q', 0, 40),
        { name: 'chip.dig', x: 100, y: 0 },
        output('R', 200, 40),
        testcase('and', 'P Q R\n0 1 0\n1 1 1\n'),
      ],
      [
        [0, 0, 100, 0],
        [0, 40, 100, 40],
        [180, 40, 200, 40],
      ],
    );
    const data = read(top, [{ name: 'chip.dig', text: chip }]);
    expect(connections(data.circuit)).toEqual(['P.out>U1.A', 'Q.out>U1.B', 'U1.Y>R.in']);
    expect(runAll(data).passed).toBe(true);
  });

  it('lets an instance pick its own shape: a DIL chip placed as a plain box', () => {
    const chip = dilAnd();
    // As a box (shapeType SIMPLE on the instance): A (100, 0), B (100, 40), Y (160, 20).
    const top = dig(
      [
        input('P', 0, 0),
        input('Q', 0, 40),
        { name: 'chip.dig', x: 100, y: 0, attrs: { shapeType: 'SIMPLE' } },
        output('R', 200, 20),
        testcase('and', 'P Q R\n0 1 0\n1 1 1\n'),
      ],
      [
        [0, 0, 100, 0],
        [0, 40, 100, 40],
        [160, 20, 200, 20],
      ],
    );
    const data = read(top, [{ name: 'chip.dig', text: chip }]);
    expect(connections(data.circuit)).toEqual(['P.out>U1.A', 'Q.out>U1.B', 'U1.Y>R.in']);
    expect(runAll(data).passed).toBe(true);
  });

  it('places the pins of a minimized subcircuit where its ports are, at half size', () => {
    // Ports at A (0, 0), B (0, 80), Y (200, 40): on the instance at A (0, 0), B (0, 40), Y (100, 20).
    const chip = dig(
      [
        { name: 'In', x: 0, y: 0, attrs: { Label: 'A' } },
        { name: 'In', x: 0, y: 80, attrs: { Label: 'B' } },
        { name: 'And', x: 40, y: 0 },
        { name: 'Out', x: 200, y: 40, attrs: { Label: 'Y' } },
      ],
      [
        [0, 0, 40, 0],
        [0, 80, 40, 80],
        [40, 80, 40, 40],
        [100, 20, 200, 20],
        [200, 20, 200, 40],
      ],
      { shapeType: 'MINIMIZED' },
    );
    const top = dig(
      [
        input('P', 0, 0),
        input('Q', 0, 40),
        { name: 'chip.dig', x: 100, y: 0 },
        output('R', 240, 20),
        testcase('and', 'P Q R\n0 1 0\n1 1 1\n1 0 0\n'),
      ],
      [
        [0, 0, 100, 0],
        [0, 40, 100, 40],
        [200, 20, 240, 20],
      ],
    );
    const data = read(top, [{ name: 'chip.dig', text: chip }]);
    expect(data.report.warnings).toEqual([]);
    expect(connections(data.circuit)).toEqual(['P.out>U1.A', 'Q.out>U1.B', 'U1.Y>R.in']);
    expect(runAll(data).passed).toBe(true);
  });

  it('places the pins of a subcircuit with Digital’s layout shape by the rotations and places of its ports', () => {
    // Inside: A and B face right (left side), EN turned up (top), Y faces right (right side), Z
    // turned up (bottom). The box is 3 by 3: A (0, 20), B (0, 40), EN (20, 0), Y (60, 20), Z (20, 60).
    const chip = dig(
      [
        { name: 'In', x: 0, y: 0, attrs: { Label: 'A' } },
        { name: 'In', x: 0, y: 40, attrs: { Label: 'B' } },
        { name: 'Out', x: 100, y: 0, attrs: { Label: 'Y' } },
        { name: 'And', x: 40, y: 0 },
        { name: 'In', x: 0, y: 100, rotation: 3, attrs: { Label: 'EN' } },
        { name: 'Not', x: 40, y: 100 },
        { name: 'Out', x: 120, y: 100, rotation: 3, attrs: { Label: 'Z' } },
      ],
      [
        [0, 0, 40, 0],
        [0, 40, 40, 40],
        [100, 20, 100, 0],
        [0, 100, 40, 100],
        [80, 100, 120, 100],
      ],
      { shapeType: 'LAYOUT' },
    );
    const top = dig(
      [
        input('P', 0, 120),
        input('Q', 0, 140),
        input('E', 120, 40),
        { name: 'chip.dig', x: 100, y: 100 },
        output('R', 200, 120),
        output('S', 120, 220),
        testcase('layout', 'P Q E R S\n0 1 0 0 1\n1 1 1 1 0\n1 0 1 0 0\n'),
      ],
      [
        [0, 120, 100, 120],
        [0, 140, 100, 140],
        [120, 40, 120, 100],
        [160, 120, 200, 120],
        [120, 160, 120, 220],
      ],
    );
    const data = read(top, [{ name: 'chip.dig', text: chip }]);
    expect(data.report.warnings).toEqual([]);
    expect(connections(data.circuit)).toEqual(['E.out>U1.EN', 'P.out>U1.A', 'Q.out>U1.B', 'U1.Y>R.in', 'U1.Z>S.in']);
    expect(runAll(data).passed).toBe(true);
  });

  it('carries a flip-flop’s Default over as its power-on value, and a demultiplexer’s as its idle outputs', () => {
    const data = read(
      dig(
        [
          { name: 'D_FF', x: 0, y: 0, attrs: { Default: 1, Label: 'F' } },
          { name: 'Demultiplexer', x: 0, y: 100, attrs: { Default: 1 } },
        ],
        [],
      ),
    );
    expect(part(data.circuit, 'F')).toMatchObject({ type: 'D_FLIPFLOP', properties: { initial: 1 } });
    expect(data.report.warnings.join(' ')).not.toContain('starts at');
    expect(data.report.unsupported).toEqual([]);
    // The idle output takes the default: a multiplexer per output choosing between it and the data.
    expect(data.circuit.components.filter((c) => c.type === 'MUX_2')).toHaveLength(2);
  });
});

describe('readDigital: files it refuses', () => {
  const main = (text: string, others: DigitalFile[] = []) => readDigital({ main: { name: 'bad.dig', text }, others });

  it('refuses truncated XML with its place', () => {
    const f = refused(main(halfAdder().slice(0, 700)));
    expect(f.code).toBe('INVALID_FILE');
    expect(f.error).toMatch(/^bad\.dig is not well-formed XML at line \d+, column \d+: it may be truncated/);
  });

  it('refuses files that are not Digital circuits', () => {
    expect(refused(main('')).error).toBe('bad.dig is empty: it may be truncated.');
    expect(refused(main('{"format":"circuitforge"}')).error).toBe('bad.dig is not a Digital circuit: it is not XML.');
    const logisim = refused(main('<project source="3.8.0" version="1.0"><circuit name="main"/></project>'));
    expect(logisim.error).toContain('has no <circuit> with <visualElements>');
    expect(logisim.hint).toContain('Logisim');
  });

  it('refuses a newer version', () => {
    const f = refused(main(dig([], [], {}, 99)));
    expect(f.code).toBe('UNSUPPORTED_VERSION');
    expect(f.error).toBe('bad.dig is Digital file version 99; this CircuitForge reads versions up to 2.');
  });

  it('refuses a huge attribute and deep nesting before building them', () => {
    const huge = dig([{ name: 'Text', x: 0, y: 0, attrs: { Description: 'x'.repeat(1_000_001) } }], []);
    expect(refused(main(huge)).error).toMatch(/holds a value of 1,000,001 characters/);
    const deep = `<circuit><visualElements>${'<a>'.repeat(100)}${'</a>'.repeat(100)}</visualElements></circuit>`;
    expect(refused(main(deep)).error).toContain('nested more than 64 levels deep');
  });

  it('refuses subcircuits that place themselves', () => {
    const a = dig([{ name: 'B.dig', x: 0, y: 0 }], []);
    const b = dig([{ name: 'A.dig', x: 0, y: 0 }], []);
    const f = refused(readDigital({ main: { name: 'A.dig', text: a }, others: [{ name: 'B.dig', text: b }] }));
    expect(f.error).toBe('The subcircuits place themselves in a cycle: A.dig → B.dig → A.dig.');
  });

  it('refuses subcircuits nested deeper than the simulator goes', () => {
    const others = Array.from({ length: 40 }, (_, i) => ({
      name: `L${i}.dig`,
      text: dig(i === 39 ? [] : [{ name: `L${i + 1}.dig`, x: 0, y: 0 }], []),
    }));
    const f = refused(
      readDigital({ main: { name: 'top.dig', text: dig([{ name: 'L0.dig', x: 0, y: 0 }], []) }, others }),
    );
    expect(f.code).toBe('DESIGN_TOO_LARGE');
    expect(f.error).toContain('nest more than 32 levels deep');
  });

  it('answers a Result for every cut and every damaged byte of a real file', () => {
    const text = halfAdder();
    let refusals = 0;
    for (let cut = 0; cut < text.length; cut += 37) {
      const result = main(text.slice(0, cut));
      if (!result.success) {
        refusals++;
        expect(result.error.length).toBeGreaterThan(0);
      }
    }
    expect(refusals).toBeGreaterThan(0);
    // Flip characters one at a time (a fixed pseudo-random walk: the test is the same on every run).
    let seed = 20261126;
    for (let i = 0; i < 300; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const at = seed % text.length;
      const damaged = text.slice(0, at) + '<>"&/x9 '[seed % 8]! + text.slice(at + 1);
      const result = main(damaged);
      expect(result.success || result.error.length > 0).toBe(true);
    }
  });

  it('refuses a damaged file and never throws on random text', () => {
    const noPos =
      '<circuit><version>2</version><visualElements><visualElement><elementName>And</elementName></visualElement></visualElements></circuit>';
    expect(refused(main(noPos)).error).toContain('has an element without a name or position');
    for (const text of ['<', '<circuit>', '<<>>', '<circuit><visualElements/></circuit>', '\u0000\u0001', '<?xml?>']) {
      const result = main(text);
      if (!result.success) expect(result.error.length).toBeGreaterThan(0);
    }
  });
});
