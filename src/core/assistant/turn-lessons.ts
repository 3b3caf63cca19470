import { ok, type Result } from '../../shared/errors';
import type { LessonOperation } from '../../shared/lessons/operations';
import type { LessonService } from '../lessons/lesson-service';
import type { TurnLessons } from './turn-types';

/**
 * The stored lessons as a course-mode turn reads and saves them. A lesson the turn created is
 * stored with its text, then its exercises as one change; a lesson it revised gets the turn's
 * operations as one change, source `assistant`. Lessons are saved one after another: the first
 * that cannot be saved stops the rest and says which were saved.
 */
export function lessonsForTurns(lessons: LessonService): TurnLessons {
  return {
    ids: () => {
      const listed = lessons.list();
      return listed.success ? listed.data.map((l) => l.id) : [];
    },
    read: (id) => {
      const got = lessons.get(id);
      return got.success ? got.data.lesson : undefined;
    },
    save: (changes, label) => {
      const saved: string[] = [];
      const stop = (failure: Result<unknown> & { success: false }, title: string): Result<void> => ({
        ...failure,
        error: `"${title}": ${failure.error}${saved.length > 0 ? ` (saved before it: ${saved.join(', ')})` : ''}`,
      });
      for (const lesson of changes.created) {
        const created = lessons.create({ title: lesson.title, markdown: lesson.markdown });
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
