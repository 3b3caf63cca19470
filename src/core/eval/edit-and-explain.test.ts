import { describe, expect, it } from 'vitest';
import { checkFacts, mentions } from './facts';
import { typePattern } from './requirements';
import { scoreTask } from './score';
import { Sketch, taskOf } from './test-support/blueprints';

/** A XOR from gates: Y = A xor B. */
const xorSketch = () =>
  new Sketch()
    .parts('A:SWITCH_TOGGLE', 'B:SWITCH_TOGGLE', 'X1:XOR_2')
    .wire('A:out>X1:a', 'B:out>X1:b')
    .led('Y', 'X1:out');

const EXPLAIN = taskOf({
  id: 'explain-xor',
  title: 'Explain a XOR',
  difficulty: 'easy',
  category: 'explain',
  request: 'Explain what this circuit does.',
  start: xorSketch().blueprint(),
  spec: {
    kind: 'explain',
    mustMention: [
      ['xor', 'exclusive or'],
      ['differ', 'different'],
    ],
  },
  requirements: [{ kind: 'unchanged' }],
});

describe('facts in an answer', () => {
  it('match whole words, ignoring case, punctuation and spacing', () => {
    expect(mentions('It is an Exclusive-OR gate.', 'exclusive or')).toBe(true);
    expect(mentions('It is an exclusive   or.', 'Exclusive OR')).toBe(true);
    expect(mentions('sand and gravel', 'and')).toBe(true);
    expect(mentions('sandy beaches', 'and')).toBe(false);
    expect(mentions('four inputs', 'or')).toBe(false);
    expect(mentions('two NAND gates', 'gate')).toBe(true);
    expect(mentions('it carries a bit', 'carry')).toBe(false);
    expect(mentions('anything', '  ')).toBe(false);
  });

  it('report the alternative found for each group and the groups missing', () => {
    expect(
      checkFacts('The XOR lights Y when the inputs differ.', [['xor'], ['differ'], ['carry', 'overflow']]),
    ).toEqual({ found: ['xor', 'differ'], missing: ['carry / overflow'] });
  });
});

describe('scoreTask: explain', () => {
  it('passes an answer that states every fact, the circuit left as it was (positions may move)', () => {
    const moved = xorSketch().circuit();
    moved.components.forEach((c) => (c.x += 200));
    const result = scoreTask(EXPLAIN, moved, 'An exclusive-OR: Y is on when A and B are different.');
    expect(result.reasons).toEqual([]);
    expect(result.details.facts).toEqual({ found: ['exclusive or', 'different'], missing: [] });
  });

  it('fails an answer that misses a fact, naming it', () => {
    const result = scoreTask(EXPLAIN, xorSketch().circuit(), 'It is a XOR gate.');
    expect(result.reasons).toEqual(['The answer does not mention: differ / different.']);
  });

  it('fails an empty answer (an unfinished turn)', () => {
    expect(scoreTask(EXPLAIN, xorSketch().circuit(), '  ').reasons).toEqual([
      'The answer is empty, so it states none of the facts: xor / exclusive or; differ / different.',
    ]);
  });

  it('fails when the circuit was changed, saying what changed', () => {
    const changed = xorSketch().parts('G9:AND_2').wire('A:out>G9:a').circuit();
    const result = scoreTask(EXPLAIN, changed, 'A XOR: on when the inputs differ.');
    expect(result.reasons).toEqual([
      'The circuit changed, but the task asks to leave it as it is: added G9 (AND_2 {"delay":1}); added wire A.out–G9.a.',
    ]);
  });
});

describe('scoreTask: structural requirements of edits', () => {
  const edit = (requirements: unknown[]) =>
    taskOf({
      id: 'edit-xor',
      title: 'Edit a XOR',
      difficulty: 'medium',
      category: 'edit',
      request: 'Rebuild the XOR from NAND gates.',
      start: xorSketch().blueprint(),
      spec: { kind: 'combinational', inputs: ['A', 'B'], outputs: ['Y'], expressions: { Y: 'A xor B' } },
      requirements,
    });
  const nandXor = () =>
    new Sketch()
      .parts('A:SWITCH_TOGGLE', 'B:SWITCH_TOGGLE', 'G1:NAND_2', 'G2:NAND_2', 'G3:NAND_2', 'G4:NAND_2')
      .wire('A:out>G1:a', 'B:out>G1:b', 'A:out>G2:a', 'G1:out>G2:b', 'G1:out>G3:a', 'B:out>G3:b')
      .wire('G2:out>G4:a', 'G3:out>G4:b')
      .led('Y', 'G4:out');

  it('passes when every requirement holds, and lists them', () => {
    const task = edit([
      { kind: 'only', types: ['NAND_*'] },
      { kind: 'count', type: 'XOR_*', max: 0 },
      { kind: 'keep', labels: ['A', 'b', 'Y'] },
    ]);
    const result = scoreTask(task, nandXor().circuit(), '');
    expect(result.reasons).toEqual([]);
    expect(result.details.requirements?.met).toEqual([
      'only NAND_* among the gates, blocks, memory',
      'at most 0 XOR_* (there are none)',
      'kept A, b, Y',
    ]);
  });

  it('fails a gate that should be gone, though the function is right', () => {
    const task = edit([
      { kind: 'only', types: ['NAND_*'] },
      { kind: 'count', type: 'NAND_*', min: 4, max: 4 },
    ]);
    const result = scoreTask(task, xorSketch().circuit(), '');
    expect(result.details.truthTable?.differingRows).toBe(0);
    expect(result.reasons).toEqual([
      'The task allows only NAND_* among the gates, blocks, memory, but the circuit has X1 (XOR_2).',
      'The task asks for exactly 4 NAND_*, but there are none.',
    ]);
  });

  it('fails parts that were to be kept but are gone or of another type', () => {
    const sketch = new Sketch()
      .parts('A:SWITCH_TOGGLE', 'B:SWITCH_TOGGLE', 'X1:XNOR_2', 'N1:NOT')
      .wire('A:out>X1:a', 'B:out>X1:b', 'X1:out>N1:in')
      .led('LED9', 'N1:out');
    const result = scoreTask(edit([{ kind: 'keep', labels: ['X1', 'Y'] }]), sketch.circuit(), '');
    expect(result.reasons.at(-1)).toBe('The task asks to keep X1, Y: X1 is now a XNOR_2, not a XOR_2; Y is gone.');
  });
});

describe('type patterns', () => {
  it('match whole type names, "*" standing for any characters', () => {
    const or = typePattern('OR_*');
    expect(['OR_2', 'OR_3', 'OR_4', 'or_2'].every((t) => or.test(t))).toBe(true);
    expect(['XOR_2', 'NOR_2', 'OR'].some((t) => or.test(t))).toBe(false);
    expect(typePattern('LED_*').test('LED_GREEN')).toBe(true);
    expect(typePattern('NOT').test('NOT')).toBe(true);
  });
});
