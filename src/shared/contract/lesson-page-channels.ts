import { z } from 'zod';
import { CircuitSchema } from '../circuit/types';
import { LessonIdSchema, LessonSchema } from '../lessons/types';
import type { ChannelSpec } from './types';

/** The most circuits one exported page carries (the lesson's `ref:` blocks). */
export const MAX_PAGE_CIRCUITS = 200;

/** A circuit a lesson's `ref:` block names, as the page needs it. */
export const PageCircuitSchema = z.strictObject({
  id: LessonIdSchema,
  /** Shown under the drawing. */
  name: z.string().max(200),
  circuit: CircuitSchema,
});

/**
 * Exporting a lesson as one self-contained HTML page whose circuits stay live. Self-contained: the
 * lesson and the circuits it names travel in the request, so it needs no lesson storage.
 */
export const lessonPageChannels = {
  'lessons:exportPage': {
    description:
      'Builds a lesson as one self-contained HTML page whose circuits stay live, to post on a course website (exercises show their statement only).',
    input: z.strictObject({
      lesson: LessonSchema,
      circuits: z
        .array(PageCircuitSchema)
        .max(MAX_PAGE_CIRCUITS, `a page carries at most ${MAX_PAGE_CIRCUITS} circuits`),
      /** 'auto' (the default) follows the reader's light or dark setting. */
      theme: z.enum(['auto', 'light', 'dark']).optional(),
    }),
    output: z.strictObject({
      html: z.string(),
      /** A file name for the page, from the lesson's title: `Gates-and-truth-tables.html`. */
      fileName: z.string(),
    }),
  },
} satisfies Record<string, ChannelSpec>;
