import { z } from 'zod';
import { LessonIdSchema, ProgressSchema } from '../lessons/types';
import { OpenCircuitSchema } from './document-channels';
import { ExerciseCheckSchema } from './lesson-channels';
import type { ChannelSpec } from './types';

/** Where a student's working copy of an exercise came from (a circuit's `origin`). */
export function exerciseOrigin(courseId: string, lessonId: string, exerciseId: string): string {
  return `lesson:${courseId}/${lessonId}/${exerciseId}`;
}

/** The exercise a working copy was started from, read back from its circuit's `origin`; undefined for any other origin. */
export function parseExerciseOrigin(
  origin: string | undefined,
): { readonly courseId: string; readonly lessonId: string; readonly exerciseId: string } | undefined {
  const match = /^lesson:([\w-]{1,64})\/([\w-]{1,64})\/([\w-]{1,64})$/.exec(origin ?? '');
  return match ? { courseId: match[1]!, lessonId: match[2]!, exerciseId: match[3]! } : undefined;
}

/** Where a copy of a lesson's live circuit came from ("Open in the editor"). */
export function lessonCircuitOrigin(lessonId: string, block: number): string {
  return `lesson:${lessonId}#${block}`;
}

/** A live circuit of a lesson as the reader lists it: its block (the page's `data-block`) and name. */
export const ReaderCircuitSchema = z.strictObject({
  block: z.number().int().min(0),
  name: z.string(),
  /** Set when the block cannot be shown (the library lacks its circuit, bad JSON): why, in words. */
  problem: z.string().optional(),
});
export type ReaderCircuit = z.infer<typeof ReaderCircuitSchema>;

const Exercise = { courseId: LessonIdSchema, lessonId: LessonIdSchema, exerciseId: LessonIdSchema };

/**
 * The in-app lesson reader (docs/LESSONS.md, "The reader"): the lesson as the exported page shows it
 * (shown in a sandboxed frame), copies of its circuits for the editor, and the student's working
 * copies of exercises, checked by id.
 */
export const lessonReaderChannels = {
  'lesson:readerPage': {
    description:
      'A lesson as the exported page (live circuits, exercises as statements only) for the reader to show, and its live circuits.',
    input: z.strictObject({ lessonId: LessonIdSchema, theme: z.enum(['light', 'dark']) }),
    output: z.strictObject({ html: z.string(), circuits: z.array(ReaderCircuitSchema) }),
  },
  'lesson:openCircuit': {
    description: "Copies a lesson's live circuit into the library (named after the lesson) and opens it.",
    input: z.strictObject({ lessonId: LessonIdSchema, block: z.number().int().min(0).max(10_000) }),
    output: OpenCircuitSchema,
  },
  'exercise:start': {
    description:
      "Opens the student's working copy of an exercise, made from its start circuit the first time (or again with `startOver`).",
    input: z.strictObject({ ...Exercise, startOver: z.boolean().optional() }),
    output: z.object({ open: OpenCircuitSchema, resumed: z.boolean() }),
  },
  'exercise:check': {
    description:
      "Checks a working copy (by circuit id) against the exercise's tests and records the attempt in the course's progress.",
    input: z.strictObject({ ...Exercise, circuitId: z.string().min(1).max(64) }),
    output: z.object({ check: ExerciseCheckSchema, progress: ProgressSchema }),
  },
} satisfies Record<string, ChannelSpec>;
