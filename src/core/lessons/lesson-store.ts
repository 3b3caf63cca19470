import type { ChangeSource } from '../../shared/contract/document-channels';
import type { LessonMeta } from '../../shared/contract/lesson-channels';
import type { LessonOperation } from '../../shared/lessons/operations';
import type { Course, ExerciseProgress, Lesson, Progress } from '../../shared/lessons/types';

/** One stored change of a lesson: its operations and their inverse. */
export interface LessonChange {
  /** 1-based place in the lesson's history. */
  readonly index: number;
  readonly label: string;
  readonly source: ChangeSource;
  readonly createdAt: number;
  readonly forward: readonly LessonOperation[];
  readonly inverse: readonly LessonOperation[];
}

/** A change to record, before the store gives it its index. */
export type NewLessonChange = Omit<LessonChange, 'index'>;

/** A lesson as stored: its content at `position`; changes position+1..length are the redo tail. */
export interface LoadedLesson {
  readonly meta: LessonMeta;
  readonly lesson: Lesson;
  readonly position: number;
  readonly length: number;
}

/** A course with its times (milliseconds since the epoch). */
export interface StoredCourse {
  readonly course: Course;
  readonly createdAt: number;
  readonly updatedAt: number;
}

/**
 * A stored row that does not read back as what was written (a damaged file, a hand edit): the
 * store refuses to use it and changes nothing. `what` names it for the user ("the lesson Adders").
 */
export class DamagedRowError extends Error {
  constructor(
    readonly what: string,
    detail: string,
  ) {
    super(`${what} is damaged: ${detail}`);
    this.name = 'DamagedRowError';
  }
}

/**
 * Where lessons, courses and progress live: SQLite in the app (src/main/store), the memory store
 * in tests. Every method is one atomic transaction: it happens entirely or throws and changes
 * nothing. Content is stored whole with each change (a lesson is at most a few hundred kilobytes),
 * so loading a lesson is one read; the history holds operations and their inverses, as circuits do.
 * Both implementations pass one suite (test-support/lesson-store-contract.ts).
 */
export interface LessonStore {
  /** Every lesson, most recently changed first. */
  listLessons(): LessonMeta[];
  /** Throws {@link DamagedRowError} when its row does not read back as a lesson. */
  loadLesson(id: string): LoadedLesson | undefined;
  /** Stores a new lesson (its id must be free) with no history; with `courseId`, at that course's end. */
  createLesson(lesson: Lesson, courseId?: string): LessonMeta;
  /** Deletes a lesson with its history and takes it out of every course. */
  deleteLesson(id: string): boolean;
  /** Records a change after the current position (dropping any redo tail) with the content after it. */
  appendLessonChange(id: string, change: NewLessonChange, after: Lesson): LessonChange;
  /** Moves the history position (undo, redo) with the content there. */
  moveLessonTo(id: string, position: number, after: Lesson): void;
  /** The change at a 1-based index; throws {@link DamagedRowError} when it does not read back. */
  getLessonChange(id: string, index: number): LessonChange | undefined;
  /** The label of the change at a 1-based index (undo and redo name it), without its operations. */
  getLessonChangeLabel(id: string, index: number): string | undefined;

  /** Every course, most recently changed first. */
  listCourses(): StoredCourse[];
  getCourse(id: string): StoredCourse | undefined;
  /** Stores a new course (its id must be free, its lessons stored already). */
  createCourse(course: Course): StoredCourse;
  /** Replaces a course's title and lesson list. */
  updateCourse(course: Course): StoredCourse | undefined;
  /** Deletes a course and the progress in it (its lessons stay). */
  deleteCourse(id: string): boolean;
  /** Stores a course and its lessons (ids free) in one transaction: all or nothing. */
  importCourse(course: Course, lessons: readonly Lesson[]): StoredCourse;

  /** The reader's progress in a course (empty when there is none). */
  getProgress(courseId: string): Progress;
  saveExerciseProgress(courseId: string, lessonId: string, exerciseId: string, progress: ExerciseProgress): void;
  saveLessonOpened(courseId: string, lessonId: string, at: string): void;
}
