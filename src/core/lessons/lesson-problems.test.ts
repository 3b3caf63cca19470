import { describe, expect, it } from 'vitest';
import { emptyCircuit } from '../../shared/circuit/types';
import type { Exercise, Lesson } from '../../shared/lessons/types';
import { lessonProblems } from './lesson-problems';

const exercise = (id: string): Exercise => ({
  id,
  title: id,
  statement: '',
  start: emptyCircuit(),
  reference: emptyCircuit(),
  tests: [],
  hints: [],
});

const lesson = (markdown: string): Lesson => ({
  id: 'l1',
  title: 'Gates',
  markdown,
  exercises: [exercise('e1'), exercise('e2')],
});

describe("a lesson's problems", () => {
  it('finds none in a sound lesson', () => {
    const text = '# Gates\n```circuit\nref: c_and\n```\n```exercise e1\n```\n```exercise e2\n```\n';
    expect(lessonProblems(lesson(text), (id) => id === 'c_and')).toEqual([]);
  });

  it('names bad blocks, missing circuits and exercises, and exercises placed twice or not at all', () => {
    const text =
      '```circuit\nref: c_gone\n```\n```circuit\n{\n```\n```exercise e1\n```\n```exercise e1\n```\n```exercise e9\n```';
    expect(lessonProblems(lesson(text), () => false)).toEqual([
      'The circuit block of line 1 refers to the circuit c_gone, which the library does not have.',
      expect.stringMatching(/^The circuit block of line 4 holds JSON that does not parse/) as unknown,
      'The exercise e1 is placed twice (lines 7 and 9): keep one.',
      'The exercise block of line 11 names the exercise e9, which the lesson does not have. Its exercises: e1, e2.',
      'The exercise e2 is not placed in the text: add a block ```exercise e2``` where it belongs.',
    ]);
  });
});
