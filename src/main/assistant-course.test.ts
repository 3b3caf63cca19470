import { afterEach, describe, expect, it } from 'vitest';
import type { AuthoredLesson, CourseSummary, LessonMeta } from '../shared/contract/lesson-channels';
import { toolResultsOf } from './providers/test-support/engine-harness';
import { startAssistantHarness, type AssistantHarness } from './test-support/assistant-harness';

// Course mode through the real services: a turn (a fake provider speaking the real wire format)
// writes a lesson, builds and checks a circuit, places it live and adds an exercise solved by it;
// the lesson is saved when the turn ends, its exercises one undoable change.

let harness: AssistantHarness;
afterEach(async () => {
  await harness.close();
});

const call = (name: string, args: unknown) => ({ name, arguments: args as Record<string, unknown> });

const HALF_ADDER = {
  components: [
    { label: 'A', type: 'SWITCH_TOGGLE' },
    { label: 'B', type: 'SWITCH_TOGGLE' },
    { label: 'X1', type: 'XOR_2' },
    { label: 'A1', type: 'AND_2' },
    { label: 'S', type: 'PROBE' },
    { label: 'C', type: 'PROBE' },
  ],
  wires: [
    { from: 'A:out', to: 'X1:a' },
    { from: 'B:out', to: 'X1:b' },
    { from: 'A:out', to: 'A1:a' },
    { from: 'B:out', to: 'A1:b' },
    { from: 'X1:out', to: 'S:in' },
    { from: 'A1:out', to: 'C:in' },
  ],
};
/** The tool names a request offered (OpenAI's function tools or Anthropic's). */
function toolNames(body: unknown): string[] {
  const tools = (body as { tools?: { name?: string; function?: { name: string } }[] }).tools ?? [];
  return tools.map((t) => t.function?.name ?? t.name ?? '');
}

const TABLE = 'A B S C\n0 0 0 0\n0 1 1 0\n1 0 1 0\n1 1 0 1\n';
const LESSON =
  '# The half adder\n\nA half adder adds two bits: the sum $S = A \\oplus B$ and the carry $C = AB$.\n\n## Try it\n\n## Your turn\n';

describe.each(['openai', 'anthropic'] as const)('a lesson written in course mode over %s', (format) => {
  it('creates the lesson, places the checked circuit live, adds an exercise it solves, and saves it when the turn ends', async () => {
    harness = await startAssistantHarness({ format });
    const exercise = {
      lesson: 'the-half-adder',
      title: 'Build a half adder',
      statement: 'Wire A and B through gates so that S shows the sum and C the carry.',
      tests: [
        { name: 'truth table', source: TABLE },
        { name: 'carry', source: 'A B C\n1 1 1\n', hidden: true },
      ],
      hints: ['The sum is 1 when exactly one input is 1.'],
      heading: 'Your turn',
    };
    harness.server.script(
      { kind: 'message', toolCalls: [call('create_lesson', { title: 'The half adder', markdown: LESSON })] },
      { kind: 'message', toolCalls: [call('apply_blueprint', { blueprint: HALF_ADDER, mode: 'replace' })] },
      { kind: 'message', toolCalls: [call('embed_circuit', { lesson: 'the-half-adder', heading: 'Try it' })] },
      // A first exercise whose test is wrong: refused, the model reads why.
      {
        kind: 'message',
        toolCalls: [call('add_exercise', { ...exercise, tests: [{ name: 'wrong', source: 'A B S\n1 1 1\n' }] })],
      },
      { kind: 'message', toolCalls: [call('add_exercise', exercise)] },
      { kind: 'message', text: 'I wrote "The half adder" with a live circuit and the exercise "Build a half adder".' },
    );
    const finished = await harness.turn('Write a lesson on the half adder with one exercise', { mode: 'course' });
    expect(finished).toMatchObject({ status: 'done', toolCalls: 5 });

    // The refusal said which row of which test fails, in words.
    const refused = JSON.parse(toolResultsOf(harness.server.requests[4]!).at(-1)!.content) as Record<string, unknown>;
    expect(refused).toMatchObject({ success: false });
    expect(refused.error).toBe(
      'The reference solution of exercise build-a-half-adder fails the test "wrong": in row 1 (line 2) S should be 1 but is 0.',
    );
    // The provider saw the lesson tools in course mode.
    expect(toolNames(harness.server.requests[0]!.body)).toEqual(
      expect.arrayContaining(['create_lesson', 'add_exercise']),
    );

    const list = await harness.call<LessonMeta[]>('lesson:list');
    expect(list.success && list.data.map((l) => l.title)).toEqual(['The half adder']);
    const id = list.success ? list.data[0]!.id : '';
    const got = await harness.call<AuthoredLesson>('lesson:get', { lessonId: id });
    if (!got.success) throw new Error(got.error);
    const { lesson, history } = got.data;
    expect(lesson.markdown).toMatch(/## Try it\n\n```circuit\n\{"components":/);
    expect(lesson.markdown).toMatch(/## Your turn\n\n```exercise build-a-half-adder\n```\n+$/);
    expect(lesson.exercises).toHaveLength(1);
    expect(lesson.exercises[0]!.start.components.map((c) => c.label).sort()).toEqual(['A', 'B', 'C', 'S']);
    expect(lesson.exercises[0]!.tests.map((t) => t.hidden)).toEqual([false, true]);
    // The exercises are one change, labelled as the circuit's change is; undo takes them back.
    expect(history).toMatchObject({
      position: 1,
      canUndo: true,
      undoLabel: expect.stringMatching(/^Assistant: Write a lesson/) as unknown,
    });
    const undone = await harness.call<AuthoredLesson>('lesson:undo', { lessonId: id });
    expect(undone.success && undone.data.lesson.exercises).toEqual([]);
    // No course was open: the lesson went into "My lessons", made for it.
    const courses = await harness.call<CourseSummary[]>('course:list');
    expect(courses.success && courses.data.map((c) => [c.title, c.lessons.map((l) => l.id)])).toEqual([
      ['My lessons', [id]],
    ]);
  });

  it('appends the turn\'s new lessons to the course the user has open, else to one "My lessons" made once', async () => {
    harness = await startAssistantHarness({ format });
    const open = await harness.call<CourseSummary>('course:create', { title: 'Digital logic' });
    if (!open.success) throw new Error(open.error);
    const first = await harness.call<AuthoredLesson>('lesson:create', { title: 'Gates', courseId: open.data.id });
    if (!first.success) throw new Error(first.error);
    harness.server.script(
      {
        kind: 'message',
        toolCalls: [
          call('create_lesson', { title: 'Adders', markdown: '# Adders\n' }),
          call('create_lesson', { title: 'Latches', markdown: '# Latches\n' }),
        ],
      },
      { kind: 'message', text: 'Two lessons.' },
    );
    const finished = await harness.turn('Write lessons on adders and latches', {
      mode: 'course',
      courseId: open.data.id,
    });
    expect(finished).toMatchObject({ status: 'done' });
    const titles = async () => {
      const listed = await harness.call<CourseSummary[]>('course:list');
      if (!listed.success) throw new Error(listed.error);
      return Object.fromEntries(listed.data.map((c) => [c.title, c.lessons.map((l) => l.title)]));
    };
    // At the end of the open course, in the order written; no other course made.
    expect(await titles()).toEqual({ 'Digital logic': ['Gates', 'Adders', 'Latches'] });

    // Without an open course: "My lessons", made by the first such turn and reused by the next.
    for (const title of ['Counters', 'Memory']) {
      harness.server.script(
        { kind: 'message', toolCalls: [call('create_lesson', { title, markdown: `# ${title}\n` })] },
        { kind: 'message', text: 'Done.' },
      );
      expect(await harness.turn(`Write a lesson on ${title}`, { mode: 'course' })).toMatchObject({ status: 'done' });
    }
    expect(await titles()).toEqual({
      'Digital logic': ['Gates', 'Adders', 'Latches'],
      'My lessons': ['Counters', 'Memory'],
    });
    // A course id that is not a course's id is refused in words before any turn starts.
    const refused = await harness.call('assistant:send', {
      circuitId: harness.circuitId,
      message: 'x',
      mode: 'course',
      courseId: 'no such course!',
    });
    expect(refused).toMatchObject({ success: false, code: 'INVALID_INPUT' });
  });

  it('a retried turn still writes into the course it was sent from', async () => {
    harness = await startAssistantHarness({ format });
    const open = await harness.call<CourseSummary>('course:create', { title: 'Digital logic' });
    if (!open.success) throw new Error(open.error);
    harness.server.script(
      { kind: 'message', toolCalls: [call('create_lesson', { title: 'Adders', markdown: '# Adders\n' })] },
      { kind: 'http-error', status: 400, message: 'bad request' },
    );
    const failed = await harness.turn('Write a lesson on adders', { mode: 'course', courseId: open.data.id });
    expect(failed.status).toBe('failed');
    harness.server.script(
      { kind: 'message', toolCalls: [call('create_lesson', { title: 'Adders', markdown: '# Adders\n' })] },
      { kind: 'message', text: 'Done.' },
    );
    const retried = await harness.call<{ turnId: string }>('assistant:retry', { turnId: failed.turnId });
    if (!retried.success) throw new Error(retried.error);
    expect(await harness.finished(retried.data.turnId)).toMatchObject({ status: 'done' });
    const listed = await harness.call<CourseSummary[]>('course:list');
    expect(listed.success && listed.data.map((c) => [c.title, c.lessons.map((l) => l.title)])).toEqual([
      ['Digital logic', ['Adders']],
    ]);
  });

  it('saves nothing of a turn that fails, and offers the lesson tools only in course mode', async () => {
    harness = await startAssistantHarness({ format });
    harness.server.script(
      { kind: 'message', toolCalls: [call('create_lesson', { title: 'Lost', markdown: '# Lost\n' })] },
      { kind: 'http-error', status: 400, message: 'bad request' },
    );
    const finished = await harness.turn('Write a lesson', { mode: 'course' });
    expect(finished.status).toBe('failed');
    const list = await harness.call<LessonMeta[]>('lesson:list');
    expect(list.success && list.data).toEqual([]);
    const courses = await harness.call<CourseSummary[]>('course:list');
    expect(courses.success && courses.data).toEqual([]);

    harness.server.script({ kind: 'message', text: 'Hello.' });
    await harness.turn('Hi', { mode: 'build' });
    expect(toolNames(harness.server.requests.at(-1)!.body)).not.toContain('create_lesson');
    expect(toolNames(harness.server.requests[0]!.body)).toContain('create_lesson');
  });
});
