import type { Circuit } from '../../shared/circuit/types';
import { fail, ok, type Result } from '../../shared/errors';
import type { LessonOperation } from '../../shared/lessons/operations';
import { MAX_EXERCISE_TESTS, type Exercise, type ExerciseTest, type Lesson } from '../../shared/lessons/types';
import type { SubcircuitLibrary } from '../simulation/hierarchy/flatten';
import { parseTest } from '../testcases/parser';
import { validateExercise } from './check-exercise';
import { startingCircuit } from './exercise-start';
import { findSection } from './sections';

/** A test an exercise is to carry: its name and text, and whether the student may see its rows. */
export interface NewExerciseTest {
  readonly name: string;
  readonly source: string;
  readonly hidden: boolean;
}

/** What the author gives of a new exercise besides its solution. */
export interface NewExercise {
  readonly title: string;
  readonly statement: string;
  readonly tests: readonly NewExerciseTest[];
  readonly hints: readonly string[];
}

/** An id from a title ("Half adder" → "half-adder"), made unique with -2, -3… */
export function freeId(title: string, taken: (id: string) => boolean): string {
  const base =
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 48) || 'lesson';
  let id = base;
  for (let n = 2; taken(id); n++) id = `${base}-${n}`;
  return id;
}

/** A circuit without its test cases (an exercise carries its tests itself; a live circuit needs none). */
export function withoutTests(circuit: Circuit): Circuit {
  const { tests: _tests, ...rest } = circuit;
  return rest;
}

/** The operation that adds a block at the end of a section (by heading) or of the lesson. */
export function placeBlock(lesson: Lesson, block: string, heading: string | undefined): Result<LessonOperation> {
  if (heading === undefined) {
    const text = lesson.markdown.trimEnd();
    return ok({ op: 'setMarkdown', markdown: `${text}${text ? '\n\n' : ''}${block}` });
  }
  const section = findSection(lesson.markdown, heading);
  if (!section.success) return section;
  const body = section.data.body.trimEnd();
  return ok({ op: 'replaceSection', heading, body: `${body}${body ? '\n\n' : '\n'}${block}\n` });
}

/**
 * An exercise of a lesson made from its solved circuit: the reference is the circuit (without its
 * tests), the start its unwired inputs and outputs (`startingCircuit`), the id free in the lesson.
 * Refused in words when a test does not parse, or when `validateExercise` finds the reference
 * failing a test (the failing row) or the start passing every one. `fix` is the refusal's hint.
 */
export function makeExercise(
  lesson: Lesson,
  solution: Circuit,
  spec: NewExercise,
  library: SubcircuitLibrary,
  fix: string,
): Result<Exercise> {
  const reference = withoutTests(solution);
  if (reference.components.length === 0)
    return fail(
      'INVALID_INPUT',
      'The circuit is empty: an exercise needs its solution.',
      'Build and check the solution first.',
    );
  for (const [i, t] of spec.tests.entries()) {
    const parsed = parseTest(t.source);
    if (!parsed.success)
      return fail('TEST_SYNTAX', `Test ${i + 1} ("${t.name}") does not parse: ${parsed.error}`, parsed.hint);
  }
  const id = freeId(spec.title, (c) => lesson.exercises.some((e) => e.id === c));
  const tests: ExerciseTest[] = spec.tests.map((t, i) => ({
    id: `t${i + 1}`,
    name: t.name.trim() || `Test ${i + 1}`,
    source: t.source,
    hidden: t.hidden,
  }));
  const exercise: Exercise = {
    id,
    title: spec.title.trim(),
    statement: spec.statement,
    start: startingCircuit(reference),
    reference,
    tests,
    hints: spec.hints.map((h) => h.trim()).filter((h) => h !== ''),
  };
  const problems = validateExercise(exercise, library);
  if (problems.length > 0) return fail('INVALID_INPUT', problems.join(' '), fix);
  return ok(exercise);
}

/**
 * The ONE change that puts an exercise into a lesson: the exercise, and its ```exercise <id>```
 * block at the end of a section (by heading) or of the lesson.
 */
export function addExerciseOperations(lesson: Lesson, exercise: Exercise, heading?: string): Result<LessonOperation[]> {
  const placed = placeBlock(lesson, `\`\`\`exercise ${exercise.id}\n\`\`\`\n`, heading);
  if (!placed.success) return placed;
  return ok([{ op: 'addExercise', exercise }, placed.data]);
}

/** What the lesson editor's author chooses of an exercise made from a circuit and its own tests. */
export interface CircuitExerciseChoice {
  readonly title: string;
  readonly statement: string;
  readonly hints: readonly string[];
  /** Names of the circuit's tests the student sees only as passed or failed. */
  readonly hidden: readonly string[];
  readonly heading?: string;
}

/**
 * The change that adds an exercise to a lesson from a solved circuit and the circuit's own tests
 * (the lesson editor's "Add exercise"), as `add_exercise` makes one. Refused in words when the
 * circuit has no tests, a hidden name is none of them, or the exercise is not sound.
 */
export function exerciseFromCircuit(
  lesson: Lesson,
  circuit: Circuit,
  choice: CircuitExerciseChoice,
  library: SubcircuitLibrary,
): Result<{ exercise: Exercise; operations: LessonOperation[] }> {
  const tests = circuit.tests ?? [];
  if (tests.length === 0)
    return fail(
      'INVALID_INPUT',
      'Write a test in the Tests panel first: an exercise is checked by its tests, and this circuit has none.',
      'Open the Tests panel, add a test the circuit passes, then add the exercise again.',
    );
  if (tests.length > MAX_EXERCISE_TESTS)
    return fail(
      'INVALID_INPUT',
      `The circuit has ${tests.length} tests; an exercise holds at most ${MAX_EXERCISE_TESTS}.`,
      'Merge or delete some tests in the Tests panel, then add the exercise again.',
    );
  const names = new Set(tests.map((t) => t.name));
  const unknown = choice.hidden.find((name) => !names.has(name));
  if (unknown !== undefined)
    return fail(
      'UNKNOWN_TEST',
      `The circuit has no test "${unknown}" to hide.`,
      'Choose the hidden tests among those in the Tests panel.',
    );
  const hidden = new Set(choice.hidden);
  const made = makeExercise(
    lesson,
    circuit,
    {
      title: choice.title,
      statement: choice.statement,
      tests: tests.map((t) => ({ name: t.name, source: t.source, hidden: hidden.has(t.name) })),
      hints: choice.hints,
    },
    library,
    'Correct the circuit or its tests in the Tests panel, then add the exercise again.',
  );
  if (!made.success) return made;
  const operations = addExerciseOperations(lesson, made.data, choice.heading);
  if (!operations.success) return operations;
  return ok({ exercise: made.data, operations: operations.data });
}
