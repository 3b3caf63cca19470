import { z } from 'zod';
import { CircuitSchema, TestCaseSchema } from '../circuit/types';
import { MAX_COURSE_FILE_CHARS } from '../lessons/course-file';
import { LessonOperationListSchema } from '../lessons/operations';
import {
  HintSchema,
  LessonIdSchema,
  LessonMarkdownSchema,
  LessonSchema,
  ProgressSchema,
  TitleSchema,
} from '../lessons/types';
import { HistoryStateSchema } from './document-channels';
import type { ChannelSpec } from './types';

/** A lesson in a list: no text, no exercises. Times are milliseconds since the epoch. */
export const LessonMetaSchema = z.object({
  id: LessonIdSchema,
  title: z.string(),
  exerciseCount: z.number().int().min(0),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type LessonMeta = z.infer<typeof LessonMetaSchema>;

/** A course in a list: its lessons in order, each with its title. */
export const CourseSummarySchema = z.object({
  id: LessonIdSchema,
  title: z.string(),
  lessons: z.array(z.object({ id: LessonIdSchema, title: z.string() })),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type CourseSummary = z.infer<typeof CourseSummarySchema>;

/** A lesson as its author edits it (references included) and where its history stands. */
export const AuthoredLessonSchema = z.object({ lesson: LessonSchema, history: HistoryStateSchema });
export type AuthoredLesson = z.infer<typeof AuthoredLessonSchema>;

/**
 * A test of an exercise as a student sees it: a visible one with its text, a hidden one as "Hidden
 * test n" without it. Strict: an answer carrying anything more is refused, not passed on.
 */
export const ReaderTestSchema = z.strictObject({
  id: LessonIdSchema,
  name: z.string(),
  hidden: z.boolean(),
  source: TestCaseSchema.shape.source.optional(),
});

/** An exercise as a student sees it: never its reference solution, never a hidden test's rows. */
export const ReaderExerciseSchema = z.strictObject({
  id: LessonIdSchema,
  title: TitleSchema,
  statement: z.string(),
  start: CircuitSchema,
  tests: z.array(ReaderTestSchema),
  hints: z.array(HintSchema),
});
export type ReaderExercise = z.infer<typeof ReaderExerciseSchema>;

/** A lesson for reading (student-facing). */
export const ReaderLessonSchema = z.strictObject({
  id: LessonIdSchema,
  title: TitleSchema,
  markdown: LessonMarkdownSchema,
  exercises: z.array(ReaderExerciseSchema),
});
export type ReaderLesson = z.infer<typeof ReaderLessonSchema>;

/** What "Check" answers (src/core/lessons/check-exercise.ts); a hidden test shows no rows. */
export const ExerciseCheckSchema = z.strictObject({
  passed: z.boolean(),
  tests: z.array(
    z.strictObject({
      id: z.string(),
      name: z.string(),
      hidden: z.boolean(),
      passed: z.boolean(),
      rows: z.number().int().optional(),
      failedRows: z.number().int().optional(),
    }),
  ),
  message: z.string(),
  failure: z
    .strictObject({
      testId: z.string(),
      line: z.number().int(),
      row: z.number().int(),
      inputs: z.array(z.strictObject({ name: z.string(), value: z.string() })),
      pulsed: z.array(z.string()),
      signal: z.string(),
      expected: z.string(),
      actual: z.string(),
    })
    .optional(),
});
export type ExerciseCheckResult = z.infer<typeof ExerciseCheckSchema>;

const Label = z.string().trim().min(1).max(200);

/** Channels over lessons, courses and a reader's progress (see docs/LESSONS.md, "Storage"). */
export const lessonChannels = {
  'course:list': {
    description: 'Every course, most recently changed first, with its lessons in order.',
    input: z.strictObject({}),
    output: z.array(CourseSummarySchema),
  },
  'course:create': {
    description: 'Creates an empty course with a title.',
    input: z.strictObject({ title: TitleSchema }),
    output: CourseSummarySchema,
  },
  'course:rename': {
    description: 'Gives a course a new title.',
    input: z.strictObject({ courseId: LessonIdSchema, title: TitleSchema }),
    output: CourseSummarySchema,
  },
  'course:reorder': {
    description: "Puts a course's lessons in a new order: the same lessons, each once.",
    input: z.strictObject({ courseId: LessonIdSchema, lessons: z.array(LessonIdSchema).max(200) }),
    output: CourseSummarySchema,
  },
  'course:delete': {
    description: "Deletes a course and the reader's progress in it; its lessons stay in the lesson list.",
    input: z.strictObject({ courseId: LessonIdSchema }),
    output: z.object({ deleted: LessonIdSchema }),
  },
  'course:export': {
    description: 'A course as a course file (JSON): its lessons in order and the library circuits they show.',
    input: z.strictObject({ courseId: LessonIdSchema }),
    output: z.object({ fileName: z.string(), content: z.string() }),
  },
  'course:import': {
    description:
      'Reads a course file and stores its course, lessons and circuits (new ids where the ids are taken); the whole file is checked first.',
    input: z.strictObject({ content: z.string().max(MAX_COURSE_FILE_CHARS) }),
    output: CourseSummarySchema,
  },
  'lesson:list': {
    description: 'Every lesson, most recently changed first (title and exercise count).',
    input: z.strictObject({}),
    output: z.array(LessonMetaSchema),
  },
  'lesson:get': {
    description: 'A lesson for its author, reference solutions included, with its history state.',
    input: z.strictObject({ lessonId: LessonIdSchema }),
    output: AuthoredLessonSchema,
  },
  'lesson:read': {
    description:
      "A lesson for reading: without reference solutions or hidden tests' rows; with `courseId`, recorded as the course's last opened lesson.",
    input: z.strictObject({ lessonId: LessonIdSchema, courseId: LessonIdSchema.optional() }),
    output: ReaderLessonSchema,
  },
  'lesson:create': {
    description: "Creates a lesson (a title, optionally its text); with `courseId`, adds it to that course's end.",
    input: z.strictObject({
      title: TitleSchema,
      markdown: LessonMarkdownSchema.optional(),
      courseId: LessonIdSchema.optional(),
    }),
    output: AuthoredLessonSchema,
  },
  'lesson:update': {
    description: 'Applies lesson operations (docs/LESSONS.md) as one undoable change, all or nothing.',
    input: z.strictObject({
      lessonId: LessonIdSchema,
      operations: LessonOperationListSchema,
      label: Label.optional(),
    }),
    output: AuthoredLessonSchema,
  },
  'lesson:delete': {
    description: 'Deletes a lesson with its history, and takes it out of every course.',
    input: z.strictObject({ lessonId: LessonIdSchema }),
    output: z.object({ deleted: LessonIdSchema }),
  },
  'lesson:undo': {
    description: 'Undoes the last change of a lesson.',
    input: z.strictObject({ lessonId: LessonIdSchema }),
    output: AuthoredLessonSchema,
  },
  'lesson:redo': {
    description: 'Redoes the last undone change of a lesson.',
    input: z.strictObject({ lessonId: LessonIdSchema }),
    output: AuthoredLessonSchema,
  },
  'progress:get': {
    description: "The reader's progress in a course: exercises passed and attempts, lessons last opened.",
    input: z.strictObject({ courseId: LessonIdSchema }),
    output: ProgressSchema,
  },
  'progress:check': {
    description:
      "Checks the reader's circuit against an exercise's tests and records the attempt; answers what passed and the first failing row.",
    input: z.strictObject({
      courseId: LessonIdSchema,
      lessonId: LessonIdSchema,
      exerciseId: LessonIdSchema,
      circuit: CircuitSchema,
    }),
    output: z.object({ check: ExerciseCheckSchema, progress: ProgressSchema }),
  },
} satisfies Record<string, ChannelSpec>;
