import type { CourseSummary, LessonMeta } from '../../../shared/contract';
import { exerciseKey, type Progress } from '../../../shared/lessons/types';

/** Exercises passed of a total, as the lists show them. */
export interface Tally {
  readonly passed: number;
  readonly total: number;
}

/** The exercises of a lesson passed in a course (a passed exercise the lesson no longer has does not count). */
export function lessonTally(progress: Progress | undefined, lessonId: string, exerciseIds: readonly string[]): Tally {
  const passed = exerciseIds.filter((id) => progress?.exercises[exerciseKey(lessonId, id)]?.passed === true).length;
  return { passed, total: exerciseIds.length };
}

/**
 * The exercises passed in a lesson when only its exercise count is known (the lesson list): the
 * passed marks recorded under the lesson, at most its count.
 */
export function countedTally(progress: Progress | undefined, lessonId: string, total: number): Tally {
  const prefix = `${lessonId}/`;
  const passed = Object.entries(progress?.exercises ?? {}).filter(
    ([key, row]) => key.startsWith(prefix) && row.passed,
  ).length;
  return { passed: Math.min(passed, total), total };
}

/** A course's exercises passed, over its lessons (their exercise counts from the lesson list). */
export function courseTally(
  course: CourseSummary,
  metas: readonly LessonMeta[],
  progress: Progress | undefined,
): Tally {
  const counts = new Map(metas.map((m) => [m.id, m.exerciseCount]));
  return course.lessons.reduce<Tally>(
    (sum, lesson) => {
      const one = countedTally(progress, lesson.id, counts.get(lesson.id) ?? 0);
      return { passed: sum.passed + one.passed, total: sum.total + one.total };
    },
    { passed: 0, total: 0 },
  );
}

/** The lesson of a course opened last, if any was (where "Continue" takes the student). */
export function lastOpenedLesson(course: CourseSummary, progress: Progress | undefined): string | undefined {
  let best: { id: string; at: number } | undefined;
  for (const lesson of course.lessons) {
    const opened = progress?.lessons[lesson.id]?.lastOpened;
    const at = opened === undefined ? Number.NaN : Date.parse(opened);
    if (!Number.isNaN(at) && (best === undefined || at > best.at)) best = { id: lesson.id, at };
  }
  return best?.id;
}

/** "2 of 3 exercises passed", "No exercises", "All 3 exercises passed". */
export function tallyWords({ passed, total }: Tally): string {
  if (total === 0) return 'No exercises';
  if (passed === total) return total === 1 ? 'Exercise passed' : `All ${total} exercises passed`;
  return `${passed} of ${total} ${total === 1 ? 'exercise' : 'exercises'} passed`;
}
