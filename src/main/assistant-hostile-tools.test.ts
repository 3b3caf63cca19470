// Hostile tool calls and answers through assistant:send on the real services, against the fake
// provider servers: every call still reaches the trace, and no event grows with what the model sends.
import { afterEach, describe, expect, it } from 'vitest';
import type { Conversation, EventPayload } from '../shared/contract';
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

/** The turn's events as they cross to a window, and their size. */
const turnEvents = (turnId: string) =>
  harness.events.filter((e) => (e.payload as { turnId?: string }).turnId === turnId);

describe('hostile tool calls', () => {
  it('traces calls of tools named like Object’s own properties', async () => {
    harness = await startAssistantHarness();
    const names = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];
    harness.server.script(
      { kind: 'message', toolCalls: names.map((name) => ({ name, arguments: {} })) },
      { kind: 'message', text: 'Those tools do not exist.' },
    );
    const finished = await harness.turn('Call some odd tools');
    expect(finished).toMatchObject({ status: 'done', toolCalls: 5 });
    const calls = harness.eventsOf('assistant.toolCall', finished.turnId);
    expect(calls.map((c) => `${c.phase} ${c.name}`)).toEqual(
      names.flatMap((name) => [`started ${name}`, `finished ${name}`]),
    );
    for (const call of calls) {
      expect(typeof call.summary).toBe('string');
      expect(call.summary).not.toContain('[object');
    }
    expect(calls.filter((c) => c.phase === 'finished').every((c) => c.success === false)).toBe(true);
    const stored = (await conversationOf(finished.conversationId)).messages.at(-1)!;
    expect(stored.toolCalls.map((c) => c.name)).toEqual(names);
  });

  it('refuses arguments nested 90,000 deep, and still traces and stores the call', async () => {
    harness = await startAssistantHarness();
    const deep = `{"detail":${'['.repeat(90_000)}${']'.repeat(90_000)}}`;
    harness.server.script(
      { kind: 'message', toolCalls: [{ name: 'get_circuit_state', arguments: deep }] },
      { kind: 'message', text: 'I will send flatter arguments next time.' },
    );
    const finished = await harness.turn('Read the circuit');
    expect(finished).toMatchObject({ status: 'done', toolCalls: 1 });
    const calls = harness.eventsOf('assistant.toolCall', finished.turnId);
    expect(calls.map((c) => c.phase)).toEqual(['started', 'finished']);
    const done = calls[1]!;
    expect(done.success).toBe(false);
    expect(JSON.stringify(done.result)).toContain('more than 64 levels deep');
    expect(done.argumentsChars).toBeGreaterThanOrEqual(deep.length);
    expect(JSON.stringify(done).length).toBeLessThan(20_000);
    // The model was told why, and the call is kept whole (as the text it was) in the conversation.
    expect(JSON.stringify(harness.server.requests[1]!.body)).toContain('more than 64 levels deep');
    const stored = (await conversationOf(finished.conversationId)).messages.at(-1)!;
    expect(stored.toolCalls[0]).toMatchObject({ name: 'get_circuit_state', arguments: deep, success: false });
  });

  it('sends previews of a 5 MB argument, stating its size, and keeps every event small', async () => {
    harness = await startAssistantHarness();
    harness.server.script(
      {
        kind: 'message',
        toolCalls: [{ name: 'search_components', arguments: { query: 'x'.repeat(5_000_000) } }],
      },
      { kind: 'message', text: 'That query was too long.' },
    );
    const finished = await harness.turn('Search for a lot of x');
    expect(finished.status).toBe('done');
    const calls = harness.eventsOf('assistant.toolCall', finished.turnId);
    expect(calls.map((c) => c.phase)).toEqual(['started', 'finished']);
    for (const call of calls) {
      expect(call.argumentsChars).toBeGreaterThan(150_000);
      expect(call.arguments).toMatch(
        /… \[preview: the first 8,000 of [\d,]+ characters; all of it is in the conversation\]$/,
      );
      expect(call.summary.length).toBeLessThanOrEqual(500);
    }
    for (const event of turnEvents(finished.turnId)) expect(JSON.stringify(event).length).toBeLessThan(20_000);
  });

  it('finishes a long answer with a preview stating its size; the whole answer is in the conversation', async () => {
    harness = await startAssistantHarness();
    harness.server.script({ kind: 'message', text: 'y', textRepeat: 150_000, textPieces: 10 });
    const finished: EventPayload<'assistant.turnFinished'> = await harness.turn('Dump the memory');
    expect(finished.textChars).toBe(150_000);
    expect(finished.text).toBe(
      `${'y'.repeat(8_000)}… [preview: the first 8,000 of 150,000 characters; all of it is in the conversation]`,
    );
    const stored = (await conversationOf(finished.conversationId)).messages.at(-1)!;
    expect(stored.content).toBe('y'.repeat(150_000));
  });
});
