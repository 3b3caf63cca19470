import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findUnansweredCall } from '../../core/ai/messages';
import { session } from '../../core/ai/session';
import { startFakeLlmServer, type FakeLlmServer, type RecordedRequest } from './test-support/fake-llm-server';
import {
  eventLog,
  FAST,
  fakeProvider,
  recordingTool,
  slowTool,
  throwingTool,
  toolResultsOf,
  weatherTool,
  type WireFormat,
} from './test-support/engine-harness';

/** The last user text of a recorded request (where the retry summary and limit notes go). */
function lastUserText(request: RecordedRequest): string {
  const body = request.body as { messages: { role: string; content: unknown }[] };
  const last = [...body.messages].reverse().find((m) => m.role === 'user');
  if (!last) return '';
  if (typeof last.content === 'string') return last.content;
  return (last.content as { type: string; text?: string }[])
    .filter((b) => b.type === 'text')
    .map((b) => b.text)
    .join('\n');
}

let server: FakeLlmServer;
beforeAll(async () => {
  server = await startFakeLlmServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe.each<WireFormat>(['openai', 'anthropic'])('the tool loop over %s', (format) => {
  const start = (tools = [weatherTool]) =>
    session(fakeProvider(server, format), FAST).system('You are a helpful assistant.').tools(tools);

  it('answers a conversational message without tools', async () => {
    server.script({ kind: 'message', text: 'Hello! How can I help?' });
    const log = eventLog();
    const turn = await start().send('Hi', { onEvent: log.onEvent });
    expect(turn).toMatchObject({ status: 'done', text: 'Hello! How can I help?', rounds: 1, toolCalls: [] });
    expect(turn.messages).toEqual([
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello! How can I help?', toolCalls: [] },
    ]);
    expect(
      log
        .of('text')
        .map((e) => e.text)
        .join(''),
    ).toBe('Hello! How can I help?');
    expect(log.events.at(-1)?.type).toBe('finished');
    expect(turn.usage.input).toBeGreaterThan(0);
    expect(turn.answeredBy?.model).toBe(format === 'openai' ? 'gpt-test' : 'claude-test');
  });

  it('runs one tool and answers with its result, seed scenario: Paris then London on the continuation', async () => {
    server.script(
      { kind: 'message', toolCalls: [{ name: 'get_weather', arguments: { city: 'Paris' } }] },
      { kind: 'message', text: 'It is 18 °C in Paris.' },
      { kind: 'message', toolCalls: [{ name: 'get_weather', arguments: { city: 'London' } }] },
      { kind: 'message', text: 'And 12 °C in London.' },
    );
    const log = eventLog();
    const first = await start().send("What's the weather in Paris?", { onEvent: log.onEvent });
    expect(first.status).toBe('done');
    expect(first.text).toBe('It is 18 °C in Paris.');
    expect(first.toolCalls).toMatchObject([{ name: 'get_weather', success: true, result: { temperature: 18 } }]);
    expect(first.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'tool', 'assistant']);
    expect(log.of('tool-started')).toMatchObject([{ name: 'get_weather', arguments: { city: 'Paris' } }]);
    expect(log.of('tool-finished')).toMatchObject([{ name: 'get_weather', success: true }]);

    const second = await first.continuation.send('What about London?');
    expect(second.text).toBe('And 12 °C in London.');
    // The second turn's first request carries the whole first exchange, every call answered.
    const request = server.requests[2]!;
    expect(toolResultsOf(request)).toHaveLength(1);
    expect(JSON.stringify(request.body)).toContain("What's the weather in Paris?");
    expect(lastUserText(request)).toBe('What about London?');
    expect(findUnansweredCall(second.continuation.messages)).toBeUndefined();
  });

  it('runs three calls of one response in order and sends every result back', async () => {
    const notes: string[] = [];
    server.script(
      {
        kind: 'message',
        text: 'Noting three things.',
        toolCalls: [
          { name: 'note', arguments: { text: 'one' } },
          { name: 'note', arguments: { text: 'two' } },
          { name: 'note', arguments: { text: 'three' } },
        ],
      },
      { kind: 'message', text: 'Done.' },
    );
    const turn = await start([recordingTool(notes)]).send('Note one, two, three.');
    expect(notes).toEqual(['one', 'two', 'three']);
    expect(turn.text).toBe('Noting three things.\n\nDone.');
    const results = toolResultsOf(server.requests[1]!);
    expect(results.map((r) => JSON.parse(r.content) as { count: number }).map((r) => r.count)).toEqual([1, 2, 3]);
  });

  it('sends bad calls back as failed results with a retry summary, and the model corrects itself', async () => {
    server.script(
      {
        kind: 'message',
        toolCalls: [
          { name: 'get_weather', arguments: '{"city": "Paris",' },
          { name: 'get_wether', arguments: { city: 'Paris' } },
          { name: 'get_weather', arguments: { city: 7 } },
          { name: 'flaky', arguments: {} },
        ],
      },
      { kind: 'message', toolCalls: [{ name: 'get_weather', arguments: { city: 'Paris' } }] },
      { kind: 'message', text: '18 °C.' },
    );
    const turn = await start([weatherTool, throwingTool]).send('Weather in Paris?');
    expect(turn.status).toBe('done');
    expect(turn.toolCalls.map((c) => c.success)).toEqual([false, false, false, false, true]);
    const errors = turn.toolCalls.slice(0, 4).map((c) => (c.result as { error: string }).error);
    expect(errors[0]).toMatch(/^The arguments are not valid JSON/);
    expect(errors[1]).toBe('There is no tool named "get_wether".');
    expect(errors[2]).toContain('city: Invalid input: expected string, received number');
    expect(errors[3]).toBe('flaky failed: the flaky tool broke');
    const corrected = server.requests[1]!;
    expect(toolResultsOf(corrected).map((r) => r.isError)).toEqual([true, true, true, true]);
    const summary = lastUserText(corrected);
    expect(summary).toContain('Some tool calls failed (correction 1 of 3)');
    expect(summary).toContain('✗ get_wether: There is no tool named "get_wether". Hint: Did you mean get_weather?');
    // A clean round sends no summary.
    expect(lastUserText(server.requests[2]!)).not.toContain('failed');
  });

  it('stops correcting after three rounds and ends with the model’s explanation', async () => {
    const bad = { kind: 'message' as const, toolCalls: [{ name: 'get_weather', arguments: { city: 'Atlantis' } }] };
    server.script(bad, bad, bad, bad, { kind: 'message', text: 'I could not find Atlantis.' });
    const turn = await start().send('Weather in Atlantis?');
    expect(turn).toMatchObject({ status: 'limit_reached', limit: 'corrections', text: 'I could not find Atlantis.' });
    expect(server.requests).toHaveLength(5);
    expect(lastUserText(server.requests[3]!)).toContain('correction 3 of 3');
    const last = server.requests[4]!;
    expect(lastUserText(last)).toContain('failed in 4 rounds in a row');
    expect(toolChoiceOf(last)).toBe('none');
  });

  it('refuses the 11th tool call and still ends with words', async () => {
    const notes: string[] = [];
    const six = Array.from({ length: 6 }, (_, i) => ({ name: 'note', arguments: { text: `n${i}` } }));
    server.script(
      { kind: 'message', toolCalls: six },
      { kind: 'message', toolCalls: six },
      { kind: 'message', text: 'I wrote 10 notes; 2 are left. Say continue.' },
    );
    const log = eventLog();
    const turn = await start([recordingTool(notes)]).send('Write twelve notes.', { onEvent: log.onEvent });
    expect(notes).toHaveLength(10);
    expect(turn).toMatchObject({
      status: 'limit_reached',
      limit: 'tool_calls',
      text: 'I wrote 10 notes; 2 are left. Say continue.',
    });
    expect(turn.toolCalls.filter((c) => c.status === 'refused')).toHaveLength(2);
    expect(log.of('tool-finished').filter((e) => e.status === 'refused')).toHaveLength(2);
    const final = server.requests[2]!;
    expect(toolChoiceOf(final)).toBe('none');
    expect(lastUserText(final)).toContain('You have used all 10 tool calls');
    expect(toolResultsOf(final)).toHaveLength(10);
    expect(findUnansweredCall(turn.messages)).toBeUndefined();
  });

  it('retries a 429 after its Retry-After, then succeeds', async () => {
    server.script(
      { kind: 'http-error', status: 429, headers: { 'retry-after': '1' } },
      { kind: 'message', text: 'ok' },
    );
    const log = eventLog();
    const turn = await start().send('hi', { onEvent: log.onEvent });
    expect(turn).toMatchObject({ status: 'done', text: 'ok', rounds: 1 });
    const [first, second] = server.requests;
    expect(second!.receivedAt - first!.receivedAt).toBeGreaterThanOrEqual(950);
    expect(log.of('notice')).toMatchObject([
      { kind: 'retry', message: expect.stringContaining('trying again in 1 s') as unknown },
    ]);
  });

  it('does not retry a rejected key and says to check it in Settings', async () => {
    server.script({ kind: 'http-error', status: 401 });
    const turn = await start().send('hi');
    expect(server.requests).toHaveLength(1);
    expect(turn.status).toBe('failed');
    expect(turn.error).toMatchObject({
      code: 'PROVIDER_AUTH_FAILED',
      hint: expect.stringContaining('key in Settings') as unknown,
    });
    expect(turn.messages).toEqual([{ role: 'user', content: 'hi' }]);
  });

  it('fails over to the fallback after repeated 500s, and records why', async () => {
    server.script(
      { kind: 'http-error', status: 500 },
      { kind: 'http-error', status: 503 },
      { kind: 'message', text: 'from the fallback' },
    );
    const providers = [
      fakeProvider(server, format, { model: 'primary' }),
      fakeProvider(server, format, { model: 'backup' }),
    ];
    const log = eventLog();
    const turn = await session(providers, FAST).tools([weatherTool]).send('hi', { onEvent: log.onEvent });
    expect(turn).toMatchObject({ status: 'done', text: 'from the fallback' });
    expect(server.requests.map((r) => (r.body as { model: string }).model)).toEqual(['primary', 'primary', 'backup']);
    expect(turn.answeredBy?.model).toBe('backup');
    expect(turn.failovers).toEqual([
      {
        from: expect.stringContaining('primary') as unknown,
        to: expect.stringContaining('backup') as unknown,
        reason: 'HTTP 503',
      },
    ]);
    expect(log.of('notice').at(-1)).toMatchObject({
      kind: 'failover',
      message: expect.stringContaining('Continuing with') as unknown,
    });
  });

  it('takes back text shown before a stream broke, then continues on the fallback', async () => {
    // Anthropic opens with message_start, content_block_start and a ping before any text.
    const broken = {
      kind: 'disconnect' as const,
      afterChunks: format === 'anthropic' ? 6 : 3,
      reply: { kind: 'message' as const, text: 'partial answer that never ends', textPieces: 6 },
    };
    server.script(broken, broken, { kind: 'message', text: 'Complete answer.' });
    const providers = [
      fakeProvider(server, format, { model: 'primary' }),
      fakeProvider(server, format, { model: 'backup' }),
    ];
    const log = eventLog();
    const turn = await session(providers, { ...FAST, limits: { ...FAST.limits, textBatchMs: 0 } }).send('hi', {
      onEvent: log.onEvent,
    });
    expect(turn.text).toBe('Complete answer.');
    const types = log.events.map((e) => e.type);
    expect(types).toContain('text-reset');
    // What the UI shows is the text after the last reset.
    const afterReset = log.events.slice(types.lastIndexOf('text-reset') + 1);
    expect(
      afterReset
        .filter((e) => e.type === 'text')
        .map((e) => (e as { text: string }).text)
        .join(''),
    ).toBe('Complete answer.');
  });

  it('gives up on a stalled stream when the chunk-gap timer fires', async () => {
    server.script(
      { kind: 'stall', afterChunks: 2, reply: { kind: 'message', text: 'this stalls' } },
      { kind: 'message', text: 'fresh answer' },
    );
    const turn = await start().send('hi');
    expect(turn).toMatchObject({ status: 'done', text: 'fresh answer' });
    expect(server.requests).toHaveLength(2);
  });

  it('stops in the middle of a stream: cancelled, nothing half-stored', async () => {
    server.script({ kind: 'stall', afterChunks: 2, reply: { kind: 'message', text: 'never finished' } });
    const controller = new AbortController();
    const turnPromise = start().send('hi', { signal: controller.signal });
    await server.waitForRequests(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    const turn = await turnPromise;
    expect(turn.status).toBe('cancelled');
    expect(turn.messages).toEqual([{ role: 'user', content: 'hi' }]);
    expect(server.requests).toHaveLength(1);
  });

  it('stops in the middle of a tool: the tool is told, every call is answered as cancelled', async () => {
    let markStarted: () => void = () => {};
    const started = new Promise<void>((resolve) => (markStarted = resolve));
    server.script({
      kind: 'message',
      toolCalls: [
        { name: 'slow_job', arguments: {} },
        { name: 'slow_job', arguments: {} },
      ],
    });
    const controller = new AbortController();
    const turnPromise = start([slowTool(markStarted)]).send('go', { signal: controller.signal });
    await started;
    controller.abort();
    const turn = await turnPromise;
    expect(turn.status).toBe('cancelled');
    expect(turn.toolCalls.map((c) => c.status)).toEqual(['cancelled', 'cancelled']);
    expect(turn.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'tool', 'tool']);
    expect(findUnansweredCall(turn.messages)).toBeUndefined();
    expect(server.requests).toHaveLength(1);
  });
});

function toolChoiceOf(request: RecordedRequest): unknown {
  const choice = (request.body as { tool_choice?: unknown }).tool_choice;
  return typeof choice === 'object' && choice !== null ? (choice as { type: string }).type : choice;
}
