import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LessonService } from '../../core/lessons/lesson-service';
import type { LessonStore } from '../../core/lessons/lesson-store';
import { MemoryLessonStore } from '../../core/lessons/memory-lesson-store';
import { halfAdderExercise } from '../../core/lessons/test-support/lesson-fixtures';
import type { LessonOperation } from '../../shared/lessons/operations';
import type { Lesson } from '../../shared/lessons/types';
import { openDatabase } from './database';
import { SqliteLessonStore } from './sqlite-lesson-store';

/** Fixed seeds make every run the same; FC_SEED=<n> explores others. */
const SEED = Number(process.env.FC_SEED ?? 20_261_127);

const STORES: [string, () => { store: LessonStore; close(): void }][] = [
  ['memory', () => ({ store: new MemoryLessonStore(), close: () => undefined })],
  [
    'sqlite (in memory)',
    () => {
      const { db } = openDatabase(':memory:');
      return { store: new SqliteLessonStore(db), close: () => db.close() };
    },
  ],
];

interface Seed {
  readonly kind: number;
  readonly n: number;
  readonly text: string;
}
const seed: fc.Arbitrary<Seed> = fc.record({
  kind: fc.nat(7),
  n: fc.nat(9),
  text: fc.constantFrom('Intro', 'A longer text.\n', '## B\nbody\n', '', 'x y'),
});
/** A step: an edit of one to three operations, or an undo, or a redo. */
const step = fc.oneof(
  { weight: 4, arbitrary: fc.array(seed, { minLength: 1, maxLength: 3 }).map((s) => ({ edit: s })) },
  { weight: 1, arbitrary: fc.constant({ undo: true as const }) },
  { weight: 1, arbitrary: fc.constant({ redo: true as const }) },
);

let made = 0;
/** An operation for the lesson as it is (some are refused: the change then stores nothing). */
function operationFor(lesson: Lesson, s: Seed): LessonOperation {
  const some = lesson.exercises[s.n % Math.max(lesson.exercises.length, 1)];
  const id = some?.id ?? 'none';
  switch (s.kind) {
    case 0:
      return { op: 'setTitle', title: s.text.trim() || 'T' };
    case 1:
      return { op: 'setMarkdown', markdown: `# A\n${s.text}\n## B\nend\n` };
    case 2:
      return { op: 'replaceSection', heading: s.n % 2 ? 'A' : 'B', body: s.text.replace(/#/g, '') };
    case 3:
      return { op: 'addExercise', exercise: halfAdderExercise(`e${made++}`), index: 0 };
    case 4:
      return { op: 'removeExercise', id };
    case 5:
      return { op: 'addHint', exercise: id, hint: s.text.trim() || 'Hint' };
    case 6:
      return { op: 'setTestHidden', exercise: id, test: 'sum', hidden: s.n % 2 === 0 };
    default:
      return { op: 'updateExercise', id, set: { title: s.text.trim() || 'E', hints: [] } };
  }
}

describe.each(STORES)('lesson history over the %s store (property)', (_name, open) => {
  it('random edits, undos and redos, then undo all, give back the lesson exactly; redo all gives the last', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 20 }), (steps) => {
        const opened = open();
        const { store } = opened;
        try {
          const service = new LessonService(store);
          const created = service.create({ title: 'Lesson', markdown: '# A\nintro\n## B\nend\n' });
          if (!created.success) throw new Error(created.error);
          const original = created.data.lesson;
          const id = original.id;
          let lesson = original;
          for (const s of steps) {
            const answer =
              'edit' in s
                ? service.update(
                    id,
                    s.edit.map((e) => operationFor(lesson, e)),
                  )
                : 'undo' in s
                  ? service.undo(id)
                  : service.redo(id);
            if (answer.success) lesson = answer.data.lesson;
            // What is answered is what is stored.
            const stored = service.get(id);
            expect(stored.success && stored.data.lesson).toEqual(lesson);
          }
          const last = lesson;
          const at = service.get(id);
          if (!at.success) throw new Error(at.error);
          for (let i = at.data.history.position; i > 0; i--) expect(service.undo(id).success).toBe(true);
          const undone = service.get(id);
          expect(undone.success && undone.data.lesson).toEqual(original);
          expect(service.undo(id)).toMatchObject({ code: 'NOTHING_TO_UNDO' });
          for (let i = 0; i < at.data.history.position; i++) expect(service.redo(id).success).toBe(true);
          const redone = service.get(id);
          expect(redone.success && redone.data.lesson).toEqual(last);
        } finally {
          opened.close();
        }
      }),
      { seed: SEED, numRuns: 60 },
    );
  });
});
