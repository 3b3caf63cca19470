import { CircuitState } from '../../shared/circuit/circuit-state';
import type { Circuit } from '../../shared/circuit/types';
import { fail, ok, type Result } from '../../shared/errors';
import { createId } from '../../shared/ids';
import {
  COURSE_FILE_EXTENSION,
  parseCourseFile,
  serializeCourseFile,
  type CourseCircuit,
} from '../../shared/lessons/course-file';
import type { Course, Lesson } from '../../shared/lessons/types';
import type { SubcircuitLibrary } from '../simulation/hierarchy/flatten';
import { parseLessonBlocks } from './blocks';
import { noCourse } from './lesson-failures';
import type { LessonStore, StoredCourse } from './lesson-store';

/** The circuit library as lessons see it: read a circuit (refs, subcircuits), add one (an import). */
export interface LessonCircuits {
  readonly circuit: SubcircuitLibrary;
  /** Stores a circuit (checked already) in the library under a new id, and answers that id. */
  add(name: string, circuit: Circuit): string;
}

/** The ids of the library circuits a lesson shows (```circuit ref: id```), in order, each once. */
export function referencedCircuits(lesson: Lesson): string[] {
  const exercises = lesson.exercises.map((e) => e.id);
  const ids = new Set<string>();
  for (const segment of parseLessonBlocks(lesson.markdown, { exercises })) {
    if (segment.kind === 'circuit' && 'ref' in segment) ids.add(segment.ref);
  }
  return [...ids];
}

/** A file name for a course. */
export function courseFileName(title: string): string {
  const base =
    title
      .replace(/[^A-Za-z0-9 _-]+/g, '')
      .trim()
      .replace(/\s+/g, '-') || 'course';
  return `${base.slice(0, 80)}${COURSE_FILE_EXTENSION}`;
}

/** A course as a course file: its lessons in order, and the library circuits they show. */
export function exportCourse(
  store: LessonStore,
  circuits: LessonCircuits,
  courseId: string,
  now: Date,
): Result<{ fileName: string; content: string }> {
  const stored = store.getCourse(courseId);
  if (!stored) return noCourse(courseId);
  const lessons: Lesson[] = [];
  for (const id of stored.course.lessons) {
    const loaded = store.loadLesson(id);
    if (loaded) lessons.push(loaded.lesson);
  }
  const carried: CourseCircuit[] = [];
  for (const id of new Set(lessons.flatMap(referencedCircuits))) {
    const found = circuits.circuit(id);
    // A ref the library lacks stays as it is: the lesson's problems list says so to its author.
    if (found) carried.push({ id, name: found.name.slice(0, 120) || 'Circuit', circuit: found.circuit });
  }
  const course = { ...stored.course, lessons: lessons.map((l) => l.id) };
  return ok({
    fileName: courseFileName(stored.course.title),
    content: serializeCourseFile({ course, lessons, circuits: carried }, now),
  });
}

/** `ref: old` → `ref: new` on the lines of a lesson's text that refer to a circuit. */
function rewriteRefs(markdown: string, ids: ReadonlyMap<string, string>): string {
  if (ids.size === 0) return markdown;
  return markdown.replace(
    /^( {0,3}ref:[ \t]*)([A-Za-z0-9_-]+)([ \t]*)$/gm,
    (line, head: string, id: string, tail: string) => {
      const to = ids.get(id);
      return to === undefined ? line : `${head}${to}${tail}`;
    },
  );
}

/**
 * Reads a course file and stores it: the whole file is checked first (parseCourseFile, then every
 * carried circuit against the circuit rules), so a bad file stores nothing. A course or lesson id
 * already taken gets a new id; a carried circuit the library has under its id is used as it is,
 * any other is added to the library and the lessons' `ref:` lines follow its new id.
 */
export function importCourse(store: LessonStore, circuits: LessonCircuits, content: string): Result<StoredCourse> {
  const parsed = parseCourseFile(content);
  if (!parsed.success) return parsed;
  const bundle = parsed.data;
  const toAdd = bundle.circuits.filter((c) => circuits.circuit(c.id) === undefined);
  for (const carried of toAdd) {
    const state = CircuitState.fromCircuit(carried.circuit);
    if (!state.success) {
      return fail(
        'INVALID_FILE',
        `The course file's circuit "${carried.name}" breaks a circuit rule: ${state.error}`,
        'Fix that circuit and export the course again; nothing was imported.',
      );
    }
  }
  const taken = new Set(store.listLessons().map((l) => l.id));
  const lessonIds = new Map<string, string>();
  for (const lesson of bundle.lessons) lessonIds.set(lesson.id, taken.has(lesson.id) ? createId('lesson') : lesson.id);
  const circuitIds = new Map<string, string>();
  for (const carried of toAdd) circuitIds.set(carried.id, circuits.add(carried.name, carried.circuit));
  const lessons = bundle.lessons.map((lesson): Lesson => ({
    ...lesson,
    id: lessonIds.get(lesson.id) ?? lesson.id,
    markdown: rewriteRefs(lesson.markdown, circuitIds),
  }));
  const course: Course = {
    ...bundle.course,
    id: store.getCourse(bundle.course.id) ? createId('course') : bundle.course.id,
    lessons: bundle.course.lessons.map((id) => lessonIds.get(id) ?? id),
  };
  return ok(store.importCourse(course, lessons));
}
