import { ok, type Result } from '../../shared/errors';
import type { LessonOperation } from '../../shared/lessons/operations';
import type { CourseService } from '../lessons/course-service';
import type { LessonService } from '../lessons/lesson-service';
import type { TurnLessons } from './turn-types';

/** The course the assistant's new lessons go into when the turn names no open course. */
export const ASSISTANT_COURSE_TITLE = 'My lessons';

/**
 * The course a turn's new lessons are appended to: the one the user has open (`courseId`) while it
 * exists, else the course "My lessons", created the first time it is needed.
 */
function courseFor(courses: CourseService, courseId: string | undefined): Result<string> {
  const listed = courses.list();
  if (!listed.success) return listed;
  if (courseId !== undefined && listed.data.some((c) => c.id === courseId)) return ok(courseId);
  const mine = listed.data.find((c) => c.title === ASSISTANT_COURSE_TITLE);
  if (mine) return ok(mine.id);
  const created = courses.create(ASSISTANT_COURSE_TITLE);
  return created.success ? ok(created.data.id) : created;
}

/**
 * The stored lessons as a course-mode turn reads and saves them. A lesson the turn created is
 * stored at the end of a course (the one the user has open, else "My lessons") with its text, then
 * its exercises as one change; a lesson it revised gets the turn's operations as one change,
 * source `assistant`. Lessons are saved one after another: the first that cannot be saved stops
 * the rest and says which were saved.
 */
export function lessonsForTurns(lessons: LessonService, courses: CourseService): TurnLessons {
  return {
    ids: () => {
      const listed = lessons.list();
      return listed.success ? listed.data.map((l) => l.id) : [];
    },
    read: (id) => {
      const got = lessons.get(id);
      return got.success ? got.data.lesson : undefined;
    },
    save: (changes, label, courseId) => {
      const saved: string[] = [];
      const stop = (failure: Result<unknown> & { success: false }, title: string): Result<void> => ({
        ...failure,
        error: `"${title}": ${failure.error}${saved.length > 0 ? ` (saved before it: ${saved.join(', ')})` : ''}`,
      });
      const course = changes.created.length > 0 ? courseFor(courses, courseId) : undefined;
      if (course && !course.success)
        return { ...course, error: `the course for the new lessons could not be found or made: ${course.error}` };
      for (const lesson of changes.created) {
        const created = lessons.create({
          title: lesson.title,
          markdown: lesson.markdown,
          ...(course ? { courseId: course.data } : {}),
        });
        if (!created.success) return stop(created, lesson.title);
        if (lesson.exercises.length > 0) {
          const ops: LessonOperation[] = lesson.exercises.map((exercise) => ({ op: 'addExercise', exercise }));
          const added = lessons.update(created.data.lesson.id, ops, label, 'assistant');
          if (!added.success) return stop(added, lesson.title);
        }
        saved.push(`"${lesson.title}"`);
      }
      for (const [id, ops] of changes.edited) {
        const updated = lessons.update(id, ops, label, 'assistant');
        if (!updated.success) return stop(updated, id);
        saved.push(`"${updated.data.lesson.title}"`);
      }
      return ok(undefined);
    },
  };
}
