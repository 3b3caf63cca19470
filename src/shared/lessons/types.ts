import { z } from 'zod';
import { CircuitSchema, TestCaseSchema } from '../circuit/types';

/** Ids of lessons, exercises, courses and exercise tests: the same alphabet as circuit ids. */
export const LessonIdSchema = z
  .string()
  .min(1, 'an id is not empty')
  .max(64, 'an id is at most 64 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'ids use letters, digits, "_" and "-"');

/** The longest title of a lesson, an exercise or a course. */
export const MAX_TITLE = 120;
/** The longest Markdown text of a lesson, in characters (a long chapter is about 60,000). */
export const MAX_LESSON_MARKDOWN = 200_000;
/** The longest statement of an exercise, in characters. */
export const MAX_STATEMENT = 20_000;
/** The most exercises one lesson holds. */
export const MAX_EXERCISES = 50;
/** The most tests one exercise holds. */
export const MAX_EXERCISE_TESTS = 50;
/** The most hints one exercise holds, and the longest hint. */
export const MAX_HINTS = 20;
export const MAX_HINT = 2000;
/** The most lessons one course holds. */
export const MAX_COURSE_LESSONS = 200;

export const TitleSchema = z
  .string()
  .trim()
  .min(1, 'a title is not empty')
  .max(MAX_TITLE, `a title is at most ${MAX_TITLE} characters`);
export const LessonMarkdownSchema = z
  .string()
  .max(MAX_LESSON_MARKDOWN, `a lesson's text is at most ${MAX_LESSON_MARKDOWN} characters`);
export const StatementSchema = z
  .string()
  .max(MAX_STATEMENT, `an exercise's statement is at most ${MAX_STATEMENT} characters`);
export const HintSchema = z
  .string()
  .trim()
  .min(1, 'a hint is not empty')
  .max(MAX_HINT, `a hint is at most ${MAX_HINT} characters`);

/** A test of an exercise: a circuit test case, and whether the student may see its rows. */
export const ExerciseTestSchema = TestCaseSchema.extend({
  id: LessonIdSchema,
  /** A hidden test tells the student only that it failed, never its rows or values. */
  hidden: z.boolean(),
});
export type ExerciseTest = z.infer<typeof ExerciseTestSchema>;

function uniqueIds(items: readonly { id: string }[], what: string, ctx: z.core.$RefinementCtx<unknown>): void {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.id))
      ctx.addIssue({ code: 'custom', message: `two ${what} share the id ${item.id}`, path: [index, 'id'] });
    seen.add(item.id);
  });
}

export const ExerciseSchema = z.strictObject({
  id: LessonIdSchema,
  title: TitleSchema,
  /** What the student is asked to build (Markdown). */
  statement: StatementSchema,
  /** The circuit "Start" copies for the student. */
  start: CircuitSchema,
  /** A circuit that passes every test: for authors and CI, never shown to students. */
  reference: CircuitSchema,
  tests: z
    .array(ExerciseTestSchema)
    .max(MAX_EXERCISE_TESTS, `an exercise holds at most ${MAX_EXERCISE_TESTS} tests`)
    .superRefine((tests, ctx) => uniqueIds(tests, 'tests', ctx)),
  /** Shown one at a time, in this order. */
  hints: z.array(HintSchema).max(MAX_HINTS, `an exercise holds at most ${MAX_HINTS} hints`),
});
/** An exercise of a lesson: a statement, a starting circuit, a hidden reference, tests and hints. */
export type Exercise = z.infer<typeof ExerciseSchema>;

export const LessonSchema = z.strictObject({
  id: LessonIdSchema,
  title: TitleSchema,
  /** The text; live circuits and exercises are placed by fenced blocks (see docs/LESSONS.md). */
  markdown: LessonMarkdownSchema,
  exercises: z
    .array(ExerciseSchema)
    .max(MAX_EXERCISES, `a lesson holds at most ${MAX_EXERCISES} exercises`)
    .superRefine((exercises, ctx) => uniqueIds(exercises, 'exercises', ctx)),
});
/** A lesson: Markdown text with live circuits, and its exercises in order. */
export type Lesson = z.infer<typeof LessonSchema>;

export const CourseSchema = z.strictObject({
  id: LessonIdSchema,
  title: TitleSchema,
  /** The lessons in reading order. */
  lessons: z
    .array(LessonIdSchema)
    .max(MAX_COURSE_LESSONS, `a course holds at most ${MAX_COURSE_LESSONS} lessons`)
    .superRefine((ids, ctx) =>
      uniqueIds(
        ids.map((id) => ({ id })),
        'lessons',
        ctx,
      ),
    ),
});
/** A course: an ordered list of lessons. */
export type Course = z.infer<typeof CourseSchema>;

/** A moment, as ISO 8601 text. */
const Moment = z.iso.datetime({ offset: true });

export const ExerciseProgressSchema = z.strictObject({
  passed: z.boolean(),
  attempts: z.number().int().min(0),
  /** When "Check" last ran; absent before the first check. */
  lastChecked: Moment.optional(),
});
export type ExerciseProgress = z.infer<typeof ExerciseProgressSchema>;

export const ProgressSchema = z.strictObject({
  courseId: LessonIdSchema,
  /** By exercise id (exercise ids are unique within a lesson: the key is "lessonId/exerciseId"). */
  exercises: z.record(z.string().max(130), ExerciseProgressSchema),
  /** When each lesson was last opened, by lesson id. */
  lessons: z.record(LessonIdSchema, z.strictObject({ lastOpened: Moment })),
});
/** A reader's progress through one course. */
export type Progress = z.infer<typeof ProgressSchema>;

/** The key of an exercise in {@link Progress.exercises}. */
export function exerciseKey(lessonId: string, exerciseId: string): string {
  return `${lessonId}/${exerciseId}`;
}
