import { describe, expect, it } from 'vitest';
import { estimateCost, normalizeModel, priceOf } from './prices';
import { selectTasks } from './select';
import { median, summarize, type RunMetrics, type RunRecord } from './summary';

const metrics = (tokens: number, toolCalls: number, seconds: number, costUsd: number | null): RunMetrics => ({
  tokens: { input: tokens - 100, output: 100, cached: 0 },
  toolCalls,
  rounds: toolCalls + 1,
  seconds,
  costUsd,
});

describe('summarize', () => {
  const runs: RunRecord[] = [
    { taskId: 'and-gate', difficulty: 'easy', passed: true, metrics: metrics(1000, 2, 3, 0.01) },
    { taskId: 'and-gate', difficulty: 'easy', passed: false, metrics: metrics(3000, 6, 9, 0.03) },
    { taskId: 'full-adder', difficulty: 'medium', passed: true, metrics: metrics(2000, 4, 5, 0.02) },
    { taskId: 'traffic-light', difficulty: 'hard', passed: false },
  ];

  it('counts tasks, runs and passes, overall and by difficulty', () => {
    const summary = summarize(runs);
    expect(summary).toMatchObject({ tasks: 3, runs: 4, passed: 2, pass_rate: 0.5 });
    expect(summary.by_difficulty).toEqual({
      easy: { runs: 2, passed: 1, pass_rate: 0.5 },
      medium: { runs: 1, passed: 1, pass_rate: 1 },
      hard: { runs: 1, passed: 0, pass_rate: 0 },
    });
  });

  it('takes medians over the runs that were measured', () => {
    expect(summarize(runs)).toMatchObject({
      median_tokens: 2000,
      median_tool_calls: 4,
      median_rounds: 5,
      median_seconds: 5,
    });
  });

  it('sums the cost only when every run has one: unknown is null, not 0', () => {
    expect(summarize(runs).total_cost_usd).toBeNull();
    expect(summarize(runs.slice(0, 3)).total_cost_usd).toBeCloseTo(0.06, 10);
    expect(summarize([{ ...runs[0]!, metrics: metrics(10, 1, 1, null) }]).total_cost_usd).toBeNull();
  });

  it('rounds rates to three decimals and gives null for nothing', () => {
    const thirds = [true, false, false].map((passed, i): RunRecord => ({
      taskId: `t${i}`,
      difficulty: 'hard',
      passed,
    }));
    expect(summarize(thirds).pass_rate).toBe(0.333);
    expect(summarize([])).toMatchObject({ tasks: 0, runs: 0, pass_rate: null, median_tokens: null });
  });

  it('medians: middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});

describe('prices', () => {
  const tokens = { input: 1_000_000, output: 500_000, cached: 400_000 };

  it('estimates input, cached input and output at their own prices', () => {
    // gpt-4o-mini: 0.15 in, 0.075 cached, 0.60 out per million.
    expect(estimateCost('gpt-4o-mini', tokens)).toBeCloseTo(0.6 * 0.15 + 0.4 * 0.075 + 0.5 * 0.6, 10);
  });

  it('finds dated and "-latest" model ids under their base name', () => {
    expect(normalizeModel('claude-3-5-haiku-20241022')).toBe('claude-3-5-haiku');
    expect(normalizeModel('GPT-4o-mini-2024-07-18')).toBe('gpt-4o-mini');
    expect(priceOf('claude-sonnet-4-5-latest')).toEqual(priceOf('claude-sonnet-4-5', 'anthropic'));
  });

  it('is free for local providers, and null (not 0) for unknown models', () => {
    expect(estimateCost('qwen2.5-coder:7b', tokens, 'ollama')).toBe(0);
    expect(estimateCost('my-own-model', tokens)).toBeNull();
    expect(estimateCost('gpt-4o-mini', tokens, 'cerebras')).toBeNull();
  });

  it('needs the provider when providers price one model id differently', () => {
    const table = {
      fastcloud: { 'llama-3.3-70b': { input: 0.6, cachedInput: 0.6, output: 0.8 } },
      cheapcloud: { 'llama-3.3-70b': { input: 0.1, cachedInput: 0.1, output: 0.3 } },
      samecloud: { 'gpt-x': { input: 1, cachedInput: 0.5, output: 2 } },
      othercloud: { 'gpt-x': { input: 1, cachedInput: 0.5, output: 2 } },
    };
    expect(priceOf('llama-3.3-70b', undefined, table)).toBeUndefined();
    expect(priceOf('llama-3.3-70b', 'cheapcloud', table)?.input).toBe(0.1);
    expect(priceOf('gpt-x', undefined, table)?.output).toBe(2);
    expect(priceOf('gpt-4o-mini', 'cerebras')).toBeUndefined();
  });

  it('never counts more cached tokens than input tokens', () => {
    const cost = estimateCost('gpt-4o-mini', { input: 100, output: 0, cached: 1000 });
    expect(cost).toBeCloseTo((100 * 0.075) / 1e6, 12);
  });
});

describe('selectTasks', () => {
  const tasks = ['and-gate', 'or-gate', 'counter-2bit', 'counter-4bit', 'sr-latch'].map((id) => ({ id }));
  it('selects by comma-separated globs, or everything', () => {
    expect(selectTasks(tasks, 'counter-*,sr-latch').map((t) => t.id)).toEqual([
      'counter-2bit',
      'counter-4bit',
      'sr-latch',
    ]);
    expect(selectTasks(tasks, '?r-gate').map((t) => t.id)).toEqual(['or-gate']);
    expect(selectTasks(tasks)).toHaveLength(5);
    expect(selectTasks(tasks, 'nothing*')).toEqual([]);
  });
});
