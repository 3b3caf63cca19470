import { z } from 'zod';
import {
  HintSchema,
  LessonIdSchema,
  LessonMarkdownSchema,
  MAX_EXERCISE_TESTS,
  MAX_HINTS,
  StatementSchema,
  TitleSchema,
} from '../lessons/types';
import { AuthoredLessonSchema } from './lesson-channels';
import { PageCircuitSchema } from './lesson-page-channels';
import type { ChannelSpec } from './types';

/** A ```circuit``` or ```exercise``` block of the preview: what its placeholder shows the author. */
export const PreviewBlockSchema = z.strictObject({
  /** The placeholder `<div class="cf-lesson-block" data-block="N">` it belongs in. */
  index: z.number().int().min(0),
  kind: z.enum(['circuit', 'exercise']),
  /** "Live circuit: Half adder", "Exercise half: Half adder"… */
  label: z.string(),
  /** True when the block cannot be shown (a circuit the library lacks, an exercise the lesson lacks). */
  broken: z.boolean(),
});
export type PreviewBlock = z.infer<typeof PreviewBlockSchema>;

/** A problem of the text, in the author's words, with the line it names (from 1) when it names one. */
export const PreviewProblemSchema = z.strictObject({
  message: z.string(),
  line: z.number().int().min(1).optional(),
});
export type PreviewProblem = z.infer<typeof PreviewProblemSchema>;

export const LessonPreviewSchema = z.strictObject({
  /** The lesson rendered and sanitised (src/core/lessons/markdown): no script, no style, no handler. */
  html: z.string(),
  blocks: z.array(PreviewBlockSchema),
  problems: z.array(PreviewProblemSchema),
});
export type LessonPreview = z.infer<typeof LessonPreviewSchema>;

/**
 * What the in-app lesson editor needs of the main process besides the lesson channels: the live
 * preview of text being written (the Markdown pipeline runs in main), and the library circuits a
 * lesson shows, for its exported page.
 */
export const lessonAuthoringChannels = {
  'lesson:preview': {
    description:
      "A lesson's text rendered as sanitised HTML, with its blocks and its problems (each with its line), against the lesson's exercises and the circuit library; nothing is saved.",
    input: z.strictObject({ lessonId: LessonIdSchema, markdown: LessonMarkdownSchema }),
    output: LessonPreviewSchema,
  },
  'lesson:pageCircuits': {
    description:
      "The library circuits a saved lesson's `ref:` blocks name (those the library has), as `lessons:exportPage` takes them.",
    input: z.strictObject({ lessonId: LessonIdSchema }),
    output: z.array(PageCircuitSchema),
  },
  'lesson:addExercise': {
    description:
      "Adds an exercise solved by a library circuit, tested by the circuit's own tests (those named in `hidden` hidden from the student), with its block at the end of the lesson, as one undoable change; refused in words unless the circuit passes every test and its starting circuit fails one.",
    input: z.strictObject({
      lessonId: LessonIdSchema,
      circuitId: z.string().min(1).max(64),
      title: TitleSchema,
      statement: StatementSchema,
      hints: z.array(HintSchema).max(MAX_HINTS),
      hidden: z.array(z.string().min(1).max(120)).max(MAX_EXERCISE_TESTS),
    }),
    output: AuthoredLessonSchema,
  },
} satisfies Record<string, ChannelSpec>;
