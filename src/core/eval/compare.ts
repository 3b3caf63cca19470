import type { ComparableResults } from './run-result';
import { median, summarize } from './summary';

/** One task's runs in one results file. */
export interface TaskSide {
  readonly runs: number;
  readonly passed: number;
  readonly medianTokens: number | null;
  readonly medianToolCalls: number | null;
  readonly medianSeconds: number | null;
}

/** How one task fared in the two files: `fixed` (more of its runs pass in b), `broken` (fewer), `same`. */
export interface TaskComparison {
  readonly taskId: string;
  readonly a?: TaskSide;
  readonly b?: TaskSide;
  readonly change: 'fixed' | 'broken' | 'same' | 'only in a' | 'only in b';
}

/** A number before and after; `delta` is b − a, null when either is unknown. */
export interface Change {
  readonly a: number | null;
  readonly b: number | null;
  readonly delta: number | null;
}

/** Two results files side by side: per task, then the headline numbers. */
export interface Comparison {
  readonly tasks: TaskComparison[];
  readonly pass_rate: Change;
  readonly median_tokens: Change;
  readonly median_tool_calls: Change;
  readonly median_seconds: Change;
  readonly fixed: string[];
  readonly broken: string[];
}

function side(runs: ComparableResults['runs']): TaskSide {
  const measured = runs.flatMap((r) => (r.metrics ? [r.metrics] : []));
  return {
    runs: runs.length,
    passed: runs.filter((r) => r.passed).length,
    medianTokens: median(measured.map((m) => m.tokens.input + m.tokens.output)),
    medianToolCalls: median(measured.map((m) => m.toolCalls)),
    medianSeconds: median(measured.map((m) => m.seconds)),
  };
}

function change(a: number | null, b: number | null): Change {
  return { a, b, delta: a === null || b === null ? null : Math.round((b - a) * 1000) / 1000 };
}

/** Compares two runs of the evaluation task by task (by pass rate, since repeats may differ) and overall. */
export function compareResults(a: ComparableResults, b: ComparableResults): Comparison {
  const ids = [...new Set([...a.runs, ...b.runs].map((r) => r.taskId))].sort();
  const tasks = ids.map((taskId): TaskComparison => {
    const runsA = a.runs.filter((r) => r.taskId === taskId);
    const runsB = b.runs.filter((r) => r.taskId === taskId);
    if (runsB.length === 0) return { taskId, a: side(runsA), change: 'only in a' };
    if (runsA.length === 0) return { taskId, b: side(runsB), change: 'only in b' };
    const sa = side(runsA);
    const sb = side(runsB);
    const rateA = sa.passed / sa.runs;
    const rateB = sb.passed / sb.runs;
    return { taskId, a: sa, b: sb, change: rateB > rateA ? 'fixed' : rateB < rateA ? 'broken' : 'same' };
  });
  const sumA = summarize(a.runs);
  const sumB = summarize(b.runs);
  return {
    tasks,
    pass_rate: change(sumA.pass_rate, sumB.pass_rate),
    median_tokens: change(sumA.median_tokens, sumB.median_tokens),
    median_tool_calls: change(sumA.median_tool_calls, sumB.median_tool_calls),
    median_seconds: change(sumA.median_seconds, sumB.median_seconds),
    fixed: tasks.filter((t) => t.change === 'fixed').map((t) => t.taskId),
    broken: tasks.filter((t) => t.change === 'broken').map((t) => t.taskId),
  };
}
