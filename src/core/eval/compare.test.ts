import { describe, expect, it } from 'vitest';
import { compareResults } from './compare';
import { comparisonLines, progressLine, runTable } from './report-format';
import type { ComparableResults, TaskRun } from './run-result';

function run(taskId: string, passed: boolean, tokens: number, toolCalls: number, seconds: number): TaskRun {
  return {
    taskId,
    title: taskId,
    difficulty: 'easy',
    category: 'combinational',
    repeat: 1,
    passed,
    reasons: passed ? [] : [`Truth table: 1 of 4 rows differ from the request (${taskId}).`, 'a second reason'],
    status: 'done',
    turns: 1,
    metrics: {
      tokens: { input: tokens - 100, output: 100, cached: 0 },
      toolCalls,
      rounds: toolCalls + 1,
      seconds,
      costUsd: 0.0012,
    },
    tools: [],
    provider: 'Groq',
    model: 'openai/gpt-oss-120b',
    answer: '',
  };
}

const file = (runs: TaskRun[]): ComparableResults => ({
  version: 1,
  provider: 'groq',
  model: 'openai/gpt-oss-120b',
  startedAt: '2026-06-01T00:00:00.000Z',
  runs,
});

describe('compareResults', () => {
  const a = file([
    run('and-gate', true, 1000, 2, 3),
    run('or-gate', false, 2000, 4, 5),
    run('xor-gate', true, 900, 2, 2),
  ]);
  const b = file([
    run('and-gate', false, 1500, 3, 4),
    run('or-gate', true, 2500, 5, 6),
    run('nand-gate', true, 800, 2, 1),
  ]);

  it('names the tasks that got fixed or broken, and those only one file has', () => {
    const c = compareResults(a, b);
    expect(c.tasks.map((t) => [t.taskId, t.change])).toEqual([
      ['and-gate', 'broken'],
      ['nand-gate', 'only in b'],
      ['or-gate', 'fixed'],
      ['xor-gate', 'only in a'],
    ]);
    expect(c.fixed).toEqual(['or-gate']);
    expect(c.broken).toEqual(['and-gate']);
  });

  it('gives the change in pass rate and in the medians of tokens, tool calls and seconds', () => {
    const c = compareResults(a, b);
    expect(c.pass_rate).toEqual({ a: 0.667, b: 0.667, delta: 0 });
    expect(c.median_tokens).toEqual({ a: 1000, b: 1500, delta: 500 });
    expect(c.median_tool_calls).toEqual({ a: 2, b: 3, delta: 1 });
    expect(c.median_seconds).toEqual({ a: 3, b: 4, delta: 1 });
  });

  it('compares tasks by their pass rate, so a different --repeat still compares', () => {
    const twice = file([run('and-gate', true, 1000, 2, 3), run('and-gate', false, 1000, 2, 3)]);
    const once = file([run('and-gate', true, 1000, 2, 3)]);
    expect(compareResults(twice, once).tasks[0]).toMatchObject({ change: 'fixed', a: { runs: 2, passed: 1 } });
  });

  it('prints a line per task and the headline changes, signed', () => {
    const lines = comparisonLines(compareResults(a, b), 'a.json', 'b.json');
    expect(lines.find((l) => l.startsWith('and-gate'))).toMatch(
      /^and-gate +1\/1 → 0\/1 +1,000 → 1,500 +2 → 3 +3\.0 → 4\.0 +broken$/,
    );
    expect(lines.find((l) => l.startsWith('median tokens'))).toBe('median tokens      1,000 → 1,500 (+500)');
    expect(lines.at(-1)).toBe('fixed: or-gate; broken: and-gate');
  });
});

describe('the report table and progress lines', () => {
  it('shows every column, the cost, and only the first reason of a failure', () => {
    const lines = runTable([run('and-gate', true, 1234, 2, 3.14), run('or-gate', false, 20000, 4, 5)]);
    expect(lines[0]).toMatch(/^task +difficulty +result +tools +rounds +tokens +seconds +cost +first reason$/);
    expect(lines[1]).toMatch(/^and-gate +easy +pass +2 +3 +1,234 +3\.1 +\$0\.0012$/);
    expect(lines[2]).toMatch(/^or-gate +easy +FAIL +4 +5 +20,000 +5\.0 +\$0\.0012 +Truth table: 1 of 4 rows differ/);
    expect(lines[2]).not.toContain('a second reason');
  });

  it('marks a replayed run that did not do what its transcript expects', () => {
    const replayed: TaskRun = {
      ...run('and-gate', true, 100, 2, 1),
      transcript: 'and-gate--wrong-gate.json',
      expectation: { met: false, unmet: ['expected to fail, but it passed'] },
    };
    expect(progressLine(replayed, 3, 12)).toBe(
      '[ 3/12] and-gate--wrong-gate  pass (UNEXPECTED)  2 tools  3 rounds  100 tokens  1.0 s' +
        '  expected otherwise: expected to fail, but it passed',
    );
  });
});
