import type { Provider } from '../ai/provider';
import type { Redactor } from '../ai/redact';
import type { TokenUsage } from '../ai/messages';
import type { MessageRecord } from '../../shared/contract';
import { DEFAULT_HISTORY_BUDGET, exchangesOf, historyMessages, planHistory } from './history';
import { summarise } from './summariser';
import { timeSliced, yieldToTimers } from './time-slice';
import { ZERO_USAGE, type AssistantDeps, type TurnTicket } from './turn-types';

/** The history for this turn: the summary, then recent exchanges; older ones folded into a new summary when over budget. */
export async function requestHistory(
  deps: AssistantDeps,
  ticket: TurnTicket,
  providers: readonly Provider[],
  redactor: Redactor,
): Promise<{ history: ReturnType<typeof historyMessages>; usage: TokenUsage }> {
  const conversation = deps.conversations.open(ticket.conversationId);
  if (!conversation.success) return { history: [], usage: ZERO_USAGE };
  const messages = before(conversation.data.messages, ticket.userMessageId);
  const saved = deps.conversations.summary(ticket.conversationId);
  const summary = saved.success ? saved.data : undefined;
  const exchanges = exchangesOf(messages, summary?.throughMessageId);
  const pause = timeSliced(deps.yieldNow ?? yieldToTimers);
  const plan = await planHistory(summary?.text, exchanges, deps.history ?? DEFAULT_HISTORY_BUDGET, pause);
  if (plan.summarise.length === 0) return { history: historyMessages(summary?.text, plan.send), usage: ZERO_USAGE };
  const written = await summarise(providers, summary?.text, plan.summarise, ticket.controller.signal, redactor);
  if (!written) return { history: historyMessages(summary?.text, plan.send), usage: ZERO_USAGE };
  const last = plan.summarise.at(-1)!;
  const through = (last.answer ?? last.user).id;
  const stored = deps.conversations.saveSummary(ticket.conversationId, {
    text: written.text,
    throughMessageId: through,
  });
  if (!stored.success) console.warn(`[assistant] the summary could not be stored: ${stored.error}`);
  return { history: historyMessages(written.text, plan.send), usage: written.usage };
}

/** The messages before the turn's own user message (all of them when it has none). */
function before(messages: readonly MessageRecord[], userMessageId: string | undefined): MessageRecord[] {
  const at = userMessageId === undefined ? -1 : messages.findIndex((m) => m.id === userMessageId);
  return at < 0 ? [...messages] : messages.slice(0, at);
}
