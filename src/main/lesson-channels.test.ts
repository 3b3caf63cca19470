import { afterEach, describe, expect, it } from 'vitest';
import { dispatch } from '../core/rpc/dispatch';
import { SECRET_TEST, halfAdder, halfAdderExercise } from '../core/lessons/test-support/lesson-fixtures';
import type { AuthoredLesson, CourseSummary, ReaderLesson } from '../shared/contract';
import type { Progress } from '../shared/lessons/types';
import { channelCaller } from './test-support/channel-caller';
import { createAppServices, type AppServices } from './app-services';
import { inProcessTransport } from './simulation/transport';

const opened: AppServices[] = [];
afterEach(async () => {
  for (const services of opened.splice(0)) await services.close();
});

function start(host: 'electron' | 'browser' = 'browser'): AppServices {
  const services = createAppServices({ host, simulationTransport: () => inProcessTransport() });
  opened.push(services);
  return services;
}

/** The lesson channels over these services, as a host calls them. */
const caller = channelCaller;

/** A course with one lesson holding the half adder exercise, through the channels. */
async function courseWithExercise(services: AppServices) {
  const { data } = caller(services);
  const course = await data<CourseSummary>('course:create', { title: 'Logic' });
  const { lesson } = await data<AuthoredLesson>('lesson:create', {
    title: 'Adders',
    markdown: '# Adders\n\n```exercise half\n```\n',
    courseId: course.id,
  });
  await data('lesson:update', {
    lessonId: lesson.id,
    operations: [{ op: 'addExercise', exercise: halfAdderExercise() }],
  });
  return { courseId: course.id, lessonId: lesson.id };
}

describe('the lesson:*, course:* and progress:* channels', () => {
  it('edit a lesson as undoable changes and list courses and lessons', async () => {
    const services = start();
    const { data, call } = caller(services);
    const { courseId, lessonId } = await courseWithExercise(services);
    const renamed = await data<AuthoredLesson>('lesson:update', {
      lessonId,
      operations: [{ op: 'setTitle', title: 'Adding bits' }],
      label: 'Rename',
    });
    expect(renamed.history).toMatchObject({ position: 2, length: 2, undoLabel: 'Rename' });
    const undone = await data<AuthoredLesson>('lesson:undo', { lessonId });
    expect(undone.lesson.title).toBe('Adders');
    expect(undone.history).toMatchObject({ canRedo: true, redoLabel: 'Rename' });
    expect((await data<AuthoredLesson>('lesson:redo', { lessonId })).lesson.title).toBe('Adding bits');
    expect(await data('lesson:list', {})).toMatchObject([{ id: lessonId, title: 'Adding bits', exerciseCount: 1 }]);
    expect(await data('course:list', {})).toMatchObject([
      { id: courseId, title: 'Logic', lessons: [{ id: lessonId, title: 'Adding bits' }] },
    ]);
    const second = await data<AuthoredLesson>('lesson:create', { title: 'Gates', courseId });
    const reordered = await data<CourseSummary>('course:reorder', { courseId, lessons: [second.lesson.id, lessonId] });
    expect(reordered.lessons.map((l) => l.title)).toEqual(['Gates', 'Adding bits']);
    expect(await data('lesson:delete', { lessonId: second.lesson.id })).toEqual({ deleted: second.lesson.id });
    expect(await call('lesson:get', { lessonId: second.lesson.id })).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
      error: `There is no lesson ${second.lesson.id}.`,
    });
  });

  it('never send a reference solution or a hidden test to a reader; the author gets both', async () => {
    for (const host of ['browser', 'electron'] as const) {
      const services = start(host);
      const { data } = caller(services, host);
      const { courseId, lessonId } = await courseWithExercise(services);
      const read = await data<ReaderLesson>('lesson:read', { lessonId, courseId });
      const text = JSON.stringify(read);
      expect(text).not.toContain('"reference"');
      expect(text).not.toContain('XOR_2');
      expect(text).not.toContain(JSON.stringify(SECRET_TEST));
      expect(read.exercises[0]!.tests[1]).toEqual({ id: 'secret', name: 'Hidden test 1', hidden: true });
      const authored = await data<AuthoredLesson>('lesson:get', { lessonId });
      expect(authored.lesson.exercises[0]!.reference).toEqual(halfAdder('XOR_2'));
      const progress = await data<Progress>('progress:get', { courseId });
      expect(Object.keys(progress.lessons)).toEqual([lessonId]);
    }
  });

  it('refuse a reader answer that would carry a reference, rather than send it', async () => {
    const services = start();
    const { courseId, lessonId } = await courseWithExercise(services);
    const leaky = {
      ...services.handlers,
      'lesson:read': () => {
        const got = services.lessons.get(lessonId);
        return got.success ? { success: true as const, data: got.data.lesson as never } : got;
      },
    };
    const result = await dispatch(leaky, 'lesson:read', { lessonId, courseId }, { host: 'browser' }, () => undefined);
    expect(result).toMatchObject({ success: false, code: 'INTERNAL' });
    expect(JSON.stringify(result)).not.toContain('XOR_2');
  });

  it("check the reader's circuit in the main process and record the attempt", async () => {
    const services = start();
    const { data } = caller(services);
    const { courseId, lessonId } = await courseWithExercise(services);
    const wrong = await data<{ check: { passed: boolean; message: string }; progress: Progress }>('progress:check', {
      courseId,
      lessonId,
      exerciseId: 'half',
      circuit: halfAdder('AND_2'),
    });
    expect(wrong.check).toMatchObject({ passed: false, message: 'With A = 0 and B = 1, S should be 1 but is 0.' });
    const right = await data<{ check: { passed: boolean }; progress: Progress }>('progress:check', {
      courseId,
      lessonId,
      exerciseId: 'half',
      circuit: halfAdder('XOR_2'),
    });
    expect(right.check.passed).toBe(true);
    const progress = await data<Progress>('progress:get', { courseId });
    expect(progress.exercises[`${lessonId}/half`]).toMatchObject({ passed: true, attempts: 2 });
  });

  it('export a course with the circuit a lesson shows, and import it into another app', async () => {
    const services = start();
    const { data } = caller(services);
    const { courseId, lessonId } = await courseWithExercise(services);
    const circuit = await data<{ meta: { id: string } }>('circuit:create', { name: 'Shown adder' });
    await data('lesson:update', {
      lessonId,
      operations: [
        { op: 'replaceSection', heading: 'Adders', body: `\n\`\`\`circuit\nref: ${circuit.meta.id}\n\`\`\`\n` },
      ],
    });
    const file = await data<{ fileName: string; content: string }>('course:export', { courseId });
    expect(file.fileName).toBe('Logic.course.json');

    const other = start();
    const there = caller(other);
    const imported = await there.data<CourseSummary>('course:import', { content: file.content });
    expect(imported).toMatchObject({ id: courseId, title: 'Logic', lessons: [{ id: lessonId, title: 'Adders' }] });
    const circuits = await there.data<{ id: string; name: string }[]>('circuit:list', {});
    const copy = circuits.find((c) => c.name === 'Shown adder');
    expect(copy).toBeDefined();
    const { lesson } = await there.data<AuthoredLesson>('lesson:get', { lessonId });
    expect(lesson.markdown).toContain(`ref: ${copy!.id}\n`);
    expect(lesson.exercises[0]!.reference).toEqual(halfAdder('XOR_2'));
  });

  it('answer bad input in words and change nothing', async () => {
    const services = start();
    const { call, data } = caller(services);
    const { courseId, lessonId } = await courseWithExercise(services);
    const bad = await call('lesson:update', { lessonId, operations: [{ op: 'explode' }] });
    expect(bad).toMatchObject({ success: false, code: 'INVALID_INPUT' });
    expect(!bad.success && bad.error).toContain('operations.0.op');
    expect(await call('lesson:update', { lessonId, operations: [] })).toMatchObject({ code: 'INVALID_INPUT' });
    expect(await call('lesson:create', { title: '   ' })).toMatchObject({ code: 'INVALID_INPUT' });
    expect(await call('course:import', { content: '{"format": "circuitforge-course", "version": 1' })).toMatchObject({
      code: 'INVALID_FILE',
    });
    expect(
      await call('progress:check', { courseId, lessonId, exerciseId: 'half', circuit: { parts: [] } }),
    ).toMatchObject({ code: 'INVALID_INPUT' });
    expect(await call('lesson:undo', { lessonId: 'lesson_nope' })).toMatchObject({ code: 'NOT_FOUND' });
    expect(await call('course:reorder', { courseId, lessons: ['lesson_nope'] })).toMatchObject({
      code: 'INVALID_INPUT',
    });
    const after = await data<AuthoredLesson>('lesson:get', { lessonId });
    expect(after.history).toMatchObject({ position: 1, length: 1 });
    expect(await data('course:list', {})).toHaveLength(1);
  });
});
