import type Database from 'better-sqlite3';
import { z } from 'zod';
import {
  DamagedRowError,
  type LessonChange,
  type LessonStore,
  type LoadedLesson,
  type NewLessonChange,
  type StoredCourse,
} from '../../core/lessons/lesson-store';
import { emptyProgress } from '../../core/lessons/progress';
import type { ChangeSource } from '../../shared/contract/document-channels';
import type { LessonMeta } from '../../shared/contract/lesson-channels';
import { LessonOperationSchema } from '../../shared/lessons/operations';
import {
  CourseSchema,
  ExerciseProgressSchema,
  LessonSchema,
  exerciseKey,
  type Course,
  type ExerciseProgress,
  type Lesson,
  type Progress,
} from '../../shared/lessons/types';

const LessonOperations = z.array(LessonOperationSchema);

interface ChangeRow {
  index: number;
  label: string;
  source: ChangeSource;
  createdAt: number;
  forward: string;
  inverse: string;
}
interface CourseRow {
  id: string;
  title: string;
  createdAt: number;
  updatedAt: number;
}
interface ProgressRow {
  lessonId: string;
  exerciseId: string;
  passed: number;
  attempts: number;
  lastChecked: string | null;
}

const META = `id, title, exercise_count AS exerciseCount, created_at AS createdAt, updated_at AS updatedAt`;
const COURSE = `id, title, created_at AS createdAt, updated_at AS updatedAt`;

/** Parses a stored JSON column; anything else is a damaged row. */
function readJson<T>(text: string, schema: z.ZodType<T>, what: string): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new DamagedRowError(what, 'its JSON does not parse');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new DamagedRowError(
      what,
      `${issue?.path.map(String).join('.') || '(whole)'}: ${issue?.message ?? 'invalid'}`,
    );
  }
  return parsed.data;
}

/**
 * Lessons, courses and progress in SQLite (migration 5). A lesson row holds the content at its
 * history position, whole; `lesson_changes` the operations of every change and their inverse; undo
 * and redo rewrite the content and move the position. Rows are checked as they are read: one that
 * does not read back (a damaged file) is refused with a {@link DamagedRowError}, never rewritten.
 * Every method is one transaction.
 */
export class SqliteLessonStore implements LessonStore {
  private readonly sql;

  constructor(
    private readonly db: Database.Database,
    private readonly now: () => number = Date.now,
  ) {
    const p = <R>(source: string) => db.prepare<unknown[], R>(source);
    this.sql = {
      list: p<LessonMeta>(`SELECT ${META} FROM lessons ORDER BY updated_at DESC, id`),
      meta: p<LessonMeta>(`SELECT ${META} FROM lessons WHERE id = ?`),
      load: p<LessonMeta & { content: string; position: number; length: number }>(
        `SELECT ${META}, content, position, length FROM lessons WHERE id = ?`,
      ),
      insertLesson: p(
        `INSERT INTO lessons (id, title, exercise_count, content, created_at, updated_at, position, length)
         VALUES (?, ?, ?, ?, ?, ?, 0, 0)`,
      ),
      setContent: p(
        `UPDATE lessons SET title = ?, exercise_count = ?, content = ?, updated_at = ?, position = ?, length = ?
         WHERE id = ?`,
      ),
      place: p<{ position: number; length: number }>('SELECT position, length FROM lessons WHERE id = ?'),
      deleteLesson: p('DELETE FROM lessons WHERE id = ?'),
      coursesOf: p<{ courseId: string }>('SELECT course_id AS courseId FROM course_lessons WHERE lesson_id = ?'),
      dropTail: p('DELETE FROM lesson_changes WHERE lesson_id = ? AND idx > ?'),
      insertChange: p(
        `INSERT INTO lesson_changes (lesson_id, idx, label, source, created_at, forward, inverse)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ),
      change: p<ChangeRow>(
        `SELECT idx AS "index", label, source, created_at AS createdAt, forward, inverse
         FROM lesson_changes WHERE lesson_id = ? AND idx = ?`,
      ),
      label: p<{ label: string }>('SELECT label FROM lesson_changes WHERE lesson_id = ? AND idx = ?'),
      courses: p<CourseRow>(`SELECT ${COURSE} FROM courses ORDER BY updated_at DESC, id`),
      course: p<CourseRow>(`SELECT ${COURSE} FROM courses WHERE id = ?`),
      courseLessons: p<{ lessonId: string }>(
        'SELECT lesson_id AS lessonId FROM course_lessons WHERE course_id = ? ORDER BY seq',
      ),
      insertCourse: p('INSERT INTO courses (id, title, created_at, updated_at) VALUES (?, ?, ?, ?)'),
      updateCourse: p('UPDATE courses SET title = ?, updated_at = ? WHERE id = ?'),
      touchCourse: p('UPDATE courses SET updated_at = ? WHERE id = ?'),
      deleteCourse: p('DELETE FROM courses WHERE id = ?'),
      clearCourseLessons: p('DELETE FROM course_lessons WHERE course_id = ?'),
      insertCourseLesson: p('INSERT INTO course_lessons (course_id, lesson_id, seq) VALUES (?, ?, ?)'),
      nextSeq: p<{ seq: number }>('SELECT COALESCE(MAX(seq) + 1, 0) AS seq FROM course_lessons WHERE course_id = ?'),
      exerciseProgress: p<ProgressRow>(
        `SELECT lesson_id AS lessonId, exercise_id AS exerciseId, passed, attempts, last_checked AS lastChecked
         FROM exercise_progress WHERE course_id = ?`,
      ),
      opened: p<{ lessonId: string; openedAt: string }>(
        'SELECT lesson_id AS lessonId, opened_at AS openedAt FROM lesson_opened WHERE course_id = ?',
      ),
      saveExercise: p(
        `INSERT INTO exercise_progress (course_id, lesson_id, exercise_id, passed, attempts, last_checked)
         VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (course_id, lesson_id, exercise_id)
         DO UPDATE SET passed = excluded.passed, attempts = excluded.attempts, last_checked = excluded.last_checked`,
      ),
      saveOpened: p(
        `INSERT INTO lesson_opened (course_id, lesson_id, opened_at) VALUES (?, ?, ?)
         ON CONFLICT (course_id, lesson_id) DO UPDATE SET opened_at = excluded.opened_at`,
      ),
    };
  }

  listLessons(): LessonMeta[] {
    return this.sql.list.all();
  }

  loadLesson(id: string): LoadedLesson | undefined {
    return this.db.transaction(() => {
      const row = this.sql.load.get(id);
      if (!row) return undefined;
      const { content, position, length, ...meta } = row;
      const lesson = readJson(content, LessonSchema, `the lesson "${meta.title}"`);
      if (lesson.id !== id) throw new DamagedRowError(`the lesson "${meta.title}"`, `it holds lesson ${lesson.id}`);
      return { meta, lesson, position, length };
    })();
  }

  createLesson(lesson: Lesson, courseId?: string): LessonMeta {
    return this.db.transaction(() => {
      const time = this.now();
      const content = JSON.stringify(lesson);
      this.sql.insertLesson.run(lesson.id, lesson.title, lesson.exercises.length, content, time, time);
      if (courseId !== undefined) {
        if (!this.sql.course.get(courseId)) throw new Error(`no course ${courseId}`);
        this.sql.insertCourseLesson.run(courseId, lesson.id, this.sql.nextSeq.get(courseId)!.seq);
        this.sql.touchCourse.run(time, courseId);
      }
      return this.sql.meta.get(lesson.id)!;
    })();
  }

  deleteLesson(id: string): boolean {
    return this.db.transaction(() => {
      const time = this.now();
      for (const { courseId } of this.sql.coursesOf.all(id)) this.sql.touchCourse.run(time, courseId);
      // course_lessons rows go with it (ON DELETE CASCADE); the other lessons keep their order.
      return this.sql.deleteLesson.run(id).changes > 0;
    })();
  }

  appendLessonChange(id: string, change: NewLessonChange, after: Lesson): LessonChange {
    return this.db.transaction(() => {
      const place = this.sql.place.get(id);
      if (!place) throw new Error(`no lesson ${id}`);
      if (place.length > place.position) this.sql.dropTail.run(id, place.position);
      const index = place.position + 1;
      this.sql.insertChange.run(
        id,
        index,
        change.label,
        change.source,
        change.createdAt,
        JSON.stringify(change.forward),
        JSON.stringify(change.inverse),
      );
      this.writeContent(id, after, index, index);
      return { ...change, index };
    })();
  }

  moveLessonTo(id: string, position: number, after: Lesson): void {
    this.db.transaction(() => {
      const place = this.sql.place.get(id);
      if (!place) throw new Error(`no lesson ${id}`);
      if (!Number.isInteger(position) || position < 0 || position > place.length) {
        throw new Error(`position ${position} is outside the history of ${id}`);
      }
      this.writeContent(id, after, position, place.length);
    })();
  }

  getLessonChange(id: string, index: number): LessonChange | undefined {
    const row = this.sql.change.get(id, index);
    if (!row) return undefined;
    const what = `change ${index} of the lesson ${id}`;
    return {
      index: row.index,
      label: row.label,
      source: row.source,
      createdAt: row.createdAt,
      forward: readJson(row.forward, LessonOperations, what),
      inverse: readJson(row.inverse, LessonOperations, what),
    };
  }

  getLessonChangeLabel(id: string, index: number): string | undefined {
    return this.sql.label.get(id, index)?.label;
  }

  listCourses(): StoredCourse[] {
    return this.db.transaction(() => this.sql.courses.all().map((row) => this.courseOf(row)))();
  }

  getCourse(id: string): StoredCourse | undefined {
    return this.db.transaction(() => {
      const row = this.sql.course.get(id);
      return row && this.courseOf(row);
    })();
  }

  createCourse(course: Course): StoredCourse {
    return this.db.transaction(() => {
      const time = this.now();
      this.sql.insertCourse.run(course.id, course.title, time, time);
      this.writeCourseLessons(course);
      return this.courseOf(this.sql.course.get(course.id)!);
    })();
  }

  updateCourse(course: Course): StoredCourse | undefined {
    return this.db.transaction(() => {
      if (this.sql.updateCourse.run(course.title, this.now(), course.id).changes === 0) return undefined;
      this.sql.clearCourseLessons.run(course.id);
      this.writeCourseLessons(course);
      return this.courseOf(this.sql.course.get(course.id)!);
    })();
  }

  deleteCourse(id: string): boolean {
    return this.db.transaction(() => this.sql.deleteCourse.run(id).changes > 0)();
  }

  importCourse(course: Course, lessons: readonly Lesson[]): StoredCourse {
    return this.db.transaction(() => {
      for (const lesson of lessons) this.createLesson(lesson);
      return this.createCourse(course);
    })();
  }

  getProgress(courseId: string): Progress {
    return this.db.transaction(() => {
      const progress = emptyProgress(courseId);
      for (const row of this.sql.exerciseProgress.all(courseId)) {
        const what = `the progress in exercise ${row.exerciseId} of lesson ${row.lessonId}`;
        const value = ExerciseProgressSchema.safeParse({
          passed: row.passed === 1,
          attempts: row.attempts,
          ...(row.lastChecked === null ? {} : { lastChecked: row.lastChecked }),
        });
        if (!value.success) throw new DamagedRowError(what, value.error.issues[0]?.message ?? 'invalid');
        progress.exercises[exerciseKey(row.lessonId, row.exerciseId)] = value.data;
      }
      for (const row of this.sql.opened.all(courseId)) progress.lessons[row.lessonId] = { lastOpened: row.openedAt };
      return progress;
    })();
  }

  saveExerciseProgress(courseId: string, lessonId: string, exerciseId: string, progress: ExerciseProgress): void {
    this.db.transaction(() => {
      this.sql.saveExercise.run(
        courseId,
        lessonId,
        exerciseId,
        progress.passed ? 1 : 0,
        progress.attempts,
        progress.lastChecked ?? null,
      );
    })();
  }

  saveLessonOpened(courseId: string, lessonId: string, at: string): void {
    this.db.transaction(() => {
      this.sql.saveOpened.run(courseId, lessonId, at);
    })();
  }

  private writeContent(id: string, after: Lesson, position: number, length: number): void {
    this.sql.setContent.run(
      after.title,
      after.exercises.length,
      JSON.stringify(after),
      this.now(),
      position,
      length,
      id,
    );
  }

  private writeCourseLessons(course: Course): void {
    course.lessons.forEach((lessonId, seq) => this.sql.insertCourseLesson.run(course.id, lessonId, seq));
  }

  private courseOf(row: CourseRow): StoredCourse {
    const lessons = this.sql.courseLessons.all(row.id).map((r) => r.lessonId);
    const parsed = CourseSchema.safeParse({ id: row.id, title: row.title, lessons });
    if (!parsed.success) {
      throw new DamagedRowError(`the course "${row.title}"`, parsed.error.issues[0]?.message ?? 'invalid');
    }
    return { course: parsed.data, createdAt: row.createdAt, updatedAt: row.updatedAt };
  }
}
