import OpenAI, { APIError, RateLimitError } from 'openai';
import type { ChatCompletionChunk } from 'openai/resources/chat/completions';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeLlmServer, type FakeLlmServer } from './fake-llm-server';

const REQUEST = { model: 'gpt-test', messages: [{ role: 'user' as const, content: 'Build a half adder' }] };
const ADD_A = { name: 'add_component', arguments: { type: 'AND', label: 'A1' } };
const WIRE = { name: 'connect', arguments: { from: 'A1.Y', to: 'LED1.A' } };
const CHECK = { name: 'check_circuit', arguments: {} };

let fake: FakeLlmServer;
let client: OpenAI;

beforeEach(async () => {
  fake = await startFakeLlmServer();
  client = new OpenAI({ baseURL: fake.openaiBaseURL, apiKey: 'test-key', maxRetries: 0 });
});
afterEach(() => fake.close());

/** Every raw chunk of a streamed completion. */
async function chunksOf(params: Partial<OpenAI.ChatCompletionCreateParamsStreaming> = {}) {
  const stream = await client.chat.completions.create({ ...REQUEST, ...params, stream: true });
  const chunks: ChatCompletionChunk[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

/** The rejection of a promise (fails the test when it resolves). */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('expected a rejection'),
    (error: unknown) => error,
  );
}

describe('OpenAI format through the openai SDK', () => {
  it('answers a text reply non-streamed, echoing the model, with usage', async () => {
    fake.script({ kind: 'message', text: 'A half adder has two gates.', usage: { input: 50, output: 9, cached: 30 } });
    const completion = await client.chat.completions.create(REQUEST);
    expect(completion.model).toBe('gpt-test');
    expect(completion.choices[0]?.message.content).toBe('A half adder has two gates.');
    expect(completion.choices[0]?.finish_reason).toBe('stop');
    expect(completion.usage).toMatchObject({
      prompt_tokens: 50,
      completion_tokens: 9,
      total_tokens: 59,
      prompt_tokens_details: { cached_tokens: 30 },
    });
  });

  it('streams a text reply in textPieces deltas, with a usage chunk only when asked', async () => {
    fake.script({ kind: 'message', text: 'Two gates: XOR and AND.', textPieces: 5 });
    const chunks = await chunksOf();
    const texts = chunks.map((chunk) => chunk.choices[0]?.delta.content).filter(Boolean);
    expect(texts).toHaveLength(5);
    expect(texts.join('')).toBe('Two gates: XOR and AND.');
    expect(chunks[0]?.choices[0]?.delta.role).toBe('assistant');
    expect(chunks.at(-1)?.choices[0]?.finish_reason).toBe('stop');
    expect(chunks.every((chunk) => chunk.usage === undefined && chunk.model === 'gpt-test')).toBe(true);

    fake.script({ kind: 'message', text: 'Again.', usage: { input: 12, output: 3 } });
    const withUsage = await chunksOf({ stream_options: { include_usage: true } });
    expect(withUsage.at(-1)?.choices).toEqual([]);
    expect(withUsage.at(-1)?.usage).toMatchObject({ prompt_tokens: 12, completion_tokens: 3, total_tokens: 15 });
    expect(withUsage.slice(0, -1).every((chunk) => chunk.usage === null)).toBe(true);
  });

  it('sends one tool call non-streamed and streamed, arguments in argumentPieces deltas', async () => {
    fake.script({ kind: 'message', toolCalls: [ADD_A] }, { kind: 'message', toolCalls: [ADD_A], argumentPieces: 4 });
    const completion = await client.chat.completions.create(REQUEST);
    expect(completion.choices[0]?.finish_reason).toBe('tool_calls');
    expect(completion.choices[0]?.message.content).toBeNull();
    expect(completion.choices[0]?.message.tool_calls).toEqual([
      {
        id: 'call_1',
        type: 'function',
        function: { name: 'add_component', arguments: JSON.stringify(ADD_A.arguments) },
      },
    ]);

    const deltas = (await chunksOf()).flatMap((chunk) => chunk.choices[0]?.delta.tool_calls ?? []);
    expect(deltas[0]).toEqual({
      index: 0,
      id: 'call_2',
      type: 'function',
      function: { name: 'add_component', arguments: '' },
    });
    expect(deltas.slice(1)).toHaveLength(4);
    expect(deltas.map((delta) => delta.function?.arguments).join('')).toBe(JSON.stringify(ADD_A.arguments));
  });

  it('streams three calls in one response with indexes 0..2; finalChatCompletion assembles them', async () => {
    fake.script({ kind: 'message', toolCalls: [ADD_A, WIRE, CHECK] });
    const stream = client.chat.completions.stream({ ...REQUEST, stream_options: { include_usage: true } });
    const indexes = new Set<number>();
    for await (const chunk of stream) chunk.choices[0]?.delta.tool_calls?.forEach((delta) => indexes.add(delta.index));
    expect([...indexes]).toEqual([0, 1, 2]);
    const final = await stream.finalChatCompletion();
    expect(
      final.choices[0]?.message.tool_calls?.map((call) => [call.id, call.type === 'function' && call.function]),
    ).toEqual([
      ['call_1', { name: 'add_component', arguments: JSON.stringify(ADD_A.arguments) }],
      ['call_2', { name: 'connect', arguments: JSON.stringify(WIRE.arguments) }],
      ['call_3', { name: 'check_circuit', arguments: '{}' }],
    ]);
    expect(final.usage?.total_tokens).toBe(30);
  });

  it('combines text and tool calls, and sends argument strings verbatim (broken JSON, "")', async () => {
    const calls = [
      { id: 'call_custom', name: 'add_component', arguments: '{"type": "AND", ' },
      { name: 'check_circuit', arguments: '' },
    ];
    const reply = { kind: 'message' as const, text: 'Adding the gate now.', toolCalls: calls };
    fake.script(reply, reply);
    const final = await client.chat.completions.stream(REQUEST).finalChatCompletion();
    const plain = await client.chat.completions.create(REQUEST);
    for (const completion of [final, plain]) {
      const message = completion.choices[0]?.message;
      expect(message?.content).toBe('Adding the gate now.');
      expect(message?.tool_calls?.map((call) => call.id)).toEqual(['call_custom', expect.stringMatching(/^call_\d+$/)]);
      expect(message?.tool_calls?.map((call) => call.type === 'function' && call.function.arguments)).toEqual([
        '{"type": "AND", ',
        '',
      ]);
    }
  });

  it('honours finishReason', async () => {
    fake.script({ kind: 'message', text: 'Cut off', finishReason: 'length' });
    expect((await client.chat.completions.create(REQUEST)).choices[0]?.finish_reason).toBe('length');
  });
});

describe('OpenAI errors through the openai SDK', () => {
  it('surfaces HTTP errors as the SDK error classes with status, body and retry headers', async () => {
    fake.script(
      { kind: 'http-error', status: 429, headers: { 'retry-after': '7', 'retry-after-ms': '6500' } },
      { kind: 'http-error', status: 503, body: { error: { message: 'Upstream busy', type: 'server_error' } } },
      { kind: 'http-error', status: 400 },
    );
    const limited = await rejectionOf(client.chat.completions.create(REQUEST));
    expect(limited).toBeInstanceOf(RateLimitError);
    const rate = limited as RateLimitError;
    expect([rate.status, rate.code, rate.type]).toEqual([429, 'rate_limit_exceeded', 'requests']);
    expect([rate.headers.get('retry-after'), rate.headers.get('retry-after-ms')]).toEqual(['7', '6500']);
    expect(rate.headers.get('content-type')).toBe('application/json');

    const busy = await rejectionOf(client.chat.completions.create({ ...REQUEST, stream: true }));
    expect(busy).toBeInstanceOf(OpenAI.InternalServerError);
    expect((busy as APIError).status).toBe(503);
    expect((busy as APIError).message).toBe('503 Upstream busy');

    const bad = await rejectionOf(client.chat.completions.create(REQUEST));
    expect(bad).toBeInstanceOf(OpenAI.BadRequestError);
    expect((bad as APIError).type).toBe('invalid_request_error');
  });

  it("raises a stream-error (Groq's tool_use_failed) as an APIError while iterating, code readable", async () => {
    const error = {
      message: 'Failed to call a function. Please adjust your prompt.',
      type: 'invalid_request_error',
      code: 'tool_use_failed',
      failed_generation: '<function=add_component{"type": "AND"}</function>',
    };
    fake.script({ kind: 'stream-error', afterChunks: 2, error }, { kind: 'stream-error', afterChunks: 2, error });
    const stream = await client.chat.completions.create({ ...REQUEST, stream: true });
    const seen: ChatCompletionChunk[] = [];
    const thrown = await rejectionOf(
      (async () => {
        for await (const chunk of stream) seen.push(chunk);
      })(),
    );
    expect(seen).toHaveLength(2);
    expect(thrown).toBeInstanceOf(APIError);
    const apiError = thrown as APIError;
    expect(apiError.code).toBe('tool_use_failed');
    expect(apiError.error).toMatchObject({ failed_generation: error.failed_generation });
    expect(apiError.message).toBe(error.message);

    // Not streamed, the same error arrives as the HTTP 400 the service would have answered.
    const plain = await rejectionOf(client.chat.completions.create(REQUEST));
    expect(plain).toBeInstanceOf(OpenAI.BadRequestError);
    expect((plain as APIError).code).toBe('tool_use_failed');
  });

  it('keeps a stalled stream open until the client aborts, and notices the close', async () => {
    fake.script({ kind: 'stall', afterChunks: 2 });
    const controller = new AbortController();
    const stream = await client.chat.completions.create({ ...REQUEST, stream: true }, { signal: controller.signal });
    const iterator = stream[Symbol.asyncIterator]();
    await iterator.next();
    await iterator.next();
    const third = iterator.next();
    const silence = await Promise.race([third.then(() => 'chunk'), sleep(300).then(() => 'silence')]);
    expect(silence).toBe('silence');
    expect(fake.requests[0]?.clientClosedAt).toBeUndefined();
    controller.abort();
    await third.catch(() => undefined);
    await fake.waitForClientClose(1);
    expect(fake.requests[0]?.clientClosedAt).toBeGreaterThanOrEqual(fake.requests[0]!.receivedAt);
  });

  it('destroys the socket mid-stream on disconnect, and the iteration throws', async () => {
    fake.script({ kind: 'disconnect', afterChunks: 3, reply: { kind: 'message', text: 'abcdefghij', textPieces: 6 } });
    const stream = await client.chat.completions.create({ ...REQUEST, stream: true });
    const seen: string[] = [];
    const thrown = await rejectionOf(
      (async () => {
        for await (const chunk of stream) seen.push(chunk.choices[0]?.delta.content ?? '');
      })(),
    );
    expect(seen).toHaveLength(3);
    expect('abcdefghij'.startsWith(seen.join(''))).toBe(true);
    // Node's fetch reports a dropped connection as TypeError "terminated", not as an APIError.
    expect(thrown).toBeInstanceOf(TypeError);
    expect(thrown).not.toBeInstanceOf(APIError);
    expect(fake.requests[0]?.clientClosedAt).toBeUndefined();
  });

  it('refuses a wrong API key with the real 401 body and keeps the scripted reply', async () => {
    const guarded = await startFakeLlmServer({ apiKey: 'sk-right-key-123' });
    try {
      guarded.script({ kind: 'message', text: 'Welcome' });
      const wrong = new OpenAI({ baseURL: guarded.openaiBaseURL, apiKey: 'sk-wrong-key-456', maxRetries: 0 });
      const refused = await rejectionOf(wrong.chat.completions.create(REQUEST));
      expect(refused).toBeInstanceOf(OpenAI.AuthenticationError);
      const auth = refused as APIError;
      expect([auth.status, auth.code, auth.type]).toEqual([401, 'invalid_api_key', 'invalid_request_error']);
      expect(auth.message).toContain('Incorrect API key provided: sk-*********-456');
      expect(await rejectionOf(wrong.models.list())).toBeInstanceOf(OpenAI.AuthenticationError);
      expect(guarded.pending).toBe(1);

      const right = new OpenAI({ baseURL: guarded.openaiBaseURL, apiKey: 'sk-right-key-123', maxRetries: 0 });
      expect((await right.chat.completions.create(REQUEST)).choices[0]?.message.content).toBe('Welcome');
    } finally {
      await guarded.close();
    }
  });

  it('lists the models in the OpenAI list shape', async () => {
    fake.models = ['gpt-test', 'gpt-test-mini'];
    const page = await client.models.list();
    expect(page.data.map((model) => [model.id, model.object, model.owned_by])).toEqual([
      ['gpt-test', 'model', 'fake-llm-server'],
      ['gpt-test-mini', 'model', 'fake-llm-server'],
    ]);
  });
});

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
