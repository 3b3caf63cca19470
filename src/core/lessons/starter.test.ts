import { describe, expect, it } from 'vitest';
import { CourseSchema, LessonSchema } from '../../shared/lessons/types';
import { parseCourseFile, serializeCourseFile } from '../../shared/lessons/course-file';
import { STARTER_BUNDLE, STARTER_CIRCUITS, STARTER_COURSE, STARTER_LESSONS } from '../../shared/lessons/starter';
import { CircuitState } from '../../shared/circuit/circuit-state';
import type { Circuit } from '../../shared/circuit/types';
import { compile } from '../simulation';
import type { SubcircuitLibrary } from '../simulation/hierarchy/flatten';
import { runTests } from '../testcases/run-tests';
import { validateCircuit } from '../validation/validate';
import { parseLessonBlocks } from './blocks';
import { validateExercise } from './check-exercise';
import { lessonProblems } from './lesson-problems';
import { renderLesson } from './markdown';
import { sectionsOf } from './sections';

const library: SubcircuitLibrary = () => undefined;
const circuits = new Map(STARTER_CIRCUITS.map((c) => [c.id, c]));
const hasCircuit = (id: string) => circuits.has(id);
/** What the editor's check says of a circuit (it must load under every rule first). */
function issuesOf(circuit: Circuit): string[] {
  const state = CircuitState.fromCircuit(circuit);
  if (!state.success) return [state.error];
  return validateCircuit(state.data).map((issue) => `${issue.severity}: ${issue.message}`);
}

/** The CPU exercise's program uses part of the machine only (it never stores or loads an immediate). */
const USES_PART_OF_ITS_CIRCUIT: ReadonlySet<string> = new Set(['triple']);

describe('the starter course', () => {
  it('has at least twelve lessons, from gates to a CPU, in order', () => {
    expect(CourseSchema.safeParse(STARTER_COURSE).success).toBe(true);
    expect(STARTER_COURSE.lessons).toEqual(STARTER_LESSONS.map((l) => l.id));
    expect(STARTER_COURSE.lessons).toEqual([
      'starter-gates',
      'starter-boolean-algebra',
      'starter-adders',
      'starter-mux-decoders',
      'starter-latches',
      'starter-flip-flops',
      'starter-registers',
      'starter-counters',
      'starter-state-machines',
      'starter-buses',
      'starter-memory',
      'starter-cpu',
    ]);
  });

  it('names every circuit once', () => {
    expect(circuits.size).toBe(STARTER_CIRCUITS.length);
  });

  it('travels as a course file and reads back the same', () => {
    const read = parseCourseFile(serializeCourseFile(STARTER_BUNDLE));
    if (!read.success) throw new Error(read.error);
    expect(read.data).toEqual(STARTER_BUNDLE);
  });

  describe.each(STARTER_LESSONS.map((l) => [l.title, l] as const))('%s', (_title, lesson) => {
    it('parses as a lesson, with at least one exercise of 1–3 hints and a hidden test where it has several', () => {
      const parsed = LessonSchema.safeParse(lesson);
      expect(parsed.error?.issues ?? []).toEqual([]);
      expect(lesson.exercises.length).toBeGreaterThan(0);
      for (const exercise of lesson.exercises) {
        expect(exercise.hints.length, exercise.id).toBeGreaterThanOrEqual(1);
        expect(exercise.hints.length, exercise.id).toBeLessThanOrEqual(3);
        expect(exercise.statement.trim(), exercise.id).not.toBe('');
        expect(
          exercise.tests.some((t) => !t.hidden),
          `${exercise.id} has a visible test`,
        ).toBe(true);
      }
    });

    it('opens with its title as the one top-level heading, and ends with a summary', () => {
      const headings = sectionsOf(lesson.markdown);
      expect(headings.filter((h) => h.level === 1).map((h) => h.heading)).toEqual([lesson.title]);
      expect(headings[0]?.line).toBe(1);
      expect(headings.at(-1)?.heading).toBe('Summary');
    });

    it('has sound blocks: at least one live circuit of the course, every exercise placed once', () => {
      expect(lessonProblems(lesson, hasCircuit)).toEqual([]);
      const segments = parseLessonBlocks(lesson.markdown, { exercises: lesson.exercises.map((e) => e.id), hasCircuit });
      expect(segments.filter((s) => s.kind === 'circuit').length).toBeGreaterThan(0);
    });

    it('renders through the Markdown pipeline without a problem', () => {
      const rendered = renderLesson(lesson.markdown);
      expect(rendered.problems).toEqual([]);
      expect(rendered.blocks.filter((b) => b.kind === 'exercise').map((b) => b.meta)).toEqual(
        lesson.exercises.map((e) => e.id),
      );
      for (const exercise of lesson.exercises) {
        for (const text of [exercise.statement, ...exercise.hints])
          expect(renderLesson(text).problems, exercise.id).toEqual([]);
      }
    });

    it('has exercises whose reference passes every test and whose start fails one', () => {
      for (const exercise of lesson.exercises) expect(validateExercise(exercise, library), exercise.id).toEqual([]);
    });

    it('has exercises whose tests need every wire of the reference (each one removed fails a test)', () => {
      for (const exercise of lesson.exercises) {
        if (USES_PART_OF_ITS_CIRCUIT.has(exercise.id)) continue;
        exercise.reference.wires.forEach((wire, i) => {
          const cut = { ...exercise.reference, wires: exercise.reference.wires.filter((_, j) => j !== i) };
          const report = runTests(cut, library, exercise.tests, { maxFailures: 1 });
          const passed = !('error' in report) && report.passed;
          expect(passed, `${exercise.id} without wire ${wire.id}`).toBe(false);
        });
      }
    });

    it('has exercises whose start opens and simulates, its only warnings its outputs left to wire', () => {
      for (const exercise of lesson.exercises) {
        const start = compile(exercise.start, { library });
        expect(start.success, exercise.id).toBe(true);
        for (const issue of issuesOf(exercise.start))
          expect(issue, exercise.id).toMatch(/unconnected input in; it reads as X/);
      }
    });

    it('has references that the editor checks without an error or warning', () => {
      for (const exercise of lesson.exercises) expect(issuesOf(exercise.reference), exercise.id).toEqual([]);
    });

    it('has exercises a broken reference fails (every wire removed)', () => {
      for (const exercise of lesson.exercises) {
        const broken = { ...exercise, reference: { ...exercise.reference, wires: [] } };
        expect(validateExercise(broken, library).join(' '), exercise.id).toMatch(/reference solution .* fails/);
      }
    });

    it('shows live circuits that check without an issue, compile and pass the tests they carry', () => {
      const segments = parseLessonBlocks(lesson.markdown, { exercises: [], hasCircuit });
      for (const segment of segments) {
        if (segment.kind !== 'circuit') continue;
        const circuit = 'ref' in segment ? circuits.get(segment.ref)!.circuit : segment.circuit;
        expect(issuesOf(circuit), `line ${segment.line}`).toEqual([]);
        const simulation = compile(circuit, { library });
        expect(simulation.success, `line ${segment.line}`).toBe(true);
        if (!circuit.tests) continue;
        const report = runTests(circuit, library, circuit.tests);
        if ('error' in report) throw new Error(report.error);
        for (const test of report.tests) {
          expect(test.error, test.name).toBeUndefined();
          expect(test.failures, test.name).toEqual([]);
        }
      }
    });
  });
});
