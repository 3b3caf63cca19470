import type { Circuit } from '../../shared/circuit/types';
import type { Lesson } from '../../shared/lessons/types';
import { parseLessonBlocks } from '../lessons/blocks';
import { validateExercise } from '../lessons/check-exercise';
import { lessonProblems } from '../lessons/lesson-problems';
import type { SubcircuitLibrary } from '../simulation/hierarchy/flatten';
import { compile } from '../simulation/simulation';
import { checkFacts } from './facts';

/** What a course task asks of the lesson the assistant wrote. */
export interface LessonSpec {
  /** Groups of alternatives; each group must be named in the lesson's text (whole words). */
  readonly concepts: readonly (readonly string[])[];
  /** At least this many exercises. */
  readonly exercises: number;
  /** At least this many live circuits. */
  readonly circuits: number;
}

/** A lesson's score: passed when no reason is given. */
export interface LessonCheck {
  readonly passed: boolean;
  readonly reasons: readonly string[];
}

/**
 * Scores a lesson by checking it, not by reading it: its blocks are sound (no unreadable block, no
 * missing circuit or exercise), every live circuit simulates, every exercise's reference passes its
 * tests and its starting circuit fails one (`validateExercise`), there are as many exercises and
 * circuits as asked, and the text (with the exercises' statements) names every concept asked for.
 * Every check runs, so the reasons list everything wrong.
 */
export function checkLesson(
  lesson: Lesson,
  spec: LessonSpec,
  library: SubcircuitLibrary,
  circuitOf: (id: string) => Circuit | undefined,
): LessonCheck {
  const reasons: string[] = [...lessonProblems(lesson, (id) => circuitOf(id) !== undefined)];
  const segments = parseLessonBlocks(lesson.markdown, { exercises: lesson.exercises.map((e) => e.id) });
  let circuits = 0;
  for (const segment of segments) {
    if (segment.kind !== 'circuit') continue;
    circuits++;
    const circuit = 'circuit' in segment ? segment.circuit : circuitOf(segment.ref);
    if (!circuit) continue; // said by lessonProblems
    const compiled = compile(circuit, { engine: 'fast', library });
    if (!compiled.success) {
      reasons.push(`The live circuit of line ${segment.line} does not simulate: ${compiled.error}`);
      continue;
    }
    compiled.data.settle();
    const errors = compiled.data.diagnostics().filter((d) => d.severity === 'error');
    if (errors.length > 0)
      reasons.push(`The live circuit of line ${segment.line} does not simulate: ${errors[0]!.message}`);
  }
  for (const exercise of lesson.exercises) reasons.push(...validateExercise(exercise, library));
  if (lesson.exercises.length < spec.exercises)
    reasons.push(
      `The lesson has ${count(lesson.exercises.length, 'exercise')}; the request asks for ${spec.exercises}.`,
    );
  if (circuits < spec.circuits)
    reasons.push(`The lesson has ${count(circuits, 'live circuit')}; the request asks for ${spec.circuits}.`);
  const text = [lesson.title, lesson.markdown, ...lesson.exercises.map((e) => `${e.title} ${e.statement}`)].join('\n');
  const { missing } = checkFacts(text, spec.concepts);
  if (missing.length > 0) reasons.push(`The lesson never names ${missing.join(', ')}.`);
  return { passed: reasons.length === 0, reasons };
}

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
