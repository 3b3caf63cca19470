import type { Json } from '../ai/messages';
import { capMessage, previewText, shortName } from './limits';
import type { AssistantDeps, TurnAnswer, TurnOutcome, TurnTicket } from './turn-types';

/**
 * The end of every turn: the answer (capped) stored with every tool call, and the finish event the
 * service sends, whose text is a preview when it is long (the whole answer is in the conversation).
 */
export function finishTurn(deps: AssistantDeps, ticket: TurnTicket, finished: TurnAnswer): TurnOutcome {
  const result = { ...finished, text: capMessage(finished.text) };
  const messageId = store(deps, ticket, result);
  const { toolCalls, text, ...rest } = result;
  const preview = previewText(text);
  return {
    turnId: ticket.turnId,
    circuitId: ticket.circuitId,
    conversationId: ticket.conversationId,
    ...rest,
    text: preview.text,
    ...(preview.chars === undefined ? {} : { textChars: preview.chars }),
    toolCalls: toolCalls.filter((c) => c.status !== 'refused').length,
    ...(messageId === undefined ? {} : { messageId }),
  };
}

/** Stores the answer with every tool call; a failed write is logged and the user told, never fatal. */
function store(deps: AssistantDeps, ticket: TurnTicket, result: TurnAnswer): string | undefined {
  const stored = deps.conversations.append(ticket.conversationId, {
    role: 'assistant',
    content: result.text,
    ...(result.provider === undefined ? {} : { provider: result.provider }),
    ...(result.model === undefined ? {} : { model: result.model }),
    tokens: { input: result.tokens.input, output: result.tokens.output, cached: result.tokens.cached },
    turnId: ticket.turnId,
    status: result.status,
    rounds: result.rounds,
    ...(result.limit === undefined ? {} : { limit: result.limit }),
    ...(result.error === undefined
      ? {}
      : { error: { code: result.error.code, message: result.error.message, hint: result.error.hint } }),
    toolCalls: result.toolCalls.map((call) => ({
      name: shortName(call.name),
      arguments: call.arguments,
      result: JSON.parse(JSON.stringify(call.result)) as Json,
      success: call.success,
      changeId: result.changeId,
      providerCallId: call.id,
      status: call.status,
      ms: Math.round(call.ms),
    })),
  });
  if (stored.success) return stored.data.id;
  deps.events.emit('assistant.notice', {
    turnId: ticket.turnId,
    circuitId: ticket.circuitId,
    kind: 'storage',
    message: `This answer could not be saved to the conversation (${stored.error}); the circuit is not affected.`,
  });
  return undefined;
}
