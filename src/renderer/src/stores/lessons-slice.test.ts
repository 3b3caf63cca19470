import { describe, expect, it } from 'vitest';
import type { CircuitMeta, CourseSummary, ExerciseCheckResult, ReaderLesson } from '../../../shared/contract';
import { exerciseOrigin } from '../../../shared/contract';
import { ok } from '../../../shared/errors';
import type { Progress } from '../../../shared/lessons/types';
import { channelsOf, deferred, installFakeTransport, openAnswer } from '../test-support/fake-transport';
import { createAppStore } from './app-store';
import { workKey } from './lessons-slice';

const COURSE: CourseSummary = {
  id: 'logic',
  title: 'Logic',
  lessons: [
    { id: 'gates', title: 'Gates' },
    { id: 'adders', title: 'Adders' },
  ],
  createdAt: 0,
  updatedAt: 0,
};

const LESSON: ReaderLesson = {
  id: 'adders',
  title: 'Adders',
  markdown: '# Adders\n\n```exercise half\n```\n',
  exercises: [
    {
      id: 'half',
      title: 'Half adder',
      statement: 'Build it.',
      start: { components: [], wires: [] },
      tests: [
        { id: 't1', name: 'Sums', hidden: false, source: 'A B S\n0 0 0\n1 0 1\n' },
        { id: 't2', name: 'Hidden test 1', hidden: true },
      ],
      hints: ['XOR adds two bits.', 'AND carries.'],
    },
  ],
};

const progress = (passed: boolean, attempts: number): Progress => ({
  courseId: 'logic',
  exercises: { 'adders/half': { passed, attempts } },
  lessons: { adders: { lastOpened: '2026-01-01T00:00:00.000Z' } },
});

const FAILED: ExerciseCheckResult = {
  passed: false,
  message: 'With A = 1 and B = 0, S should be 1 but is 0.',
  tests: [
    { id: 't1', name: 'Sums', hidden: false, passed: false, rows: 2, failedRows: 1 },
    { id: 't2', name: 'Hidden test 1', hidden: true, passed: false },
  ],
  failure: {
    testId: 't1',
    line: 3,
    row: 1,
    inputs: [
      { name: 'A', value: '1' },
      { name: 'B', value: '0' },
    ],
    pulsed: [],
    signal: 'S',
    expected: '1',
    actual: '0',
  },
};

const copy = (id: string, updatedAt: number): CircuitMeta => ({
  id,
  name: id,
  createdAt: 0,
  updatedAt,
  componentCount: 0,
  wireCount: 0,
  origin: exerciseOrigin('logic', 'adders', 'half'),
});

function readerFake(extra: Parameters<typeof installFakeTransport>[0] = {}) {
  return installFakeTransport({
    'course:list': () => ok([COURSE]),
    'lesson:list': () =>
      ok([
        { id: 'gates', title: 'Gates', exerciseCount: 0, createdAt: 0, updatedAt: 0 },
        { id: 'adders', title: 'Adders', exerciseCount: 1, createdAt: 0, updatedAt: 0 },
      ]),
    'progress:get': () => ok(progress(false, 0)),
    'lesson:read': () => ok(LESSON),
    'lesson:readerPage': (input) =>
      ok({ html: `<p>${(input as { theme: string }).theme}</p>`, circuits: [{ block: 0, name: 'Demo' }] }),
    ...extra,
  });
}

describe('the lessons slice', () => {
  it('opens on the courses, then a course, then a lesson with its page in the theme on screen', async () => {
    const calls = readerFake();
    const store = createAppStore();
    store.getState().toggleLessons();
    expect(store.getState().lessonsOpen).toBe(true);
    await store.getState().loadCourses();
    expect(store.getState().courses).toEqual([COURSE]);
    expect(store.getState().lessonProgress.logic).toEqual(progress(false, 0));

    await store.getState().openCourse('logic');
    expect(store.getState().lessonsPlace).toEqual({ kind: 'course', courseId: 'logic' });
    await store.getState().openLesson('logic', 'adders');
    expect(store.getState().lessonsPlace).toEqual({ kind: 'lesson', courseId: 'logic', lessonId: 'adders' });
    const reading = store.getState().lessonReading;
    expect(reading?.lesson).toEqual(LESSON);
    expect(reading?.page).toEqual({
      html: `<p>${store.getState().theme}</p>`,
      theme: store.getState().theme,
      circuits: [{ block: 0, name: 'Demo' }],
    });
    // Read with its course, so it is recorded as opened there.
    expect(calls.find((c) => c.channel === 'lesson:read')?.input).toEqual({ lessonId: 'adders', courseId: 'logic' });

    await store.getState().loadLessonPage('dark');
    expect(store.getState().lessonReading?.page?.html).toBe('<p>dark</p>');
    store.getState().showCourses();
    expect(store.getState().lessonsPlace).toEqual({ kind: 'courses' });
  });

  it('drops a lesson that answers after the student moved on', async () => {
    const slow = deferred<ReturnType<typeof ok<ReaderLesson>>>();
    readerFake({ 'lesson:read': () => slow.promise });
    const store = createAppStore();
    const opening = store.getState().openLesson('logic', 'adders');
    store.getState().showCourses();
    slow.resolve(ok(LESSON));
    await opening;
    expect(store.getState().lessonsPlace).toEqual({ kind: 'courses' });
    expect(store.getState().lessonReading?.lesson).toBeUndefined();
  });

  it('says where a lesson could not be read', async () => {
    readerFake({
      'lesson:read': () => ({
        success: false,
        code: 'NOT_FOUND',
        error: 'No lesson is called adders.',
        hint: 'Open another.',
      }),
    });
    const store = createAppStore();
    await store.getState().openLesson('logic', 'adders');
    expect(store.getState().lessonReading?.problem).toEqual({
      message: 'No lesson is called adders.',
      hint: 'Open another.',
    });
  });

  it('starts an exercise: the working copy the main process answers is opened on the canvas', async () => {
    const calls = readerFake({
      'exercise:start': () => ok({ open: openAnswer('work-1'), resumed: false }),
      'circuit:open': () => ok(openAnswer('work-1')),
    });
    const store = createAppStore();
    await store.getState().openLesson('logic', 'adders');
    await store.getState().startExercise('half');
    expect(calls.find((c) => c.channel === 'exercise:start')?.input).toEqual({
      courseId: 'logic',
      lessonId: 'adders',
      exerciseId: 'half',
    });
    expect(store.getState().replica?.circuitId).toBe('work-1');
    await store.getState().startExercise('half', true);
    expect(calls.filter((c) => c.channel === 'exercise:start').at(-1)?.input).toMatchObject({ startOver: true });
  });

  it('checks the most recent working copy, keeps the result and the progress', async () => {
    const calls = readerFake({
      'exercise:check': () => ok({ check: FAILED, progress: progress(false, 1) }),
    });
    const store = createAppStore();
    await store.getState().openLesson('logic', 'adders');
    const key = workKey('logic', 'adders', 'half');

    await store.getState().checkExercise('half');
    expect(store.getState().exerciseWork[key]?.problem?.message).toBe(
      'Start the exercise first: Check tests your working copy of it.',
    );
    expect(channelsOf(calls)).not.toContain('exercise:check');

    store.getState().receiveCircuitList([copy('old', 1), copy('new', 5)]);
    expect(store.getState().workingCopyOf('logic', 'adders', 'half')).toBe('new');
    await store.getState().checkExercise('half');
    expect(calls.find((c) => c.channel === 'exercise:check')?.input).toEqual({
      courseId: 'logic',
      lessonId: 'adders',
      exerciseId: 'half',
      circuitId: 'new',
    });
    expect(store.getState().exerciseWork[key]).toMatchObject({ check: FAILED, busy: undefined, problem: undefined });
    expect(store.getState().lessonProgress.logic).toEqual(progress(false, 1));
    // The working copy is not on the canvas: the waveform is left alone.
    expect(store.getState().waveformOpen).toBe(false);
  });

  it('reveals hints one at a time, never past the last', async () => {
    readerFake();
    const store = createAppStore();
    await store.getState().openLesson('logic', 'adders');
    const key = workKey('logic', 'adders', 'half');
    store.getState().revealHint('half');
    expect(store.getState().exerciseWork[key]?.hintsShown).toBe(1);
    store.getState().revealHint('half');
    store.getState().revealHint('half');
    expect(store.getState().exerciseWork[key]?.hintsShown).toBe(2);
  });
});
