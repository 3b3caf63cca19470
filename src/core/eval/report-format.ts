import type { Change, Comparison, TaskSide } from './compare';
import type { TaskRun } from './run-result';

/** Thousands separated: 12,345. */
function count(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

function dollars(cost: number | null): string {
  if (cost === null) return '?';
  return cost === 0 ? '$0' : `$${cost < 0.01 ? cost.toFixed(4) : cost.toFixed(3)}`;
}

function shorten(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

/** The name a run goes by in the table: the task, its repeat, or the transcript it replayed. */
export function runName(run: TaskRun): string {
  if (run.transcript !== undefined) return run.transcript.replace(/\.json$/, '');
  return run.repeat > 1 ? `${run.taskId} #${run.repeat}` : run.taskId;
}

function verdict(run: TaskRun): string {
  const result = run.passed ? 'pass' : 'FAIL';
  if (!run.expectation) return result;
  return run.expectation.met ? `${result} (as expected)` : `${result} (UNEXPECTED)`;
}

/** One line per finished run, as the evaluation goes: `[3/53] half-adder  pass  4 tools …`. */
export function progressLine(run: TaskRun, done: number, total: number): string {
  const width = String(total).length;
  const reason = run.passed ? '' : `  ${shorten(run.reasons[0] ?? '', 100)}`;
  const unmet =
    run.expectation && !run.expectation.met ? `  expected otherwise: ${run.expectation.unmet.join('; ')}` : '';
  return (
    `[${String(done).padStart(width)}/${total}] ${runName(run)}  ${verdict(run)}  ${run.metrics.toolCalls} tools  ` +
    `${run.metrics.rounds} rounds  ${count(run.metrics.tokens.input + run.metrics.tokens.output)} tokens  ` +
    `${run.metrics.seconds.toFixed(1)} s${reason}${unmet}`
  );
}

/** Lays rows out in columns (every column but the last padded to its widest cell). */
export function columns(rows: readonly (readonly string[])[], rightAligned: ReadonlySet<number> = new Set()): string[] {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  return rows.map((row) =>
    row
      .map((cell, i) => {
        if (i === row.length - 1) return cell;
        return rightAligned.has(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!);
      })
      .join('  ')
      .trimEnd(),
  );
}

/**
 * The report's table: task, difficulty, pass/fail, tool calls, rounds, tokens (in + out), seconds,
 * estimated cost, and the first reason of a failure.
 */
export function runTable(runs: readonly TaskRun[]): string[] {
  const header = ['task', 'difficulty', 'result', 'tools', 'rounds', 'tokens', 'seconds', 'cost', 'first reason'];
  const rows = runs.map((run) => [
    runName(run),
    run.difficulty,
    verdict(run),
    String(run.metrics.toolCalls),
    String(run.metrics.rounds),
    count(run.metrics.tokens.input + run.metrics.tokens.output),
    run.metrics.seconds.toFixed(1),
    dollars(run.metrics.costUsd),
    run.passed ? '' : shorten(run.reasons[0] ?? '', 120),
  ]);
  return columns([header, ...rows], new Set([3, 4, 5, 6, 7]));
}

function sideText(s: TaskSide | undefined): string {
  return s === undefined ? '-' : `${s.passed}/${s.runs}`;
}

function pair(a: number | null | undefined, b: number | null | undefined, digits = 0): string {
  const show = (n: number | null | undefined) =>
    n === null || n === undefined ? '-' : digits === 0 ? count(n) : n.toFixed(digits);
  return `${show(a)} → ${show(b)}`;
}

function signed(change: Change, digits: number): string {
  if (change.delta === null) return '';
  const text = digits === 0 ? count(Math.abs(change.delta)) : Math.abs(change.delta).toFixed(digits);
  return ` (${change.delta < 0 ? '−' : '+'}${text})`;
}

/** `--compare`: per task (passed runs, median tokens, tool calls, seconds: a → b), then the headline changes. */
export function comparisonLines(comparison: Comparison, nameA: string, nameB: string): string[] {
  const header = ['task', 'passed a → b', 'tokens a → b', 'tool calls a → b', 'seconds a → b', 'change'];
  const rows = comparison.tasks.map((t) => [
    t.taskId,
    `${sideText(t.a)} → ${sideText(t.b)}`,
    pair(t.a?.medianTokens, t.b?.medianTokens),
    pair(t.a?.medianToolCalls, t.b?.medianToolCalls),
    pair(t.a?.medianSeconds, t.b?.medianSeconds, 1),
    t.change === 'same' ? '' : t.change,
  ]);
  const c = comparison;
  return [
    `a: ${nameA}`,
    `b: ${nameB}`,
    '',
    ...columns([header, ...rows]),
    '',
    `pass rate          ${pair(c.pass_rate.a, c.pass_rate.b, 3)}${signed(c.pass_rate, 3)}`,
    `median tokens      ${pair(c.median_tokens.a, c.median_tokens.b)}${signed(c.median_tokens, 0)}`,
    `median tool calls  ${pair(c.median_tool_calls.a, c.median_tool_calls.b, 1)}${signed(c.median_tool_calls, 1)}`,
    `median seconds     ${pair(c.median_seconds.a, c.median_seconds.b, 1)}${signed(c.median_seconds, 1)}`,
    `fixed: ${c.fixed.join(', ') || 'none'}; broken: ${c.broken.join(', ') || 'none'}`,
  ];
}
