import { describe, expect, it } from 'vitest';
import type { Circuit } from '../../shared/circuit/types';
import { applyLessonOperations } from './apply-operations';
import { exerciseFromCircuit } from './new-exercise';
import { adderLesson, halfAdder, SECRET_TEST, TRUTH_TABLE } from './test-support/lesson-fixtures';

const noLibrary = () => undefined;

/** A half adder (right with XOR_2, wrong with AND_2) carrying its own tests, as the Tests panel keeps them. */
function solved(sumGate = 'XOR_2'): Circuit {
  return {
    ...halfAdder(sumGate),
    tests: [
      { id: 'T1', name: 'Sum and carry', source: TRUTH_TABLE },
      { id: 'T2', name: 'Carry', source: SECRET_TEST },
    ],
  };
}

const choice = {
  title: 'Half adder',
  statement: 'Add two bits.',
  hints: ['  XOR is the sum. ', ''],
  hidden: ['Carry'],
};

describe('exerciseFromCircuit', () => {
  it('makes the exercise from the solved circuit and its tests, and its block at the end of the lesson, as one change', () => {
    const lesson = adderLesson();
    const made = exerciseFromCircuit(lesson, solved(), choice, noLibrary);
    if (!made.success) throw new Error(made.error);
    const { exercise, operations } = made.data;
    expect(exercise.id).toBe('half-adder');
    expect(exercise.title).toBe('Half adder');
    expect(exercise.statement).toBe('Add two bits.');
    expect(exercise.hints).toEqual(['XOR is the sum.']);
    expect(exercise.reference).toEqual(halfAdder('XOR_2'));
    expect(exercise.reference.tests).toBeUndefined();
    // The start keeps the switches and probes, and nothing else.
    expect(exercise.start.wires).toEqual([]);
    expect(exercise.start.components.map((c) => c.label).sort()).toEqual(['A', 'B', 'C', 'S']);
    expect(exercise.tests).toEqual([
      { id: 't1', name: 'Sum and carry', source: TRUTH_TABLE, hidden: false },
      { id: 't2', name: 'Carry', source: SECRET_TEST, hidden: true },
    ]);
    const applied = applyLessonOperations(lesson, operations);
    if (!applied.success) throw new Error(applied.error);
    expect(applied.data.lesson.exercises.map((e) => e.id)).toEqual(['half', 'half-adder']);
    expect(applied.data.lesson.markdown).toBe(`${lesson.markdown.trimEnd()}\n\n\`\`\`exercise half-adder\n\`\`\`\n`);
  });

  it('hides only the tests named, and none when none are named', () => {
    const made = exerciseFromCircuit(adderLesson(), solved(), { ...choice, hidden: [] }, noLibrary);
    if (!made.success) throw new Error(made.error);
    expect(made.data.exercise.tests.map((t) => t.hidden)).toEqual([false, false]);
  });

  it('gives a second exercise of the same title a free id', () => {
    const lesson = adderLesson();
    const made = exerciseFromCircuit(lesson, solved(), { ...choice, title: 'Half' }, noLibrary);
    if (!made.success) throw new Error(made.error);
    expect(made.data.exercise.id).toBe('half-2');
  });

  it('puts the block at the end of a section when one is named', () => {
    const lesson = adderLesson();
    const made = exerciseFromCircuit(lesson, solved(), { ...choice, heading: 'Adders' }, noLibrary);
    if (!made.success) throw new Error(made.error);
    expect(made.data.operations[1]).toMatchObject({ op: 'replaceSection', heading: 'Adders' });
  });

  it('is refused with the failing row in words when the circuit fails one of its tests', () => {
    const made = exerciseFromCircuit(adderLesson(), solved('OR_2'), choice, noLibrary);
    expect(made).toMatchObject({ success: false });
    if (made.success) return;
    expect(made.error).toBe(
      'The reference solution of exercise half-adder fails the test "Sum and carry": in row 4 (line 5) S should be 0 but is 1.',
    );
    expect(made.hint).toContain('Tests panel');
  });

  it('is refused when the starting circuit already passes every test', () => {
    const circuit: Circuit = {
      ...halfAdder('XOR_2'),
      tests: [{ id: 'T1', name: 'Anything', source: 'A B S\n0 0 X\n' }],
    };
    const made = exerciseFromCircuit(adderLesson(), circuit, { ...choice, hidden: [] }, noLibrary);
    expect(made).toMatchObject({
      success: false,
      error: 'The starting circuit of exercise half-adder already passes every test: there is nothing left to do.',
    });
  });

  it('is refused without tests, saying to write one in the Tests panel', () => {
    const made = exerciseFromCircuit(adderLesson(), halfAdder('XOR_2'), { ...choice, hidden: [] }, noLibrary);
    expect(made).toMatchObject({
      success: false,
      error: expect.stringMatching(/^Write a test in the Tests panel first/) as string,
    });
  });

  it('is refused when a hidden name is none of the tests, or the circuit is empty', () => {
    expect(exerciseFromCircuit(adderLesson(), solved(), { ...choice, hidden: ['Gone'] }, noLibrary)).toMatchObject({
      success: false,
      error: 'The circuit has no test "Gone" to hide.',
    });
    const empty: Circuit = { components: [], wires: [], tests: [{ id: 'T1', name: 'Sum', source: TRUTH_TABLE }] };
    expect(exerciseFromCircuit(adderLesson(), empty, { ...choice, hidden: [] }, noLibrary)).toMatchObject({
      success: false,
      error: 'The circuit is empty: an exercise needs its solution.',
    });
  });
});
