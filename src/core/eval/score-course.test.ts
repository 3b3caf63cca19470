import { describe, expect, it } from 'vitest';
import { emptyCircuit } from '../../shared/circuit/types';
import type { Lesson } from '../../shared/lessons/types';
import { scoreCourseTask } from './score-course';
import { TaskSchema, type Task } from './task';

const TASK: Task = TaskSchema.parse({
  id: 'lesson-gates',
  title: 'Lesson: gates',
  difficulty: 'easy',
  category: 'course',
  request: 'Write a lesson on gates with no exercise.',
  spec: { kind: 'lesson', concepts: [['AND'], ['OR']], exercises: 0, circuits: 0 },
});
const lesson = (title: string, markdown: string): Lesson => ({
  id: title.toLowerCase(),
  title,
  markdown,
  exercises: [],
});
const score = (lessons: Lesson[]) =>
  scoreCourseTask(
    TASK,
    lessons,
    emptyCircuit(),
    () => undefined,
    () => undefined,
  );

describe('scoreCourseTask', () => {
  it('passes when one lesson the run wrote passes, and keeps every lesson in the details', () => {
    const result = score([lesson('Notes', 'Only AND.'), lesson('Gates', 'AND and OR gates.')]);
    expect(result.passed).toBe(true);
    expect(result.reasons).toEqual([]);
    expect(result.details.lessons?.map((l) => [l.title, l.passed])).toEqual([
      ['Notes', false],
      ['Gates', true],
    ]);
  });

  it("fails with the closest lesson's reasons, named when there were several; none written is a reason", () => {
    expect(score([lesson('Gates', 'Only AND.')]).reasons).toEqual(['The lesson never names OR.']);
    const broken = lesson('Broken', 'Nothing.\n\n```exercise missing\n```\n');
    expect(score([broken, lesson('Half', 'Only AND.')]).reasons).toEqual([
      'The lesson "Half": The lesson never names OR.',
    ]);
    expect(score([])).toMatchObject({
      passed: false,
      reasons: ['No lesson was written: the run ended without a lesson saved (create_lesson).'],
    });
  });

  it('refuses a task of another kind in words', () => {
    const circuitTask = TaskSchema.parse({
      id: 'and-gate',
      title: 'AND',
      difficulty: 'easy',
      category: 'explain',
      request: 'Explain.',
      start: { components: [], wires: [] },
      spec: { kind: 'explain', mustMention: [['and']] },
    });
    expect(
      scoreCourseTask(
        circuitTask,
        [],
        emptyCircuit(),
        () => undefined,
        () => undefined,
      ).reasons,
    ).toEqual(['The task is not a course task: it is scored by its circuit (scoreTask).']);
  });

  it('a course task must have a lesson spec, and a lesson spec belongs to a course task', () => {
    const wrong = TaskSchema.safeParse({ ...TASK, category: 'explain', start: { components: [], wires: [] } });
    expect(wrong.success).toBe(false);
  });
});
