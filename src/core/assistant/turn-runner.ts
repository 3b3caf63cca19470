import type { FriendlyError } from '../ai/friendly-error';
import { runTurn } from '../ai/loop';
import { addUsage } from '../ai/messages';
import { systemPrompt } from './prompt';
import { commit, commitLessons } from './turn-commit';
import { turnEventForwarder } from './turn-events';
import { requestHistory } from './turn-history';
import { setUpTurn, turnLessons, turnTools } from './turn-setup';
import { exerciseContext } from './turn-exercise';
import { stateContext } from './turn-state-context';
import { finishTurn } from './turn-store';
import { ZERO_USAGE, type AssistantDeps, type TurnAnswer, type TurnOutcome, type TurnTicket } from './turn-types';

export type { AssistantDeps, TurnOutcome, TurnTicket } from './turn-types';

/**
 * Runs one turn, a pipeline of steps each in its own file:
 *
 * 1. set up (`turn-setup.ts`): a working copy of the circuit, the provider chain, the redactor;
 * 2. the tools over the copy (`turn-setup.ts`), the history (`turn-history.ts`: summary and recent
 *    exchanges, older ones folded into a new summary when over budget) and a fresh state of the
 *    circuit (`turn-state-context.ts`);
 * 3. the engine's loop, its events forwarded to the chat panel (`turn-events.ts`);
 * 4. ONE change committed through the document service, source `assistant` (`turn-commit.ts`), and
 *    in course mode the lessons written or revised, one change per lesson;
 * 5. the answer and every tool call stored, and the finish event made (`turn-store.ts`), which the
 *    service sends.
 *
 * A failed or stopped turn commits nothing. Never throws.
 */
export async function executeTurn(deps: AssistantDeps, ticket: TurnTicket): Promise<TurnOutcome> {
  const { events } = deps;
  const { turnId, circuitId } = ticket;
  const finish = (answer: TurnAnswer) => finishTurn(deps, ticket, answer);
  const failed = (error: FriendlyError): TurnOutcome =>
    finish({ status: 'failed', text: '', changeId: null, rounds: 0, toolCalls: [], tokens: ZERO_USAGE, error });

  const prepared = await setUpTurn(deps, ticket);
  if (!prepared.success) return failed(prepared.error);
  const lessons = turnLessons(deps, ticket);
  if (!lessons.success) return failed(lessons.error);
  const { working, providers, redactor } = prepared.setup;
  const unsubscribe = working.onChange(() =>
    events.emit('assistant.preview', { turnId, circuitId, operations: working.operations() }),
  );
  try {
    const registry = turnTools(deps, ticket, working, lessons.draft);
    const { history, usage: summaryUsage } = await requestHistory(deps, ticket, providers, redactor);
    const exercise = exerciseContext(deps, ticket, working);
    const state = await stateContext(registry, working, ticket.controller.signal);
    const context = exercise === '' ? state : `${state}\n\n${exercise}`;
    const result = await runTurn({
      providers,
      system: systemPrompt(ticket.mode),
      history,
      message: ticket.message,
      context,
      tools: registry,
      signal: ticket.controller.signal,
      onEvent: turnEventForwarder({ events, turnId, circuitId, copy: working }),
      redactor,
      limits: { maxToolCalls: deps.settings.get('assistant.toolCallLimit'), ...deps.limits },
      ...(deps.retry === undefined ? {} : { retry: deps.retry }),
    });
    const base = {
      text: result.text,
      rounds: result.rounds,
      toolCalls: result.toolCalls,
      tokens: addUsage(result.usage, summaryUsage),
      ...(result.answeredBy ? { provider: result.answeredBy.label, model: result.answeredBy.model } : {}),
      ...(result.limit === undefined ? {} : { limit: result.limit }),
    };
    if (result.status === 'failed' || result.status === 'cancelled') {
      return finish({
        ...base,
        status: result.status,
        changeId: null,
        ...(result.error ? { error: result.error } : {}),
      });
    }
    const committed = commit(deps, ticket, working);
    if (!committed.success) return finish({ ...base, status: 'failed', changeId: null, error: committed.error });
    const saved = commitLessons(deps, ticket, lessons.draft);
    if (!saved.success) return finish({ ...base, status: 'failed', changeId: committed.changeId, error: saved.error });
    return finish({ ...base, status: result.status, changeId: committed.changeId });
  } finally {
    unsubscribe();
  }
}
