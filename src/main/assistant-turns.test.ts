import { afterEach, describe, expect, it } from 'vitest';
import type { Conversation, ConversationMeta } from '../shared/contract';
import { slicedCircuit } from '../core/tools/test-support/circuits';
import { startAssistantHarness, type AssistantHarness } from './test-support/assistant-harness';

let harness: AssistantHarness;
afterEach(async () => {
  await harness.close();
});

const conversationOf = async (id: string) => {
  const opened = await harness.call<Conversation>('conversation:open', { id });
  if (!opened.success) throw new Error(opened.error);
  return opened.data;
};

describe('assistant turns through assistant:send, on the real services', () => {
  it('answers a conversational question without tools, stores both messages and changes nothing', async () => {
    harness = await startAssistantHarness();
    harness.server.script({ kind: 'message', text: 'A half adder adds two bits: SUM = A XOR B, CARRY = A AND B.' });
    const finished = await harness.turn('What is a half adder?');
    expect(finished).toMatchObject({
      status: 'done',
      text: 'A half adder adds two bits: SUM = A XOR B, CARRY = A AND B.',
      changeId: null,
      rounds: 1,
      toolCalls: 0,
      provider: 'Other (OpenAI-compatible)',
      model: 'fake-model',
    });
    const streamed = harness.eventsOf('assistant.delta', finished.turnId).map((d) => d.text);
    expect(streamed.join('')).toBe(finished.text);
    const history = await harness.call<{ entries: unknown[] }>('history:list', { circuitId: harness.circuitId });
    expect(history.success && history.data.entries).toEqual([]);
    const conversation = await conversationOf(finished.conversationId);
    expect(conversation.meta).toMatchObject({
      circuitId: harness.circuitId,
      title: 'What is a half adder?',
      mode: 'build',
    });
    expect(conversation.messages.map((m) => [m.role, m.status])).toEqual([
      ['user', undefined],
      ['assistant', 'done'],
    ]);
    expect(conversation.messages[0]).toMatchObject({ turnId: finished.turnId });
    expect(conversation.messages[1]).toMatchObject({ turnId: finished.turnId, rounds: 1, model: 'fake-model' });
    // The request carried the system prompt, then the user's message with the circuit's state before it.
    const body = harness.server.requests[0]!.body as { messages: { role: string; content: string }[] };
    expect(body.messages[0]!.role).toBe('system');
    expect(body.messages.at(-1)!.content).toMatch(/^\[Current circuit\][\s\S]*What is a half adder\?$/);
  });

  it('sends the state of a small circuit with the message, and only its size for a big one', async () => {
    harness = await startAssistantHarness();
    const big = slicedCircuit(300);
    const applied = await harness.call('circuit:apply', {
      circuitId: harness.circuitId,
      label: 'Big',
      operations: [
        ...big.components.map((component) => ({ op: 'addComponent', component })),
        ...big.wires.map((wire) => ({ op: 'addWire', wire })),
      ],
    });
    expect(applied.success).toBe(true);
    harness.server.script({ kind: 'message', text: 'It is big.' });
    await harness.turn('How big is it?');
    const last = (harness.server.requests[0]!.body as { messages: { content: string }[] }).messages.at(-1)!.content;
    expect(last).toContain('300 parts');
    expect(last).toContain('Call get_circuit_state');
    expect(last.length).toBeLessThan(400);
  });

  it('titles a conversation started empty from its first message', async () => {
    harness = await startAssistantHarness();
    const created = await harness.call<ConversationMeta>('conversation:create', { circuitId: harness.circuitId });
    if (!created.success) throw new Error(created.error);
    expect(created.data.title).toBe('New conversation');
    harness.server.script({ kind: 'message', text: 'Sure.' }, { kind: 'message', text: 'Again.' });
    await harness.turn('Build me a 2-bit counter', { conversationId: created.data.id });
    await harness.turn('Make it count down', { conversationId: created.data.id });
    expect((await conversationOf(created.data.id)).meta.title).toBe('Build me a 2-bit counter');
  });

  it('carries earlier exchanges on the next message, in order, with the same conversation', async () => {
    harness = await startAssistantHarness();
    harness.server.script({ kind: 'message', text: 'First answer.' }, { kind: 'message', text: 'Second answer.' });
    const first = await harness.turn('First question');
    const second = await harness.turn('Second question');
    expect(second.conversationId).toBe(first.conversationId);
    const body = harness.server.requests[1]!.body as { messages: { role: string; content: string }[] };
    expect(body.messages.slice(1).map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(body.messages[1]!.content).toBe('First question');
    expect(body.messages[2]!.content).toBe('First answer.');
  });

  it('folds older exchanges into a model-written summary once the history passes its budget', async () => {
    harness = await startAssistantHarness({
      services: { assistant: { history: { recentExchanges: 1, maxTokens: 60 } } },
    });
    const long = 'word '.repeat(40);
    harness.server.script(
      { kind: 'message', text: `Answer one ${long}` },
      { kind: 'message', text: `Answer two ${long}` },
      { kind: 'message', text: 'The user asked two long questions about words.' },
      { kind: 'message', text: 'Answer three.' },
    );
    await harness.turn(`Question one ${long}`);
    await harness.turn(`Question two ${long}`);
    const third = await harness.turn('Question three');
    expect(third.text).toBe('Answer three.');
    const summaryRequest = harness.server.requests[2]!.body as { messages: { content: string }[] };
    expect(JSON.stringify(summaryRequest.messages)).toContain('Summarise this conversation');
    const last = harness.server.requests[3]!.body as { messages: { role: string; content: string }[] };
    expect(last.messages[1]!.content).toContain('[Summary of our earlier conversation]');
    expect(last.messages[1]!.content).toContain('The user asked two long questions about words.');
    expect(JSON.stringify(last.messages)).not.toContain('Question one');
    expect(third.tokens.input).toBeGreaterThan(0);
  });

  it('goes on without a summary when writing one fails (logged, never fatal)', async () => {
    harness = await startAssistantHarness({
      services: { assistant: { history: { recentExchanges: 1, maxTokens: 30 } } },
    });
    const long = 'word '.repeat(40);
    harness.server.script(
      { kind: 'message', text: `Answer one ${long}` },
      { kind: 'message', text: `Answer two ${long}` },
      { kind: 'http-error', status: 400 },
      { kind: 'message', text: 'Answer three.' },
    );
    await harness.turn(`Question one ${long}`);
    await harness.turn(`Question two ${long}`);
    const third = await harness.turn('Question three');
    expect(third.status).toBe('done');
    const last = harness.server.requests[3]!.body as { messages: { content: string }[] };
    expect(JSON.stringify(last.messages)).not.toContain('Question one');
  });

  it('refuses a second message while a turn of the same circuit runs, and stops it on cancel', async () => {
    harness = await startAssistantHarness();
    harness.server.script({ kind: 'stall', afterChunks: 1, reply: { kind: 'message', text: 'never' } });
    const sent = await harness.call<{ turnId: string }>('assistant:send', {
      circuitId: harness.circuitId,
      message: 'one',
    });
    if (!sent.success) throw new Error(sent.error);
    const again = await harness.call('assistant:send', { circuitId: harness.circuitId, message: 'two' });
    expect(again).toMatchObject({ success: false, code: 'TURN_IN_PROGRESS' });
    expect(await harness.call('assistant:status')).toMatchObject({
      data: { running: [{ turnId: sent.data.turnId, circuitId: harness.circuitId }] },
    });
    expect(await harness.call('assistant:cancel', { turnId: sent.data.turnId })).toMatchObject({
      data: { cancelled: true },
    });
    const finished = await harness.finished(sent.data.turnId);
    expect(finished).toMatchObject({ status: 'cancelled', changeId: null, text: '' });
    expect(await harness.call('assistant:cancel', { turnId: sent.data.turnId })).toMatchObject({
      data: { cancelled: false },
    });
  });

  it('reports a rejected key in words, and Retry runs the same message again without storing it twice', async () => {
    harness = await startAssistantHarness();
    harness.server.script({ kind: 'http-error', status: 401 }, { kind: 'message', text: 'Now it works.' });
    const failed = await harness.turn('Hello');
    expect(failed).toMatchObject({
      status: 'failed',
      error: {
        code: 'PROVIDER_AUTH_FAILED',
        message: `The server at ${new URL(harness.server.openaiBaseURL).host} rejected the API key.`,
      },
    });
    const retried = await harness.call<{ turnId: string }>('assistant:retry', { turnId: failed.turnId });
    if (!retried.success) throw new Error(retried.error);
    const finished = await harness.finished(retried.data.turnId);
    expect(finished).toMatchObject({ status: 'done', text: 'Now it works.' });
    const started = harness.eventsOf('assistant.turnStarted', retried.data.turnId);
    expect(started).toMatchObject([{ retryOf: failed.turnId, message: 'Hello' }]);
    const conversation = await conversationOf(finished.conversationId);
    expect(conversation.messages.map((m) => `${m.role}:${m.status ?? ''}`)).toEqual([
      'user:',
      'assistant:failed',
      'assistant:done',
    ]);
    // The retry's request does not carry the failed attempt.
    const body = harness.server.requests[1]!.body as { messages: { role: string }[] };
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user']);
  });

  it('says how to set a provider up when none is configured', async () => {
    harness = await startAssistantHarness({ env: {} });
    const finished = await harness.turn('Hello');
    expect(finished).toMatchObject({ status: 'failed', error: { code: 'PROVIDER_NOT_CONFIGURED' } });
    expect(await harness.call('assistant:status')).toMatchObject({
      data: { configured: false, providers: [], error: { hint: expect.stringContaining('Settings') as unknown } },
    });
    expect(harness.server.requests).toHaveLength(0);
  });

  it('status names the providers and checks that the first one answers', async () => {
    harness = await startAssistantHarness();
    expect(await harness.call('assistant:status', { check: true })).toMatchObject({
      success: true,
      data: {
        configured: true,
        reachable: 'yes',
        fromEnvironment: true,
        providers: [{ preset: 'openai-compatible', model: 'fake-model', baseURL: harness.server.openaiBaseURL }],
      },
    });
    const closed = await startAssistantHarness({
      env: { CIRCUITFORGE_LLM_PROVIDER: 'ollama', CIRCUITFORGE_LLM_BASE_URL: 'http://127.0.0.1:9/v1' },
    });
    try {
      expect(await closed.call('assistant:status', { check: true })).toMatchObject({
        data: {
          reachable: 'no',
          error: { code: 'PROVIDER_UNREACHABLE', hint: expect.stringContaining('Ollama') as unknown },
        },
      });
    } finally {
      await closed.close();
    }
  });

  it('keeps the mode per conversation: a tutor message switches it, and the next message keeps it', async () => {
    harness = await startAssistantHarness();
    harness.server.script(
      { kind: 'message', text: 'What do you think the first gate is?' },
      { kind: 'message', text: 'Try again.' },
    );
    const first = await harness.turn('Help me build a half adder', { mode: 'tutor' });
    const second = await harness.turn('An OR?');
    expect(harness.eventsOf('assistant.turnStarted', second.turnId)[0]!.mode).toBe('tutor');
    const list = await harness.call<ConversationMeta[]>('conversation:list', { circuitId: harness.circuitId });
    expect(list.success && list.data[0]!.mode).toBe('tutor');
    const system = (harness.server.requests[0]!.body as { messages: { content: string }[] }).messages[0]!.content;
    expect(system).toContain('tutor mode');
    expect(first.status).toBe('done');
  });
});
