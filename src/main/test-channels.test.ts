import { afterEach, describe, expect, it } from 'vitest';
import { dispatch } from '../core/rpc/dispatch';
import type { Operation } from '../shared/circuit';
import type { TestRun } from '../shared/contract';
import { parseCircuitFile } from '../shared/circuit/file-format';
import type { Result } from '../shared/errors';
import { createAppServices, type AppServices } from './app-services';
import { inProcessTransport } from './simulation/transport';

let services: AppServices;
afterEach(() => services.close());

function call<T>(channel: string, payload: unknown): Promise<Result<T>> {
  return dispatch(services.handlers, channel, payload, { host: 'browser' }) as Promise<Result<T>>;
}
async function data<T>(channel: string, payload: unknown): Promise<T> {
  const result = await call<T>(channel, payload);
  if (!result.success) throw new Error(`${channel}: ${result.code} ${result.error}`);
  return result.data;
}

const add = (id: string, type: string, properties: Record<string, number> = {}): Operation => ({
  op: 'addComponent',
  component: { id, type, label: id, x: 0, y: 0, rotation: 0, properties },
});
const wire = (id: string, from: [string, string], to: [string, string]): Operation => ({
  op: 'addWire',
  wire: { id, from: { component: from[0], pin: from[1] }, to: { component: to[0], pin: to[1] } },
});

/** A 4-bit counter: a clock CLK into counter CNT, its top bit on probe Q3. */
async function counterCircuit(): Promise<string> {
  services = createAppServices({ host: 'browser', simulationTransport: () => inProcessTransport() });
  const opened = await data<{ meta: { id: string } }>('circuit:create', { name: 'Counter' });
  const circuitId = opened.meta.id;
  await data('circuit:apply', {
    circuitId,
    label: 'build',
    operations: [
      add('CLK', 'CLOCK'),
      add('CNT', 'COUNTER_4'),
      add('Q3', 'PROBE'),
      wire('w1', ['CLK', 'out'], ['CNT', 'CLK']),
      wire('w2', ['CNT', 'Q3'], ['Q3', 'in']),
    ],
  });
  return circuitId;
}

const COUNTS = 'CLK CNT Q3\n0 0 0\nloop(i, 10)\nC ((i+1)&15) (((i+1)>>3)&1)\nend loop\n';

describe('the tests:* channels', () => {
  it("adds a circuit's test as one undoable change, runs it in the simulation's thread, and undo takes it away", async () => {
    const circuitId = await counterCircuit();
    const added = await data<{ test: { id: string; name: string } }>('tests:add', {
      circuitId,
      name: 'Counts to ten',
      source: COUNTS,
    });
    expect(added.test.name).toBe('Counts to ten');
    expect(await data('tests:list', { circuitId })).toEqual({
      tests: [{ id: added.test.id, name: 'Counts to ten', source: COUNTS }],
    });
    const run = await data<TestRun>('tests:run', { circuitId });
    expect(run).toMatchObject({
      passed: true,
      engine: 'fast',
      tests: [{ name: 'Counts to ten', passed: true, rows: 11 }],
    });
    const history = await data<{ entries: { label: string }[] }>('history:list', { circuitId });
    expect(history.entries.at(-1)?.label).toBe('Add test Counts to ten');
    await data('history:undo', { circuitId });
    expect(await data('tests:list', { circuitId })).toEqual({ tests: [] });
    await data('history:redo', { circuitId });
    expect((await data<{ tests: unknown[] }>('tests:list', { circuitId })).tests).toHaveLength(1);
  });

  it('reports the failing row of a broken circuit, with a VCD of the steps when asked', async () => {
    const circuitId = await counterCircuit();
    await data('tests:add', { circuitId, name: 'counts', source: COUNTS });
    // Break it: the probe reads bit 2 instead of bit 3.
    await data('circuit:apply', {
      circuitId,
      label: 'break',
      operations: [{ op: 'removeWire', id: 'w2' }, wire('w3', ['CNT', 'Q2'], ['Q3', 'in'])],
    });
    const run = await data<TestRun>('tests:run', { circuitId, vcd: true, trace: true });
    expect(run.passed).toBe(false);
    expect(run.tests[0]!.failures[0]).toEqual({
      line: 4,
      row: 5,
      signal: 'Q3',
      expected: '0',
      actual: '1',
      variables: 'i=3',
    });
    expect(run.tests[0]!.trace?.signals.map((s) => s.name)).toEqual(['CLK', 'CNT', 'Q3']);
    expect(run.vcd).toContain('$var wire 4 " CNT [3:0] $end');
  });

  it('refuses a text that does not parse, naming line and column, and changes nothing', async () => {
    const circuitId = await counterCircuit();
    const refused = await call('tests:add', { circuitId, name: 'bad', source: 'CLK CNT\n0 (1+\n' });
    expect(refused.success || refused.code).toBe('TEST_SYNTAX');
    expect(!refused.success && refused.error).toMatch(/^Line 2, column 6: /);
    const run = await call('tests:run', { circuitId, source: 'CLK CNT\nloop(i, 3)\nC (i)\n' });
    expect(run.success || run.code).toBe('TEST_SYNTAX');
    expect(!run.success && run.error).toMatch(/^Line 4, column 1: the loop has no "end loop"/);
    expect(await data('tests:list', { circuitId })).toEqual({ tests: [] });
    expect(await call('tests:run', { circuitId })).toMatchObject({
      success: false,
      error: 'This circuit has no tests yet.',
    });
  });

  it('renames and changes a test, refuses a second test of the same name, and removes one', async () => {
    const circuitId = await counterCircuit();
    const { test } = await data<{ test: { id: string } }>('tests:add', { circuitId, name: 'a', source: COUNTS });
    await data('tests:add', { circuitId, name: 'b', source: 'CLK CNT\nC 1\n' });
    expect(await call('tests:update', { circuitId, testId: test.id, name: 'B' })).toMatchObject({
      success: false,
      error: 'A test named "B" already exists.',
    });
    await data('tests:update', { circuitId, testId: test.id, name: 'renamed', source: 'CLK CNT\nC 2\n' });
    const run = await data<TestRun>('tests:run', { circuitId });
    expect(run.tests.map((t) => [t.name, t.passed])).toEqual([
      ['renamed', false],
      ['b', true],
    ]);
    await data('tests:remove', { circuitId, testId: test.id });
    expect((await data<{ tests: { name: string }[] }>('tests:list', { circuitId })).tests.map((t) => t.name)).toEqual([
      'b',
    ]);
  });

  it('keeps tests in the file: version 4 only when there are tests, and they come back on import', async () => {
    const circuitId = await counterCircuit();
    const plain = await data<{ content: string }>('circuit:export', { id: circuitId });
    expect((JSON.parse(plain.content) as { version: number }).version).toBe(1);
    await data('tests:add', { circuitId, name: 'counts', source: COUNTS });
    const tested = await data<{ content: string }>('circuit:export', { id: circuitId });
    expect((JSON.parse(tested.content) as { version: number }).version).toBe(4);
    const file = parseCircuitFile(tested.content);
    expect(file.success && file.data.circuit.tests?.map((t) => t.name)).toEqual(['counts']);
    const imported = await data<{ meta: { id: string } }>('circuit:import', { content: tested.content });
    const run = await data<TestRun>('tests:run', { circuitId: imported.meta.id });
    expect(run.passed).toBe(true);
  });
});
