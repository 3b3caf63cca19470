import type { Blueprint } from '../../circuit/blueprint';
import { blueprintToOperations } from '../../circuit/blueprint-operations';
import { CircuitState } from '../../circuit/circuit-state';
import type { Circuit } from '../../circuit/types';
import type { CourseCircuit } from '../course-file';
import type { Exercise, Lesson } from '../types';

/** A named test in Digital's test-case language (docs/TESTS.md). */
export interface StarterTest {
  readonly name: string;
  readonly source: string;
  /** A hidden test tells the student only that it failed. */
  readonly hidden?: boolean;
}

/** A lesson of the starter course and the library circuits its `ref:` blocks name. */
export interface StarterLesson {
  readonly lesson: Lesson;
  readonly circuits: readonly CourseCircuit[];
}

/**
 * A blueprint built as a circuit, checked by every rule of `CircuitState`. Ids are numbered in
 * order (`c1`, `w1`, `t1`), so the shipped course is the same on every start. Throws when the
 * blueprint does not build: the course is fixed data, and its test catches that at once.
 */
export function buildCircuit(blueprint: Blueprint, tests: readonly StarterTest[] = []): Circuit {
  let next = 0;
  const converted = blueprintToOperations(blueprint, { newId: (prefix) => `${prefix}${++next}` });
  if (!converted.success) throw new Error(`A starter circuit does not build: ${converted.error}`);
  const state = new CircuitState();
  const addTests = tests.map((test, i) => ({
    op: 'addTest' as const,
    test: { id: `t${i + 1}`, name: test.name, source: test.source },
  }));
  const applied = state.apply([...converted.data.operations, ...addTests]);
  if (!applied.success) throw new Error(`A starter circuit does not build: ${applied.error}`);
  return state.toJSON();
}

/** A circuit of the library a lesson shows with a `ref:` block, with the tests it carries. */
export function libraryCircuit(
  id: string,
  name: string,
  blueprint: Blueprint,
  tests: readonly StarterTest[] = [],
): CourseCircuit {
  return { id, name, circuit: buildCircuit(blueprint, tests) };
}

export interface ExerciseSpec {
  readonly id: string;
  readonly title: string;
  readonly statement: string;
  /** What the student starts from: usually the inputs and outputs, placed and labelled. */
  readonly start: Blueprint;
  /** A solution: it must pass every test (src/core/lessons/starter.test.ts checks it). */
  readonly reference: Blueprint;
  readonly tests: readonly StarterTest[];
  readonly hints: readonly string[];
}

/** An exercise from blueprints: its circuits built, its tests numbered `t1`, `t2`, … */
export function exercise(spec: ExerciseSpec): Exercise {
  return {
    id: spec.id,
    title: spec.title,
    statement: spec.statement,
    start: buildCircuit(spec.start),
    reference: buildCircuit(spec.reference),
    tests: spec.tests.map((test, i) => ({
      id: `t${i + 1}`,
      name: test.name,
      source: test.source,
      hidden: test.hidden ?? false,
    })),
    hints: [...spec.hints],
  };
}
