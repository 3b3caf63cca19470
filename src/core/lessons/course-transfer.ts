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
import { shapeOf } from '../../shared/circuit/flat-size';
import { remapSubcircuits } from '../documents/subcircuit-bundle';
import type { SubcircuitLibrary } from '../simulation/hierarchy/flatten';
import { parseLessonBlocks } from './blocks';
import { placedSubcircuits } from './placed-subcircuits';
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

/** The circuits a lesson holds itself: its inline circuit blocks, its exercises' starts and references. */
function ownCircuits(lesson: Lesson): Circuit[] {
  const exercises = lesson.exercises.map((e) => e.id);
  const inline: Circuit[] = [];
  for (const segment of parseLessonBlocks(lesson.markdown, { exercises }))
    if (segment.kind === 'circuit' && 'circuit' in segment) inline.push(segment.circuit);
  return [...inline, ...lesson.exercises.flatMap((e) => [e.start, e.reference])];
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
  // The definitions every circuit of the course places (shown, inline, exercises'), each once.
  const carriedIds = new Set(carried.map((c) => c.id));
  const placed = placedSubcircuits(
    [...carried.map((c) => c.circuit), ...lessons.flatMap(ownCircuits)],
    circuits.circuit,
  );
  const subcircuits: CourseCircuit[] = placed.definitions
    .filter((d) => !carriedIds.has(d.id))
    .map((d) => ({ id: d.id, name: d.name.slice(0, 120) || 'Circuit', circuit: d.circuit }));
  const course = { ...stored.course, lessons: lessons.map((l) => l.id) };
  return ok({
    fileName: courseFileName(stored.course.title),
    content: serializeCourseFile({ course, lessons, circuits: carried, subcircuits }, now),
  });
}

/**
 * The file's circuits to add to the library in an order where each comes after the ones it places
 * (innermost first); a circuit that contains itself is refused, naming the loop.
 */
function innermostFirst(toAdd: readonly CourseCircuit[]): Result<CourseCircuit[]> {
  const byId = new Map(toAdd.map((c) => [c.id, c]));
  const state = new Map<string, 'visiting' | 'done'>();
  const order: CourseCircuit[] = [];
  const visit = (c: CourseCircuit, path: readonly string[]): Result<void> => {
    const at = state.get(c.id);
    if (at === 'done') return ok(undefined);
    if (at === 'visiting')
      return fail(
        'INVALID_FILE',
        `The course file's circuit "${c.name}" contains itself (${[...path, c.name].join(' → ')}).`,
        'Fix that circuit and export the course again; nothing was imported.',
      );
    state.set(c.id, 'visiting');
    for (const used of shapeOf(c.circuit).uses.keys()) {
      const inner = byId.get(used);
      if (!inner) continue;
      const done = visit(inner, [...path, c.name]);
      if (!done.success) return done;
    }
    state.set(c.id, 'done');
    order.push(c);
    return ok(undefined);
  };
  for (const c of toAdd) {
    const done = visit(c, []);
    if (!done.success) return done;
  }
  return ok(order);
}

/** `"circuit": "old"` → `"circuit": "new"` in a lesson's inline circuit JSON (a subcircuit's definition). */
function rewriteInlineSubcircuits(markdown: string, ids: ReadonlyMap<string, string>): string {
  if (ids.size === 0) return markdown;
  return markdown.replace(/("circuit"\s*:\s*")([A-Za-z0-9_-]+)(")/g, (text, head: string, id: string, tail: string) => {
    const to = ids.get(id);
    return to === undefined ? text : `${head}${to}${tail}`;
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
 * carried circuit and subcircuit against the circuit rules, and that none contains itself), so a
 * bad file stores nothing. A course or lesson id already taken gets a new id; a carried circuit or
 * subcircuit the library has under its id is used as it is, any other is added to the library,
 * innermost first, and whatever named it follows its new id: the lessons' `ref:` lines, the
 * instances inside the added circuits, the lessons' inline circuits and the exercises' circuits.
 */
export function importCourse(store: LessonStore, circuits: LessonCircuits, content: string): Result<StoredCourse> {
  const parsed = parseCourseFile(content);
  if (!parsed.success) return parsed;
  const bundle = parsed.data;
  const fileCircuits = [...bundle.circuits, ...(bundle.subcircuits ?? [])];
  const ordered = innermostFirst(fileCircuits.filter((c) => circuits.circuit(c.id) === undefined));
  if (!ordered.success) return ordered;
  const toAdd = ordered.data;
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
  // Innermost first, so each circuit is stored with the new ids of the subcircuits it places.
  const circuitIds = new Map<string, string>();
  for (const carried of toAdd)
    circuitIds.set(carried.id, circuits.add(carried.name, remapSubcircuits(carried.circuit, circuitIds)));
  const lessons = bundle.lessons.map((lesson): Lesson => ({
    ...lesson,
    id: lessonIds.get(lesson.id) ?? lesson.id,
    markdown: rewriteInlineSubcircuits(rewriteRefs(lesson.markdown, circuitIds), circuitIds),
    exercises: lesson.exercises.map((e) => ({
      ...e,
      start: remapSubcircuits(e.start, circuitIds),
      reference: remapSubcircuits(e.reference, circuitIds),
    })),
  }));
  const course: Course = {
    ...bundle.course,
    id: store.getCourse(bundle.course.id) ? createId('course') : bundle.course.id,
    lessons: bundle.course.lessons.map((id) => lessonIds.get(id) ?? id),
  };
  return ok(store.importCourse(course, lessons));
}
