import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lesson } from '../../shared/lessons/types';
import { CourseService } from './course-service';
import { LessonService, labelOf } from './lesson-service';
import { MemoryLessonStore } from './memory-lesson-store';
import { FakeCircuits } from './test-support/fake-circuits';
import { SECRET_TEST, adderLesson, halfAdderExercise } from './test-support/lesson-fixtures';

let store: MemoryLessonStore;
let lessons: LessonService;
let courses: CourseService;

beforeEach(() => {
  let time = 1_700_000_000_000;
  store = new MemoryLessonStore(() => time++);
  lessons = new LessonService(store, () => new Date(Date.UTC(2026, 10, 27)));
  courses = new CourseService(store, new FakeCircuits(), () => new Date(Date.UTC(2026, 10, 27)));
});
afterEach(() => vi.restoreAllMocks());

function data<T>(result: { success: true; data: T } | { success: false; error: string }): T {
  if (!result.success) throw new Error(result.error);
  return result.data;
}

/** A lesson with the half adder exercise, stored. */
function storedLesson(): Lesson {
  const lesson = adderLesson();
  store.createLesson(lesson);
  return lesson;
}

describe('lessons and their history', () => {
  it('creates a lesson, edits it as one undoable change per call, undoes and redoes', () => {
    const made = data(lessons.create({ title: 'Gates', markdown: '# Gates\nAND.\n' }));
    const id = made.lesson.id;
    expect(made.lesson).toEqual({ id, title: 'Gates', markdown: '# Gates\nAND.\n', exercises: [] });
    expect(made.history).toMatchObject({ position: 0, length: 0, canUndo: false, canRedo: false });
    const edited = data(
      lessons.update(id, [
        { op: 'setTitle', title: 'Logic gates' },
        { op: 'replaceSection', heading: 'Gates', body: 'AND, OR.\n' },
        { op: 'addExercise', exercise: halfAdderExercise() },
      ]),
    );
    expect(edited.lesson).toMatchObject({ title: 'Logic gates', markdown: '# Gates\nAND, OR.\n' });
    expect(edited.history).toMatchObject({
      position: 1,
      length: 1,
      canUndo: true,
      undoLabel: 'Edit lesson (3 changes)',
    });
    data(lessons.update(id, [{ op: 'addHint', exercise: 'half', hint: 'Try XOR.' }], 'A second hint'));
    const undone = data(lessons.undo(id));
    expect(undone.lesson.exercises[0]!.hints).toEqual(['S is 1 when exactly one input is 1.']);
    expect(undone.history).toMatchObject({ position: 1, length: 2, canRedo: true, redoLabel: 'A second hint' });
    expect(data(lessons.undo(id)).lesson).toEqual(made.lesson);
    expect(lessons.undo(id)).toMatchObject({ success: false, code: 'NOTHING_TO_UNDO' });
    data(lessons.redo(id));
    const redone = data(lessons.redo(id));
    expect(redone.lesson.exercises[0]!.hints).toHaveLength(2);
    expect(redone.history.revision).toBe(6);
    expect(lessons.redo(id)).toMatchObject({ success: false, code: 'NOTHING_TO_REDO' });
    expect(data(lessons.get(id))).toEqual(redone);
  });

  it('a new change after an undo drops the redo tail', () => {
    const { id } = storedLesson();
    data(lessons.update(id, [{ op: 'setTitle', title: 'One' }]));
    data(lessons.update(id, [{ op: 'setTitle', title: 'Two' }]));
    data(lessons.undo(id));
    const after = data(lessons.update(id, [{ op: 'setMarkdown', markdown: 'New.' }]));
    expect(after.history).toMatchObject({ position: 2, length: 2, canRedo: false, undoLabel: 'Edit text' });
    expect(after.lesson).toMatchObject({ title: 'One', markdown: 'New.' });
  });

  it('refuses an operation that does not apply in words, and stores nothing', () => {
    const { id } = storedLesson();
    const refused = lessons.update(id, [
      { op: 'setTitle', title: 'Changed' },
      { op: 'removeExercise', id: 'mux' },
    ]);
    expect(refused).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
      error: 'Operation 2 of 2 (removeExercise): The lesson "Changed" has no exercise mux.',
      hint: 'Its exercises: half ("A half adder").',
    });
    expect(data(lessons.get(id))).toMatchObject({ lesson: adderLesson(), history: { length: 0 } });
  });

  it('says which lesson or course is unknown', () => {
    for (const answer of [lessons.get('lesson_x'), lessons.update('lesson_x', [{ op: 'setTitle', title: 'T' }])]) {
      expect(answer).toMatchObject({ success: false, code: 'NOT_FOUND', error: 'There is no lesson lesson_x.' });
    }
    expect(lessons.undo('lesson_x')).toMatchObject({ code: 'NOT_FOUND' });
    expect(lessons.delete('lesson_x')).toMatchObject({ code: 'NOT_FOUND' });
    expect(lessons.create({ title: 'T', courseId: 'course_x' })).toMatchObject({
      code: 'NOT_FOUND',
      error: 'There is no course course_x.',
    });
    expect(data(lessons.list())).toEqual([]);
  });

  it('refuses a lesson past the most a course holds', () => {
    const course = data(courses.create('Long'));
    const ids = Array.from({ length: 200 }, (_, i) => `l${i}`);
    for (const id of ids) store.createLesson({ ...adderLesson(id), exercises: [] });
    store.updateCourse({ id: course.id, title: 'Long', lessons: ids });
    expect(lessons.create({ title: 'One more', courseId: course.id })).toMatchObject({
      code: 'INVALID_INPUT',
      error: 'The course "Long" already has 200 lessons, the most a course holds.',
    });
    expect(data(lessons.list())).toHaveLength(200);
  });

  it('a failed write applies nothing and says so', () => {
    const { id } = storedLesson();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(store, 'appendLessonChange').mockImplementation(() => {
      throw new Error('disk full');
    });
    expect(lessons.update(id, [{ op: 'setTitle', title: 'Lost' }], 'Rename')).toMatchObject({
      success: false,
      code: 'STORAGE_FAILED',
      error: '“Rename” could not be saved, so it was not applied.',
    });
    expect(data(lessons.get(id)).lesson.title).toBe('Adders');
  });

  it('labels a change by what it does', () => {
    expect(labelOf([{ op: 'setTitle', title: 'A' }])).toBe('Rename lesson');
    expect(
      labelOf([
        { op: 'removeHint', exercise: 'e', index: 0 },
        { op: 'removeHint', exercise: 'e', index: 0 },
      ]),
    ).toBe('Remove hint');
  });
});

describe('reading a lesson', () => {
  it('never sends the reference solution or a hidden test; the author sees both', () => {
    const { id } = storedLesson();
    const reader = data(lessons.read(id));
    const text = JSON.stringify(reader);
    expect(text).not.toContain('reference');
    expect(text).not.toContain('XOR_2'); // only the reference places an XOR
    expect(text).not.toContain(JSON.stringify(SECRET_TEST));
    expect(text).not.toContain('The secret carry test');
    expect(reader.exercises[0]!.tests).toEqual([
      { id: 'sum', name: 'Sum and carry', hidden: false, source: halfAdderExercise().tests[0]!.source },
      { id: 'secret', name: 'Hidden test 1', hidden: true },
    ]);
    expect(reader.exercises[0]).toMatchObject({ start: halfAdderExercise().start, hints: halfAdderExercise().hints });
    const authored = JSON.stringify(data(lessons.get(id)));
    expect(authored).toContain('XOR_2');
    expect(authored).toContain('The secret carry test');
  });

  it('records the lesson as opened in its course', () => {
    const { id } = storedLesson();
    const course = data(courses.create('Logic'));
    expect(lessons.read(id, course.id)).toMatchObject({
      code: 'NOT_FOUND',
      error: `The course "Logic" has no lesson ${id}.`,
    });
    data(courses.reorder(course.id, []));
    store.updateCourse({ id: course.id, title: 'Logic', lessons: [id] });
    data(lessons.read(id, course.id));
    expect(data(courses.progress(course.id)).lessons).toEqual({ [id]: { lastOpened: '2026-11-27T00:00:00.000Z' } });
  });
});
