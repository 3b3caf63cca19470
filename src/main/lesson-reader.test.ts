import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dispatch } from '../core/rpc/dispatch';
import { CircuitState } from '../shared/circuit/circuit-state';
import { exerciseOrigin, lessonCircuitOrigin, type OpenCircuit, type ReaderCircuit } from '../shared/contract';
import type { Result } from '../shared/errors';
import type { Progress } from '../shared/lessons/types';
import { STARTER_COURSE, STARTER_LESSONS } from '../shared/lessons/starter';
import { createAppServices, type AppServices } from './app-services';
import { contentSecurityPolicy } from './content-security-policy';
import { READER_EXERCISE_NOTE } from '../core/lessons/reader-handlers';
import { inProcessTransport } from './simulation/transport';
import { temporaryFolder } from './store/test-support/harness';

const opened: AppServices[] = [];
afterEach(async () => {
  for (const services of opened.splice(0)) await services.close();
});

const RUNTIME = '/* the lesson page runtime */ document.documentElement.dataset.live = "ready";';

const folders: { remove(): void }[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) folder.remove();
});

/** The app with the starter course; with `runtime`, a built page script holding that text. */
function start(runtime?: string): AppServices {
  let lessonPageRuntime: string | undefined;
  if (runtime !== undefined) {
    const folder = temporaryFolder();
    folders.push(folder);
    lessonPageRuntime = join(folder.dir, 'lesson-page.js');
    writeFileSync(lessonPageRuntime, runtime);
  }
  const services = createAppServices({
    host: 'browser',
    starterCourse: true,
    simulationTransport: () => inProcessTransport(),
    ...(lessonPageRuntime !== undefined ? { lessonPageRuntime } : {}),
  });
  opened.push(services);
  return services;
}

async function call<T>(services: AppServices, channel: string, payload: unknown): Promise<Result<T>> {
  return (await dispatch(services.handlers, channel, payload, { host: 'browser' })) as Result<T>;
}
async function data<T>(services: AppServices, channel: string, payload: unknown): Promise<T> {
  const result = await call<T>(services, channel, payload);
  if (!result.success) throw new Error(`${channel}: ${result.error}`);
  return result.data;
}

const COURSE = STARTER_COURSE.id;
const LESSON = 'starter-gates';
const EXERCISE = 'equal-bits';

describe('the lesson reader channels', () => {
  it('say the page cannot be made without the built page script', async () => {
    const services = start();
    const page = await call(services, 'lesson:readerPage', { lessonId: LESSON, theme: 'light' });
    expect(page).toMatchObject({ success: false, code: 'FILE_ACCESS_FAILED' });
  });

  it('open a copy of a live circuit named after the lesson, marked with where it came from', async () => {
    const services = start();
    const circuits = await data<{ id: string }[]>(services, 'circuit:list', {});
    const open = await data<OpenCircuit>(services, 'lesson:openCircuit', { lessonId: LESSON, block: 0 });
    expect(open.meta).toMatchObject({
      name: 'Gates and truth tables — Five gates side by side',
      origin: lessonCircuitOrigin(LESSON, 0),
    });
    expect(open.circuit.components.length).toBeGreaterThan(5);
    expect(await data<unknown[]>(services, 'circuit:list', {})).toHaveLength(circuits.length + 1);
    const exerciseBlock = await call(services, 'lesson:openCircuit', { lessonId: LESSON, block: 1 });
    expect(exerciseBlock.success === false && exerciseBlock.error).toBe(
      'The lesson "Gates and truth tables" has no live circuit there.',
    );
  });

  it('start an exercise once, open the same copy again, and start over on request', async () => {
    const services = start();
    const first = await data<{ open: OpenCircuit; resumed: boolean }>(services, 'exercise:start', {
      courseId: COURSE,
      lessonId: LESSON,
      exerciseId: EXERCISE,
    });
    expect(first.resumed).toBe(false);
    expect(first.open.meta).toMatchObject({
      name: 'Equal bits (Gates and truth tables)',
      origin: exerciseOrigin(COURSE, LESSON, EXERCISE),
    });
    // The start circuit: the inputs and output, unwired.
    expect(first.open.circuit.wires).toEqual([]);
    const again = await data<{ open: OpenCircuit; resumed: boolean }>(services, 'exercise:start', {
      courseId: COURSE,
      lessonId: LESSON,
      exerciseId: EXERCISE,
    });
    expect(again).toMatchObject({ resumed: true, open: { meta: { id: first.open.meta.id } } });
    const over = await data<{ open: OpenCircuit; resumed: boolean }>(services, 'exercise:start', {
      courseId: COURSE,
      lessonId: LESSON,
      exerciseId: EXERCISE,
      startOver: true,
    });
    expect(over.resumed).toBe(false);
    expect(over.open.meta.id).not.toBe(first.open.meta.id);
    const copies = (await data<{ origin?: string }[]>(services, 'circuit:list', {})).filter(
      (c) => c.origin === exerciseOrigin(COURSE, LESSON, EXERCISE),
    );
    expect(copies).toHaveLength(1);
    expect(
      await call(services, 'exercise:start', { courseId: COURSE, lessonId: LESSON, exerciseId: 'nope' }),
    ).toMatchObject({ success: false, error: 'The lesson "Gates and truth tables" has no exercise nope.' });
  });

  it('check the working copy by id: the failing row of a visible test, then passed and recorded', async () => {
    const services = start();
    const { open } = await data<{ open: OpenCircuit }>(services, 'exercise:start', {
      courseId: COURSE,
      lessonId: LESSON,
      exerciseId: EXERCISE,
    });
    const ids = { courseId: COURSE, lessonId: LESSON, exerciseId: EXERCISE };
    const failed = await data<{ check: { passed: boolean; message: string }; progress: Progress }>(
      services,
      'exercise:check',
      { ...ids, circuitId: open.meta.id },
    );
    expect(failed.check.passed).toBe(false);
    expect(failed.check.message).toMatch(/^With A = 0 and B = 0, EQ should be 1 but is /);
    expect(failed.progress.exercises[`${LESSON}/${EXERCISE}`]).toMatchObject({ passed: false, attempts: 1 });

    // The student's circuit, wired as the reference is.
    const reference = STARTER_LESSONS.find((l) => l.id === LESSON)!.exercises.find((e) => e.id === EXERCISE)!.reference;
    const state = CircuitState.fromCircuit(reference);
    if (!state.success) throw new Error(state.error);
    const built = services.documents.importState(
      'Mine',
      state.data,
      undefined,
      exerciseOrigin(COURSE, LESSON, EXERCISE),
    );
    if (!built.success) throw new Error(built.error);
    const passed = await data<{ check: { passed: boolean }; progress: Progress }>(services, 'exercise:check', {
      ...ids,
      circuitId: built.data.meta.id,
    });
    expect(passed.check.passed).toBe(true);
    expect(passed.progress.exercises[`${LESSON}/${EXERCISE}`]).toMatchObject({ passed: true, attempts: 2 });

    // Any other circuit is not checked.
    const other = await data<OpenCircuit>(services, 'circuit:create', { name: 'Other' });
    expect(await call(services, 'exercise:check', { ...ids, circuitId: other.meta.id })).toMatchObject({
      success: false,
      error: 'This circuit is not your working copy of the exercise, so it was not checked.',
    });
  });

  it('give the lesson as its exported page with its live circuits listed, and the window allows that page', async () => {
    const services = start(RUNTIME);
    const page = await data<{ html: string; circuits: ReaderCircuit[] }>(services, 'lesson:readerPage', {
      lessonId: LESSON,
      theme: 'dark',
    });
    expect(page.circuits).toEqual([{ block: 0, name: 'Five gates side by side' }]);
    expect(page.html).toContain('<html lang="en" data-theme="dark">');
    expect(page.html).toContain('class="cf-circuit-data" data-block="0"');
    expect(page.html).toContain(RUNTIME);
    // The exercise shows its statement only: never its reference's parts, nor the hidden test.
    expect(page.html).toContain('Equal bits');
    expect(page.html).toContain(`<p class="cf-exercise-note">${READER_EXERCISE_NOTE}</p>`);
    expect(page.html).not.toContain('Do this exercise in CircuitForge');
    expect(page.html).not.toContain('Different inputs');
    expect(page.html).not.toContain('XOR_2","label":"X1');
    // The page's script and style hashes are the ones the window's policy allows for the frame.
    const meta = /http-equiv="Content-Security-Policy" content="([^"]+)"/
      .exec(page.html)![1]!
      .replace(/&#39;|&apos;/g, "'");
    const script = /script-src ('sha256-[^']+')/.exec(meta)![1]!;
    const style = /style-src ('sha256-[^']+')/.exec(meta)![1]!;
    expect(services.lessonFrame?.scripts).toEqual([script]);
    expect(services.lessonFrame?.styles).toContain(style);
    const windowPolicy = contentSecurityPolicy('browser', services.lessonFrame);
    expect(windowPolicy).toContain(`script-src 'self' ${script}`);
    expect(windowPolicy).toContain(style);
    expect(contentSecurityPolicy('browser')).toContain("script-src 'self';");
    const missing = await call(services, 'lesson:readerPage', { lessonId: 'nope', theme: 'light' });
    expect(missing).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
