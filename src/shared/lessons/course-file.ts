import { z } from 'zod';
import { MAX_BUNDLED, MAX_CIRCUIT_FILE_BYTES, MAX_FILE_DEPTH } from '../circuit/file-format';
import { jsonErrorOffset, lineAndColumn } from '../circuit/json-syntax';
import { CircuitSchema } from '../circuit/types';
import { fail, ok, type Result } from '../errors';
import { jsonNestsDeeperThan } from '../json-depth';
import {
  CourseSchema,
  LessonIdSchema,
  LessonSchema,
  MAX_COURSE_LESSONS,
  TitleSchema,
  type Course,
  type Lesson,
} from './types';

/** The name written in every course file. */
export const COURSE_FILE_FORMAT = 'circuitforge-course';
/**
 * The newest course file version, the one this build reads up to. Version 2 added `subcircuits`,
 * written only when the course's circuits place some, so a course without is read by older builds.
 */
export const COURSE_FILE_VERSION = 2;
/** File name extension of course files. */
export const COURSE_FILE_EXTENSION = '.course.json';
/** The largest course file, in characters: the circuit files' limit. */
export const MAX_COURSE_FILE_CHARS = MAX_CIRCUIT_FILE_BYTES;

/** A circuit of the library a lesson refers to (```circuit ref: id```), carried with the id it had. */
export const CourseCircuitSchema = z.strictObject({
  id: LessonIdSchema,
  name: TitleSchema,
  circuit: CircuitSchema,
});
export type CourseCircuit = z.infer<typeof CourseCircuitSchema>;

const Version = z
  .number()
  .int()
  .min(1, 'a course file version starts at 1')
  .check((ctx) => {
    if (ctx.value > COURSE_FILE_VERSION) {
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        message: `the file is course format version ${ctx.value}, written by a newer CircuitForge; this one reads up to version ${COURSE_FILE_VERSION}: update CircuitForge to open it`,
      });
    }
  });

/**
 * A course as one file: the course, its lessons in order, the circuits they refer to, and (version
 * 2) the subcircuit definitions those circuits, the lessons' inline circuits and the exercises'
 * circuits place, transitively, each once, with the ids their instances name.
 */
export const CourseFileSchema = z
  .strictObject({
    format: z.literal(COURSE_FILE_FORMAT),
    version: Version,
    exportedAt: z.string().max(64).optional(),
    course: CourseSchema,
    lessons: z.array(LessonSchema).max(MAX_COURSE_LESSONS),
    circuits: z.array(CourseCircuitSchema).max(MAX_BUNDLED),
    subcircuits: z.array(CourseCircuitSchema).max(MAX_BUNDLED).optional(),
  })
  .superRefine((file, ctx) => {
    const listed = new Set(file.course.lessons);
    const carried = new Set(file.lessons.map((l) => l.id));
    file.course.lessons.forEach((id, i) => {
      if (!carried.has(id))
        ctx.addIssue({
          code: 'custom',
          path: ['course', 'lessons', i],
          message: `the lesson ${id} is not in the file`,
        });
    });
    const seen = new Set<string>();
    file.lessons.forEach((lesson, i) => {
      if (!listed.has(lesson.id))
        ctx.addIssue({
          code: 'custom',
          path: ['lessons', i, 'id'],
          message: `the lesson ${lesson.id} is not in the course's list`,
        });
      if (seen.has(lesson.id))
        ctx.addIssue({ code: 'custom', path: ['lessons', i, 'id'], message: `two lessons share the id ${lesson.id}` });
      seen.add(lesson.id);
    });
    const circuits = new Set<string>();
    file.circuits.forEach((c, i) => {
      if (circuits.has(c.id))
        ctx.addIssue({ code: 'custom', path: ['circuits', i, 'id'], message: `two circuits share the id ${c.id}` });
      circuits.add(c.id);
    });
    (file.subcircuits ?? []).forEach((c, i) => {
      if (circuits.has(c.id))
        ctx.addIssue({
          code: 'custom',
          path: ['subcircuits', i, 'id'],
          message: `the circuit ${c.id} is in the file twice`,
        });
      circuits.add(c.id);
    });
  });
export type CourseFile = z.infer<typeof CourseFileSchema>;

/** What a course file holds. */
export interface CourseBundle {
  readonly course: Course;
  /** In the course's order. */
  readonly lessons: readonly Lesson[];
  readonly circuits: readonly CourseCircuit[];
  /** The subcircuit definitions the circuits place (transitively), innermost first; absent: none. */
  readonly subcircuits?: readonly CourseCircuit[];
}

/** The JSON text of a course file (lessons in the course's order), indented for people. */
export function serializeCourseFile(bundle: CourseBundle, exportedAt = new Date()): string {
  const byId = new Map(bundle.lessons.map((l) => [l.id, l]));
  const lessons = bundle.course.lessons.map((id) => byId.get(id)).filter((l): l is Lesson => l !== undefined);
  const subcircuits = bundle.subcircuits ?? [];
  const file = {
    format: COURSE_FILE_FORMAT,
    // Version 1 when nothing needs version 2, so older builds keep opening the file.
    version: subcircuits.length > 0 ? COURSE_FILE_VERSION : 1,
    exportedAt: exportedAt.toISOString(),
    course: bundle.course,
    lessons,
    circuits: bundle.circuits,
    ...(subcircuits.length > 0 ? { subcircuits } : {}),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

const MAX_LISTED = 10;

/**
 * Reads the text of a course file: its size and nesting before parsing, the JSON's syntax with its
 * line and column, a newer version, then every field. Nothing throws.
 */
export function parseCourseFile(file: string, maxChars = MAX_COURSE_FILE_CHARS): Result<CourseBundle> {
  if (file.length > maxChars) {
    return fail(
      'INVALID_FILE',
      `The course file is ${file.length.toLocaleString('en')} characters long; a course file holds at most ${maxChars.toLocaleString('en')}.`,
      'Split the course into smaller ones, or leave large circuits out of it.',
    );
  }
  const text = file.charCodeAt(0) === 0xfeff ? file.slice(1) : file;
  if (text.trim() === '')
    return fail('INVALID_FILE', 'The course file is empty: it may be truncated.', 'Export the course again.');
  if (jsonNestsDeeperThan(text, MAX_FILE_DEPTH)) {
    return fail(
      'INVALID_FILE',
      `This is not a CircuitForge course file: it is nested more than ${MAX_FILE_DEPTH} levels deep.`,
      `Choose a file exported by CircuitForge (*${COURSE_FILE_EXTENSION}).`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    const offset = jsonErrorOffset(text);
    const where =
      offset === undefined
        ? ''
        : ` (line ${lineAndColumn(text, offset).line}, column ${lineAndColumn(text, offset).column})`;
    return fail(
      'INVALID_FILE',
      `The course file is not valid JSON${where}: it may be truncated or damaged.`,
      'Export the course again.',
    );
  }
  const record =
    typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : undefined;
  if (!record || record.format !== COURSE_FILE_FORMAT) {
    return fail(
      'INVALID_FILE',
      `This is not a CircuitForge course file (it has no "format": "${COURSE_FILE_FORMAT}").`,
      `Choose a file exported by CircuitForge (*${COURSE_FILE_EXTENSION}).`,
    );
  }
  const parsed = CourseFileSchema.safeParse(record);
  if (!parsed.success) {
    const newer = parsed.error.issues.find((i) => i.path.length === 1 && i.path[0] === 'version');
    if (newer && typeof record.version === 'number' && record.version > COURSE_FILE_VERSION) {
      return fail(
        'UNSUPPORTED_VERSION',
        `The ${newer.message.replace(/^the /, '')}.`,
        'Update CircuitForge to open this course.',
      );
    }
    const issues = parsed.error.issues;
    const listed = issues.slice(0, MAX_LISTED).map((i) => `${i.path.map(String).join('.') || '(file)'}: ${i.message}`);
    const more = issues.length > MAX_LISTED ? `; and ${issues.length - MAX_LISTED} more` : '';
    return fail(
      'INVALID_FILE',
      `The course file has ${issues.length} problem(s): ${listed.join('; ')}${more}.`,
      'Fix those fields, or export the course again.',
    );
  }
  const { course, lessons, circuits, subcircuits } = parsed.data;
  return ok({ course, lessons, circuits, ...(subcircuits && subcircuits.length > 0 ? { subcircuits } : {}) });
}
