import { describe, expect, it } from 'vitest';
import type { CourseSummary, ExerciseCheckResult, LessonMeta } from '../../../shared/contract';
import type { Progress } from '../../../shared/lessons/types';
import { checkWords } from './check-words';
import { countedTally, courseTally, lastOpenedLesson, lessonTally, tallyWords } from './lesson-progress';

const PROGRESS: Progress = {
  courseId: 'c',
  exercises: {
    'a/x': { passed: true, attempts: 2 },
    'a/y': { passed: false, attempts: 1 },
    'b/z': { passed: true, attempts: 1 },
    'ab/x': { passed: true, attempts: 1 },
  },
  lessons: { a: { lastOpened: '2026-01-02T00:00:00.000Z' }, b: { lastOpened: '2026-01-03T00:00:00+01:00' } },
};
const meta = (id: string, exerciseCount: number): LessonMeta => ({
  id,
  title: id,
  exerciseCount,
  createdAt: 0,
  updatedAt: 0,
});
const COURSE: CourseSummary = {
  id: 'c',
  title: 'C',
  lessons: [
    { id: 'a', title: 'A' },
    { id: 'b', title: 'B' },
  ],
  createdAt: 0,
  updatedAt: 0,
};

describe('progress in the lesson lists', () => {
  it('counts the exercises passed in a lesson, by id or by count, not another lesson’s', () => {
    expect(lessonTally(PROGRESS, 'a', ['x', 'y', 'w'])).toEqual({ passed: 1, total: 3 });
    expect(lessonTally(undefined, 'a', ['x'])).toEqual({ passed: 0, total: 1 });
    // "ab/x" is not lesson a's.
    expect(countedTally(PROGRESS, 'a', 2)).toEqual({ passed: 1, total: 2 });
    // A passed exercise the lesson no longer has does not count past its exercises.
    expect(countedTally(PROGRESS, 'b', 0)).toEqual({ passed: 0, total: 0 });
  });

  it('adds a course up over its lessons and finds the lesson read last', () => {
    expect(courseTally(COURSE, [meta('a', 2), meta('b', 1)], PROGRESS)).toEqual({ passed: 2, total: 3 });
    expect(lastOpenedLesson(COURSE, PROGRESS)).toBe('b');
    expect(lastOpenedLesson(COURSE, undefined)).toBeUndefined();
  });

  it('says the tally in words', () => {
    expect(tallyWords({ passed: 0, total: 0 })).toBe('No exercises');
    expect(tallyWords({ passed: 1, total: 3 })).toBe('1 of 3 exercises passed');
    expect(tallyWords({ passed: 0, total: 1 })).toBe('0 of 1 exercise passed');
    expect(tallyWords({ passed: 1, total: 1 })).toBe('Exercise passed');
    expect(tallyWords({ passed: 3, total: 3 })).toBe('All 3 exercises passed');
  });
});

describe('a check in the student’s words', () => {
  const exercise = {
    tests: [
      { id: 't1', name: 'Sums', hidden: false, source: 'A B S\n' },
      { id: 't2', name: 'Hidden test 1', hidden: true },
    ],
  };
  const base: ExerciseCheckResult = { passed: false, message: '', tests: [] };

  it('passes, or names the visible test and its first failing row', () => {
    expect(
      checkWords({ ...base, passed: true, tests: [{ id: 't1', name: 'Sums', hidden: false, passed: true }] }, exercise),
    ).toEqual({ headline: 'Passed: your circuit passes all 1 test.' });
    const failed = checkWords(
      {
        ...base,
        message: 'With A = 1 and B = 0, S should be 1 but is 0.',
        tests: [
          { id: 't1', name: 'Sums', hidden: false, passed: false },
          { id: 't2', name: 'Hidden test 1', hidden: true, passed: true },
        ],
        failure: { testId: 't1', line: 2, row: 1, inputs: [], pulsed: [], signal: 'S', expected: '1', actual: '0' },
      },
      exercise,
    );
    expect(failed).toEqual({
      headline: 'Sums: With A = 1 and B = 0, S should be 1 but is 0.',
      detail: '1 of 2 tests passed.',
    });
  });

  it('says only which hidden test failed', () => {
    const words = checkWords(
      {
        ...base,
        message: 'Hidden test 1 fails: your circuit does not yet do what the exercise asks in every case.',
        tests: [
          { id: 't1', name: 'Sums', hidden: false, passed: true },
          { id: 't2', name: 'Hidden test 1', hidden: true, passed: false },
        ],
      },
      exercise,
    );
    expect(words.headline).toBe(
      'Hidden test 1 fails: your circuit does not yet do what the exercise asks in every case.',
    );
  });
});
