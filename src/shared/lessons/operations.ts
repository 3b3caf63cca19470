import { z } from 'zod';
import { CircuitSchema } from '../circuit/types';
import {
  ExerciseSchema,
  ExerciseTestSchema,
  HintSchema,
  LessonIdSchema,
  LessonMarkdownSchema,
  MAX_EXERCISE_TESTS,
  MAX_HINTS,
  StatementSchema,
  TitleSchema,
} from './types';

const Index = z.number().int().min(0);

/** Fields of an exercise an edit may change (never its id); hints and tests are replaced whole. */
export const ExercisePatchSchema = z
  .strictObject({
    title: TitleSchema.optional(),
    statement: StatementSchema.optional(),
    start: CircuitSchema.optional(),
    reference: CircuitSchema.optional(),
    tests: z.array(ExerciseTestSchema).max(MAX_EXERCISE_TESTS).optional(),
    hints: z.array(HintSchema).max(MAX_HINTS).optional(),
  })
  .refine((p) => Object.keys(p).length > 0, 'an update must change at least one field');
export type ExercisePatch = z.infer<typeof ExercisePatchSchema>;

/**
 * The edit operations of a lesson, as circuits have theirs: every change (a keystroke batch, the
 * assistant's `update_lesson`) is a list of these, applied all-or-nothing, which returns its
 * inverse. Applying the inverse gives back the lesson exactly (property-tested).
 */
export const LessonOperationSchema = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('setTitle'), title: TitleSchema }),
  /** The whole text (an editor's change). */
  z.strictObject({ op: z.literal('setMarkdown'), markdown: LessonMarkdownSchema }),
  /** The text under one heading, up to the next heading of its level or higher (see sections.ts). */
  z.strictObject({ op: z.literal('replaceSection'), heading: z.string().min(1).max(200), body: LessonMarkdownSchema }),
  /** At `index` (the end when absent). */
  z.strictObject({ op: z.literal('addExercise'), exercise: ExerciseSchema, index: Index.optional() }),
  z.strictObject({ op: z.literal('updateExercise'), id: LessonIdSchema, set: ExercisePatchSchema }),
  z.strictObject({ op: z.literal('removeExercise'), id: LessonIdSchema }),
  /** To position `index` of the list without it. */
  z.strictObject({ op: z.literal('moveExercise'), id: LessonIdSchema, index: Index }),
  /** At `index` of the exercise's hints (the end when absent). */
  z.strictObject({ op: z.literal('addHint'), exercise: LessonIdSchema, hint: HintSchema, index: Index.optional() }),
  z.strictObject({ op: z.literal('removeHint'), exercise: LessonIdSchema, index: Index }),
  z.strictObject({
    op: z.literal('setTestHidden'),
    exercise: LessonIdSchema,
    test: LessonIdSchema,
    hidden: z.boolean(),
  }),
]);
export type LessonOperation = z.infer<typeof LessonOperationSchema>;

/** At most this many operations in one change. */
export const MAX_LESSON_OPERATIONS = 1000;
export const LessonOperationListSchema = z.array(LessonOperationSchema).min(1).max(MAX_LESSON_OPERATIONS);
