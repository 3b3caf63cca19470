// A model that never stops: one response is cut at MAX_ANSWER_CHARS, through the real SDKs against
// the fake servers, streamed or not, text or tool-call arguments. The turn limit is short only so
// that code without the cap fails in seconds instead of five minutes.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerCutNote, MAX_ANSWER_CHARS } from '../../core/ai/answer-cap';
import { session } from '../../core/ai/session';
import { startFakeLlmServer, type FakeLlmServer } from './test-support/fake-llm-server';
import { eventLog, FAST, fakeProvider, recordingTool, type WireFormat } from './test-support/engine-harness';

const LIMITS = { ...FAST, limits: { ...FAST.limits, turnMs: 10_000 } };
const NOTE = answerCutNote(MAX_ANSWER_CHARS);

let server: FakeLlmServer;
beforeAll(async () => {
  server = await startFakeLlmServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe.each<WireFormat>(['openai', 'anthropic'])('one answer is capped over %s', (format) => {
  it('cuts an endless stream at 200,000 characters, says so, and stops reading it', async () => {
    server.script({ kind: 'endless' });
    const log = eventLog();
    const turn = await session(fakeProvider(server, format), LIMITS)
      .system('You are a helpful assistant.')
      .send('Count to infinity', { onEvent: log.onEvent });
    expect(turn.status).toBe('done');
    expect(turn.text).toBe(`${'y'.repeat(MAX_ANSWER_CHARS)}${NOTE}`);
    expect(NOTE).toBe('\n\n[Cut off here: this answer passed the limit of 200,000 characters for one answer.]');
    // What was shown is what the turn ended with.
    expect(
      log
        .of('text')
        .map((e) => e.text)
        .join(''),
    ).toBe(turn.text);
    await server.waitForClientClose(1);
  });

  it('cuts a huge answer that comes in one piece (no streaming while tools are present)', async () => {
    server.script({ kind: 'message', text: 'y', textRepeat: 1_000_000 });
    const provider = fakeProvider(server, format, { capabilities: { streamWithTools: false } });
    const turn = await session(provider, LIMITS)
      .system('You are a helpful assistant.')
      .tools([recordingTool([])])
      .send('Dump it');
    expect(server.requests[0]!.stream).toBe(false);
    expect(turn).toMatchObject({ status: 'done', text: `${'y'.repeat(MAX_ANSWER_CHARS)}${NOTE}` });
  });

  it('refuses a tool call whose arguments pass the limit instead of running it', async () => {
    const log: string[] = [];
    server.script(
      { kind: 'message', toolCalls: [{ name: 'note', arguments: { text: 'x'.repeat(5_000_000) } }] },
      { kind: 'message', text: 'I could not write that note.' },
    );
    const turn = await session(fakeProvider(server, format), LIMITS)
      .system('You are a helpful assistant.')
      .tools([recordingTool(log)])
      .send('Write a long note');
    expect(log).toEqual([]);
    expect(turn.toolCalls).toHaveLength(1);
    expect(turn.toolCalls[0]).toMatchObject({ success: false, status: 'done' });
    expect(JSON.stringify(turn.toolCalls[0]!.result)).toContain('were cut off');
    expect(turn.text).toContain('I could not write that note.');
    // What goes back to the model stays under the cap.
    expect(JSON.stringify(server.requests[1]!.body).length).toBeLessThan(MAX_ANSWER_CHARS + 50_000);
  });
});
