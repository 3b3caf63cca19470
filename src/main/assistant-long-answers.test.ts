// Runaway answers through assistant:send on the real services, against the fake provider servers:
// a long answer must not wedge the next turn, and what is kept of an answer is bounded. The
// tokenizer (gpt-tokenizer, a library) is wrapped to refuse a piece that would take it seconds, so
// a regression fails at once instead of holding the test for minutes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as GptTokenizer from 'gpt-tokenizer';
import type { Conversation } from '../shared/contract';
import { answerCutNote, MAX_ANSWER_CHARS } from '../core/ai/answer-cap';
import { MAX_MESSAGE_CHARS } from '../core/assistant/limits';
import { FAST } from './providers/test-support/engine-harness';
import { startAssistantHarness, type AssistantHarness } from './test-support/assistant-harness';

const tokenizer = vi.hoisted(() => ({ longest: 0 }));

vi.mock('gpt-tokenizer', async (importOriginal) => {
  const real = await importOriginal<typeof GptTokenizer>();
  return {
    ...real,
    countTokens: (text: string) => {
      tokenizer.longest = Math.max(tokenizer.longest, text.length);
      if (text.length > 4_096) throw new Error(`the tokenizer was given ${text.length} characters at once`);
      return real.countTokens(text);
    },
  };
});

let harness: AssistantHarness;
afterEach(async () => {
  await harness.close();
});

const conversationOf = async (id: string) => {
  const opened = await harness.call<Conversation>('conversation:open', { id });
  if (!opened.success) throw new Error(opened.error);
  return opened.data;
};

describe('long answers', () => {
  it('answers the next message after a 100,000-character one-word answer, counting the history in bounded pieces', async () => {
    harness = await startAssistantHarness();
    harness.server.script(
      { kind: 'message', text: 'y', textRepeat: 100_000, textPieces: 40 },
      { kind: 'message', text: 'That was a lot of y.' },
    );
    const first = await harness.turn('Dump the memory');
    expect(first.status).toBe('done');
    tokenizer.longest = 0;
    const second = await harness.turn('And now?');
    expect(second).toMatchObject({ status: 'done', text: 'That was a lot of y.' });
    expect(tokenizer.longest).toBeGreaterThan(0);
    expect(tokenizer.longest).toBeLessThanOrEqual(2_048);
    // The long answer is kept whole and sent as history.
    const body = harness.server.requests[1]!.body as { messages: { content: string }[] };
    expect(body.messages.some((m) => m.content === 'y'.repeat(100_000))).toBe(true);
  });

  it('keeps at most 250,000 characters of one answer in the conversation, saying where it was cut', async () => {
    harness = await startAssistantHarness();
    harness.server.script(
      {
        kind: 'message',
        text: 'y',
        textRepeat: 150_000,
        toolCalls: [{ name: 'get_circuit_state', arguments: { detail: 'summary' } }],
      },
      { kind: 'message', text: 'z', textRepeat: 150_000 },
    );
    const finished = await harness.turn('Dump everything');
    expect(finished.status).toBe('done');
    const stored = (await conversationOf(finished.conversationId)).messages.at(-1)!;
    expect(stored.content.startsWith('y'.repeat(150_000))).toBe(true);
    expect(stored.content).toContain('[Cut off here: only the first 250,000 characters of this answer were kept.]');
    expect(stored.content.length).toBeLessThan(MAX_MESSAGE_CHARS + 200);
    expect(stored.toolCalls).toHaveLength(1);
  });

  it('ends an endless answer at 200,000 characters, saying so, and keeps it', async () => {
    harness = await startAssistantHarness({
      // Short only so that code without the cap fails in seconds, not five minutes.
      services: { assistant: { limits: { ...FAST.limits, turnMs: 10_000 }, retry: FAST.retry } },
    });
    harness.server.script({ kind: 'endless' });
    const finished = await harness.turn('Count to infinity');
    expect(finished.status).toBe('done');
    await harness.server.waitForClientClose(1);
    const stored = (await conversationOf(finished.conversationId)).messages.at(-1)!;
    expect(stored.content).toBe(`${'y'.repeat(MAX_ANSWER_CHARS)}${answerCutNote(MAX_ANSWER_CHARS)}`);
  });
});
