import type { AppServices } from '../../main/app-services';
import type { EventPayload } from '../../shared/contract';
import type { AssistantMode } from '../../shared/contract/conversation-channels';
import { ok, type Result } from '../../shared/errors';
import { call } from '../call';

/** How a turn ended (the `assistant.turnFinished` event). */
export type TurnFinished = EventPayload<'assistant.turnFinished'>;
/** A finished tool call, as the chat's trace shows it. */
export type ToolCallDone = EventPayload<'assistant.toolCall'>;
/** A retry or a switch to the fallback provider. */
export type TurnNotice = EventPayload<'assistant.notice'>;

/** What one turn is about and who listens as it runs. */
export interface OneTurn {
  /** The circuit to start from, as the text of our circuit file; undefined: an empty circuit. */
  readonly circuitFile: string | undefined;
  readonly name: string;
  readonly message: string;
  readonly mode: AssistantMode;
  readonly onToolCall?: (call: ToolCallDone) => void;
  readonly onNotice?: (notice: TurnNotice) => void;
}

/** The turn as it ended, its whole answer, and the circuit as our file afterwards. */
export interface TurnOutcome {
  readonly finished: TurnFinished;
  readonly answer: string;
  readonly circuitFile: string;
}

/**
 * Runs ONE assistant turn as the app does: the circuit imported (`circuit:import`) or a new one
 * (`circuit:create`), the message through `assistant:send`, the turn awaited on its
 * `assistant.turnFinished`, then the circuit exported (`circuit:export`, the app's file). A turn
 * that fails is an outcome, not a failure: the caller decides what to write.
 */
export async function runOneTurn(services: AppServices, turn: OneTurn): Promise<Result<TurnOutcome>> {
  const waiting = new Map<string, (payload: TurnFinished) => void>();
  const done = new Map<string, TurnFinished>();
  const unsubscribe = services.events.subscribe((event) => {
    if (event.name === 'assistant.toolCall' && event.payload.phase === 'finished') turn.onToolCall?.(event.payload);
    if (event.name === 'assistant.notice') turn.onNotice?.(event.payload);
    if (event.name !== 'assistant.turnFinished') return;
    done.set(event.payload.turnId, event.payload);
    waiting.get(event.payload.turnId)?.(event.payload);
  });
  try {
    const opened =
      turn.circuitFile === undefined
        ? await call(services, 'circuit:create', { name: turn.name })
        : await call(services, 'circuit:import', { content: turn.circuitFile, fileName: `${turn.name}.json` });
    if (!opened.success) return opened;
    const circuitId = opened.data.meta.id;
    const sent = await call(services, 'assistant:send', { circuitId, message: turn.message, mode: turn.mode });
    if (!sent.success) return sent;
    const finished = await new Promise<TurnFinished>((resolve) => {
      const already = done.get(sent.data.turnId);
      if (already) resolve(already);
      else waiting.set(sent.data.turnId, resolve);
    });
    const exported = await call(services, 'circuit:export', { id: circuitId });
    if (!exported.success) return exported;
    return ok({ finished, answer: wholeAnswer(services, finished), circuitFile: exported.data.content });
  } finally {
    unsubscribe();
  }
}

/** The answer in full: the event carries a preview past 8,000 characters, the conversation keeps it all. */
function wholeAnswer(services: AppServices, finished: TurnFinished): string {
  if (finished.textChars === undefined || finished.messageId === undefined) return finished.text;
  const conversation = services.conversations.open(finished.conversationId);
  const stored = conversation.success
    ? conversation.data.messages.find((m) => m.id === finished.messageId)?.content
    : undefined;
  return typeof stored === 'string' ? stored : finished.text;
}
