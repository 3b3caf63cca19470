import type { Circuit } from '../../shared/circuit/types';
import type { Lesson } from '../../shared/lessons/types';
import type { SubcircuitLibrary } from '../simulation/hierarchy/flatten';
import { checkLesson } from './check-lesson';
import type { LessonScore, ScoreResult } from './score';
import type { Task } from './task';

/**
 * Scores a course task's run by the lessons it wrote (`checkLesson` against the task's lesson spec):
 * it passes when one of them passes. The reasons are those of the lesson that came closest (fewest
 * reasons), named by its title when the run wrote more than one; none written is a reason too.
 * `circuit` is the canvas as the run left it (its size goes in the details).
 */
export function scoreCourseTask(
  task: Task,
  lessons: readonly Lesson[],
  circuit: Circuit,
  library: SubcircuitLibrary,
  circuitOf: (id: string) => Circuit | undefined,
): ScoreResult {
  const base = {
    components: circuit.components.length,
    wires: circuit.wires.length,
    validation: { errors: [], warnings: [] },
  };
  const spec = task.spec;
  if (spec.kind !== 'lesson')
    return {
      passed: false,
      reasons: ['The task is not a course task: it is scored by its circuit (scoreTask).'],
      details: base,
    };
  const scored: LessonScore[] = lessons.map((lesson) => {
    const check = checkLesson(lesson, spec, library, circuitOf);
    return { title: lesson.title, exercises: lesson.exercises.length, passed: check.passed, reasons: check.reasons };
  });
  const details = { ...base, lessons: scored };
  if (scored.length === 0)
    return {
      passed: false,
      reasons: ['No lesson was written: the run ended without a lesson saved (create_lesson).'],
      details,
    };
  if (scored.some((s) => s.passed)) return { passed: true, reasons: [], details };
  const closest = scored.reduce((best, s) => (s.reasons.length < best.reasons.length ? s : best));
  const reasons =
    scored.length === 1 ? [...closest.reasons] : closest.reasons.map((r) => `The lesson "${closest.title}": ${r}`);
  return { passed: false, reasons, details };
}
