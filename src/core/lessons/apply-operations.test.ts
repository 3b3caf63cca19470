import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyCircuit } from '../../shared/circuit/types';
import { LessonOperationSchema, type LessonOperation } from '../../shared/lessons/operations';
import { LessonSchema, type Exercise, type Lesson } from '../../shared/lessons/types';
import { applyLessonOperations } from './apply-operations';

const SEED = 20261127;

function exercise(id: string, hints: string[] = [], hidden = false): Exercise {
  return {
    id,
    title: `Exercise ${id}`,
    statement: 'Build it.',
    start: emptyCircuit(),
    reference: {
      components: [{ id: 'a', type: 'SWITCH_TOGGLE', label: 'A', x: 0, y: 0, rotation: 0, properties: {} }],
      wires: [],
    },
    tests: [
      { id: 't1', name: 'Truth table', source: 'A\n0\n', hidden },
      { id: 't2', name: 'Again', source: 'A\n1\n', hidden: !hidden },
    ],
    hints,
  };
}

const LESSON: Lesson = {
  id: 'l_adders',
  title: 'Adders',
  markdown: '# Adders\nIntro.\n## Half adder\nTwo bits.\n## Full adder\nThree bits.\n',
  exercises: [exercise('half', ['Think of XOR.']), exercise('full')],
};

describe('lesson operations', () => {
  it('edits title, text and sections, and undoes them', () => {
    const ops: LessonOperation[] = [
      { op: 'setTitle', title: 'Adding bits' },
      { op: 'replaceSection', heading: 'Half adder', body: 'An XOR and an AND.\n' },
    ];
    const applied = applyLessonOperations(LESSON, ops);
    expect(applied.success && applied.data.lesson).toMatchObject({
      title: 'Adding bits',
      markdown: '# Adders\nIntro.\n## Half adder\nAn XOR and an AND.\n## Full adder\nThree bits.\n',
    });
    expect(applied.success && applied.data.inverse).toEqual([
      { op: 'replaceSection', heading: 'Half adder', body: 'Two bits.\n' },
      { op: 'setTitle', title: 'Adders' },
    ]);
  });

  it('adds, moves, updates and removes exercises, hints and hidden tests', () => {
    const applied = applyLessonOperations(LESSON, [
      { op: 'addExercise', exercise: exercise('mux'), index: 0 },
      { op: 'moveExercise', id: 'mux', index: 2 },
      { op: 'addHint', exercise: 'half', hint: 'S is 1 for one 1.', index: 0 },
      { op: 'removeHint', exercise: 'half', index: 1 },
      { op: 'setTestHidden', exercise: 'full', test: 't2', hidden: false },
      { op: 'updateExercise', id: 'full', set: { title: 'A full adder', hints: ['Two half adders.'] } },
      { op: 'removeExercise', id: 'half' },
    ]);
    expect(applied.success).toBe(true);
    if (!applied.success) return;
    const { lesson, inverse } = applied.data;
    expect(lesson.exercises.map((e) => e.id)).toEqual(['full', 'mux']);
    expect(lesson.exercises[0]).toMatchObject({ title: 'A full adder', hints: ['Two half adders.'] });
    expect(lesson.exercises[0]!.tests.map((t) => t.hidden)).toEqual([false, false]);
    const back = applyLessonOperations(lesson, inverse);
    expect(back.success && back.data.lesson).toEqual(LESSON);
  });

  it("refuses in the user's words, naming what there is, and changes nothing", () => {
    const unknown = applyLessonOperations(LESSON, [
      { op: 'setTitle', title: 'X' },
      { op: 'removeExercise', id: 'mux' },
    ]);
    expect(unknown).toEqual({
      success: false,
      code: 'NOT_FOUND',
      error: 'Operation 2 of 2 (removeExercise): The lesson "X" has no exercise mux.',
      hint: 'Its exercises: half ("Exercise half"), full ("Exercise full").',
    });
    expect(applyLessonOperations(LESSON, [{ op: 'addExercise', exercise: exercise('half') }])).toMatchObject({
      code: 'DUPLICATE_ID',
    });
    expect(applyLessonOperations(LESSON, [{ op: 'removeHint', exercise: 'full', index: 0 }])).toMatchObject({
      error: 'Exercise full has no hint 1: it has none.',
    });
    expect(
      applyLessonOperations(LESSON, [{ op: 'setTestHidden', exercise: 'full', test: 't9', hidden: true }]),
    ).toMatchObject({
      code: 'UNKNOWN_TEST',
      hint: 'Its tests: t1 ("Truth table"), t2 ("Again").',
    });
    expect(applyLessonOperations(LESSON, [{ op: 'moveExercise', id: 'half', index: 2 }])).toMatchObject({
      code: 'INVALID_INPUT',
    });
    expect(applyLessonOperations(LESSON, [{ op: 'replaceSection', heading: 'Muxes', body: '' }])).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(
      applyLessonOperations(LESSON, [
        { op: 'updateExercise', id: 'half', set: { tests: [exercise('x').tests[0]!, exercise('x').tests[0]!] } },
      ]),
    ).toMatchObject({ code: 'DUPLICATE_ID' });
  });
});

/** What an operation is made from: a kind and numbers and texts to pick with. */
const seedArb = fc.record({
  kind: fc.integer({ min: 0, max: 9 }),
  n: fc.nat(),
  m: fc.nat(),
  text: fc.string({ unit: fc.constantFrom('a', 'b', ' ', '\n', '#', '`'), minLength: 1, maxLength: 12 }),
  flag: fc.boolean(),
});
type Seed = typeof seedArb extends fc.Arbitrary<infer T> ? T : never;

let made = 0;
/** An operation of the seed's kind that fits the lesson as it is now (some are refused: they must change nothing). */
function operationFor(lesson: Lesson, seed: Seed): LessonOperation {
  const count = lesson.exercises.length;
  const some = lesson.exercises[seed.n % Math.max(count, 1)];
  const id = some?.id ?? 'none';
  const title = seed.text.replace(/\s+/g, ' ').trim() || 'T';
  switch (seed.kind) {
    case 0:
      return { op: 'setTitle', title };
    case 1:
      return { op: 'setMarkdown', markdown: seed.text };
    case 2: {
      const headings = lesson.markdown.split('\n').filter((l) => /^#{1,6} \S/.test(l));
      return {
        op: 'replaceSection',
        heading: headings[seed.m % Math.max(headings.length, 1)] ?? '# None',
        body: seed.text.replace(/[#`]/g, 'x'),
      };
    }
    case 3:
      return {
        op: 'addExercise',
        exercise: exercise(`e${made++}`, seed.flag ? [title] : []),
        index: seed.m % (count + 1),
      };
    case 4:
      return {
        op: 'updateExercise',
        id,
        set: seed.flag ? { title, statement: seed.text } : { hints: [title], tests: [] },
      };
    case 5:
      return { op: 'removeExercise', id };
    case 6:
      return { op: 'moveExercise', id, index: seed.m % Math.max(count, 1) };
    case 7:
      return { op: 'addHint', exercise: id, hint: title, index: seed.m % ((some?.hints.length ?? 0) + 1) };
    case 8:
      return { op: 'removeHint', exercise: id, index: seed.m % Math.max(some?.hints.length ?? 1, 1) };
    default:
      return { op: 'setTestHidden', exercise: id, test: seed.flag ? 't1' : 't2', hidden: seed.m % 2 === 0 };
  }
}

const lessonArb = fc.record({
  markdown: fc
    .array(fc.constantFrom('# A', '## B', '## B2', '### C', 'text', '```', 'more', ''), { maxLength: 12 })
    .map((l) => l.join('\n')),
  exercises: fc.integer({ min: 0, max: 3 }),
});

describe('lesson operations, property-tested', () => {
  it('random operations, then their inverses, give back the lesson exactly; a refused list changes nothing', () => {
    fc.assert(
      fc.property(lessonArb, fc.array(seedArb, { maxLength: 12 }), (shape, seeds) => {
        const original: Lesson = LessonSchema.parse({
          id: 'l1',
          title: 'Lesson',
          markdown: shape.markdown,
          exercises: Array.from({ length: shape.exercises }, (_, i) => exercise(`x${i}`, i % 2 ? ['a hint'] : [])),
        });
        const frozen = JSON.stringify(original);
        let lesson = original;
        const inverses: LessonOperation[][] = [];
        const forward: LessonOperation[] = [];
        for (const seed of seeds) {
          const op = operationFor(lesson, seed);
          expect(LessonOperationSchema.safeParse(op).success).toBe(true);
          const applied = applyLessonOperations(lesson, [op]);
          if (!applied.success) continue;
          expect(LessonSchema.safeParse(applied.data.lesson).success).toBe(true);
          lesson = applied.data.lesson;
          inverses.unshift(applied.data.inverse);
          forward.push(op);
        }
        for (const inverse of inverses) {
          const back = applyLessonOperations(lesson, inverse);
          expect(back.success).toBe(true);
          if (back.success) lesson = back.data.lesson;
        }
        expect(lesson).toEqual(original);
        expect(JSON.stringify(original)).toBe(frozen);
        if (forward.length === 0) return;
        // The same operations as one change: its inverse undoes it at once, and redo gives the same result.
        const once = applyLessonOperations(original, forward);
        expect(once.success).toBe(true);
        if (!once.success) return;
        const undone = applyLessonOperations(once.data.lesson, once.data.inverse);
        expect(undone.success && undone.data.lesson).toEqual(original);
        const redone = applyLessonOperations(original, forward);
        expect(redone.success && redone.data.lesson).toEqual(once.data.lesson);
      }),
      { seed: SEED, numRuns: 400 },
    );
  });
});
