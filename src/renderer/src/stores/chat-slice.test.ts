import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Operation } from '../../../shared/circuit';
import type { ConversationMeta, EventPayload, HistoryEntry, MessageRecord } from '../../../shared/contract';
import { fail, ok } from '../../../shared/errors';
import { part } from '../test-support/circuits';
import { changeEvent, historyAt, installFakeTransport, openAnswer, settle } from '../test-support/fake-transport';
import { createAppStore } from './app-store';
import { chatItems } from './chat-items';
import { HIGHLIGHT_MS, type AssistantEvent } from './chat-slice';
import { runningTurn } from './chat-turns';

const meta = (id: string, circuitId: string, partial: Partial<ConversationMeta> = {}): ConversationMeta => ({
  id,
  title: `Conversation ${id}`,
  circuitId,
  createdAt: 0,
  updatedAt: 0,
  messageCount: 0,
  mode: 'build',
  ...partial,
});

const T = { turnId: 't1', circuitId: 'c1' };
const addXor: Operation = { op: 'addComponent', component: part('x', 'XOR_2', 'G2', 200, 0) };

/**
 * A store over a fake main process: circuit c1 holds one NOT gate (G1); its conversations, their
 * messages and the history are what the test puts in `world`.
 */
function setup() {
  const world = {
    conversations: new Map<string, ConversationMeta[]>([['c1', [meta('k1', 'c1')]]]),
    messages: new Map<string, MessageRecord[]>([['k1', []]]),
    history: [] as HistoryEntry[],
    position: 0,
    revision: 0,
    sendResult: ok({ turnId: 't1', conversationId: 'k1' }) as
      ReturnType<typeof ok<{ turnId: string; conversationId: string }>> | ReturnType<typeof fail>,
    retryResult: ok({ turnId: 't2', conversationId: 'k1' }) as
      ReturnType<typeof ok<{ turnId: string; conversationId: string }>> | ReturnType<typeof fail>,
  };
  const calls = installFakeTransport({
    'circuit:open': ({ id }) => ok(openAnswer(id, world.revision, { components: [part('g', 'NOT', 'G1')], wires: [] })),
    'sim:snapshot': ({ circuitId }) =>
      ok({ circuitId, time: 0, running: false, speed: 1, wires: {}, components: {}, diagnostics: [] }),
    'circuit:validate': () => ok({ issues: [] }),
    'conversation:list': ({ circuitId }) => ok(world.conversations.get(circuitId ?? '') ?? []),
    'conversation:open': ({ id }) => {
      const found = [...world.conversations.values()].flat().find((c) => c.id === id);
      return found ? ok({ meta: found, messages: world.messages.get(id) ?? [] }) : fail('NOT_FOUND', 'gone', 'x');
    },
    'conversation:create': ({ circuitId }) => {
      const created = meta(`k${Math.random()}`, circuitId ?? '');
      world.conversations.set(circuitId ?? '', [created, ...(world.conversations.get(circuitId ?? '') ?? [])]);
      return ok(created);
    },
    'conversation:setMode': ({ id, mode }) => ok(meta(id, 'c1', { mode })),
    'assistant:send': () => world.sendResult,
    'assistant:retry': () => world.retryResult,
    'assistant:cancel': ({ turnId }) => ok({ turnId, cancelled: true }),
    'history:list': () => ok({ entries: world.history, history: historyAt(world.position) }),
    'history:undo': () => ok({ history: historyAt(world.position + 1, world.position - 1) }),
    'assistant:status': () =>
      ok({ configured: true, providers: [], reachable: 'unknown', warnings: [], fromEnvironment: true, running: [] }),
  });
  const store = createAppStore({ eventTimeoutMs: 50 });
  const event = (message: AssistantEvent) => store.getState().receiveAssistantEvent(message);
  return { store, s: store.getState, calls, world, event };
}

const started = (partial: Partial<EventPayload<'assistant.turnStarted'>> = {}): AssistantEvent => ({
  name: 'assistant.turnStarted',
  payload: { ...T, conversationId: 'k1', mode: 'build', message: 'Add an XOR', ...partial },
});
const finished = (partial: Partial<EventPayload<'assistant.turnFinished'>> = {}): AssistantEvent => ({
  name: 'assistant.turnFinished',
  payload: {
    ...T,
    conversationId: 'k1',
    status: 'done',
    text: 'Added G2.',
    changeId: null,
    rounds: 2,
    toolCalls: 1,
    tokens: { input: 1, output: 1, cached: 0 },
    ...partial,
  },
});
const preview = (operations: Operation[]): AssistantEvent => ({
  name: 'assistant.preview',
  payload: { ...T, operations },
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the chat slice', () => {
  it("shows the open circuit's most recent conversation; a circuit with none starts a new one", async () => {
    const { s, world } = setup();
    world.conversations.set('c2', []);
    world.messages.set('k1', [{ id: 'm1', role: 'user', content: 'Hi', createdAt: 0, toolCalls: [], turnId: 't0' }]);
    await s().openCircuit('c1');
    await settle();
    expect(s().conversationId).toBe('k1');
    expect(s().messages.map((m) => m.id)).toEqual(['m1']);
    expect(s().chatLoading).toBe(false);
    await s().openCircuit('c2');
    await settle();
    expect(s().chatCircuitId).toBe('c2');
    expect(s().conversationId).toBeUndefined();
    expect(s().messages).toEqual([]);
    expect(s().chatLoading).toBe(false);
  });

  it("draws nothing of a circuit's running turn over another circuit", async () => {
    const { s, event, world } = setup();
    world.conversations.set('c2', []);
    await s().openCircuit('c1');
    await settle();
    event(started());
    event(preview([addXor]));
    expect(s().preview).toBeDefined();
    await s().openCircuit('c2');
    await settle();
    expect(s().preview).toBeUndefined();
    expect(s().liveTurns).toEqual([]);
    // Its late events are not shown either.
    event(preview([addXor]));
    expect(s().preview).toBeUndefined();
  });

  it('follows a turn: the question, the streamed text, the trace, then the stored answer', async () => {
    const { s, event, world } = setup();
    await s().openCircuit('c1');
    await settle();
    await s().sendMessage('Add an XOR');
    event(started());
    event({ name: 'assistant.round', payload: { ...T, round: 1, provider: 'fake', model: 'm' } });
    event({
      name: 'assistant.notice',
      payload: { ...T, kind: 'retry', message: 'The provider was busy; trying again.' },
    });
    event({ name: 'assistant.delta', payload: { ...T, text: 'Adding ' } });
    event({ name: 'assistant.delta', payload: { ...T, text: 'it.' } });
    const call = { ...T, callId: 'call_1', name: 'apply_blueprint', arguments: {} };
    event({ name: 'assistant.toolCall', payload: { ...call, phase: 'started', summary: 'Apply blueprint' } });
    event({
      name: 'assistant.toolCall',
      payload: { ...call, phase: 'finished', summary: 'Added XOR G2', success: true, result: { ok: true } },
    });
    expect(runningTurn(s())?.turnId).toBe('t1');
    const live = chatItems(s().messages, s().liveTurns, { summaries: s().traceSummaries, notes: s().turnNotes });
    expect(live.map((i) => i.kind)).toEqual(['user', 'answer']);
    expect(live[1]).toMatchObject({ status: 'running', text: 'Adding it.' });
    // The answer is stored when the turn ends; the conversation is read again and shows it.
    world.messages.set('k1', [
      { id: 'm1', role: 'user', content: 'Add an XOR', createdAt: 0, toolCalls: [], turnId: 't1' },
      {
        id: 'm2',
        role: 'assistant',
        content: 'Added G2.',
        createdAt: 0,
        turnId: 't1',
        status: 'done',
        toolCalls: [
          {
            id: 'r1',
            providerCallId: 'call_1',
            name: 'apply_blueprint',
            arguments: {},
            result: { ok: true },
            success: true,
            changeId: null,
            createdAt: 0,
          },
        ],
      },
    ]);
    event(finished());
    await settle();
    expect(runningTurn(s())).toBeUndefined();
    expect(s().liveTurns).toEqual([]);
    const stored = chatItems(s().messages, s().liveTurns, { summaries: s().traceSummaries, notes: s().turnNotes });
    expect(stored.map((i) => i.key)).toEqual(['m1', 'm2']);
    // The summary seen live ("Added XOR G2") and the quiet note survive the reload.
    expect(stored[1]?.kind === 'answer' && stored[1].calls[0]?.summary).toBe('Added XOR G2');
    expect(stored[1]?.kind === 'answer' && stored[1].notes).toEqual([
      { kind: 'retry', message: 'The provider was busy; trying again.' },
    ]);
  });

  it('draws the preview on a copy: the replica never gets the parts until the change is committed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { s, event } = setup();
    await s().openCircuit('c1');
    await vi.advanceTimersByTimeAsync(0);
    event(started());
    event(preview([addXor]));
    expect(s().preview?.added.has('x')).toBe(true);
    expect(s().replica?.state.component('x')).toBeUndefined();
    // The committed change comes first, then the end of the turn: the part is real, and highlighted.
    s().receiveChange(changeEvent('c1', 1, [addXor]));
    expect(s().replica?.state.component('x')).toBeDefined();
    expect(s().preview?.added.size ?? 0).toBe(0);
    event(finished({ changeId: 'ch1' }));
    expect(s().preview).toBeUndefined();
    expect([...(s().highlight?.components ?? [])]).toEqual(['x']);
    await vi.advanceTimersByTimeAsync(HIGHLIGHT_MS + 10);
    expect(s().highlight).toBeUndefined();
  });

  it('stops a turn: cancel is asked, the preview goes at once and late previews are not drawn', async () => {
    const { s, event, calls } = setup();
    await s().openCircuit('c1');
    await settle();
    event(started());
    event(preview([addXor]));
    await s().stopTurn();
    expect(calls.find((c) => c.channel === 'assistant:cancel')?.input).toEqual({ turnId: 't1' });
    expect(s().preview).toBeUndefined();
    event(preview([addXor]));
    expect(s().preview).toBeUndefined();
    event(finished({ status: 'cancelled', text: '' }));
    expect(s().highlight).toBeUndefined();
    expect(s().replica?.state.component('x')).toBeUndefined();
  });

  it('keeps a draft per circuit, empties it on send and gives it back when the message is refused', async () => {
    const { s, world } = setup();
    world.conversations.set('c2', []);
    await s().openCircuit('c1');
    s().setDraft('half adder please');
    await s().openCircuit('c2');
    expect(s().drafts.c2 ?? '').toBe('');
    s().setDraft('for c2');
    await s().openCircuit('c1');
    expect(s().drafts.c1).toBe('half adder please');
    world.sendResult = fail('TURN_IN_PROGRESS', 'The assistant is still working.', 'Wait for it.');
    await s().sendMessage(s().drafts.c1!);
    expect(s().drafts.c1).toBe('half adder please');
    expect(s().chatProblem).toEqual({ message: 'The assistant is still working.', hint: 'Wait for it.' });
    world.sendResult = ok({ turnId: 't1', conversationId: 'k1' });
    await s().sendMessage(s().drafts.c1!);
    expect(s().drafts.c1).toBe('');
    expect(s().drafts.c2).toBe('for c2');
  });

  it('sends the first message of a new conversation with the chosen mode, and adopts its conversation', async () => {
    const { s, calls, world, event } = setup();
    world.conversations.set('c2', []);
    world.sendResult = ok({ turnId: 't9', conversationId: 'k9' });
    await s().openCircuit('c2');
    await settle();
    await s().setChatMode('tutor');
    expect(s().pendingMode).toBe('tutor');
    await s().sendMessage('Why does my LED not light?');
    expect(calls.find((c) => c.channel === 'assistant:send')?.input).toEqual({
      circuitId: 'c2',
      message: 'Why does my LED not light?',
      mode: 'tutor',
    });
    expect(s().conversationId).toBe('k9');
    event(started({ turnId: 't9', circuitId: 'c2', conversationId: 'k9' }));
    expect(runningTurn(s())?.conversationId).toBe('k9');
  });

  it('sends the course open in the Lessons panel, or the one picked in the lesson editor, for Course mode', async () => {
    const { store, s, calls, world } = setup();
    world.conversations.set('c2', []);
    world.sendResult = ok({ turnId: 't9', conversationId: 'k9' });
    await s().openCircuit('c2');
    await settle();
    await s().setChatMode('course');
    const sent = () => calls.filter((c) => c.channel === 'assistant:send').map((c) => c.input as { courseId?: string });
    // Nothing open: no course (the lessons go into "My lessons").
    await s().sendMessage('Write a lesson on latches');
    expect(sent().at(-1)?.courseId).toBeUndefined();
    store.setState({ lessonsOpen: true, lessonsPlace: { kind: 'course', courseId: 'physics' } });
    await s().sendMessage('Write a lesson on latches');
    expect(sent().at(-1)?.courseId).toBe('physics');
    store.setState({ authoringOpen: true, authoringCourseId: 'digital-1' });
    await s().sendMessage('Write a lesson on flip-flops');
    expect(sent().at(-1)?.courseId).toBe('digital-1');
  });

  it('remembers the mode of an existing conversation through conversation:setMode', async () => {
    const { s, calls } = setup();
    await s().openCircuit('c1');
    await settle();
    await s().setChatMode('tutor');
    expect(calls.find((c) => c.channel === 'conversation:setMode')?.input).toEqual({ id: 'k1', mode: 'tutor' });
    expect(s().conversations.find((c) => c.id === 'k1')?.mode).toBe('tutor');
  });

  it("undoes a turn's change only while it is the last one, reading the history first", async () => {
    const { s, calls, world } = setup();
    world.revision = 2;
    await s().openCircuit('c1');
    await settle();
    const entry = (id: string, index: number): HistoryEntry => ({
      id,
      label: id,
      source: 'assistant',
      createdAt: 0,
      index,
      applied: true,
    });
    world.history = [entry('ch1', 1), entry('ch2', 2)];
    world.position = 2;
    const blocked = await s().undoTurn('ch1');
    expect(blocked.success).toBe(false);
    expect(blocked.success ? '' : blocked.error).toContain('A later change sits on top of it');
    expect(calls.some((c) => c.channel === 'history:undo')).toBe(false);
    void s().undoTurn('ch2');
    await settle();
    await settle();
    expect(calls.filter((c) => c.channel === 'history:undo')).toHaveLength(1);
  });

  it('retries a failed turn, and sends its message again when the main process no longer knows the turn', async () => {
    const { s, calls, world } = setup();
    world.messages.set('k1', [
      { id: 'm1', role: 'user', content: 'Build a half adder', createdAt: 0, toolCalls: [], turnId: 't0' },
      {
        id: 'm2',
        role: 'assistant',
        content: '',
        createdAt: 0,
        toolCalls: [],
        turnId: 't0',
        status: 'failed',
        error: { code: 'PROVIDER_AUTH_FAILED', message: 'The key was rejected.', hint: 'Check it in Settings.' },
      },
    ]);
    await s().openCircuit('c1');
    await settle();
    expect((await s().retryTurn('t0')).success).toBe(true);
    expect(calls.filter((c) => c.channel === 'assistant:retry').map((c) => c.input)).toEqual([{ turnId: 't0' }]);
    world.retryResult = fail('NOT_FOUND', 'That turn can no longer be retried.', 'Send the message again.');
    expect((await s().retryTurn('t0')).success).toBe(true);
    expect(calls.filter((c) => c.channel === 'assistant:send').map((c) => c.input)).toEqual([
      { circuitId: 'c1', conversationId: 'k1', message: 'Build a half adder' },
    ]);
  });

  it('ignores the events of turns on another circuit', async () => {
    const { s, event } = setup();
    await s().openCircuit('c1');
    await settle();
    event(started({ circuitId: 'other' }));
    event(preview([addXor]));
    expect(s().liveTurns).toEqual([]);
    expect(s().preview).toBeUndefined();
  });

  it('selects and reveals the parts the assistant points at, those in the preview included', async () => {
    const { s, event } = setup();
    await s().openCircuit('c1');
    await settle();
    event(started());
    event(preview([addXor]));
    event({ name: 'assistant.focus', payload: { circuitId: 'c1', componentIds: ['g', 'x'] } });
    expect([...s().selectedComponents]).toEqual(['g']);
    expect(s().revealRequest?.components).toEqual(['g', 'x']);
  });
});
