import type { EventPayload } from '../../../shared/contract';

/** A JSON value as the contract carries it (tool arguments and results). */
export type Json = EventPayload<'assistant.toolCall'>['arguments'];

/** One tool call in a turn's trace. `running` until its `finished` event (or the turn's end). */
export interface TraceCall {
  readonly callId: string;
  readonly name: string;
  readonly arguments: Json;
  /** One line: "Added XOR G1", "Validated: 1 error". */
  readonly summary: string;
  readonly result?: Json;
  readonly success?: boolean;
  readonly status: 'running' | 'done' | 'refused' | 'cancelled';
  readonly ms?: number;
}

/** One model request of a turn and the text it has written so far. */
export interface LiveRound {
  readonly round: number;
  readonly provider: string;
  readonly model: string;
  readonly text: string;
}

/** A quiet note in a turn: a retry, a switch to the fallback provider, an answer that could not be stored. */
export interface TurnNote {
  readonly kind: 'retry' | 'failover' | 'storage';
  readonly message: string;
}

export type TurnStarted = EventPayload<'assistant.turnStarted'>;
export type TurnFinished = EventPayload<'assistant.turnFinished'>;

/**
 * A turn as the panel follows it from its events: the rounds' text as it streams, the trace of its
 * tool calls and its notes; `finished` once it has ended. Pure data: every update returns a new one.
 */
export interface LiveTurn {
  readonly turnId: string;
  readonly circuitId: string;
  readonly conversationId: string;
  readonly mode: TurnStarted['mode'];
  readonly message: string;
  /** The stored user message (a retry points at the one it re-runs). */
  readonly messageId?: string;
  readonly retryOf?: string;
  readonly rounds: readonly LiveRound[];
  readonly calls: readonly TraceCall[];
  readonly notes: readonly TurnNote[];
  readonly finished?: TurnFinished;
}

/** A turn that has just started. */
export function startTurn(event: TurnStarted): LiveTurn {
  return {
    turnId: event.turnId,
    circuitId: event.circuitId,
    conversationId: event.conversationId,
    mode: event.mode,
    message: event.message,
    ...(event.messageId === undefined ? {} : { messageId: event.messageId }),
    ...(event.retryOf === undefined ? {} : { retryOf: event.retryOf }),
    rounds: [],
    calls: [],
    notes: [],
  };
}

/** A new model request begins: its text starts empty. */
export function addRound(turn: LiveTurn, event: EventPayload<'assistant.round'>): LiveTurn {
  const round: LiveRound = { round: event.round, provider: event.provider, model: event.model, text: '' };
  return { ...turn, rounds: [...turn.rounds, round] };
}

/**
 * Text of the answer as it is written. `reset` first drops the text of the current round: the
 * provider failed mid-answer and the round starts again (elsewhere), so the shown text must not
 * keep the abandoned beginning.
 */
export function addDelta(turn: LiveTurn, event: EventPayload<'assistant.delta'>): LiveTurn {
  const rounds = turn.rounds.length > 0 ? [...turn.rounds] : [{ round: 1, provider: '', model: '', text: '' }];
  const last = rounds[rounds.length - 1]!;
  rounds[rounds.length - 1] = { ...last, text: (event.reset === true ? '' : last.text) + event.text };
  return { ...turn, rounds };
}

/** A tool call started or finished: the trace gains a row, or the row gets its result. */
export function addToolCall(turn: LiveTurn, event: EventPayload<'assistant.toolCall'>): LiveTurn {
  const call: TraceCall = {
    callId: event.callId,
    name: event.name,
    arguments: event.arguments,
    summary: event.summary,
    ...(event.result === undefined ? {} : { result: event.result }),
    ...(event.success === undefined ? {} : { success: event.success }),
    ...(event.ms === undefined ? {} : { ms: event.ms }),
    status: event.phase === 'started' ? 'running' : (event.status ?? 'done'),
  };
  const index = turn.calls.findIndex((c) => c.callId === event.callId);
  if (index < 0) return { ...turn, calls: [...turn.calls, call] };
  const calls = [...turn.calls];
  calls[index] = call;
  return { ...turn, calls };
}

/** A quiet note (retry, failover, storage). */
export function addNote(turn: LiveTurn, event: EventPayload<'assistant.notice'>): LiveTurn {
  return { ...turn, notes: [...turn.notes, { kind: event.kind, message: event.message }] };
}

/** The turn ended: calls still marked running were cut short by the end (a stop, a failure). */
export function finishTurn(turn: LiveTurn, event: TurnFinished): LiveTurn {
  const calls = turn.calls.map((c): TraceCall => (c.status === 'running' ? { ...c, status: 'cancelled' } : c));
  return { ...turn, calls, finished: event };
}

/**
 * The answer's text as shown: the finished turn's own text once there is one, else what the rounds
 * have written so far, one paragraph per round.
 */
export function turnText(turn: LiveTurn): string {
  if (turn.finished && turn.finished.text.trim() !== '') return turn.finished.text;
  return turn.rounds
    .map((r) => r.text.trim())
    .filter((t) => t !== '')
    .join('\n\n');
}

/** A turn that has not ended yet. */
export const isRunning = (turn: LiveTurn): boolean => turn.finished === undefined;
