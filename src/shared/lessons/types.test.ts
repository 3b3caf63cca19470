import { describe, expect, it } from 'vitest';
import { emptyCircuit } from '../circuit/types';
import { CourseSchema, ExerciseSchema, LessonSchema, MAX_LESSON_MARKDOWN } from './types';

const exercise = {
  id: 'e1',
  title: 'An AND',
  statement: '',
  start: emptyCircuit(),
  reference: emptyCircuit(),
  tests: [{ id: 't', name: 'Table', source: 'A\n0\n', hidden: false }],
  hints: [],
};

describe('lesson schemas', () => {
  it('accepts a lesson and refuses unknown fields, duplicate ids and oversize text', () => {
    const lesson = { id: 'l1', title: 'Gates', markdown: '# Gates', exercises: [exercise] };
    expect(LessonSchema.safeParse(lesson).success).toBe(true);
    expect(LessonSchema.safeParse({ ...lesson, html: '<b>' }).success).toBe(false);
    const twice = LessonSchema.safeParse({ ...lesson, exercises: [exercise, exercise] });
    expect(twice.error?.issues[0]?.message).toBe('two exercises share the id e1');
    expect(LessonSchema.safeParse({ ...lesson, markdown: 'x'.repeat(MAX_LESSON_MARKDOWN + 1) }).success).toBe(false);
    expect(LessonSchema.safeParse({ ...lesson, id: 'l 1' }).success).toBe(false);
  });

  it('needs hidden on every test, unique test ids, and non-empty hints', () => {
    expect(ExerciseSchema.safeParse({ ...exercise, tests: [{ id: 't', name: 'T', source: '' }] }).success).toBe(false);
    expect(ExerciseSchema.safeParse({ ...exercise, tests: [exercise.tests[0], exercise.tests[0]] }).success).toBe(
      false,
    );
    expect(ExerciseSchema.safeParse({ ...exercise, hints: ['  '] }).success).toBe(false);
  });

  it('refuses a course that lists a lesson twice', () => {
    expect(CourseSchema.safeParse({ id: 'c', title: 'C', lessons: ['a', 'b'] }).success).toBe(true);
    expect(CourseSchema.safeParse({ id: 'c', title: 'C', lessons: ['a', 'a'] }).success).toBe(false);
  });
});
