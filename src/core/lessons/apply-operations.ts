import { fail, ok, type Result } from '../../shared/errors';
import type { ExercisePatch, LessonOperation } from '../../shared/lessons/operations';
import { MAX_EXERCISES, MAX_HINTS, MAX_LESSON_MARKDOWN, type Exercise, type Lesson } from '../../shared/lessons/types';
import { findSection, replaceSection } from './sections';

/** A lesson after a change, and the operations that undo it. */
export interface AppliedLessonChange {
  readonly lesson: Lesson;
  readonly inverse: LessonOperation[];
}

type Step = Result<{ lesson: Lesson; inverse: LessonOperation }>;

/**
 * Applies a list of operations all-or-nothing: the first that cannot apply fails the whole list,
 * saying which one and why, and the lesson is as it was (lessons are never changed in place).
 * The inverse, applied to the result, gives back the lesson exactly.
 */
export function applyLessonOperations(lesson: Lesson, ops: readonly LessonOperation[]): Result<AppliedLessonChange> {
  let current = lesson;
  const inverse: LessonOperation[] = [];
  for (let i = 0; i < ops.length; i++) {
    const step = applyOne(current, ops[i]!);
    if (!step.success) {
      const which = ops.length > 1 ? `Operation ${i + 1} of ${ops.length} (${ops[i]!.op}): ` : '';
      return fail(step.code, `${which}${step.error}`, step.hint, step.details);
    }
    current = step.data.lesson;
    inverse.unshift(step.data.inverse);
  }
  return ok({ lesson: current, inverse });
}

function applyOne(lesson: Lesson, op: LessonOperation): Step {
  switch (op.op) {
    case 'setTitle':
      return ok({ lesson: { ...lesson, title: op.title }, inverse: { op: 'setTitle', title: lesson.title } });
    case 'setMarkdown':
      return ok({
        lesson: { ...lesson, markdown: op.markdown },
        inverse: { op: 'setMarkdown', markdown: lesson.markdown },
      });
    case 'replaceSection':
      return replaceSectionOf(lesson, op.heading, op.body);
    case 'addExercise':
      return addExercise(lesson, op.exercise, op.index);
    case 'updateExercise':
      return updateExercise(lesson, op.id, op.set);
    case 'removeExercise':
      return withExercise(lesson, op.id, (_, index) =>
        ok({
          lesson: { ...lesson, exercises: lesson.exercises.filter((_e, k) => k !== index) },
          inverse: { op: 'addExercise', exercise: lesson.exercises[index]!, index },
        }),
      );
    case 'moveExercise':
      return withExercise(lesson, op.id, (exercise, index) => {
        if (op.index >= lesson.exercises.length) {
          return fail(
            'INVALID_INPUT',
            `There is no place ${op.index + 1} to move exercise ${op.id} to: the lesson has ${lesson.exercises.length} exercises.`,
            `Give an index from 0 to ${lesson.exercises.length - 1}.`,
          );
        }
        const rest = lesson.exercises.filter((_e, k) => k !== index);
        rest.splice(op.index, 0, exercise);
        return ok({ lesson: { ...lesson, exercises: rest }, inverse: { op: 'moveExercise', id: op.id, index } });
      });
    case 'addHint':
      return withExercise(lesson, op.exercise, (exercise, index) => {
        if (exercise.hints.length >= MAX_HINTS) {
          return fail(
            'INVALID_INPUT',
            `Exercise ${exercise.id} already has ${MAX_HINTS} hints, the most an exercise holds.`,
            'Remove or merge a hint first.',
          );
        }
        const at = op.index ?? exercise.hints.length;
        if (at > exercise.hints.length) return noPlace('a hint', at, exercise.hints.length, exercise.id);
        const hints = [...exercise.hints];
        hints.splice(at, 0, op.hint);
        return ok({
          lesson: replaceExercise(lesson, index, { ...exercise, hints }),
          inverse: { op: 'removeHint', exercise: exercise.id, index: at },
        });
      });
    case 'removeHint':
      return withExercise(lesson, op.exercise, (exercise, index) => {
        const hint = exercise.hints[op.index];
        if (hint === undefined) {
          return fail(
            'NOT_FOUND',
            `Exercise ${exercise.id} has no hint ${op.index + 1}: it has ${exercise.hints.length === 0 ? 'none' : exercise.hints.length}.`,
            exercise.hints.length === 0 ? 'Add a hint first.' : `Give an index from 0 to ${exercise.hints.length - 1}.`,
          );
        }
        const hints = exercise.hints.filter((_h, k) => k !== op.index);
        return ok({
          lesson: replaceExercise(lesson, index, { ...exercise, hints }),
          inverse: { op: 'addHint', exercise: exercise.id, hint, index: op.index },
        });
      });
    case 'setTestHidden':
      return withExercise(lesson, op.exercise, (exercise, index) => {
        const test = exercise.tests.find((t) => t.id === op.test);
        if (!test) {
          const there = exercise.tests.map((t) => `${t.id} ("${t.name}")`).join(', ');
          return fail(
            'UNKNOWN_TEST',
            `Exercise ${exercise.id} has no test ${op.test}.`,
            there ? `Its tests: ${there}.` : 'It has no tests yet.',
          );
        }
        const tests = exercise.tests.map((t) => (t.id === op.test ? { ...t, hidden: op.hidden } : t));
        return ok({
          lesson: replaceExercise(lesson, index, { ...exercise, tests }),
          inverse: { op: 'setTestHidden', exercise: exercise.id, test: test.id, hidden: test.hidden },
        });
      });
  }
}

function replaceExercise(lesson: Lesson, index: number, exercise: Exercise): Lesson {
  return { ...lesson, exercises: lesson.exercises.map((e, k) => (k === index ? exercise : e)) };
}

function noPlace(what: string, at: number, length: number, exercise: string): Step {
  return fail(
    'INVALID_INPUT',
    `There is no place ${at + 1} for ${what} in exercise ${exercise}.`,
    `Give an index from 0 to ${length}, or none to add it at the end.`,
  );
}

/** Runs `then` with the exercise of that id; an unknown id names the ones there are. */
function withExercise(lesson: Lesson, id: string, then: (exercise: Exercise, index: number) => Step): Step {
  const index = lesson.exercises.findIndex((e) => e.id === id);
  if (index >= 0) return then(lesson.exercises[index]!, index);
  const there = lesson.exercises.map((e) => `${e.id} ("${e.title}")`).join(', ');
  return fail(
    'NOT_FOUND',
    `The lesson "${lesson.title}" has no exercise ${id}.`,
    there ? `Its exercises: ${there}.` : 'It has no exercises yet: add one first.',
  );
}

function addExercise(lesson: Lesson, exercise: Exercise, index: number | undefined): Step {
  if (lesson.exercises.some((e) => e.id === exercise.id)) {
    return fail(
      'DUPLICATE_ID',
      `The lesson already has an exercise ${exercise.id}.`,
      'Give the new exercise another id.',
    );
  }
  if (lesson.exercises.length >= MAX_EXERCISES) {
    return fail(
      'INVALID_INPUT',
      `The lesson already has ${MAX_EXERCISES} exercises, the most a lesson holds.`,
      'Put further exercises in a lesson of their own.',
    );
  }
  const at = index ?? lesson.exercises.length;
  if (at > lesson.exercises.length) {
    return fail(
      'INVALID_INPUT',
      `There is no place ${at + 1} for an exercise: the lesson has ${lesson.exercises.length}.`,
      `Give an index from 0 to ${lesson.exercises.length}, or none to add it at the end.`,
    );
  }
  const exercises = [...lesson.exercises];
  exercises.splice(at, 0, exercise);
  return ok({ lesson: { ...lesson, exercises }, inverse: { op: 'removeExercise', id: exercise.id } });
}

function updateExercise(lesson: Lesson, id: string, set: ExercisePatch): Step {
  return withExercise(lesson, id, (exercise, index) => {
    if (set.tests) {
      const seen = new Set<string>();
      for (const t of set.tests) {
        if (seen.has(t.id))
          return fail(
            'DUPLICATE_ID',
            `Two tests of exercise ${id} share the id ${t.id}.`,
            'Give every test its own id.',
          );
        seen.add(t.id);
      }
    }
    const keys = Object.keys(set) as (keyof ExercisePatch)[];
    const before: ExercisePatch = Object.fromEntries(keys.map((key) => [key, exercise[key]]));
    return ok({
      lesson: replaceExercise(lesson, index, { ...exercise, ...set }),
      inverse: { op: 'updateExercise', id, set: before },
    });
  });
}

/**
 * The inverse of a section's replacement is the replacement of its old body when that gives the
 * text back exactly (the usual case); otherwise (the text's line endings were normalised, say)
 * the old text whole.
 */
function replaceSectionOf(lesson: Lesson, heading: string, body: string): Step {
  const replaced = replaceSection(lesson.markdown, heading, body);
  if (!replaced.success) return replaced;
  if (replaced.data.length > MAX_LESSON_MARKDOWN) {
    return fail(
      'INVALID_INPUT',
      `With that section the lesson's text would be ${replaced.data.length} characters long; a lesson holds at most ${MAX_LESSON_MARKDOWN}.`,
      'Shorten the section, or split the lesson in two.',
    );
  }
  const old = findSection(lesson.markdown, heading);
  const back = old.success ? replaceSection(replaced.data, heading, old.data.body) : undefined;
  const inverse: LessonOperation =
    old.success && back?.success && back.data === lesson.markdown
      ? { op: 'replaceSection', heading, body: old.data.body }
      : { op: 'setMarkdown', markdown: lesson.markdown };
  return ok({ lesson: { ...lesson, markdown: replaced.data }, inverse });
}
