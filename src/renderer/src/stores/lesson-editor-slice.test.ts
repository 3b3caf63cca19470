import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthoredLesson, ChannelInput, CourseSummary } from '../../../shared/contract';
import { fail, ok, type Result } from '../../../shared/errors';
import type { Lesson } from '../../../shared/lessons/types';
import type { LessonOperation } from '../../../shared/lessons/operations';
import { deferred, installFakeTransport, type FakeAnswers, type FakeCall } from '../test-support/fake-transport';
import { createAppStore } from './app-store';
import { AUTHORING_PREVIEW_MS, AUTHORING_SAVE_MS, operationsFor } from './lesson-editor-slice';

/**
 * A fake main process keeping ONE lesson with a real history: each `lesson:update` is one change,
 * undo and redo walk it (as LessonService does, in little).
 */
function lessonServer(start: Lesson) {
  const states: Lesson[] = [start];
  const labels: string[] = [];
  let position = 0;
  const answer = (): AuthoredLesson => ({
    lesson: states[position]!,
    history: {
      revision: position,
      position,
      length: states.length - 1,
      canUndo: position > 0,
      canRedo: position < states.length - 1,
      ...(position > 0 ? { undoLabel: labels[position - 1]! } : {}),
      ...(position < states.length - 1 ? { redoLabel: labels[position]! } : {}),
    },
  });
  const apply = (lesson: Lesson, ops: readonly LessonOperation[]): Lesson =>
    ops.reduce<Lesson>((l, op) => {
      if (op.op === 'setMarkdown') return { ...l, markdown: op.markdown };
      if (op.op === 'setTitle') return { ...l, title: op.title };
      throw new Error(`the fake does not apply ${op.op}`);
    }, lesson);
  const answers: FakeAnswers = {
    'lesson:list': () =>
      ok([{ id: start.id, title: states[position]!.title, exerciseCount: 0, createdAt: 0, updatedAt: 0 }]),
    'course:list': () => ok([]),
    'lesson:get': () => ok(answer()),
    'lesson:update': ({ operations, label }) => {
      states.splice(position + 1);
      labels.splice(position);
      states.push(apply(states[position]!, operations));
      labels.push(label ?? 'Edit');
      position += 1;
      return ok(answer());
    },
    'lesson:undo': () => {
      position -= 1;
      return ok(answer());
    },
    'lesson:redo': () => {
      position += 1;
      return ok(answer());
    },
    'lesson:preview': ({ markdown }) => ok({ html: `<p>${markdown.length}</p>`, blocks: [], problems: [] }),
  };
  return { answers, states: () => states.slice(0, position + 1), labels };
}

const LESSON: Lesson = { id: 'adders', title: 'Adders', markdown: '# Adders\n', exercises: [] };

const updates = (calls: readonly FakeCall[]) =>
  calls.filter((c) => c.channel === 'lesson:update').map((c) => (c.input as ChannelInput<'lesson:update'>).operations);

async function openStore(answers: FakeAnswers) {
  const calls = installFakeTransport(answers);
  const store = createAppStore();
  const opened = await store.getState().openAuthoringLesson('adders');
  expect(opened.success).toBe(true);
  return { store, calls };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the lesson editor slice', () => {
  it('saves a burst of typing as ONE change once typing pauses, then shows it saved', async () => {
    const server = lessonServer(LESSON);
    const { store, calls } = await openStore(server.answers);
    expect(store.getState().authoringDraft).toEqual({ title: 'Adders', markdown: '# Adders\n' });
    for (const text of ['# Adders\nA', '# Adders\nAn', '# Adders\nAnd']) store.getState().editAuthoringText(text);
    expect(store.getState().authoringSave).toBe('pending');
    await vi.advanceTimersByTimeAsync(AUTHORING_SAVE_MS - 10);
    expect(updates(calls)).toEqual([]);
    await vi.advanceTimersByTimeAsync(20);
    expect(updates(calls)).toEqual([[{ op: 'setMarkdown', markdown: '# Adders\nAnd' }]]);
    expect(store.getState().authoringSave).toBe('saved');
    expect(store.getState().authoringLesson?.history).toMatchObject({
      position: 1,
      canUndo: true,
      undoLabel: 'Edit text',
    });
  });

  it('undo saves the text not yet saved first, then undoes that change: the text before it comes back', async () => {
    const server = lessonServer(LESSON);
    const { store, calls } = await openStore(server.answers);
    store.getState().editAuthoringText('# Adders\nOne');
    await vi.advanceTimersByTimeAsync(AUTHORING_SAVE_MS);
    store.getState().editAuthoringText('# Adders\nOne two');
    // Undo at once: "two" is saved as its own change, then undone.
    await store.getState().undoAuthoring();
    expect(updates(calls)).toEqual([
      [{ op: 'setMarkdown', markdown: '# Adders\nOne' }],
      [{ op: 'setMarkdown', markdown: '# Adders\nOne two' }],
    ]);
    expect(store.getState().authoringDraft?.markdown).toBe('# Adders\nOne');
    expect(store.getState().authoringLesson?.history).toMatchObject({ canRedo: true, position: 1 });
    await store.getState().undoAuthoring();
    expect(store.getState().authoringDraft?.markdown).toBe('# Adders\n');
    await store.getState().redoAuthoring();
    expect(store.getState().authoringDraft?.markdown).toBe('# Adders\nOne');
    // Back at the start, a further undo has nothing to undo: no call.
    await store.getState().undoAuthoring();
    expect(store.getState().authoringDraft?.markdown).toBe('# Adders\n');
    await store.getState().undoAuthoring();
    expect(calls.filter((c) => c.channel === 'lesson:undo')).toHaveLength(3);
  });

  it('keeps typing that comes while a save is under way, and saves it next', async () => {
    const server = lessonServer(LESSON);
    const gate = deferred<void>();
    const { store, calls } = await openStore({
      ...server.answers,
      'lesson:update': async (input) => {
        await gate.promise;
        return server.answers['lesson:update']!(input);
      },
    });
    store.getState().editAuthoringText('# Adders\nA');
    await vi.advanceTimersByTimeAsync(AUTHORING_SAVE_MS);
    expect(store.getState().authoringSave).toBe('saving');
    store.getState().editAuthoringText('# Adders\nAB');
    gate.resolve();
    await vi.advanceTimersByTimeAsync(0);
    // The answer to the first save does not take the typing back.
    expect(store.getState().authoringDraft?.markdown).toBe('# Adders\nAB');
    expect(store.getState().authoringSave).toBe('pending');
    await vi.advanceTimersByTimeAsync(AUTHORING_SAVE_MS);
    expect(updates(calls).map((ops) => ops[0])).toEqual([
      { op: 'setMarkdown', markdown: '# Adders\nA' },
      { op: 'setMarkdown', markdown: '# Adders\nAB' },
    ]);
    expect(store.getState().authoringSave).toBe('saved');
  });

  it('a refused save keeps the text and says why; undo waits until it is mended', async () => {
    const server = lessonServer(LESSON);
    let refuse = true;
    const { store, calls } = await openStore({
      ...server.answers,
      'lesson:update': (input) =>
        refuse
          ? fail('STORAGE_FAILED', '“Edit text” could not be saved, so it was not applied.', 'Check the disk.')
          : server.answers['lesson:update']!(input),
    });
    store.getState().editAuthoringText('# Adders\nLost?');
    await vi.advanceTimersByTimeAsync(AUTHORING_SAVE_MS);
    expect(store.getState().authoringSave).toBe('failed');
    expect(store.getState().authoringError).toEqual({
      message: '“Edit text” could not be saved, so it was not applied.',
      hint: 'Check the disk.',
    });
    expect(store.getState().authoringDraft?.markdown).toBe('# Adders\nLost?');
    await store.getState().undoAuthoring();
    expect(calls.some((c) => c.channel === 'lesson:undo')).toBe(false);
    // Typed back to the saved text: nothing is left unsaved, the refusal no longer stands.
    store.getState().editAuthoringText('# Adders\n');
    expect(await store.getState().flushAuthoring()).toBe(true);
    expect(store.getState()).toMatchObject({ authoringSave: 'saved', authoringError: undefined });
    store.getState().editAuthoringText('# Adders\nLost?');
    refuse = false;
    expect(await store.getState().flushAuthoring()).toBe(true);
    expect(store.getState()).toMatchObject({ authoringSave: 'saved', authoringError: undefined });
  });

  it('a title and text changed together are one change; a blank title is not sent', async () => {
    const server = lessonServer(LESSON);
    const { store, calls } = await openStore(server.answers);
    store.getState().editAuthoringTitle('Adding');
    store.getState().editAuthoringText('# Adding\n');
    await vi.advanceTimersByTimeAsync(AUTHORING_SAVE_MS);
    expect(updates(calls)).toEqual([
      [
        { op: 'setTitle', title: 'Adding' },
        { op: 'setMarkdown', markdown: '# Adding\n' },
      ],
    ]);
    expect(server.labels).toEqual(['Edit title and text']);
    expect(operationsFor(LESSON, { title: '  ', markdown: LESSON.markdown })).toEqual([]);
  });

  it('previews the text after a pause, and again when the text moved on while one was made', async () => {
    const server = lessonServer(LESSON);
    const gate = deferred<void>();
    let first = true;
    const { store, calls } = await openStore({
      ...server.answers,
      'lesson:preview': async (input) => {
        if (first) {
          first = false;
          await gate.promise;
        }
        return server.answers['lesson:preview']!(input);
      },
    });
    const previews = () =>
      calls.filter((c) => c.channel === 'lesson:preview').map((c) => (c.input as { markdown: string }).markdown);
    await vi.advanceTimersByTimeAsync(0); // opening previews the lesson (held by the gate)
    store.getState().editAuthoringText('# Adders\nX');
    await vi.advanceTimersByTimeAsync(AUTHORING_PREVIEW_MS);
    expect(previews()).toEqual(['# Adders\n']);
    gate.resolve();
    await vi.advanceTimersByTimeAsync(AUTHORING_PREVIEW_MS);
    expect(previews()).toEqual(['# Adders\n', '# Adders\nX']);
    expect(store.getState().authoringPreview).toMatchObject({ of: '# Adders\nX', html: '<p>10</p>' });
  });

  it('exports the page of the lesson as saved (unsaved typing first), with the circuits it names', async () => {
    const server = lessonServer(LESSON);
    const circuit = { components: [], wires: [] };
    const { store, calls } = await openStore({
      ...server.answers,
      'lesson:pageCircuits': () => ok([{ id: 'c1', name: 'Gates', circuit }]),
      'lessons:exportPage': ({ lesson }) => ok({ html: `<h1>${lesson.markdown}</h1>`, fileName: 'Adders.html' }),
    });
    store.getState().editAuthoringText('# Adders\nNew');
    const page = await store.getState().exportAuthoringPage();
    expect(page).toEqual(ok({ html: '<h1># Adders\nNew</h1>', fileName: 'Adders.html' }));
    const exported = calls.find((c) => c.channel === 'lessons:exportPage')!.input;
    expect(exported).toMatchObject({ circuits: [{ id: 'c1', name: 'Gates', circuit }] });
  });

  it("imports a course file: the channel's refusal in its words; else the course is chosen and its first lesson opened", async () => {
    const server = lessonServer(LESSON);
    const course: CourseSummary = {
      id: 'logic',
      title: 'Logic',
      lessons: [{ id: 'adders', title: 'Adders' }],
      createdAt: 0,
      updatedAt: 0,
    };
    let answer: Result<CourseSummary> = fail(
      'INVALID_FILE',
      'The file is not a course file: bad JSON at line 1, column 2.',
      'Pick a .course.json file.',
    );
    installFakeTransport({ ...server.answers, 'course:import': () => answer, 'course:list': () => ok([course]) });
    const store = createAppStore();
    expect(await store.getState().importAuthoringCourse('{x')).toEqual(answer);
    expect(store.getState().authoringCourseId).toBeUndefined();
    answer = ok(course);
    expect((await store.getState().importAuthoringCourse('{}')).success).toBe(true);
    expect(store.getState().authoringCourseId).toBe('logic');
    expect(store.getState().authoringLesson?.lesson.id).toBe('adders');
    // Exporting exports that course.
    expect((await store.getState().exportAuthoringCourse()).success).toBe(false); // the fake serves no course:export
  });

  it('creates a new lesson at the end of the chosen course, and says so when no course is chosen to export', async () => {
    const server = lessonServer(LESSON);
    const calls = installFakeTransport({
      ...server.answers,
      'lesson:create': ({ title }) =>
        ok({
          lesson: { ...LESSON, id: 'gates', title },
          history: { revision: 0, position: 0, length: 0, canUndo: false, canRedo: false },
        }),
    });
    const store = createAppStore();
    const noCourse = await store.getState().exportAuthoringCourse();
    expect(noCourse).toMatchObject({ success: false, error: 'No course is chosen in the lesson editor.' });
    store.getState().chooseAuthoringCourse('logic');
    await store.getState().createAuthoringLesson('Gates');
    expect(calls.find((c) => c.channel === 'lesson:create')!.input).toEqual({
      title: 'Gates',
      markdown: '# Gates\n\n',
      courseId: 'logic',
    });
    expect(store.getState().authoringDraft?.title).toBe('Gates');
  });
});

describe('adding an exercise from the lesson editor', () => {
  const exercise = { circuitId: 'c1', title: 'Half adder', statement: 'Add.', hints: [], hidden: ['Carry'] };

  it('saves the typing first, then adds the exercise as its own change and shows the text with its block', async () => {
    const server = lessonServer(LESSON);
    const { store, calls } = await openStore({
      ...server.answers,
      'lesson:addExercise': ({ lessonId }) => {
        const saved = server.states().at(-1)!;
        return ok({
          lesson: { ...saved, id: lessonId, markdown: `${saved.markdown}\n\`\`\`exercise half-adder\n\`\`\`\n` },
          history: { revision: 2, position: 2, length: 2, canUndo: true, canRedo: false, undoLabel: 'Add exercise' },
        });
      },
    });
    store.getState().editAuthoringText('# Adders\nTyped.\n');
    const added = await store.getState().addAuthoringExercise(exercise);
    expect(added.success).toBe(true);
    expect(updates(calls)).toEqual([[{ op: 'setMarkdown', markdown: '# Adders\nTyped.\n' }]]);
    const sent = calls.filter((c) => c.channel === 'lesson:addExercise').map((c) => c.input);
    expect(sent).toEqual([{ lessonId: 'adders', ...exercise }]);
    expect(store.getState().authoringDraft?.markdown).toBe('# Adders\nTyped.\n\n```exercise half-adder\n```\n');
    expect(store.getState().authoringLesson?.history.undoLabel).toBe('Add exercise');
    expect(store.getState()).toMatchObject({ authoringSave: 'saved', authoringBusy: false });
    await vi.runOnlyPendingTimersAsync();
    expect(store.getState().authoringPreview?.of).toBe('# Adders\nTyped.\n\n```exercise half-adder\n```\n');
  });

  it('answers a refusal in its words and leaves the text and the error line as they were', async () => {
    const server = lessonServer(LESSON);
    const { store } = await openStore({
      ...server.answers,
      'lesson:addExercise': () =>
        fail('INVALID_INPUT', 'Write a test in the Tests panel first: this circuit has none.', 'Open the Tests panel.'),
    });
    const refused = await store.getState().addAuthoringExercise(exercise);
    expect(refused).toMatchObject({
      success: false,
      error: 'Write a test in the Tests panel first: this circuit has none.',
    });
    expect(store.getState()).toMatchObject({
      authoringDraft: { markdown: '# Adders\n' },
      authoringError: undefined,
      authoringBusy: false,
    });
  });
});
