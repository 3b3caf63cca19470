import { afterEach, describe, expect, it } from 'vitest';
import type { Lesson } from '../../shared/lessons/types';
import { createToolHarness, type ToolHarness } from '../../main/test-support/tool-harness';
import { ToolRegistry } from '../ai/tool-registry';
import type { ToolResult } from '../ai/messages';
import { LessonDraft } from '../lessons/lesson-draft';
import { halfAdderCircuit } from './test-support/circuits';
import { lessonTools } from './lesson-tools';

const HALF_ADDER_TEST = 'SW1 SW2 LED1 LED2\n0 0 0 0\n0 1 1 0\n1 0 1 0\n1 1 0 1\n';

let harness: ToolHarness;
afterEach(async () => {
  await harness.close();
});

/** The lesson tools over a draft whose saved lessons are `stored`, on a working copy holding `circuit`. */
function open(stored: Lesson[] = [], circuit = halfAdderCircuit()) {
  harness = createToolHarness(circuit);
  const saved = new Map(stored.map((l) => [l.id, l]));
  const lessons = new LessonDraft(
    (id) => saved.get(id),
    () => [...saved.keys()],
  );
  const registry = new ToolRegistry(lessonTools({ ...harness.context, lessons }));
  let n = 0;
  const call = async (name: string, args: object): Promise<ToolResult> =>
    (
      await registry.execute(
        { id: `c${++n}`, name, arguments: JSON.stringify(args) },
        { signal: new AbortController().signal },
      )
    ).result;
  return { call, lessons };
}

describe('the lesson tools of Course mode', () => {
  it('creates a lesson, places the built circuit live and a checked exercise, each in the turn draft', async () => {
    const { call, lessons } = open();
    const created = await call('create_lesson', {
      title: 'Half adder',
      markdown:
        '# Half adder\n\nA half adder adds two bits: $S = A \\oplus B$.\n\n## Try it\n\nFlip the switches.\n\n## Exercise\n',
    });
    expect(created).toEqual({ success: true, done: 'Created lesson "Half adder"', lesson: 'half-adder' });
    expect(await call('embed_circuit', { lesson: 'half-adder', heading: '## Try it' })).toMatchObject({
      success: true,
    });
    const added = await call('add_exercise', {
      lesson: 'half-adder',
      title: 'Build it',
      statement: 'Wire the switches to the LEDs through gates so that LED1 shows the sum and LED2 the carry.',
      tests: [
        { name: 'truth table', source: HALF_ADDER_TEST },
        { name: 'carry', source: 'SW1 SW2 LED2\n1 1 1\n', hidden: true },
      ],
      hints: ['The sum is 1 when exactly one input is 1.'],
      heading: 'Exercise',
    });
    expect(added).toEqual({ success: true, done: 'Added exercise "Build it" (build-it)', lesson: 'half-adder' });
    const lesson = lessons.read('half-adder')!;
    expect(lesson.exercises).toHaveLength(1);
    const exercise = lesson.exercises[0]!;
    // The start keeps the switches and LEDs, unwired; the reference is the circuit built.
    expect(exercise.start.components.map((c) => c.label).sort()).toEqual(['LED1', 'LED2', 'SW1', 'SW2']);
    expect(exercise.start.wires).toEqual([]);
    expect(exercise.reference.components).toHaveLength(9);
    expect(exercise.tests.map((t) => [t.id, t.hidden])).toEqual([
      ['t1', false],
      ['t2', true],
    ]);
    expect(lesson.markdown).toMatch(/## Try it\n\nFlip the switches\.\n\n```circuit\n\{"components":/);
    expect(lesson.markdown.trimEnd().endsWith('## Exercise\n\n```exercise build-it\n```')).toBe(true);
    expect(lessons.changes().created.map((l) => l.id)).toEqual(['half-adder']);
  });

  it('refuses an exercise whose solution fails its test, saying which row, and changes nothing', async () => {
    const { call, lessons } = open();
    await call('create_lesson', { title: 'Adders', markdown: '# Adders\n' });
    const wrong = await call('add_exercise', {
      lesson: 'adders',
      title: 'Sum',
      statement: 'Build the sum.',
      tests: [{ name: 'sum', source: 'SW1 SW2 LED1\n1 1 1\n' }],
      hints: [],
    });
    expect(wrong).toMatchObject({ success: false });
    expect(wrong.success ? '' : wrong.error).toBe(
      'The reference solution of exercise sum fails the test "sum": in row 1 (line 2) LED1 should be 1 but is 0.',
    );
    expect(lessons.read('adders')!.exercises).toEqual([]);
    const broken = await call('add_exercise', {
      lesson: 'adders',
      title: 'Sum',
      statement: 'x',
      tests: [{ name: 'sum', source: 'SW1 SW2 LED1\nrepeat(2 1 1 1\n' }],
      hints: [],
    });
    expect(broken.success ? '' : broken.error).toMatch(/^Test 1 \("sum"\) does not parse: Line 2, column \d+: /);
  });

  it('revises a saved lesson by section as operations of the turn, and says what it lacks', async () => {
    const saved: Lesson = {
      id: 'gates',
      title: 'Gates',
      markdown: '# Gates\n\n## AND\n\nOld text.\n\n## OR\n\nOr text.\n',
      exercises: [],
    };
    const { call, lessons } = open([saved]);
    expect(await call('read_lesson', {})).toEqual({ success: true, lessons: [{ id: 'gates', title: 'Gates' }] });
    const revised = await call('update_lesson', {
      lesson: 'gates',
      heading: 'AND',
      markdown: '\nBoth inputs must be 1.\n\n```exercise missing\n```\n\n',
    });
    expect(revised).toMatchObject({ success: true, done: 'Rewrote "AND"', lesson: 'gates' });
    expect(revised.success && revised.problems).toEqual([
      'The exercise block of line 7 names the exercise missing, which the lesson does not have. It has no exercises yet.',
    ]);
    expect(lessons.read('gates')!.markdown).toBe(
      '# Gates\n\n## AND\n\nBoth inputs must be 1.\n\n```exercise missing\n```\n\n## OR\n\nOr text.\n',
    );
    expect([...lessons.changes().edited.get('gates')!].map((o) => o.op)).toEqual(['replaceSection']);
    expect(await call('update_lesson', { lesson: 'gates', heading: 'XOR', markdown: 'x' })).toMatchObject({
      success: false,
    });
    expect(await call('update_lesson', { lesson: 'nope', title: 'X' })).toEqual({
      success: false,
      error: 'There is no lesson nope.',
      hint: 'The lessons: gates.',
    });
  });
});
