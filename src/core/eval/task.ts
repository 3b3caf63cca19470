import { z } from 'zod';
import { BlueprintSchema } from '../../shared/circuit/blueprint';
import { LABEL_PATTERN } from '../../shared/circuit/types';
import { CATEGORIES } from '../../shared/components/types';
import { MAX_TRUTH_TABLE_INPUTS } from '../simulation/truth-table';
import { parseTest } from '../testcases/parser';

/** Task ids are file names: lower-case words joined by "-". */
export const TASK_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const TASK_CATEGORIES = ['combinational', 'sequential', 'edit', 'explain', 'course'] as const;
export type TaskCategory = (typeof TASK_CATEGORIES)[number];

const Label = z.string().regex(LABEL_PATTERN, 'a label starts with a letter and uses letters, digits and "_"');
/** An output: an LED or probe by label, or one pin of a part, "DISP.a" (a seven-segment display's segment). */
const OutputRef = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,31}(\.[A-Za-z][A-Za-z0-9_]*)?$/, 'an output is LABEL or LABEL.pin');
const Bits = (what: string) => z.string().regex(/^[01-]+$/, `${what} is a string of 0, 1 and - (any / don't care)`);

/**
 * A truth table, given per output by a Boolean expression over the inputs and/or by explicit rows
 * (`in` a pattern over the inputs where "-" matches both values, `out` one character per output
 * where "-" is don't care); `dontCare` lists input patterns where nothing is checked.
 */
export const CombinationalSpecSchema = z.strictObject({
  kind: z.literal('combinational'),
  inputs: z.array(Label).min(1).max(MAX_TRUTH_TABLE_INPUTS),
  outputs: z.array(OutputRef).min(1).max(32),
  expressions: z.record(OutputRef, z.string().min(1).max(2000)).optional(),
  rows: z
    .array(z.strictObject({ in: Bits('a row\'s "in"'), out: Bits('a row\'s "out"') }))
    .max(1 << MAX_TRUTH_TABLE_INPUTS)
    .optional(),
  dontCare: z.array(Bits('a dontCare pattern')).max(1000).optional(),
});
export type CombinationalSpec = z.infer<typeof CombinationalSpecSchema>;

/** The most lines of a task's test. */
const MAX_TEST_LINES = 2000;

/**
 * Behaviour over time, as a test case in Digital's test-case language — the same language, parser
 * and runner as the circuit's own tests and the assistant's `write_tests`/`run_tests`
 * (src/core/testcases): `test` holds its lines, the first naming the signals. `inputs`, `clock` and
 * `outputs` say what the request's labels must be in the circuit (switches or buttons; a clock, a
 * button or a switch; LEDs or probes), and the test's header names exactly these.
 */
export const SequentialSpecSchema = z.strictObject({
  kind: z.literal('sequential'),
  inputs: z.array(Label).max(32),
  clock: Label.optional(),
  outputs: z.array(Label).min(1).max(32),
  test: z.array(z.string().max(2000)).min(2).max(MAX_TEST_LINES),
});
export type SequentialSpec = z.infer<typeof SequentialSpecSchema>;

/** The text of a sequential spec's test, as the runner reads it. */
export function testSource(spec: SequentialSpec): string {
  return `${spec.test.join('\n')}\n`;
}

/** Facts the answer must state: every group must appear, by any one of its alternatives. */
export const ExplainSpecSchema = z.strictObject({
  kind: z.literal('explain'),
  mustMention: z
    .array(z.array(z.string().min(1).max(100)).min(1).max(20))
    .min(1)
    .max(50),
});
export type ExplainSpec = z.infer<typeof ExplainSpecSchema>;

/**
 * A course task ("write a lesson on X with N exercises"), run in Course mode and scored by
 * `checkLesson`: the lesson names every concept (each group by any one of its alternatives, whole
 * words), has at least `exercises` valid exercises (reference passes, start fails) and at least
 * `circuits` live circuits, and every block is sound and every live circuit simulates.
 */
export const LessonSpecSchema = z.strictObject({
  kind: z.literal('lesson'),
  concepts: z
    .array(z.array(z.string().min(1).max(100)).min(1).max(20))
    .min(1)
    .max(50),
  exercises: z.number().int().min(0).max(50),
  circuits: z.number().int().min(0).max(50),
});
export type LessonSpec = z.infer<typeof LessonSpecSchema>;

export const SpecSchema = z.discriminatedUnion('kind', [
  CombinationalSpecSchema,
  SequentialSpecSchema,
  ExplainSpecSchema,
  LessonSpecSchema,
]);
export type Spec = z.infer<typeof SpecSchema>;

/** A component type, or a family of them with "*": "OR_*" is OR_2, OR_3 and OR_4 (not XOR_2, NOR_2). */
const TypePattern = z.string().regex(/^[A-Z0-9_*]+$/, 'a type pattern is an upper-case type, "*" for any characters');

/** Structural requirements of an edit: what the final circuit must keep or contain. */
export const RequirementSchema = z.discriminatedUnion('kind', [
  /** Between `min` and `max` components whose type matches. */
  z.strictObject({
    kind: z.literal('count'),
    type: TypePattern,
    min: z.number().int().min(0).optional(),
    max: z.number().int().min(0).optional(),
  }),
  /**
   * Every component of these palette categories (by default the logic: gates, blocks, memory) has
   * one of these types: "only NAND gates".
   */
  z.strictObject({
    kind: z.literal('only'),
    types: z.array(TypePattern).min(1),
    categories: z.array(z.enum(CATEGORIES)).min(1).optional(),
  }),
  /** These components of the start circuit are still there, with the same type. */
  z.strictObject({ kind: z.literal('keep'), labels: z.array(Label).min(1) }),
  /** The circuit is exactly the start circuit (components, properties and wires; positions may move). */
  z.strictObject({ kind: z.literal('unchanged') }),
]);
export type Requirement = z.infer<typeof RequirementSchema>;

/** One evaluation task: a request as a user types it, and how its outcome is checked. */
export const TaskSchema = z
  .strictObject({
    id: z.string().regex(TASK_ID_PATTERN, 'a task id is lower-case words joined by "-"'),
    title: z.string().min(1).max(120),
    difficulty: z.enum(DIFFICULTIES),
    category: z.enum(TASK_CATEGORIES),
    request: z.string().min(1).max(4000),
    start: BlueprintSchema.optional(),
    spec: SpecSchema,
    requirements: z.array(RequirementSchema).max(20).optional(),
  })
  .superRefine((task, ctx) => {
    const issue = (message: string, path: (string | number)[]) => ctx.addIssue({ code: 'custom', message, path });
    const expected: Record<TaskCategory, Spec['kind'][]> = {
      combinational: ['combinational'],
      sequential: ['sequential'],
      edit: ['combinational', 'sequential'],
      explain: ['explain'],
      course: ['lesson'],
    };
    if (!expected[task.category].includes(task.spec.kind)) {
      issue(`${article(task.category)} task needs a ${expected[task.category].join(' or ')} spec`, ['spec', 'kind']);
    }
    if ((task.category === 'edit' || task.category === 'explain') && !task.start) {
      issue(`${article(task.category)} task starts from a circuit: give "start"`, ['start']);
    }
    const needsStart = task.requirements?.some((r) => r.kind === 'keep' || r.kind === 'unchanged');
    if (needsStart && !task.start) issue('"keep" and "unchanged" compare with "start": give it', ['requirements']);
    if (task.spec.kind === 'sequential') checkSequential(task.spec, issue);
  });
export type Task = z.infer<typeof TaskSchema>;

/** "an edit", "a sequential". */
function article(word: string): string {
  return `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}`;
}

function checkSequential(spec: SequentialSpec, issue: (message: string, path: (string | number)[]) => void): void {
  const parsed = parseTest(testSource(spec));
  if (!parsed.success) {
    const line = Number(/^Line (\d+)/.exec(parsed.error)?.[1] ?? 1);
    issue(`the test does not parse: ${parsed.error}`, ['spec', 'test', line - 1]);
    return;
  }
  const named = [...spec.inputs, ...(spec.clock ? [spec.clock] : []), ...spec.outputs];
  const known = new Set(named.map((l) => l.toLowerCase()));
  const header = new Set(parsed.data.names.map((n) => n.name.toLowerCase()));
  for (const name of parsed.data.names)
    if (!known.has(name.name.toLowerCase()))
      issue(`the test's header names ${name.name}, which is not an input, the clock or an output`, ['spec', 'test', 0]);
  for (const label of named)
    if (!header.has(label.toLowerCase())) issue(`the test's header does not name ${label}`, ['spec', 'test', 0]);
}
