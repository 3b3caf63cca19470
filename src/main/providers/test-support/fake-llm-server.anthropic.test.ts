import Anthropic, { APIError } from '@anthropic-ai/sdk';
import type { RawMessageStreamEvent } from '@anthropic-ai/sdk/resources/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeLlmServer, type FakeLlmServer } from './fake-llm-server';

const REQUEST = {
  model: 'claude-test',
  max_tokens: 1024,
  messages: [{ role: 'user' as const, content: 'Build a half adder' }],
};
const ADD_A = { name: 'add_component', arguments: { type: 'AND', label: 'A1' } };
const WIRE = { name: 'connect', arguments: { from: 'A1.Y', to: 'LED1.A' } };
const CHECK = { name: 'check_circuit', arguments: {} };

/** Content blocks as the SDK types them (the fake fills in every field the API sends). */
const textBlock = (text: string) => ({ type: 'text', text, citations: null });
const toolUse = (id: string, name: string, input: unknown) => ({
  type: 'tool_use',
  id,
  name,
  input,
  caller: { type: 'direct' },
});

let fake: FakeLlmServer;
let client: Anthropic;

beforeEach(async () => {
  fake = await startFakeLlmServer();
  client = new Anthropic({ baseURL: fake.anthropicBaseURL, apiKey: 'test-key', maxRetries: 0 });
});
afterEach(() => fake.close());

/** Every event of a streamed message, as the SDK yields them. */
async function eventsOf(): Promise<RawMessageStreamEvent[]> {
  const stream = await client.messages.create({ ...REQUEST, stream: true });
  const events: RawMessageStreamEvent[] = [];
  for await (const event of stream) events.push(event);
  return events;
}

/** The rejection of a promise (fails the test when it resolves). */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('expected a rejection'),
    (error: unknown) => error,
  );
}

describe('Anthropic format through the anthropic SDK', () => {
  it('answers a text reply non-streamed, echoing the model, with usage split into cached and not', async () => {
    fake.script({ kind: 'message', text: 'A half adder has two gates.', usage: { input: 100, output: 9, cached: 80 } });
    const message = await client.messages.create(REQUEST);
    expect(message.model).toBe('claude-test');
    expect(message.content).toEqual([textBlock('A half adder has two gates.')]);
    expect(message.stop_reason).toBe('end_turn');
    expect(message.usage).toMatchObject({ input_tokens: 20, cache_read_input_tokens: 80, output_tokens: 9 });
  });

  it('streams text as message_start, block start, text_delta pieces, block stop, message_delta, message_stop', async () => {
    fake.script({ kind: 'message', text: 'Two gates: XOR and AND.', textPieces: 4 });
    const events = await eventsOf();
    expect(events.map((event) => event.type)).toEqual([
      'message_start',
      'content_block_start',
      ...Array<string>(4).fill('content_block_delta'),
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
    const texts = events.flatMap((event) =>
      event.type === 'content_block_delta' && event.delta.type === 'text_delta' ? [event.delta.text] : [],
    );
    expect(texts.join('')).toBe('Two gates: XOR and AND.');
    const delta = events.find((event) => event.type === 'message_delta');
    expect(delta).toMatchObject({ delta: { stop_reason: 'end_turn' }, usage: { output_tokens: 10 } });
  });

  it('puts a ping on the wire (which the SDK skips)', async () => {
    fake.script({ kind: 'message', text: 'Hi' });
    const response = await fetch(`${fake.anthropicBaseURL}/v1/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'anthropic-version': '2023-06-01' },
      body: JSON.stringify({ ...REQUEST, stream: true }),
    });
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const text = await response.text();
    expect(text).toContain('event: ping\ndata: {"type":"ping"}\n\n');
    expect(text.startsWith('event: message_start\ndata: {"type":"message_start"')).toBe(true);
    expect(text.endsWith('event: message_stop\ndata: {"type":"message_stop"}\n\n')).toBe(true);
  });

  it('streams a tool call as tool_use with input {} then input_json_delta pieces; finalMessage parses it', async () => {
    fake.script({ kind: 'message', toolCalls: [ADD_A], argumentPieces: 3 });
    const stream = client.messages.stream(REQUEST);
    const partials: string[] = [];
    for await (const event of stream) {
      if (event.type === 'content_block_start')
        expect(event.content_block).toMatchObject({ type: 'tool_use', input: {} });
      if (event.type === 'content_block_delta' && event.delta.type === 'input_json_delta')
        partials.push(event.delta.partial_json);
    }
    expect(partials).toHaveLength(4);
    expect(partials[0]).toBe('');
    expect(partials.join('')).toBe(JSON.stringify(ADD_A.arguments));
    const final = await stream.finalMessage();
    expect(final.stop_reason).toBe('tool_use');
    expect(final.content).toEqual([toolUse('toolu_1', 'add_component', ADD_A.arguments)]);
  });

  it('sends text and three tool calls in one message, streamed and not', async () => {
    const reply = {
      kind: 'message' as const,
      text: 'Building it.',
      toolCalls: [ADD_A, WIRE, { ...CHECK, id: 'toolu_mine' }],
    };
    fake.script(reply, reply);
    const expected = (first: number) => [
      textBlock('Building it.'),
      toolUse(`toolu_${first}`, 'add_component', ADD_A.arguments),
      toolUse(`toolu_${first + 1}`, 'connect', WIRE.arguments),
      toolUse('toolu_mine', 'check_circuit', {}),
    ];
    expect((await client.messages.stream(REQUEST).finalMessage()).content).toEqual(expected(1));
    expect((await client.messages.create(REQUEST)).content).toEqual(expected(3));
  });

  it('streams broken argument JSON verbatim, and answers it non-streamed with input {}', async () => {
    const reply = { kind: 'message' as const, toolCalls: [{ name: 'add_component', arguments: '{"type": "AND", ' }] };
    fake.script(reply, reply);
    const partials = (await eventsOf()).flatMap((event) =>
      event.type === 'content_block_delta' && event.delta.type === 'input_json_delta' ? [event.delta.partial_json] : [],
    );
    expect(partials.join('')).toBe('{"type": "AND", ');
    const message = await client.messages.create(REQUEST);
    expect(message.content).toEqual([toolUse('toolu_2', 'add_component', {})]);
  });

  it('maps finishReason length to max_tokens', async () => {
    fake.script({ kind: 'message', text: 'Cut', finishReason: 'length' });
    expect((await client.messages.create(REQUEST)).stop_reason).toBe('max_tokens');
  });
});

describe('Anthropic errors through the anthropic SDK', () => {
  it('surfaces HTTP errors as the SDK error classes with status, error type and retry headers', async () => {
    fake.script(
      { kind: 'http-error', status: 429, headers: { 'retry-after': '12' } },
      { kind: 'http-error', status: 529 },
      {
        kind: 'http-error',
        status: 404,
        body: { type: 'error', error: { type: 'not_found_error', message: 'model: claude-x' } },
      },
    );
    const limited = await rejectionOf(client.messages.create(REQUEST));
    expect(limited).toBeInstanceOf(Anthropic.RateLimitError);
    const rate = limited as APIError;
    expect([rate.status, rate.type, rate.headers?.get('retry-after')]).toEqual([429, 'rate_limit_error', '12']);
    expect(rate.headers?.get('content-type')).toBe('application/json');

    const overloaded = await rejectionOf(client.messages.create({ ...REQUEST, stream: true }));
    expect(overloaded).toBeInstanceOf(Anthropic.OverloadedError);
    expect([(overloaded as APIError).type, (overloaded as APIError).apiMessage]).toEqual([
      'overloaded_error',
      'Overloaded',
    ]);

    const missing = await rejectionOf(client.messages.create(REQUEST));
    expect(missing).toBeInstanceOf(Anthropic.NotFoundError);
    expect((missing as APIError).apiMessage).toBe('model: claude-x');
  });

  it('raises a stream-error as an APIError while iterating, with the error type readable', async () => {
    const error = { message: 'Overloaded', type: 'overloaded_error' };
    fake.script({ kind: 'stream-error', afterChunks: 3, error }, { kind: 'stream-error', afterChunks: 3, error });
    const stream = await client.messages.create({ ...REQUEST, stream: true });
    const seen: string[] = [];
    const thrown = await rejectionOf(
      (async () => {
        for await (const event of stream) seen.push(event.type);
      })(),
    );
    // Three frames went out; the ping among them is skipped by the SDK.
    expect(seen).toEqual(['message_start', 'content_block_start']);
    expect(thrown).toBeInstanceOf(APIError);
    expect([(thrown as APIError).type, (thrown as APIError).status]).toEqual(['overloaded_error', undefined]);

    // Not streamed, the same error arrives as the HTTP status the API uses for it (529).
    expect(await rejectionOf(client.messages.create(REQUEST))).toBeInstanceOf(Anthropic.OverloadedError);
  });

  it('keeps a stalled stream open until the client aborts, and notices the close', async () => {
    fake.script({ kind: 'stall', afterChunks: 4 });
    const controller = new AbortController();
    const stream = client.messages.stream(REQUEST, { signal: controller.signal });
    const texts: string[] = [];
    stream.on('text', (text) => texts.push(text));
    await fake.waitForRequests(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(texts).toHaveLength(1);
    expect(fake.requests[0]?.clientClosedAt).toBeUndefined();
    controller.abort();
    await expect(stream.finalMessage()).rejects.toBeInstanceOf(Anthropic.APIUserAbortError);
    await fake.waitForClientClose(1);
  });

  it('destroys the socket mid-stream on disconnect, and the iteration throws', async () => {
    fake.script({ kind: 'disconnect', afterChunks: 2 });
    const stream = await client.messages.create({ ...REQUEST, stream: true });
    const seen: string[] = [];
    const thrown = await rejectionOf(
      (async () => {
        for await (const event of stream) seen.push(event.type);
      })(),
    );
    expect(seen).toEqual(['message_start', 'content_block_start']);
    expect(thrown).toBeInstanceOf(TypeError);
  });

  it('refuses a wrong x-api-key with the real 401 body', async () => {
    const guarded = await startFakeLlmServer({ apiKey: 'right-key' });
    try {
      guarded.script({ kind: 'message', text: 'Welcome' });
      const wrong = new Anthropic({ baseURL: guarded.anthropicBaseURL, apiKey: 'wrong-key', maxRetries: 0 });
      const refused = await rejectionOf(wrong.messages.create(REQUEST));
      expect(refused).toBeInstanceOf(Anthropic.AuthenticationError);
      expect((refused as APIError).error).toMatchObject({
        type: 'error',
        error: { type: 'authentication_error', message: 'invalid x-api-key' },
      });
      expect(await rejectionOf(wrong.models.list())).toBeInstanceOf(Anthropic.AuthenticationError);
      expect(guarded.pending).toBe(1);

      // @anthropic-ai/sdk 1.x sends the key as a Bearer token; the API's own x-api-key works too.
      const right = new Anthropic({ baseURL: guarded.anthropicBaseURL, apiKey: 'right-key', maxRetries: 0 });
      expect((await right.messages.create(REQUEST)).content).toEqual([textBlock('Welcome')]);
      expect(guarded.requests.at(-1)?.headers.authorization).toBe('Bearer right-key');
      guarded.script({ kind: 'message', text: 'Welcome back' });
      const withHeader = new Anthropic({
        baseURL: guarded.anthropicBaseURL,
        authToken: 'not-the-key',
        defaultHeaders: { 'x-api-key': 'right-key', authorization: null },
        maxRetries: 0,
      });
      expect((await withHeader.messages.create(REQUEST)).content).toEqual([textBlock('Welcome back')]);
      expect(guarded.requests.at(-1)?.headers['x-api-key']).toBe('right-key');
      expect(guarded.requests.at(-1)?.headers.authorization).toBeUndefined();
    } finally {
      await guarded.close();
    }
  });

  it("lists the models in Anthropic's paged shape when the request carries anthropic-version", async () => {
    fake.models = ['claude-test', 'claude-test-haiku'];
    const ids: string[] = [];
    for await (const model of client.models.list()) ids.push(`${model.id}/${model.type}/${model.display_name}`);
    expect(ids).toEqual(['claude-test/model/claude-test', 'claude-test-haiku/model/claude-test-haiku']);
    const page = await client.models.list();
    expect([page.has_more, page.first_id, page.last_id]).toEqual([false, 'claude-test', 'claude-test-haiku']);
  });
});
