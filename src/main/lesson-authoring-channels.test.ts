import { afterEach, describe, expect, it } from 'vitest';
import { dispatch } from '../core/rpc/dispatch';
import { halfAdderExercise } from '../core/lessons/test-support/lesson-fixtures';
import type { AuthoredLesson, LessonPreview, OpenCircuit } from '../shared/contract';
import type { Result } from '../shared/errors';
import { createAppServices, type AppServices } from './app-services';
import { inProcessTransport } from './simulation/transport';

const opened: AppServices[] = [];
afterEach(async () => {
  for (const services of opened.splice(0)) await services.close();
});

function caller(host: 'electron' | 'browser') {
  const services = createAppServices({ host, simulationTransport: () => inProcessTransport() });
  opened.push(services);
  const call = <T>(channel: string, payload: unknown) =>
    dispatch(services.handlers, channel, payload, { host }) as Promise<Result<T>>;
  const data = async <T>(channel: string, payload: unknown): Promise<T> => {
    const result = await call<T>(channel, payload);
    if (!result.success) throw new Error(`${channel}: ${result.code} ${result.error}`);
    return result.data;
  };
  return { call, data };
}

describe.each(['browser', 'electron'] as const)('the lesson editor channels (%s host)', (host) => {
  it('lesson:preview renders the text being written against the saved exercises and the library, saving nothing', async () => {
    const { data } = caller(host);
    const circuit = await data<OpenCircuit>('circuit:create', { name: 'Gates' });
    const { lesson } = await data<AuthoredLesson>('lesson:create', { title: 'Adders', markdown: '# Old\n' });
    await data('lesson:update', {
      lessonId: lesson.id,
      operations: [{ op: 'addExercise', exercise: halfAdderExercise() }],
    });
    const markdown = `# Adders\n\n\`\`\`circuit\nref: ${circuit.meta.id}\n\`\`\`\n\n\`\`\`exercise half\n\`\`\`\n\n<b>bold</b>\n`;
    const preview = await data<LessonPreview>('lesson:preview', { lessonId: lesson.id, markdown });
    expect(preview.html).toContain('<h1 id="adders">Adders</h1>');
    expect(preview.html).not.toContain('<b>');
    expect(preview.blocks).toEqual([
      { index: 0, kind: 'circuit', label: 'Live circuit: Gates', broken: false },
      { index: 1, kind: 'exercise', label: 'Exercise half: A half adder', broken: false },
    ]);
    expect(preview.problems.map((p) => [p.line, p.message])).toEqual([
      [10, 'Raw HTML is not allowed in a lesson and was removed (line 10): <b>'],
      [10, 'Raw HTML is not allowed in a lesson and was removed (line 10): </b>'],
    ]);
    // Nothing was saved: the lesson keeps its text.
    expect((await data<AuthoredLesson>('lesson:get', { lessonId: lesson.id })).lesson.markdown).toBe('# Old\n');
  });

  it('lesson:pageCircuits gives the library circuits a saved lesson names, leaving out those the library lacks', async () => {
    const { data } = caller(host);
    const circuit = await data<OpenCircuit>('circuit:create', { name: 'Gates' });
    const markdown = `\`\`\`circuit\nref: ${circuit.meta.id}\n\`\`\`\n\n\`\`\`circuit\nref: c_gone\n\`\`\`\n`;
    const { lesson } = await data<AuthoredLesson>('lesson:create', { title: 'Gates', markdown });
    expect(await data('lesson:pageCircuits', { lessonId: lesson.id })).toEqual([
      { id: circuit.meta.id, name: 'Gates', circuit: circuit.circuit },
    ]);
  });

  it('refuses bad input and an unknown lesson in words', async () => {
    const { call } = caller(host);
    const bad = await call('lesson:preview', { lessonId: 'x', markdown: 42 });
    expect(bad).toMatchObject({ success: false, code: 'INVALID_INPUT' });
    const extra = await call('lesson:preview', { lessonId: 'x', markdown: '', html: '<script>' });
    expect(extra).toMatchObject({ success: false, code: 'INVALID_INPUT' });
    const missing = await call('lesson:preview', { lessonId: 'nope', markdown: '# A' });
    expect(missing).toMatchObject({ success: false, error: expect.stringContaining('nope') as string });
    expect(await call('lesson:pageCircuits', { lessonId: 'nope' })).toMatchObject({ success: false });
  });
});
