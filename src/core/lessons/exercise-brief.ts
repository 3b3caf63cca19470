import type { Circuit } from '../../shared/circuit/types';
import type { Lesson } from '../../shared/lessons/types';
import type { SubcircuitLibrary } from '../simulation/hierarchy/flatten';
import { checkExercise } from './check-exercise';

/** The most characters of a statement or a visible test's text a brief carries. */
const MOST_TEXT = 1_500;

function cut(text: string): string {
  const trimmed = text.trim();
  return trimmed.length <= MOST_TEXT ? trimmed : `${trimmed.slice(0, MOST_TEXT)}…`;
}

/**
 * What tutor mode knows of the exercise a student is doing on the canvas, put before their message:
 * the statement, the visible tests, how many tests are hidden (never their rows), what Check says
 * of the circuit now (the first failing visible row in the student's words), and the author's
 * hints in order. Never the reference solution. Undefined when the lesson has no such exercise.
 */
export function exerciseBrief(
  lesson: Lesson,
  exerciseId: string,
  circuit: Circuit,
  library: SubcircuitLibrary,
): string | undefined {
  const exercise = lesson.exercises.find((e) => e.id === exerciseId);
  if (!exercise) return undefined;
  const visible = exercise.tests.filter((t) => !t.hidden);
  const hidden = exercise.tests.length - visible.length;
  const check = checkExercise(circuit, exercise, library);
  const lines = [
    `[Exercise the student is doing: "${exercise.title}", lesson "${lesson.title}"]`,
    `Statement: ${cut(exercise.statement)}`,
    ...visible.map((t) => `Visible test "${t.name}":\n${cut(t.source)}`),
    ...(hidden > 0 ? [`Hidden tests: ${hidden} (their rows are secret: never guess or reveal them).`] : []),
    `Check now: ${check.passed ? 'passes every test.' : check.message}`,
    ...(exercise.hints.length > 0
      ? [
          `The author's hints, in order (give the next one the student needs, one at a time): ${exercise.hints
            .map((h, i) => `${i + 1}. ${cut(h)}`)
            .join(' ')}`,
        ]
      : []),
    'Point at the failing row and the idea behind it; never give the solution or a full list of parts and wires.',
  ];
  return lines.join('\n');
}
