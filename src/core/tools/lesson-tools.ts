import { z } from 'zod';
import type { LessonOperation } from '../../shared/lessons/operations';
import {
  MAX_HINT,
  MAX_HINTS,
  MAX_LESSON_MARKDOWN,
  MAX_STATEMENT,
  MAX_TITLE,
  type Lesson,
} from '../../shared/lessons/types';
import type { ToolResult } from '../ai/messages';
import { defineTool, type AnyTool } from '../ai/tool';
import type { LessonDraft } from '../lessons/lesson-draft';
import { lessonProblems } from '../lessons/lesson-problems';
import { addExerciseOperations, freeId, makeExercise, placeBlock, withoutTests } from '../lessons/new-exercise';
import type { CircuitToolContext } from './context';
import { list, text } from './limits';
import { failed, fromFailure } from './results';
import { SubcircuitLibrary } from './subcircuit-library';

/** What the lesson tools of one turn work on: the turn's lessons, and the circuit tools' context. */
export interface LessonToolContext extends Pick<CircuitToolContext, 'copy' | 'library' | 'circuitId'> {
  readonly lessons: LessonDraft;
}

/** The most characters of a lesson's text `read_lesson` returns at once (the rest by section). */
const READ_CHARS = 12_000;

/**
 * The tools of Course mode: write a lesson (Markdown with live circuits and exercises), read it
 * back, revise it by section, and add exercises whose reference is the circuit the assistant just
 * built and checked — refused unless the reference passes every test and the starting circuit
 * fails one. Edits land in the turn's lesson draft, saved as one undoable change when the turn ends.
 */
export function lessonTools(context: LessonToolContext): AnyTool[] {
  const { lessons, copy } = context;
  const library = new SubcircuitLibrary(context);
  const definitions = (id: string) => library.definition(id);
  /** The answer to an edit: what was done, and what is wrong with the lesson's blocks now (for the model to mend). */
  const saved = (lesson: Lesson, done: string): ToolResult => {
    const problems = lessonProblems(lesson, (id) => id === context.circuitId || context.library.read(id).success);
    return { success: true, done, lesson: lesson.id, ...(problems.length > 0 ? { problems } : {}) };
  };

  return [
    defineTool({
      name: 'create_lesson',
      description: 'Creates a lesson from Markdown (headings, lists, tables, $math$); returns its id.',
      mutates: true,
      input: z.object({ title: text(MAX_TITLE), markdown: text(MAX_LESSON_MARKDOWN) }),
      run: ({ title, markdown }) => {
        const id = freeId(title, (candidate) => lessons.read(candidate) !== undefined);
        const created = lessons.create({ id, title: title.trim(), markdown, exercises: [] });
        if (!created.success) return fromFailure(created);
        return saved(created.data, `Created lesson "${created.data.title}"`);
      },
    }),
    defineTool({
      name: 'read_lesson',
      description: "A lesson's text and exercises; without lesson, the list of lessons.",
      input: z.object({ lesson: text(64).optional() }),
      run: ({ lesson: id }) => {
        if (id === undefined)
          return { success: true, lessons: lessons.list().map((l) => ({ id: l, title: lessons.read(l)?.title ?? l })) };
        const lesson = lessons.read(id);
        if (!lesson) return missing(id, lessons.list());
        const cut = lesson.markdown.length > READ_CHARS;
        return {
          success: true,
          id: lesson.id,
          title: lesson.title,
          markdown: cut ? `${lesson.markdown.slice(0, READ_CHARS)}\n…` : lesson.markdown,
          ...(cut
            ? { note: `The text is ${lesson.markdown.length} characters; the first ${READ_CHARS} are shown.` }
            : {}),
          exercises: lesson.exercises.map((e) => ({
            id: e.id,
            title: e.title,
            statement: e.statement,
            tests: e.tests.map((t) => (t.hidden ? `${t.name} (hidden)` : t.name)),
            hints: e.hints,
          })),
        };
      },
    }),
    defineTool({
      name: 'update_lesson',
      description:
        'Replaces the text under a heading (up to the next heading of its level), or without heading the whole text; or the title.',
      mutates: true,
      input: z.object({
        lesson: text(64),
        markdown: text(MAX_LESSON_MARKDOWN).optional(),
        heading: text(200).optional(),
        title: text(MAX_TITLE).optional(),
      }),
      run: ({ lesson: id, markdown, heading, title }) => {
        const ops: LessonOperation[] = [];
        if (title !== undefined) ops.push({ op: 'setTitle', title: title.trim() });
        if (markdown !== undefined)
          ops.push(
            heading !== undefined ? { op: 'replaceSection', heading, body: markdown } : { op: 'setMarkdown', markdown },
          );
        if (ops.length === 0)
          return failed('Nothing to change.', 'Give markdown (with heading for one section) or title.');
        if (!lessons.read(id)) return missing(id, lessons.list());
        const applied = lessons.apply(id, ops);
        if (!applied.success) return fromFailure(applied);
        return saved(applied.data, heading !== undefined ? `Rewrote "${heading}"` : 'Updated the lesson');
      },
    }),
    defineTool({
      name: 'add_exercise',
      description:
        'Adds an exercise solved by the circuit on the canvas (it must pass every test; the start, its unwired inputs and outputs, must fail one), at the end of a section or the lesson.',
      mutates: true,
      input: z.object({
        lesson: text(64),
        title: text(MAX_TITLE),
        statement: text(MAX_STATEMENT),
        tests: list(z.object({ name: text(120), source: text(20_000), hidden: z.boolean().optional() }), 20).describe(
          'test cases in the test language; hidden ones only say that they failed',
        ),
        hints: list(text(MAX_HINT), MAX_HINTS),
        heading: text(200).optional(),
      }),
      run: ({ lesson: id, title, statement, tests, hints, heading }) => {
        const lesson = lessons.read(id);
        if (!lesson) return missing(id, lessons.list());
        const made = makeExercise(
          lesson,
          copy.state.toJSON(),
          { title, statement, tests: tests.map((t) => ({ ...t, hidden: t.hidden ?? false })), hints },
          definitions,
          'Correct the circuit or the tests (run_tests checks them), then add it again.',
        );
        if (!made.success) return fromFailure(made);
        const operations = addExerciseOperations(lesson, made.data, heading);
        if (!operations.success) return fromFailure(operations);
        const applied = lessons.apply(id, operations.data);
        if (!applied.success) return fromFailure(applied);
        return saved(applied.data, `Added exercise "${made.data.title}" (${made.data.id})`);
      },
    }),
    defineTool({
      name: 'embed_circuit',
      description: 'Places the circuit on the canvas, live, at the end of a section or the lesson.',
      mutates: true,
      input: z.object({ lesson: text(64), heading: text(200).optional() }),
      run: ({ lesson: id, heading }) => {
        const lesson = lessons.read(id);
        if (!lesson) return missing(id, lessons.list());
        const circuit = copy.state.toJSON();
        if (circuit.components.length === 0) return failed('The circuit is empty.', 'Build the circuit first.');
        const placed = placeBlock(lesson, `\`\`\`circuit\n${JSON.stringify(withoutTests(circuit))}\n\`\`\`\n`, heading);
        if (!placed.success) return fromFailure(placed);
        const applied = lessons.apply(id, [placed.data]);
        if (!applied.success) return fromFailure(applied);
        return saved(applied.data, `Placed the circuit${heading ? ` under "${heading}"` : ''}`);
      },
    }),
  ];
}

function missing(id: string, ids: readonly string[]) {
  return failed(
    `There is no lesson ${id}.`,
    ids.length > 0 ? `The lessons: ${ids.join(', ')}.` : 'Create one with create_lesson first.',
  );
}

/** Ids from titles, as lessons and exercises get them (kept here for the tools' callers). */
export { freeId } from '../lessons/new-exercise';
