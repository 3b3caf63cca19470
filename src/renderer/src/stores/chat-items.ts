import type { MessageRecord, TurnError, TurnLimit } from '../../../shared/contract';
import { describeToolCall } from './chat-trace';
import { turnText, type LiveTurn, type TraceCall, type TurnNote } from './chat-turn';

/** A message the user sent. */
export interface UserItem {
  readonly kind: 'user';
  readonly key: string;
  readonly text: string;
  readonly turnId?: string;
}

/** The assistant's answer to one turn: its text, the trace of its tool calls, how it ended. */
export interface AnswerItem {
  readonly kind: 'answer';
  readonly key: string;
  readonly turnId?: string;
  readonly text: string;
  readonly status: 'running' | 'done' | 'limit_reached' | 'failed' | 'cancelled';
  readonly calls: readonly TraceCall[];
  readonly notes: readonly TurnNote[];
  readonly rounds: number;
  /** The one history change the turn committed; null when it changed nothing. */
  readonly changeId: string | null;
  readonly limit?: TurnLimit;
  readonly error?: TurnError;
  readonly provider?: string;
  readonly model?: string;
  /** This turn ran an earlier one's message again (it has no user message of its own). */
  readonly retry: boolean;
}

/** One row of the conversation as the panel draws it. */
export type ChatItem = UserItem | AnswerItem;

/**
 * What the panel saw of turns live and the stored messages do not keep: the summaries of tool calls
 * by call id (richer than what can be rebuilt: "Added XOR G1"), and the quiet notes by turn id.
 */
export interface SeenLive {
  readonly summaries: ReadonlyMap<string, string>;
  readonly notes: ReadonlyMap<string, readonly TurnNote[]>;
}

const NOTHING_SEEN: SeenLive = { summaries: new Map(), notes: new Map() };

/**
 * The conversation's rows: the stored messages, then the turns followed live that are not stored
 * (yet, or ever: storing can fail). An answer right after another answer, with no question of its
 * own, is a retry (a retried turn runs the same message again without storing it twice). Tool calls
 * get the summary seen live when there was one, else one rebuilt from the call.
 */
export function chatItems(
  messages: readonly MessageRecord[],
  live: readonly LiveTurn[] = [],
  seen: SeenLive = NOTHING_SEEN,
): ChatItem[] {
  const items: ChatItem[] = [];
  const storedTurns = new Set<string>();
  const storedIds = new Set<string>();
  for (const m of messages) {
    storedIds.add(m.id);
    if (m.role === 'user') {
      items.push({ kind: 'user', key: m.id, text: m.content, ...(m.turnId ? { turnId: m.turnId } : {}) });
    } else if (m.role === 'assistant') {
      if (m.turnId) storedTurns.add(m.turnId);
      items.push(storedAnswer(m, seen, items[items.length - 1]?.kind === 'answer'));
    }
  }
  for (const turn of live) {
    if (storedTurns.has(turn.turnId)) continue;
    const asked =
      turn.retryOf !== undefined ||
      turn.message === '' ||
      (turn.messageId !== undefined && storedIds.has(turn.messageId));
    if (!asked) items.push({ kind: 'user', key: `live-user-${turn.turnId}`, text: turn.message, turnId: turn.turnId });
    items.push(liveAnswer(turn));
  }
  return items;
}

function storedAnswer(m: MessageRecord, seen: SeenLive, retry: boolean): AnswerItem {
  const calls = m.toolCalls.map((c): TraceCall => ({
    callId: c.providerCallId ?? c.id,
    name: c.name,
    arguments: c.arguments,
    summary: seen.summaries.get(c.providerCallId ?? c.id) ?? describeToolCall(c.name, c.arguments, c.result, c.success),
    result: c.result,
    success: c.success,
    status: c.status ?? 'done',
    ...(c.ms === undefined ? {} : { ms: c.ms }),
  }));
  return {
    kind: 'answer',
    key: m.id,
    ...(m.turnId ? { turnId: m.turnId } : {}),
    text: m.content,
    status: m.status ?? 'done',
    calls,
    notes: (m.turnId && seen.notes.get(m.turnId)) || [],
    rounds: m.rounds ?? 0,
    changeId: m.toolCalls.find((c) => c.changeId !== null)?.changeId ?? null,
    ...(m.limit ? { limit: m.limit } : {}),
    ...(m.error ? { error: m.error } : {}),
    ...(m.provider ? { provider: m.provider } : {}),
    ...(m.model ? { model: m.model } : {}),
    retry,
  };
}

function liveAnswer(turn: LiveTurn): AnswerItem {
  const done = turn.finished;
  const last = turn.rounds[turn.rounds.length - 1];
  const provider = done?.provider ?? last?.provider;
  const model = done?.model ?? last?.model;
  return {
    kind: 'answer',
    key: `live-${turn.turnId}`,
    turnId: turn.turnId,
    text: turnText(turn),
    status: done?.status ?? 'running',
    calls: turn.calls,
    notes: turn.notes,
    rounds: done?.rounds ?? turn.rounds.length,
    changeId: done?.changeId ?? null,
    ...(done?.limit ? { limit: done.limit } : {}),
    ...(done?.error ? { error: done.error } : {}),
    ...(provider ? { provider } : {}),
    ...(model ? { model } : {}),
    retry: turn.retryOf !== undefined,
  };
}

/** The last message the user sent in these rows (the up arrow in an empty input brings it back). */
export function lastUserMessage(items: readonly ChatItem[]): string | undefined {
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i]!;
    if (item.kind === 'user' && item.text.trim() !== '') return item.text;
  }
  return undefined;
}

/** The user message a turn answered, for "Retry" when the main process no longer remembers the turn. */
export function messageOfTurn(items: readonly ChatItem[], turnId: string): string | undefined {
  const index = items.findIndex((i) => i.kind === 'answer' && i.turnId === turnId);
  for (let i = index - 1; i >= 0; i--) {
    const item = items[i]!;
    if (item.kind === 'user') return item.text;
  }
  return undefined;
}
