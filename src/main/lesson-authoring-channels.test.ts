import { afterEach, describe, expect, it } from 'vitest';
import { halfAdder, halfAdderExercise, SECRET_TEST, TRUTH_TABLE } from '../core/lessons/test-support/lesson-fixtures';
import type { AuthoredLesson, LessonPreview, OpenCircuit } from '../shared/contract';
import { channelCaller } from './test-support/channel-caller';
import { createAppServices, type AppServices } from './app-services';
import { inProcessTransport } from './simulation/transport';

const opened: AppServices[] = [];
afterEach(async () => {
  for (const services of opened.splice(0)) await services.close();
});

function caller(host: 'electron' | 'browser') {
  const services = createAppServices({ host, simulationTransport: () => inProcessTransport() });
  opened.push(services);
  return channelCaller(services, host);
}

/** A half adder (XOR_2 for the sum: right; OR_2: wrong) made through the contract, with tests as the Tests panel adds them. */
async function halfAdderCircuit(data: ReturnType<typeof caller>['data'], sumGate: string, tests: boolean) {
  const built = halfAdder(sumGate);
  const circuit = await data<OpenCircuit>('circuit:create', { name: 'Half adder' });
  const circuitId = circuit.meta.id;
  await data('circuit:apply', {
    circuitId,
    label: 'build',
    operations: [
      ...built.components.map((component) => ({ op: 'addComponent', component })),
      ...built.wires.map((wire) => ({ op: 'addWire', wire })),
    ],
  });
  if (tests) {
    await data('tests:add', { circuitId, name: 'Sum and carry', source: TRUTH_TABLE });
    await data('tests:add', { circuitId, name: 'Carry', source: SECRET_TEST });
  }
  return circuitId;
}

describe.each(['browser', 'electron'] as const)('the lesson editor channels (%s host)', (host) => {
  it('lesson:addExercise makes an exercise of the circuit and its tests, with its block, as one undoable change', async () => {
    const { data } = caller(host);
    const circuitId = await halfAdderCircuit(data, 'XOR_2', true);
    const { lesson } = await data<AuthoredLesson>('lesson:create', { title: 'Adders', markdown: '# Adders\n' });
    const added = await data<AuthoredLesson>('lesson:addExercise', {
      lessonId: lesson.id,
      circuitId,
      title: 'Half adder',
      statement: 'Add two bits.',
      hints: ['XOR is the sum.'],
      hidden: ['Carry'],
    });
    expect(added.lesson.markdown).toBe('# Adders\n\n```exercise half-adder\n```\n');
    const [exercise] = added.lesson.exercises;
    expect(exercise?.tests.map((t) => [t.name, t.hidden])).toEqual([
      ['Sum and carry', false],
      ['Carry', true],
    ]);
    expect(exercise?.reference.tests).toBeUndefined();
    expect(added.history).toMatchObject({ canUndo: true, undoLabel: 'Add exercise "Half adder"' });
    // One change: one undo takes both the exercise and its block away.
    const undone = await data<AuthoredLesson>('lesson:undo', { lessonId: lesson.id });
    expect(undone.lesson).toMatchObject({ markdown: '# Adders\n', exercises: [] });
  });

  it('lesson:addExercise refuses in words a circuit that fails its test, one without tests, and bad input', async () => {
    const { call, data } = caller(host);
    const { lesson } = await data<AuthoredLesson>('lesson:create', { title: 'Adders', markdown: '# Adders\n' });
    const input = { lessonId: lesson.id, title: 'Half adder', statement: '', hints: [], hidden: [] };
    const wrong = await call('lesson:addExercise', { ...input, circuitId: await halfAdderCircuit(data, 'OR_2', true) });
    expect(wrong).toMatchObject({
      success: false,
      error:
        'The reference solution of exercise half-adder fails the test "Sum and carry": in row 4 (line 5) S should be 0 but is 1.',
    });
    const untested = await call('lesson:addExercise', {
      ...input,
      circuitId: await halfAdderCircuit(data, 'XOR_2', false),
    });
    expect(untested).toMatchObject({
      success: false,
      error: expect.stringMatching(/^Write a test in the Tests panel first/) as string,
    });
    expect(await call('lesson:addExercise', { ...input, circuitId: 'c_gone' })).toMatchObject({
      success: false,
      error: 'There is no circuit c_gone.',
    });
    expect(await call('lesson:addExercise', { ...input, circuitId: 'c1', hints: 'one' })).toMatchObject({
      success: false,
      code: 'INVALID_INPUT',
    });
    expect(await call('lesson:addExercise', { ...input, circuitId: 'c1', title: '  ' })).toMatchObject({
      success: false,
      code: 'INVALID_INPUT',
    });
    expect(await call('lesson:addExercise', { ...input, circuitId: 'c1', reference: {} })).toMatchObject({
      success: false,
      code: 'INVALID_INPUT',
    });
    // Nothing was added by the refusals.
    expect((await data<AuthoredLesson>('lesson:get', { lessonId: lesson.id })).lesson.exercises).toEqual([]);
  });

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
