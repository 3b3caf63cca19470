import type { ToolCall } from './messages';
import type { ToolCallOutcome } from './turn';

/**
 * The short notes the loop adds to a request (never stored in the conversation): the retry summary
 * after failed calls, and the instruction to answer in words at a limit.
 */

function line(outcome: ToolCallOutcome): string {
  if (outcome.success) return `✓ ${outcome.name}`;
  const result = outcome.result as { error?: unknown; hint?: unknown };
  const error = typeof result.error === 'string' ? result.error : 'failed';
  const hint = typeof result.hint === 'string' ? ` Hint: ${result.hint}` : '';
  return `✗ ${outcome.name}: ${error}${hint}`;
}

/** After a round with failed calls: each call ✓ or ✗ with its error, and what to do. */
export function retrySummary(round: readonly ToolCallOutcome[], attempt: number, maxAttempts: number): string {
  return [
    `Some tool calls failed (correction ${attempt} of ${maxAttempts}). This round:`,
    ...round.map(line),
    'Fix the failed calls and go on; do not repeat the calls that succeeded.',
  ].join('\n');
}

/** At the tool-call limit: answer in words, no more tools. */
export function limitNote(limit: number, refused: readonly ToolCall[]): string {
  const notRun = refused.length > 0 ? ` These calls were not run: ${refused.map((c) => c.name).join(', ')}.` : '';
  return [
    `You have used all ${limit} tool calls allowed for one message.${notRun}`,
    'Do not call any tool now. Tell the user in a few sentences what you did, what is still left to do,',
    'and that they can reply "continue" to let you go on.',
  ].join('\n');
}

/** After too many rounds of failing calls: explain instead of trying again. */
export function correctionLimitNote(rounds: number, last: readonly ToolCallOutcome[]): string {
  return [
    `Tool calls have failed in ${rounds} rounds in a row. The last round:`,
    ...last.map(line),
    'Do not call any tool now. Explain to the user what you were trying to do, what went wrong,',
    'and what they could try instead.',
  ].join('\n');
}

/** Our own words when the model could not give them (its last request failed or was empty). */
export function limitFallbackText(limit: 'tool_calls' | 'corrections', outcomes: readonly ToolCallOutcome[]): string {
  const done = outcomes.filter((o) => o.status === 'done');
  const succeeded = done.filter((o) => o.success).map((o) => o.name);
  const summary = succeeded.length > 0 ? ` The calls that worked: ${succeeded.join(', ')}.` : '';
  return limit === 'tool_calls'
    ? `I stopped after ${done.length} tool calls, the most allowed for one message.${summary} Reply "continue" to let me go on.`
    : `I stopped because my tool calls kept failing.${summary} Try rephrasing the request, or ask me to explain what went wrong.`;
}
