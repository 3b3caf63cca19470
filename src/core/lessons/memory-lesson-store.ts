import type { LessonMeta } from '../../shared/contract/lesson-channels';
import type { Course, ExerciseProgress, Lesson, Progress } from '../../shared/lessons/types';
import type { LessonChange, LessonStore, LoadedLesson, NewLessonChange, StoredCourse } from './lesson-store';
import { emptyProgress } from './progress';

interface MemoryLesson {
  meta: LessonMeta;
  lesson: Lesson;
  changes: LessonChange[];
  position: number;
}

/**
 * A {@link LessonStore} in memory, for tests. It keeps copies: what a caller holds and changes
 * afterwards never changes what is stored.
 */
export class MemoryLessonStore implements LessonStore {
  private readonly lessons = new Map<string, MemoryLesson>();
  private readonly courses = new Map<string, StoredCourse>();
  private readonly progress = new Map<string, Progress>();

  constructor(private readonly now: () => number = Date.now) {}

  listLessons(): LessonMeta[] {
    return [...this.lessons.values()].map((l) => ({ ...l.meta })).sort(byRecent);
  }

  loadLesson(id: string): LoadedLesson | undefined {
    const l = this.lessons.get(id);
    if (!l) return undefined;
    return { meta: { ...l.meta }, lesson: copy(l.lesson), position: l.position, length: l.changes.length };
  }

  createLesson(lesson: Lesson, courseId?: string): LessonMeta {
    if (this.lessons.has(lesson.id)) throw new Error(`lesson ${lesson.id} exists`);
    const course = courseId === undefined ? undefined : this.requireCourse(courseId);
    const time = this.now();
    const meta = metaOf(lesson, time, time);
    this.lessons.set(lesson.id, { meta, lesson: copy(lesson), changes: [], position: 0 });
    if (course) this.setCourse({ ...course.course, lessons: [...course.course.lessons, lesson.id] }, course.createdAt);
    return { ...meta };
  }

  deleteLesson(id: string): boolean {
    if (!this.lessons.delete(id)) return false;
    for (const stored of [...this.courses.values()]) {
      if (stored.course.lessons.includes(id)) {
        this.setCourse({ ...stored.course, lessons: stored.course.lessons.filter((l) => l !== id) }, stored.createdAt);
      }
    }
    return true;
  }

  appendLessonChange(id: string, change: NewLessonChange, after: Lesson): LessonChange {
    const l = this.requireLesson(id);
    const stored: LessonChange = copy({ ...change, index: l.position + 1 });
    l.changes.length = l.position;
    l.changes.push(stored);
    l.position++;
    this.setContent(l, after);
    return copy(stored);
  }

  moveLessonTo(id: string, position: number, after: Lesson): void {
    const l = this.requireLesson(id);
    if (!Number.isInteger(position) || position < 0 || position > l.changes.length) {
      throw new Error(`position ${position} is outside the history of ${id}`);
    }
    l.position = position;
    this.setContent(l, after);
  }

  getLessonChange(id: string, index: number): LessonChange | undefined {
    const change = this.lessons.get(id)?.changes[index - 1];
    return change && copy(change);
  }

  getLessonChangeLabel(id: string, index: number): string | undefined {
    return this.lessons.get(id)?.changes[index - 1]?.label;
  }

  listCourses(): StoredCourse[] {
    return [...this.courses.values()]
      .map((c) => copy(c))
      .sort((a, b) => b.updatedAt - a.updatedAt || compare(a.course.id, b.course.id));
  }

  getCourse(id: string): StoredCourse | undefined {
    const c = this.courses.get(id);
    return c && copy(c);
  }

  createCourse(course: Course): StoredCourse {
    if (this.courses.has(course.id)) throw new Error(`course ${course.id} exists`);
    for (const id of course.lessons) this.requireLesson(id);
    return this.setCourse(course, this.now());
  }

  updateCourse(course: Course): StoredCourse | undefined {
    const before = this.courses.get(course.id);
    if (!before) return undefined;
    for (const id of course.lessons) this.requireLesson(id);
    return this.setCourse(course, before.createdAt);
  }

  deleteCourse(id: string): boolean {
    this.progress.delete(id);
    return this.courses.delete(id);
  }

  importCourse(course: Course, lessons: readonly Lesson[]): StoredCourse {
    if (this.courses.has(course.id)) throw new Error(`course ${course.id} exists`);
    for (const lesson of lessons) if (this.lessons.has(lesson.id)) throw new Error(`lesson ${lesson.id} exists`);
    for (const lesson of lessons) this.createLesson(lesson);
    return this.createCourse(course);
  }

  getProgress(courseId: string): Progress {
    return copy(this.progress.get(courseId) ?? emptyProgress(courseId));
  }

  saveExerciseProgress(courseId: string, lessonId: string, exerciseId: string, progress: ExerciseProgress): void {
    const p = this.progressOf(courseId);
    p.exercises[`${lessonId}/${exerciseId}`] = copy(progress);
  }

  saveLessonOpened(courseId: string, lessonId: string, at: string): void {
    this.progressOf(courseId).lessons[lessonId] = { lastOpened: at };
  }

  private progressOf(courseId: string): Progress {
    this.requireCourse(courseId);
    let p = this.progress.get(courseId);
    if (!p) this.progress.set(courseId, (p = emptyProgress(courseId)));
    return p;
  }

  private setContent(l: MemoryLesson, after: Lesson): void {
    l.lesson = copy(after);
    l.meta = metaOf(after, l.meta.createdAt, this.now());
  }

  private setCourse(course: Course, createdAt: number): StoredCourse {
    const stored = { course: copy(course), createdAt, updatedAt: this.now() };
    this.courses.set(course.id, stored);
    return copy(stored);
  }

  private requireLesson(id: string): MemoryLesson {
    const l = this.lessons.get(id);
    if (!l) throw new Error(`no lesson ${id}`);
    return l;
  }

  private requireCourse(id: string): StoredCourse {
    const c = this.courses.get(id);
    if (!c) throw new Error(`no course ${id}`);
    return c;
  }
}

/** A copy through JSON, as a database row would give back. */
function copy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function metaOf(lesson: Lesson, createdAt: number, updatedAt: number): LessonMeta {
  return { id: lesson.id, title: lesson.title, exerciseCount: lesson.exercises.length, createdAt, updatedAt };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Most recently changed first; ties by id, so the order is stable. */
export function byRecent(a: LessonMeta, b: LessonMeta): number {
  return b.updatedAt - a.updatedAt || compare(a.id, b.id);
}
