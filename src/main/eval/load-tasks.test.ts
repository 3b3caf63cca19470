import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadTaskSet } from './load-tasks';

const task = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Task ${id}`,
  difficulty: 'easy',
  category: 'combinational',
  request: 'Two switches A and B and an LED Y lit when both are on.',
  spec: { kind: 'combinational', inputs: ['A', 'B'], outputs: ['Y'], expressions: { Y: 'A and B' } },
  ...extra,
});

describe('loadTaskSet', () => {
  let dir: string;
  const write = (path: string, content: unknown) =>
    writeFileSync(join(dir, path), typeof content === 'string' ? content : JSON.stringify(content));

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'cf-eval-'));
    mkdirSync(join(dir, 'tasks'));
    mkdirSync(join(dir, 'solutions'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('loads tasks sorted by id, each with its solution when there is one', () => {
    write('tasks/b-task.json', task('b-task'));
    write('tasks/a-task.json', task('a-task'));
    write('solutions/a-task.json', { answer: 'An AND gate.' });
    write('tasks/notes.txt', 'not a task');
    const loaded = loadTaskSet(dir);
    if (!loaded.success) throw new Error(loaded.error);
    expect(loaded.data.map((t) => [t.task.id, t.solution?.answer])).toEqual([
      ['a-task', 'An AND gate.'],
      ['b-task', undefined],
    ]);
  });

  it('reports every problem of every file, with the file and the place', () => {
    write('tasks/broken.json', '{ "id": ');
    write('tasks/renamed.json', task('other-name'));
    write('tasks/wrong-kind.json', task('wrong-kind', { category: 'sequential' }));
    write(
      'tasks/bad-test.json',
      task('bad-test', {
        category: 'sequential',
        spec: { kind: 'sequential', inputs: ['D'], outputs: ['Q'], test: ['D Q', '0 0', '(1 + 0'] },
      }),
    );
    write(
      'tasks/bad-header.json',
      task('bad-header', {
        category: 'sequential',
        spec: { kind: 'sequential', inputs: ['D'], outputs: ['Q'], test: ['D E Q', '1 1 C'] },
      }),
    );
    write('tasks/edit-without-start.json', task('edit-without-start', { category: 'edit' }));
    write('tasks/good.json', task('good'));
    write('solutions/good.json', { blueprint: { components: [], wires: [] }, extra: 1 });
    const loaded = loadTaskSet(dir);
    expect(loaded.success).toBe(false);
    if (loaded.success) return;
    const text = loaded.error;
    expect(text).toMatch(/broken\.json: not readable JSON/);
    expect(text).toMatch(/renamed\.json: the id is "other-name" but the file is renamed\.json/);
    expect(text).toMatch(/wrong-kind\.json: spec\.kind: a sequential task needs a sequential spec/);
    expect(text).toMatch(/bad-header\.json: spec\.test\.0: the test's header names E, which is not an input/);
    expect(text).toMatch(/bad-test\.json: spec\.test\.2: the test does not parse: Line 3, column \d+/);
    expect(text).toMatch(/edit-without-start\.json: start: an edit task starts from a circuit/);
    expect(text).toMatch(/solutions\/good\.json: \(top\): Unrecognized key: "extra"/);
  });

  it('says where it looked when there is no task folder', () => {
    const loaded = loadTaskSet(join(dir, 'nowhere'));
    expect(loaded.success || loaded.error).toMatch(/There is no task folder at .*nowhere/);
  });
});
