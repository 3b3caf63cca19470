import type { DocumentService } from '../documents/document-service';
import type { DocumentStore } from '../documents/document-store';
import type { HandlerMap } from '../rpc/dispatch';
import { parseLessonBlocks } from './blocks';
import type { CourseService } from './course-service';
import type { LessonCircuits } from './course-transfer';
import type { LessonService } from './lesson-service';
import { renderLesson } from './markdown';
import type { LessonPageRuntime } from './page/handlers';
import { lessonPageHtml } from './page/page-html';
import { CircuitState } from '../../shared/circuit/circuit-state';
import type { Circuit } from '../../shared/circuit/types';
import type { OpenCircuit } from '../../shared/contract/document-channels';
import { exerciseOrigin, lessonCircuitOrigin, type ReaderCircuit } from '../../shared/contract/lesson-reader-channels';
import { fail, ok, type Result } from '../../shared/errors';
import type { Lesson } from '../../shared/lessons/types';

/** What the reader's channels use of the running app. */
export interface LessonReaderDeps {
  readonly lessons: LessonService;
  readonly courses: CourseService;
  readonly documents: DocumentService;
  readonly store: DocumentStore;
  readonly circuits: LessonCircuits;
  readonly runtime: LessonPageRuntime;
}

/**
 * In the app the exercise's work is beside the page, not elsewhere: each exercise of the page says
 * where Start, Check and the hints are (page text, not the hashed script or style, so the page's
 * policy is unchanged).
 */
export const READER_EXERCISE_NOTE =
  'Work on this exercise under the lesson: Start opens your own copy on the canvas, Check runs its tests, and the hints come one at a time.';

type ReaderChannel = 'lesson:readerPage' | 'lesson:openCircuit' | 'exercise:start' | 'exercise:check';

/** A live circuit block of a lesson: its circuit (resolved in the library) or why it cannot be shown. */
interface CircuitBlock extends ReaderCircuit {
  readonly circuit?: Circuit;
  /** The library id a `ref:` block names. */
  readonly ref?: string;
}

/**
 * The lesson's circuit blocks in order, numbered as the exported page numbers its blocks (so a
 * block here is the page's `data-block`), each resolved as the page resolves it.
 */
export function lessonCircuitBlocks(lesson: Lesson, circuits: LessonCircuits): CircuitBlock[] {
  return renderLesson(lesson.markdown)
    .blocks.filter((block) => block.kind === 'circuit')
    .map((block, n): CircuitBlock => {
      const fallback = block.meta === '' ? `Circuit ${n + 1}` : block.meta;
      const longest = Math.max(0, ...(block.body.match(/`+/g) ?? []).map((run) => run.length));
      const fence = '`'.repeat(Math.max(3, longest + 1));
      const [segment] = parseLessonBlocks(`${fence}circuit\n${block.body}\n${fence}`, { exercises: [] });
      if (segment?.kind === 'error')
        return { block: block.index, name: fallback, problem: segment.message.replace(/ of line \d+/, '') };
      if (segment?.kind !== 'circuit') return { block: block.index, name: fallback, problem: 'This block is empty.' };
      if ('circuit' in segment) return { block: block.index, name: fallback, circuit: segment.circuit };
      const found = circuits.circuit(segment.ref);
      if (found === undefined)
        return {
          block: block.index,
          name: fallback,
          ref: segment.ref,
          problem: `The circuit ${segment.ref} is not in your library, so it cannot be shown.`,
        };
      return { block: block.index, name: found.name, circuit: found.circuit, ref: segment.ref };
    });
}

/** The stored lesson, whole (the page shows exercises as statements only). */
function lessonOf(lessons: LessonService, lessonId: string): Result<Lesson> {
  const got = lessons.get(lessonId);
  return got.success ? ok(got.data.lesson) : got;
}

/** Stores `circuit` as a new circuit of the library named `name`, with `origin`, and opens it. */
function openCopy(documents: DocumentService, name: string, circuit: Circuit, origin: string): Result<OpenCircuit> {
  const state = CircuitState.fromCircuit(circuit);
  if (!state.success) return fail(state.code, `This circuit cannot be opened: ${state.error}`, state.hint);
  return documents.importState(name, state.data, undefined, origin);
}

/** The student's working copies of an exercise, most recently changed first. */
function workingCopies(store: DocumentStore, origin: string) {
  return store
    .listCircuits()
    .filter((meta) => meta.origin === origin)
    .sort((a, b) => b.updatedAt - a.updatedAt);
}

/**
 * Handlers of the reader's channels. The page is the exported lesson page (one implementation of
 * the live circuit: the renderer shows it in a sandboxed frame). Working copies are found by their
 * origin, `lesson:<course>/<lesson>/<exercise>`, so starting again opens the same copy.
 */
export function lessonReaderHandlers(deps: LessonReaderDeps): Pick<HandlerMap, ReaderChannel> {
  const { lessons, courses, documents, store, circuits } = deps;
  return {
    'lesson:readerPage': async ({ lessonId, theme }) => {
      const lesson = lessonOf(lessons, lessonId);
      if (!lesson.success) return lesson;
      const script = await deps.runtime();
      if (!script.success) return script;
      const blocks = lessonCircuitBlocks(lesson.data, circuits);
      const byId: Record<string, { name: string; circuit: Circuit }> = {};
      for (const b of blocks) if (b.ref !== undefined && b.circuit) byId[b.ref] = { name: b.name, circuit: b.circuit };
      const html = lessonPageHtml({
        lesson: lesson.data,
        circuits: byId,
        runtime: script.data,
        theme,
        exerciseNote: READER_EXERCISE_NOTE,
      });
      return ok({
        html,
        circuits: blocks.map(({ block, name, problem }) => ({ block, name, ...(problem ? { problem } : {}) })),
      });
    },
    'lesson:openCircuit': ({ lessonId, block }) => {
      const lesson = lessonOf(lessons, lessonId);
      if (!lesson.success) return lesson;
      const found = lessonCircuitBlocks(lesson.data, circuits).find((b) => b.block === block);
      if (!found)
        return fail(
          'NOT_FOUND',
          `The lesson "${lesson.data.title}" has no live circuit there.`,
          'Open the lesson again: it may have changed.',
        );
      if (!found.circuit)
        return fail(
          'NOT_FOUND',
          found.problem ?? 'This circuit cannot be opened.',
          'Ask the lesson’s author to mend it.',
        );
      return openCopy(
        documents,
        `${lesson.data.title} — ${found.name}`,
        found.circuit,
        lessonCircuitOrigin(lessonId, block),
      );
    },
    'exercise:start': ({ courseId, lessonId, exerciseId, startOver }) => {
      const progress = courses.progress(courseId);
      if (!progress.success) return progress;
      const lesson = lessonOf(lessons, lessonId);
      if (!lesson.success) return lesson;
      const exercise = lesson.data.exercises.find((e) => e.id === exerciseId);
      if (!exercise)
        return fail(
          'NOT_FOUND',
          `The lesson "${lesson.data.title}" has no exercise ${exerciseId}.`,
          'Open the lesson again: it may have changed.',
        );
      const origin = exerciseOrigin(courseId, lessonId, exerciseId);
      const earlier = workingCopies(store, origin);
      const [latest] = earlier;
      if (latest && startOver !== true) {
        const opened = documents.openCircuit(latest.id);
        return opened.success ? ok({ open: opened.data, resumed: true }) : opened;
      }
      const made = openCopy(documents, `${exercise.title} (${lesson.data.title})`, exercise.start, origin);
      if (!made.success) return made;
      // Starting over replaces the earlier copies, once the new one is safely stored.
      for (const old of earlier) {
        const deleted = documents.delete(old.id);
        if (!deleted.success) return deleted;
      }
      return ok({ open: made.data, resumed: false });
    },
    'exercise:check': ({ courseId, lessonId, exerciseId, circuitId }) => {
      const meta = store.getCircuit(circuitId);
      if (!meta || meta.origin !== exerciseOrigin(courseId, lessonId, exerciseId))
        return fail(
          'NOT_FOUND',
          'This circuit is not your working copy of the exercise, so it was not checked.',
          'Press Start on the exercise to open your working copy, then Check.',
        );
      const state = documents.stateOf(circuitId);
      if (!state.success) return state;
      return courses.check(courseId, lessonId, exerciseId, state.data.toJSON());
    },
  };
}
