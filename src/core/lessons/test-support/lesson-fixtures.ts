import type { Circuit } from '../../../shared/circuit/types';
import { ExerciseSchema, type Exercise, type Lesson } from '../../../shared/lessons/types';
import { CircuitBuilder } from '../../simulation/test-support/circuit-builder';

/** A half adder with its sum gate chosen: XOR_2 is right, AND_2 (the start) is wrong. */
export function halfAdder(sumGate: string): Circuit {
  return new CircuitBuilder()
    .add('A', 'SWITCH_TOGGLE')
    .add('B', 'SWITCH_TOGGLE')
    .add('X1', sumGate)
    .add('G1', 'AND_2')
    .add('S', 'PROBE')
    .add('C', 'PROBE')
    .fanOut('A.out', 'X1.a', 'G1.a')
    .fanOut('B.out', 'X1.b', 'G1.b')
    .wire('X1.out', 'S.in')
    .wire('G1.out', 'C.in')
    .build();
}

/** The half adder's truth table (the visible test). */
export const TRUTH_TABLE = 'A B S C\n0 0 0 0\n0 1 1 0\n1 0 1 0\n1 1 0 1\n';
/** The hidden test's text: a student must never receive it. */
export const SECRET_TEST = 'A B C\n1 1 1\n0 1 0\n';

/** An exercise whose reference (XOR) passes and whose start (AND) fails; its second test is hidden. */
export function halfAdderExercise(id = 'half'): Exercise {
  return ExerciseSchema.parse({
    id,
    title: 'A half adder',
    statement: 'Add two bits: S is their sum, C the carry.',
    start: halfAdder('AND_2'),
    reference: halfAdder('XOR_2'),
    tests: [
      { id: 'sum', name: 'Sum and carry', source: TRUTH_TABLE, hidden: false },
      { id: 'secret', name: 'The secret carry test', source: SECRET_TEST, hidden: true },
    ],
    hints: ['S is 1 when exactly one input is 1.'],
  });
}

/** A lesson with text in sections and one exercise. */
export function adderLesson(id = 'lesson_adders'): Lesson {
  return {
    id,
    title: 'Adders',
    markdown: '# Adders\nIntro.\n## Half adder\nTwo bits.\n\n```exercise half\n```\n',
    exercises: [halfAdderExercise()],
  };
}
