import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Lesson } from '../../../shared/lessons/types';
import type { LessonStore } from '../lesson-store';
import { adderLesson } from './lesson-fixtures';

/** One implementation of {@link LessonStore} under test. */
export interface LessonStoreHarness {
  readonly store: LessonStore;
  /** The same data as the next start of the app would see it (the memory store: itself). */
  reopen(): LessonStore;
  close(): void;
}

const renamed = (lesson: Lesson, title: string): Lesson => ({ ...lesson, title });

/** The behaviour every LessonStore shares. */
export function lessonStoreContract(open: (now: () => number) => LessonStoreHarness): void {
  let harness: LessonStoreHarness;
  /** The store as last (re)opened: the one before a reopen is closed. */
  let store: LessonStore;
  const reopen = (): LessonStore => (store = harness.reopen());
  beforeEach(() => {
    let time = 1_700_000_000_000;
    harness = open(() => time++);
    store = harness.store;
  });
  afterEach(() => harness.close());

  it('stores lessons whole and lists them most recently changed first', () => {
    store.createLesson(adderLesson('l1'));
    store.createLesson({ ...adderLesson('l2'), title: 'Second', exercises: [] });
    expect(store.listLessons().map((l) => [l.id, l.title, l.exerciseCount])).toEqual([
      ['l2', 'Second', 0],
      ['l1', 'Adders', 1],
    ]);
    const loaded = reopen().loadLesson('l1');
    expect(loaded).toMatchObject({ lesson: adderLesson('l1'), position: 0, length: 0 });
    expect(store.loadLesson('nope')).toBeUndefined();
    expect(() => store.createLesson(adderLesson('l1'))).toThrow();
  });

  it('keeps a history: append drops the redo tail, move keeps it', () => {
    const lesson = adderLesson('l1');
    store.createLesson(lesson);
    const change = (title: string, old: string) => ({
      label: `Rename to ${title}`,
      source: 'user' as const,
      createdAt: 5,
      forward: [{ op: 'setTitle' as const, title }],
      inverse: [{ op: 'setTitle' as const, title: old }],
    });
    expect(store.appendLessonChange('l1', change('B', 'Adders'), renamed(lesson, 'B')).index).toBe(1);
    store.appendLessonChange('l1', change('C', 'B'), renamed(lesson, 'C'));
    store.moveLessonTo('l1', 1, renamed(lesson, 'B'));
    let again = reopen();
    expect(again.loadLesson('l1')).toMatchObject({ position: 1, length: 2, lesson: { title: 'B' } });
    expect(again.listLessons()[0]!.title).toBe('B');
    expect(again.getLessonChange('l1', 2)).toEqual({ ...change('C', 'B'), index: 2 });
    again.appendLessonChange('l1', change('D', 'B'), renamed(lesson, 'D'));
    again = reopen();
    expect(again.loadLesson('l1')).toMatchObject({ position: 2, length: 2, lesson: { title: 'D' } });
    expect(again.getLessonChange('l1', 2)?.label).toBe('Rename to D');
    expect(again.getLessonChange('l1', 3)).toBeUndefined();
    expect(() => again.moveLessonTo('l1', 3, lesson)).toThrow();
    expect(() => again.appendLessonChange('nope', change('X', 'Y'), lesson)).toThrow();
  });

  it('keeps courses in order; a deleted lesson leaves every course, a deleted course its progress', () => {
    store.createLesson(adderLesson('l1'));
    store.createLesson(adderLesson('l2'));
    store.createCourse({ id: 'c1', title: 'Logic', lessons: ['l2', 'l1'] });
    store.createLesson(adderLesson('l3'), 'c1');
    expect(reopen().getCourse('c1')?.course).toEqual({ id: 'c1', title: 'Logic', lessons: ['l2', 'l1', 'l3'] });
    store.updateCourse({ id: 'c1', title: 'Logic', lessons: ['l3', 'l1', 'l2'] });
    expect(store.getCourse('c1')?.course.lessons).toEqual(['l3', 'l1', 'l2']);
    expect(store.deleteLesson('l1')).toBe(true);
    expect(store.deleteLesson('l1')).toBe(false);
    expect(reopen().getCourse('c1')?.course.lessons).toEqual(['l3', 'l2']);
    expect(() => store.createLesson(adderLesson('l4'), 'nope')).toThrow();
    expect(store.loadLesson('l4')).toBeUndefined();
    store.saveExerciseProgress('c1', 'l2', 'half', {
      passed: true,
      attempts: 2,
      lastChecked: '2026-01-01T00:00:00.000Z',
    });
    store.saveLessonOpened('c1', 'l2', '2026-01-02T00:00:00.000Z');
    expect(reopen().getProgress('c1')).toEqual({
      courseId: 'c1',
      exercises: { 'l2/half': { passed: true, attempts: 2, lastChecked: '2026-01-01T00:00:00.000Z' } },
      lessons: { l2: { lastOpened: '2026-01-02T00:00:00.000Z' } },
    });
    expect(store.deleteCourse('c1')).toBe(true);
    expect(store.getCourse('c1')).toBeUndefined();
    expect(store.getProgress('c1')).toEqual({ courseId: 'c1', exercises: {}, lessons: {} });
    expect(
      store
        .listLessons()
        .map((l) => l.id)
        .sort(),
    ).toEqual(['l2', 'l3']);
  });

  it('imports a course with its lessons all or nothing', () => {
    store.createLesson(adderLesson('taken'));
    expect(() =>
      store.importCourse({ id: 'c2', title: 'New', lessons: ['fresh', 'taken'] }, [
        adderLesson('fresh'),
        adderLesson('taken'),
      ]),
    ).toThrow();
    expect(store.loadLesson('fresh')).toBeUndefined();
    expect(store.getCourse('c2')).toBeUndefined();
    const imported = store.importCourse({ id: 'c2', title: 'New', lessons: ['fresh'] }, [adderLesson('fresh')]);
    expect(imported.course).toEqual({ id: 'c2', title: 'New', lessons: ['fresh'] });
    expect(reopen().loadLesson('fresh')?.lesson).toEqual(adderLesson('fresh'));
  });

  it('gives copies: changing what it answered changes nothing stored', () => {
    store.createLesson(adderLesson('l1'));
    const loaded = store.loadLesson('l1')!;
    (loaded.lesson.exercises as unknown[]).length = 0;
    expect(store.loadLesson('l1')?.lesson.exercises).toHaveLength(1);
  });
}
