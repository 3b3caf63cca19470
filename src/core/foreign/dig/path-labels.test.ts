import { describe, expect, it } from 'vitest';
import { dig, input, output, testcase, type Element, type WireLine } from './test-support/dig-fixture';
import { importChecked, testFailures } from './test-support/run-imported';
import { readDigital } from './read-digital';
import { labelByPath, modelLabel } from './path-labels';
import { readDigFile } from './document';

/**
 * `io.dig`, Digital's I/O register (as its processor's TestIO): In D (4 bits), Clock C, In w
 * (write) and In r (read); a register labelled `label` loads D on C while w, and a driver puts its
 * word back on D while r, so D is a bus both ways.
 */
function io(label = '*'): string {
  return dig(
    [
      input('D', 40, 0, 4),
      { name: 'Clock', x: 40, y: 20, attrs: { Label: 'C' } },
      input('w', 40, 40),
      input('r', 220, 60),
      { name: 'Register', x: 100, y: 0, attrs: { Bits: 4, Label: label } },
      { name: 'Driver', x: 220, y: 20, attrs: { Bits: 4, flipSelPos: true } },
    ],
    [
      [40, 0, 60, 0],
      [60, 0, 100, 0],
      [40, 20, 100, 20],
      [40, 40, 100, 40],
      [160, 20, 200, 20],
      [220, 60, 220, 40],
      [240, 20, 260, 20],
      [260, 20, 260, -20],
      [260, -20, 60, -20],
      [60, -20, 60, 0],
    ],
  );
}

/**
 * Two I/O registers P1 (top) and P2 (below) on one bus that X drives through a driver while we;
 * Y reads the bus. Pins of an instance: D, C, w, r down its left side.
 */
function bus(tests: readonly Element[]): string {
  return dig(
    [
      input('X', 0, 0, 4),
      { name: 'Driver', x: 40, y: 0, attrs: { Bits: 4 } },
      input('we', 40, -40),
      { name: 'Clock', x: 100, y: 20, attrs: { Label: 'C' } },
      { name: 'io.dig', x: 200, y: 0, attrs: { Label: 'P1' } },
      { name: 'io.dig', x: 200, y: 200, attrs: { Label: 'P2' } },
      input('w1', 140, 40),
      input('r1', 140, 60),
      input('w2', 140, 240),
      input('r2', 140, 260),
      output('Y', 160, 300, 4),
      ...tests,
    ],
    [
      [0, 0, 20, 0],
      [40, -40, 40, -20],
      [60, 0, 160, 0],
      [160, 0, 200, 0],
      [160, 0, 160, 200],
      [160, 200, 200, 200],
      [160, 200, 160, 300],
      [100, 20, 120, 20],
      [120, 20, 200, 20],
      [120, 20, 120, 220],
      [120, 220, 200, 220],
      [140, 40, 200, 40],
      [140, 60, 200, 60],
      [140, 240, 200, 240],
      [140, 260, 200, 260],
    ] satisfies WireLine[],
  );
}

describe('Digital labels by instance path (a * in a label)', () => {
  it('writes the path into the label, as Digital’s model names the part', () => {
    expect(modelLabel('*', 'Reg3')).toBe('Reg3');
    expect(modelLabel('M-*', 'U1-R0')).toBe('M-U1-R0');
    expect(modelLabel('Q', 'U1')).toBe('Q');
    const file = readDigFile(io('*'), 'io.dig');
    if (!file.success) throw new Error(file.error);
    const { labels } = labelByPath(file.data, 'P1');
    // The register only: the ins are the subcircuit's interface.
    expect(labels).toEqual(['P1']);
  });

  it('lets tests name a register labelled * by its instance, which puts its word on a bus it is written from', () => {
    const data = importChecked(
      {
        name: 'bus.dig',
        text: bus([
          testcase(
            'io',
            'we X C w1 r1 w2 r2 Y P1 P2\n' +
              '1 5 C 1 0 0 0 5 5 0\n' +
              '1 9 C 0 0 1 0 9 5 9\n' +
              '0 0 0 0 1 0 0 5 5 9\n' +
              '0 0 0 0 0 0 1 9 5 9\n' +
              '0 0 0 0 0 0 0 Z 5 9\n',
          ),
          testcase('init', 'we X C r1 r2 Y\ninit P2 = 3;\n0 0 0 0 1 3\n0 0 0 0 0 Z\n'),
        ]),
      },
      [{ name: 'io.dig', text: io() }],
    );
    expect(data.subcircuits.map((s) => s.name).sort()).toEqual(['io (labelled P1)', 'io (labelled P2)']);
    expect(testFailures(data)).toEqual([]);
  });

  it('reads a circuit without * once however often it is placed', () => {
    const data = importChecked({ name: 'bus.dig', text: bus([]) }, [{ name: 'io.dig', text: io('R') }]);
    expect(data.subcircuits.map((s) => s.name)).toEqual(['io']);
  });

  it('stops making subcircuits for labels by path past 200, saying so, and still imports', () => {
    const count = 230;
    const leaf = dig([input('A', 0, 0), { name: 'Probe', x: 40, y: 0, attrs: { Label: 'M-*' } }], [[0, 0, 40, 0]]);
    const main = dig(
      Array.from({ length: count }, (_, i) => ({ name: 'leaf.dig', x: 0, y: 40 * i, attrs: { Label: `L${i}` } })),
      [],
    );
    const read = readDigital({ main: { name: 'main.dig', text: main }, others: [{ name: 'leaf.dig', text: leaf }] });
    if (!read.success) throw new Error(read.error);
    expect(read.data.subcircuits.length).toBe(201);
    expect(read.data.subcircuits[0]?.name).toBe('leaf (labelled M-L0)');
    expect(read.data.report.warnings.join('\n')).toContain('places more than 200 such instances');
  });

  it('lets a test name a register inside a subcircuit that shares its label with an output there (PC and PC)', () => {
    const pc = dig(
      [
        input('D', 40, 0, 4),
        { name: 'Clock', x: 40, y: 20, attrs: { Label: 'C' } },
        input('w', 40, 40),
        { name: 'Register', x: 100, y: 0, attrs: { Bits: 4, Label: 'PC' } },
        output('PC', 200, 20, 4),
      ],
      [
        [40, 0, 100, 0],
        [40, 20, 100, 20],
        [40, 40, 100, 40],
        [160, 20, 200, 20],
      ],
    );
    const main = dig(
      [
        input('D', 0, 0, 4),
        { name: 'Clock', x: 0, y: 20, attrs: { Label: 'C' } },
        input('w', 0, 40),
        { name: 'pc.dig', x: 100, y: 0, attrs: { Label: 'U1' } },
        // Three inputs and one output: Digital centres the output (its symmetric shape).
        output('Y', 200, 20, 4),
        testcase('init', 'D C w Y PC\ninit PC = 6;\n0 0 0 6 6\n3 C 1 3 3\n'),
      ],
      [
        [0, 0, 100, 0],
        [0, 20, 100, 20],
        [0, 40, 100, 40],
        [160, 20, 200, 20],
      ],
    );
    const data = importChecked({ name: 'main.dig', text: main }, [{ name: 'pc.dig', text: pc }]);
    const inner = data.subcircuits[0]!.circuit.components.map((c) => `${c.type} ${c.label}`);
    expect(inner).toContain('REGISTER PC_2');
    expect(inner).toContain('PORT_OUT PC');
    expect(data.circuit.tests?.[0]?.source).toContain('init PC_2 = 6;');
    expect(testFailures(data)).toEqual([]);
  });
});
