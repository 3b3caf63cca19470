import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../core/ai/session';
import { startFakeLlmServer, type FakeLlmServer, type OpenAIQuirk } from './test-support/fake-llm-server';
import { eventLog, FAST, fakeProvider, recordingTool, weatherTool } from './test-support/engine-harness';

let server: FakeLlmServer;
beforeAll(async () => {
  server = await startFakeLlmServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

type Body = Record<string, unknown> & { tools?: { function: { strict?: boolean } }[] };
const bodyOf = (i: number) => server.requests[i]!.body as Body;

describe('the stream normaliser on real OpenAI-format streams', () => {
  const quirks: OpenAIQuirk[] = [
    'missing-index',
    'reused-index',
    'id-late',
    'no-id',
    'whole-call-per-chunk',
    'empty-first-chunk',
    'usage-in-x-groq',
  ];

  it.each(quirks)('runs two calls of a stream with the %s quirk, in order, and answers each', async (quirk) => {
    const notes: string[] = [];
    server.script(
      {
        kind: 'message',
        text: 'Writing.',
        toolCalls: [
          { name: 'note', arguments: { text: 'first' } },
          { name: 'note', arguments: { text: 'second' } },
        ],
        quirks: [quirk],
        usage: { input: 40, output: 9, cached: 16 },
      },
      { kind: 'message', text: 'Both written.' },
    );
    const turn = await session(fakeProvider(server, 'openai', { preset: 'groq' }), FAST)
      .tools([recordingTool(notes)])
      .send('two notes');
    expect(notes).toEqual(['first', 'second']);
    expect(turn.status).toBe('done');
    expect(turn.text).toBe('Writing.\n\nBoth written.');
    const ids = turn.toolCalls.map((c) => c.id);
    expect(new Set(ids).size).toBe(2);
    // Groq's x_groq.usage carries no cache details.
    expect(turn.usage).toMatchObject({ input: 60, cached: quirk === 'usage-in-x-groq' ? 0 : 16 });
  });

  it('reads "" arguments as {} and a "stop" finish on a tool call as a tool call', async () => {
    server.script(
      { kind: 'message', toolCalls: [{ name: 'ping', arguments: '' }], finishReason: 'stop' },
      { kind: 'message', text: 'pong' },
    );
    const { defineTool } = await import('../../core/ai/tool');
    const { z } = await import('zod');
    const ping = defineTool({
      name: 'ping',
      description: 'Answers pong; use it to check the connection.',
      input: z.object({}),
      run: () => ({ success: true, pong: true }),
    });
    const turn = await session(fakeProvider(server, 'openai'), FAST).tools([ping]).send('ping');
    expect(turn.toolCalls).toMatchObject([{ name: 'ping', success: true }]);
    expect(turn.text).toBe('pong');
  });

  it('rejects tool arguments cut off by finish_reason "length" instead of repairing them', async () => {
    server.script(
      { kind: 'message', toolCalls: [{ name: 'get_weather', arguments: '{"city": "Par' }], finishReason: 'length' },
      { kind: 'message', text: 'Sorry.' },
    );
    const turn = await session(fakeProvider(server, 'openai'), FAST).tools([weatherTool]).send('weather');
    expect(turn.toolCalls[0]!.result).toMatchObject({
      success: false,
      error: expect.stringContaining('cut off') as unknown,
    });
  });
});

describe("Groq's tool_use_failed inside the stream", () => {
  const failed = {
    kind: 'stream-error' as const,
    afterChunks: 1,
    error: {
      message: "Failed to call a function. Please adjust your prompt. See 'failed_generation' for more details.",
      type: 'invalid_request_error',
      code: 'tool_use_failed',
      failed_generation: '<function=get_weather>{"city": Paris}</function>',
    },
  };

  it('asks again once, then succeeds', async () => {
    server.script(failed, { kind: 'message', text: 'fine now' });
    const log = eventLog();
    const turn = await session(fakeProvider(server, 'openai', { preset: 'groq' }), FAST)
      .tools([weatherTool])
      .send('x', { onEvent: log.onEvent });
    expect(turn).toMatchObject({ status: 'done', text: 'fine now' });
    expect(log.of('notice')).toMatchObject([
      { kind: 'retry', message: 'Groq: the model produced an invalid tool call; asking again.' },
    ]);
  });

  it('moves to the fallback when it happens again', async () => {
    server.script(failed, failed, { kind: 'message', text: 'from cerebras' });
    const providers = [
      fakeProvider(server, 'openai', { preset: 'groq', model: 'openai/gpt-oss-120b' }),
      fakeProvider(server, 'openai', { preset: 'cerebras', model: 'gpt-oss-120b' }),
    ];
    const turn = await session(providers, FAST).tools([weatherTool]).send('x');
    expect(turn).toMatchObject({ status: 'done', text: 'from cerebras', answeredBy: { preset: 'cerebras' } });
    expect(turn.failovers[0]!.reason).toBe('the model kept producing invalid tool calls');
  });

  it('without a fallback, tells the user the model could not make a valid call', async () => {
    server.script(failed, failed);
    const turn = await session(fakeProvider(server, 'openai', { preset: 'groq' }), FAST)
      .tools([weatherTool])
      .send('x');
    expect(turn.status).toBe('failed');
    expect(turn.error?.message).toBe('gpt-test could not produce a valid tool call.');
  });
});

describe('what each provider is sent', () => {
  const send = async (options: Parameters<typeof fakeProvider>[2]) => {
    server.script({ kind: 'message', text: 'ok' });
    await session(fakeProvider(server, 'openai', options), FAST)
      .tools([weatherTool])
      .send('x');
    return bodyOf(0);
  };

  it('OpenAI models with strict schemas: strict tools, no parallel calls, usage in the stream', async () => {
    const body = await send({ preset: 'openai', model: 'gpt-5-mini' });
    expect(body.tools![0]!.function.strict).toBe(true);
    expect(body.parallel_tool_calls).toBe(false);
    expect(body.stream).toBe(true);
    expect(body.stream_options).toEqual({ include_usage: true });
  });

  it('Cerebras: parallel_tool_calls is never sent, nor strict', async () => {
    const body = await send({ preset: 'cerebras', model: 'gpt-oss-120b' });
    expect(body).not.toHaveProperty('parallel_tool_calls');
    expect(body.tools![0]!.function).not.toHaveProperty('strict');
  });

  it('Ollama: no streaming while tools are present, and the answer still arrives', async () => {
    const body = await send({ preset: 'ollama', model: 'qwen3:8b', apiKey: undefined });
    expect(body.stream).toBeFalsy();
    expect(server.requests[0]!.stream).toBe(false);
  });

  it('never sends the SDK an API key from the environment for a server without one', async () => {
    process.env.OPENAI_API_KEY = 'sk-from-env-must-not-leak';
    try {
      server.script({ kind: 'message', text: 'ok' });
      const config = { preset: 'ollama' as const, model: 'm', baseURL: server.openaiBaseURL, apiKey: undefined };
      const { OpenAIChatProvider } = await import('./openai-provider');
      await session(new OpenAIChatProvider(config), FAST).send('x');
      expect(JSON.stringify(server.requests[0]!.headers)).not.toContain('sk-from-env-must-not-leak');
    } finally {
      delete process.env.OPENAI_API_KEY;
    }
  });
});
