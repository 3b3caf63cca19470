import { fail, ok, type Result } from '../../shared/errors';
import { editCalls } from './blueprint-diff';
import { call, recorded, toolBlueprint, type ScriptedCall, type ScriptedResponse } from './scripted-model';
import type { JsonObject } from '../ai/messages';
import { freeId } from '../tools/lesson-tools';
import type { LessonRecipe, Solution } from './solution';
import { testSource, type CombinationalSpec, type Task } from './task';
import type { Transcript } from './transcript';
import { compileTruthSpec, describeRow, DONT_CARE } from './truth-spec';

/** The most lines `check_truth_table` takes. */
const MAX_EXPECTED_LINES = 300;

/**
 * How a careful model checks a combinational circuit: `check_truth_table` with the request's
 * equations (or its rows, when the request is a table), or — when an output is a pin such as
 * `DISP.a`, which that tool cannot name, or the table is too long to write out — `get_truth_table`.
 */
function combinationalCheck(spec: CombinationalSpec): ScriptedCall {
  const byPin = spec.outputs.some((o) => o.includes('.'));
  const expressions = spec.expressions ?? {};
  const lower = new Map(Object.entries(expressions).map(([k, v]) => [k.toLowerCase(), v]));
  const allByExpression = spec.outputs.every((o) => lower.has(o.toLowerCase())) && !spec.rows && !spec.dontCare;
  if (!byPin && allByExpression) {
    return call('check_truth_table', { expected: spec.outputs.map((o) => `${o} = ${lower.get(o.toLowerCase())!}`) });
  }
  const table = compileTruthSpec(spec);
  if (!byPin && table.success && table.data.rowCount <= MAX_EXPECTED_LINES) {
    const { inputs, outputs, rowCount, values } = table.data;
    const lines: string[] = [];
    for (let row = 0; row < rowCount; row++) {
      const outs = outputs.flatMap((o, i) => {
        const v = values[row * outputs.length + i]!;
        return v === DONT_CARE ? [] : [`${o}=${v}`];
      });
      if (outs.length > 0) lines.push(`${describeRow(inputs, row)} -> ${outs.join(' ')}`);
    }
    return call('check_truth_table', { expected: lines });
  }
  return call('get_truth_table', { inputs: [...spec.inputs], outputs: [...spec.outputs] });
}

/** The name a careful model gives the test it writes from a sequential request. */
function testName(task: Task): string {
  return task.title.replace(/^Edit: /, '');
}

/**
 * The test a careful model writes from a sequential request before it builds (the system
 * prompt's step for counters, registers and state machines): the request's own test.
 */
export function testCall(task: Task): ScriptedCall | undefined {
  if (task.spec.kind !== 'sequential') return undefined;
  return call('write_tests', { name: testName(task), source: testSource(task.spec) });
}

/** The call a model makes to check what it built against the request (a sequential one: the test it wrote). */
export function checkCall(task: Task): ScriptedCall | undefined {
  const spec = task.spec;
  if (spec.kind === 'combinational') return combinationalCheck(spec);
  if (spec.kind === 'sequential') return call('run_tests');
  return undefined;
}

/** A short closing answer. */
function closing(task: Task): string {
  switch (task.category) {
    case 'edit':
      return task.spec.kind === 'sequential'
        ? `Done: I made the change, and the test "${testName(task)}" written from your request passes.`
        : 'Done: I made the change and checked the circuit against your request; it now behaves as asked.';
    case 'sequential':
      return `I built the ${task.title.toLowerCase()}; the test "${testName(task)}" written from your request passes.`;
    case 'combinational':
      return `I built the ${task.title.toLowerCase()} and checked it against your request: every row matches.`;
    case 'explain':
      return 'That is what the circuit does.';
    case 'course':
      return `I wrote the lesson "${task.title}" with its live circuits and exercises; every exercise's solution passes its tests.`;
  }
}

/**
 * The calls of a model writing a reference lesson with the lesson tools: `create_lesson`, then each
 * live circuit built and placed (`apply_blueprint`, `embed_circuit`), then each exercise's solution
 * built and added with its tests and hints (`apply_blueprint`, `add_exercise`).
 */
export function lessonCalls(recipe: LessonRecipe): ScriptedCall[] {
  const lesson = freeId(recipe.title, () => false);
  const build = (blueprint: LessonRecipe['live'][number]['blueprint']) =>
    call('apply_blueprint', { mode: 'replace', blueprint: toolBlueprint(blueprint) });
  const under = (heading: string | undefined): JsonObject => (heading === undefined ? {} : { heading });
  return [
    call('create_lesson', { title: recipe.title, markdown: recipe.markdown }),
    ...recipe.live.flatMap((l) => [build(l.blueprint), call('embed_circuit', { lesson, ...under(l.heading) })]),
    ...recipe.exercises.flatMap((e) => [
      build(e.blueprint),
      call('add_exercise', {
        lesson,
        title: e.title,
        statement: e.statement,
        tests: e.tests.map((t): JsonObject => ({
          name: t.name,
          source: t.source,
          ...(t.hidden ? { hidden: true } : {}),
        })),
        hints: [...e.hints],
        ...under(e.heading),
      }),
    ]),
  ];
}

/** Each call in its own response (providers in strict mode make one call per response), then the answer. */
export function oneByOne(calls: readonly ScriptedCall[], answer: string): ScriptedResponse[] {
  return [...calls.map((c) => ({ calls: [c] })), { text: answer }];
}

/**
 * The transcript of a model that solves the task the way the reference solution does: it builds the
 * solution with `apply_blueprint` (an edit: the edit itself, see {@link editCalls}; an explanation:
 * `explain_circuit`), checks it (`check_truth_table` or `get_truth_table`; a sequential request's
 * test, written with `write_tests` before building and run with `run_tests` after), and answers
 * (an explanation: the reference answer; a sequential one names the test that passed). A course
 * task writes its reference lesson with the lesson tools ({@link lessonCalls}). It must pass with
 * every tool call working, in one turn.
 */
export function referenceTranscript(task: Task, solution: Solution | undefined): Result<Transcript> {
  const hint = 'Give the task a reference solution in eval/solutions/ (eval/README.md).';
  let responses: ScriptedResponse[];
  if (task.spec.kind === 'lesson') {
    if (!solution?.lesson) return fail('INVALID_INPUT', `The course task ${task.id} has no reference lesson.`, hint);
    responses = oneByOne(lessonCalls(solution.lesson), closing(task));
  } else if (task.spec.kind === 'explain') {
    if (!solution?.answer) return fail('INVALID_INPUT', `The explain task ${task.id} has no reference answer.`, hint);
    responses = oneByOne([call('explain_circuit')], solution.answer);
  } else {
    const blueprint = solution?.blueprint ?? task.start;
    if (!blueprint) return fail('INVALID_INPUT', `The task ${task.id} has neither a solution nor a start.`, hint);
    const build = task.start
      ? editCalls(task.start, blueprint)
      : [call('apply_blueprint', { mode: 'replace', blueprint: toolBlueprint(blueprint) })];
    const test = testCall(task);
    const check = checkCall(task);
    responses = oneByOne([...(test ? [test] : []), ...build, ...(check ? [check] : [])], closing(task));
  }
  return ok({
    task: task.id,
    description:
      'Generated from the reference solution by `npm run eval:transcripts`: builds it (or makes the edit, ' +
      'or reads the circuit), checks it and answers. Must pass, every tool call working, in one turn.',
    expect: { passed: true, turns: 1, failedToolCalls: 0 },
    responses: recorded(responses),
  });
}
