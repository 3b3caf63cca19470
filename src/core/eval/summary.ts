import type { TokenCounts } from './prices';
import { DIFFICULTIES, type Difficulty } from './task';

/** What the harness measured of one run of one task. */
export interface RunMetrics {
  readonly tokens: TokenCounts;
  readonly toolCalls: number;
  readonly rounds: number;
  readonly seconds: number;
  /** Estimated from the price table; null when the model's price is unknown. */
  readonly costUsd: number | null;
}

/** One scored run: the task, its verdict, and its metrics (absent when the run could not start). */
export interface RunRecord {
  readonly taskId: string;
  readonly difficulty: Difficulty;
  readonly passed: boolean;
  readonly metrics?: RunMetrics;
}

/** Pass counts of one difficulty. */
export interface DifficultySummary {
  readonly runs: number;
  readonly passed: number;
  readonly pass_rate: number | null;
}

/**
 * The report's numbers, shaped as the JSON line `npm run eval` ends with. `tasks` counts distinct
 * tasks, `runs` every run (tasks × repeat); `passed` and `pass_rate` count runs. Medians are over
 * the runs that have metrics (null when none); tokens are input + output per run.
 */
export interface EvalSummary {
  readonly tasks: number;
  readonly runs: number;
  readonly passed: number;
  readonly pass_rate: number | null;
  readonly by_difficulty: Readonly<Record<Difficulty, DifficultySummary>>;
  readonly median_tokens: number | null;
  readonly median_tool_calls: number | null;
  readonly median_rounds: number | null;
  readonly median_seconds: number | null;
  /** Sum over the runs; null when any run's cost is unknown or missing. */
  readonly total_cost_usd: number | null;
}

/** The median (mean of the two middle values for an even count), or null for no values. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A ratio rounded to three decimals, as the report prints it; null for 0 of 0. */
function rate(passed: number, runs: number): number | null {
  return runs === 0 ? null : Math.round((passed / runs) * 1000) / 1000;
}

/** Summarizes scored runs into the report's numbers. */
export function summarize(records: readonly RunRecord[]): EvalSummary {
  const passed = records.filter((r) => r.passed).length;
  const byDifficulty = Object.fromEntries(
    DIFFICULTIES.map((difficulty) => {
      const group = records.filter((r) => r.difficulty === difficulty);
      const groupPassed = group.filter((r) => r.passed).length;
      return [difficulty, { runs: group.length, passed: groupPassed, pass_rate: rate(groupPassed, group.length) }];
    }),
  ) as Record<Difficulty, DifficultySummary>;
  const measured = records.flatMap((r) => (r.metrics ? [r.metrics] : []));
  const costs = records.map((r) => r.metrics?.costUsd ?? null);
  return {
    tasks: new Set(records.map((r) => r.taskId)).size,
    runs: records.length,
    passed,
    pass_rate: rate(passed, records.length),
    by_difficulty: byDifficulty,
    median_tokens: median(measured.map((m) => m.tokens.input + m.tokens.output)),
    median_tool_calls: median(measured.map((m) => m.toolCalls)),
    median_rounds: median(measured.map((m) => m.rounds)),
    median_seconds: median(measured.map((m) => m.seconds)),
    total_cost_usd:
      records.length > 0 && costs.every((c): c is number => c !== null) ? costs.reduce((a, b) => a + b, 0) : null,
  };
}
