import type { ChatMessage } from '../ai/messages';
import type { MessageRecord, ToolCallRecord } from '../../shared/contract';
import { countTokens, countTokensSliced } from './tokens';

/** One user message and the assistant's answer to it (absent when there was none). */
export interface Exchange {
  readonly user: MessageRecord;
  readonly answer: MessageRecord | undefined;
}

/** How much of the past a request carries. */
export interface HistoryBudget {
  /** Exchanges always sent word for word (older ones are summarised). */
  readonly recentExchanges: number;
  /** Tokens the history (summary included) may take before older exchanges are summarised. */
  readonly maxTokens: number;
}

export const DEFAULT_HISTORY_BUDGET: HistoryBudget = { recentExchanges: 6, maxTokens: 6_000 };

/** Pairs stored messages into exchanges, oldest first. Messages before `afterId` are left out. */
export function exchangesOf(messages: readonly MessageRecord[], afterId?: string): Exchange[] {
  const start = afterId === undefined ? 0 : messages.findIndex((m) => m.id === afterId) + 1;
  const exchanges: Exchange[] = [];
  for (const message of messages.slice(start)) {
    if (message.role === 'user') exchanges.push({ user: message, answer: undefined });
    else if (message.role === 'assistant' && exchanges.length > 0 && exchanges.at(-1)!.answer === undefined) {
      exchanges[exchanges.length - 1] = { user: exchanges.at(-1)!.user, answer: message };
    }
  }
  return exchanges;
}

/**
 * An exchange as the model re-reads it: the user's words, then one line per tool call and the
 * answer. Old tool calls are never replayed whole: the circuit's state is sent fresh each turn.
 */
export function exchangeMessages(exchange: Exchange): ChatMessage[] {
  return [
    { role: 'user', content: exchange.user.content },
    { role: 'assistant', content: answerText(exchange.answer), toolCalls: [] },
  ];
}

function answerText(answer: MessageRecord | undefined): string {
  if (!answer) return '(no answer)';
  const calls = answer.toolCalls.map(toolLine);
  const lines = calls.length > 0 ? [`[tools: ${calls.join('; ')}]`] : [];
  if (answer.status === 'cancelled')
    lines.push('(stopped by the user before the answer was finished; nothing was applied)');
  else if (answer.status === 'failed')
    lines.push(`(the turn failed: ${answer.error?.message ?? 'unknown error'}; nothing was applied)`);
  if (answer.content.trim() !== '') lines.push(answer.content);
  return lines.join('\n') || '(no answer)';
}

/** "apply_blueprint ✓", "connect ✗ No pin "x" on G1". */
function toolLine(call: ToolCallRecord): string {
  if (call.success) return `${call.name} ✓`;
  const result = call.result as { error?: unknown } | null;
  const error = typeof result?.error === 'string' ? result.error : 'failed';
  return `${call.name} ✗ ${error.slice(0, 80)}`;
}

/** The request history: the summary (if any) as the first message, then the exchanges. */
export function historyMessages(summary: string | undefined, exchanges: readonly Exchange[]): ChatMessage[] {
  return [
    ...(summary === undefined
      ? []
      : [{ role: 'user' as const, content: `[Summary of our earlier conversation]\n${summary}` }]),
    ...exchanges.flatMap(exchangeMessages),
  ];
}

/** Tokens of messages as sent (their text). */
export function tokensOf(messages: readonly ChatMessage[]): number {
  return messages.reduce((sum, m) => sum + countTokens(m.content) + 4, 0);
}

/** {@link tokensOf}, pausing between calls of the tokenizer. */
async function tokensSliced(messages: readonly ChatMessage[], pause: () => Promise<void>): Promise<number> {
  let total = 0;
  for (const message of messages) total += (await countTokensSliced(message.content, pause)) + 4;
  return total;
}

/** Which exchanges a request carries, and which should be folded into the summary first. */
export interface HistoryPlan {
  readonly send: readonly Exchange[];
  /** Non-empty when the history has passed the token budget: the older part, to be summarised. */
  readonly summarise: readonly Exchange[];
}

/**
 * Plans a request's history: the last `recentExchanges` exchanges (fewer if even they pass the
 * budget), after the summary. Older exchanges are dropped; once everything since the summary passes
 * the budget, they are folded into a new summary (rarely, so the prompt prefix stays cacheable).
 * Each exchange is counted once, newest first, and counting stops as soon as the budget is passed;
 * `pause` is awaited between calls of the tokenizer, so the host can answer other requests meanwhile.
 */
export async function planHistory(
  summary: string | undefined,
  exchanges: readonly Exchange[],
  budget: HistoryBudget,
  pause: () => Promise<void> = async () => {},
): Promise<HistoryPlan> {
  const recent = Math.min(budget.recentExchanges, exchanges.length);
  let total = await tokensSliced(historyMessages(summary, []), pause);
  let keep = 0;
  let over = false;
  for (let newest = 1; newest <= exchanges.length; newest++) {
    total += await tokensSliced(exchangeMessages(exchanges[exchanges.length - newest]!), pause);
    if (total > budget.maxTokens) {
      over = true;
      break;
    }
    if (newest <= recent) keep = newest;
  }
  // Even alone, the last exchange is sent: the model needs what it answers.
  keep = Math.max(keep, Math.min(1, recent));
  return {
    send: exchanges.slice(exchanges.length - keep),
    summarise: over ? exchanges.slice(0, exchanges.length - keep) : [],
  };
}

/** The transcript a summary is written from. */
export function transcript(summary: string | undefined, exchanges: readonly Exchange[]): string {
  const parts = summary === undefined ? [] : [`Earlier summary: ${summary}`];
  for (const exchange of exchanges) {
    parts.push(`User: ${exchange.user.content}`);
    parts.push(`Assistant: ${answerText(exchange.answer)}`);
  }
  return parts.join('\n\n');
}
