import { describe, expect, it } from 'vitest';
import { buildCircuit, exercise } from './build';
import { extend, frame, parts, wires } from './layout';
import { circuitBlock, exerciseBlock, md } from './markdown';

const NOT_GATE = extend(frame(['A'], ['Y']), parts(['N1', 'NOT']), wires(['A:out', 'N1:in'], ['N1:out', 'Y:in']));

describe('the starter course builder', () => {
  it('builds a blueprint with numbered ids, the same every time', () => {
    const circuit = buildCircuit(NOT_GATE, [{ name: 'Inverts', source: 'A Y\n0 1\n1 0\n' }]);
    expect(circuit.components.map((c) => [c.id, c.label])).toEqual([
      ['c1', 'A'],
      ['c2', 'Y'],
      ['c3', 'N1'],
    ]);
    expect(circuit.wires.map((w) => w.id)).toEqual(['w4', 'w5']);
    expect(circuit.tests).toEqual([{ id: 't1', name: 'Inverts', source: 'A Y\n0 1\n1 0\n' }]);
    expect(buildCircuit(NOT_GATE, [{ name: 'Inverts', source: 'A Y\n0 1\n1 0\n' }])).toEqual(circuit);
  });

  it('throws, naming the problem, when a blueprint does not build', () => {
    expect(() => buildCircuit({ components: [{ label: 'G1', type: 'NOPE_GATE' }], wires: [] })).toThrow(
      /A starter circuit does not build: G1/,
    );
    expect(() => buildCircuit(extend(frame(['A'], []), [], wires(['A:out', 'B:in'])))).toThrow(/B/);
  });

  it('frames an exercise: inputs down the left, outputs down the right, nothing wired', () => {
    const circuit = buildCircuit(frame(['A', { label: 'CLK', type: 'CLOCK' }], ['Y']));
    expect(circuit.components.map((c) => [c.label, c.type, c.x, c.y])).toEqual([
      ['A', 'SWITCH_TOGGLE', 40, 40],
      ['CLK', 'CLOCK', 40, 120],
      ['Y', 'PROBE', 840, 40],
    ]);
    expect(circuit.wires).toEqual([]);
  });

  it("numbers an exercise's tests and keeps which are hidden", () => {
    const made = exercise({
      id: 'not',
      title: 'Invert',
      statement: 'Y is not A.',
      start: frame(['A'], ['Y']),
      reference: NOT_GATE,
      tests: [
        { name: 'Zero', source: 'A Y\n0 1\n' },
        { name: 'One', source: 'A Y\n1 0\n', hidden: true },
      ],
      hints: ['One gate.'],
    });
    expect(made.tests.map((t) => [t.id, t.name, t.hidden])).toEqual([
      ['t1', 'Zero', false],
      ['t2', 'One', true],
    ]);
    expect(made.start.wires).toEqual([]);
    expect(made.reference.wires.length).toBe(2);
  });

  it('writes lesson text with math backslashes and backticks kept, and places blocks', () => {
    expect(md`
$\overline{A}$ and \`code\`
    `).toBe('$\\overline{A}$ and `code`\n');
    expect(circuitBlock('c-1')).toBe('```circuit\nref: c-1\n```');
    expect(exerciseBlock('e-1')).toBe('```exercise e-1\n```');
  });
});
