import type { Circuit } from '../../shared/circuit/types';
import type { CourseSummary, ExerciseCheckResult } from '../../shared/contract/lesson-channels';
import { fail, ok, type Result } from '../../shared/errors';
import { createId } from '../../shared/ids';
import { exerciseKey, type Progress } from '../../shared/lessons/types';
import { checkExercise, type ExerciseCheck } from './check-exercise';
import { exportCourse, importCourse, type LessonCircuits } from './course-transfer';
import { guard, noCourse, noLesson, notSaved } from './lesson-failures';
import type { LessonStore, StoredCourse } from './lesson-store';
import { recordCheck } from './progress';

/** What "Check" answers with the progress after it. */
export interface CheckOutcome {
  readonly check: ExerciseCheckResult;
  readonly progress: Progress;
}

/**
 * Courses (ordered lists of lessons), their files, and the reader's progress in each. "Check" runs
 * the exercise's tests on the reader's circuit here (checkExercise), so the tests and the reference
 * never travel to the page; the attempt is stored as it is answered.
 */
export class CourseService {
  constructor(
    private readonly store: LessonStore,
    private readonly circuits: LessonCircuits,
    private readonly now: () => Date = () => new Date(),
  ) {}

  list(): Result<CourseSummary[]> {
    return guard('list the courses', () => ok(this.store.listCourses().map((c) => this.summary(c))));
  }

  create(title: string): Result<CourseSummary> {
    return guard('create the course', () => {
      try {
        return ok(this.summary(this.store.createCourse({ id: createId('course'), title, lessons: [] })));
      } catch (error) {
        return notSaved(`Create course ${title}`, error);
      }
    });
  }

  rename(courseId: string, title: string): Result<CourseSummary> {
    return guard('rename the course', () => {
      const stored = this.store.getCourse(courseId);
      if (!stored) return noCourse(courseId);
      try {
        const updated = this.store.updateCourse({ ...stored.course, title });
        return updated ? ok(this.summary(updated)) : noCourse(courseId);
      } catch (error) {
        return notSaved(`Rename ${stored.course.title}`, error);
      }
    });
  }

  /** The same lessons in a new order. */
  reorder(courseId: string, lessons: readonly string[]): Result<CourseSummary> {
    return guard('reorder the course', () => {
      const stored = this.store.getCourse(courseId);
      if (!stored) return noCourse(courseId);
      const before = stored.course.lessons;
      const same =
        lessons.length === before.length &&
        new Set(lessons).size === lessons.length &&
        lessons.every((id) => before.includes(id));
      if (!same) {
        return fail(
          'INVALID_INPUT',
          `A new order of "${stored.course.title}" lists each of its ${before.length} lessons once, and no others.`,
          `Its lessons: ${before.join(', ') || 'none yet'}.`,
        );
      }
      try {
        const updated = this.store.updateCourse({ ...stored.course, lessons: [...lessons] });
        return updated ? ok(this.summary(updated)) : noCourse(courseId);
      } catch (error) {
        return notSaved(`Reorder ${stored.course.title}`, error);
      }
    });
  }

  delete(courseId: string): Result<{ deleted: string }> {
    return guard('delete the course', () =>
      this.store.deleteCourse(courseId) ? ok({ deleted: courseId }) : noCourse(courseId),
    );
  }

  progress(courseId: string): Result<Progress> {
    return guard('read the progress', () =>
      this.store.getCourse(courseId) ? ok(this.store.getProgress(courseId)) : noCourse(courseId),
    );
  }

  /** Runs the exercise's tests on the reader's circuit and records the attempt. */
  check(courseId: string, lessonId: string, exerciseId: string, circuit: Circuit): Result<CheckOutcome> {
    return guard('check the exercise', () => {
      const course = this.store.getCourse(courseId);
      if (!course) return noCourse(courseId);
      if (!course.course.lessons.includes(lessonId)) {
        return fail(
          'NOT_FOUND',
          `The course "${course.course.title}" has no lesson ${lessonId}.`,
          'Check an exercise from the course it belongs to.',
        );
      }
      const loaded = this.store.loadLesson(lessonId);
      if (!loaded) return noLesson(lessonId);
      const exercise = loaded.lesson.exercises.find((e) => e.id === exerciseId);
      if (!exercise) {
        const there = loaded.lesson.exercises.map((e) => `${e.id} ("${e.title}")`).join(', ');
        return fail(
          'NOT_FOUND',
          `The lesson "${loaded.lesson.title}" has no exercise ${exerciseId}.`,
          there ? `Its exercises: ${there}.` : 'It has no exercises.',
        );
      }
      const check = checkExercise(circuit, exercise, this.circuits.circuit);
      const progress = recordCheck(this.store.getProgress(courseId), lessonId, exerciseId, check.passed, this.now());
      try {
        const row = progress.exercises[exerciseKey(lessonId, exerciseId)]!;
        this.store.saveExerciseProgress(courseId, lessonId, exerciseId, row);
      } catch (error) {
        return notSaved('Record the check', error);
      }
      return ok({ check: plainCheck(check), progress });
    });
  }

  exportFile(courseId: string): Result<{ fileName: string; content: string }> {
    return guard('export the course', () => exportCourse(this.store, this.circuits, courseId, this.now()));
  }

  importFile(content: string): Result<CourseSummary> {
    return guard('import the course', () => {
      const imported = importCourse(this.store, this.circuits, content);
      return imported.success ? ok(this.summary(imported.data)) : imported;
    });
  }

  private summary(stored: StoredCourse): CourseSummary {
    const titles = new Map(this.store.listLessons().map((l) => [l.id, l.title]));
    return {
      id: stored.course.id,
      title: stored.course.title,
      lessons: stored.course.lessons.map((id) => ({ id, title: titles.get(id) ?? id })),
      createdAt: stored.createdAt,
      updatedAt: stored.updatedAt,
    };
  }
}

/** The check as the contract carries it (plain arrays). */
function plainCheck(check: ExerciseCheck): ExerciseCheckResult {
  return {
    passed: check.passed,
    message: check.message,
    tests: check.tests.map((t) => ({ ...t })),
    ...(check.failure
      ? {
          failure: {
            ...check.failure,
            inputs: check.failure.inputs.map((i) => ({ ...i })),
            pulsed: [...check.failure.pulsed],
          },
        }
      : {}),
  };
}
