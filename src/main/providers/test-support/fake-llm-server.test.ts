import Anthropic from '@anthropic-ai/sdk';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import OpenAI from 'openai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeLlmControl } from './fake-llm-control';
import { startFakeLlmServer, type FakeLlmServer, type RecordedRequest } from './fake-llm-server';

const CHAT = { model: 'gpt-test', messages: [{ role: 'user' as const, content: 'hello' }] };
const MESSAGES = { model: 'claude-test', max_tokens: 64, messages: [{ role: 'user' as const, content: 'hello' }] };

let fake: FakeLlmServer;
let openai: OpenAI;
let anthropic: Anthropic;

beforeEach(async () => {
  fake = await startFakeLlmServer();
  openai = new OpenAI({ baseURL: fake.openaiBaseURL, apiKey: 'test-key', maxRetries: 0 });
  anthropic = new Anthropic({ baseURL: fake.anthropicBaseURL, apiKey: 'test-key', maxRetries: 0 });
});
afterEach(() => fake.close());

/** POSTs JSON to the fake and returns the raw response. */
function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${fake.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('the fake LLM server', () => {
  it('serves both formats from one queue, in order, and counts what is pending', async () => {
    fake.script(
      { kind: 'message', text: 'first' },
      { kind: 'message', text: 'second' },
      { kind: 'message', text: 'third' },
    );
    expect(fake.pending).toBe(3);
    expect((await openai.chat.completions.create(CHAT)).choices[0]?.message.content).toBe('first');
    expect((await anthropic.messages.create(MESSAGES)).content[0]).toMatchObject({ text: 'second' });
    expect((await openai.chat.completions.create(CHAT)).choices[0]?.message.content).toBe('third');
    expect(fake.pending).toBe(0);
  });

  it('answers an unscripted request with a loud 500 in the format of the request', async () => {
    const openaiError = await openai.chat.completions.create(CHAT).catch((error: unknown) => error);
    expect(openaiError).toBeInstanceOf(OpenAI.InternalServerError);
    expect((openaiError as Error).message).toContain('fake LLM server: no scripted reply for request #1');
    const anthropicError = await anthropic.messages.create(MESSAGES).catch((error: unknown) => error);
    expect(anthropicError).toBeInstanceOf(Anthropic.InternalServerError);
    expect((anthropicError as Error).message).toContain('fake LLM server: no scripted reply for request #2');
  });

  it('records every model request with its format, path, headers, parsed body and stream flag', async () => {
    fake.script({ kind: 'message', text: 'a' }, { kind: 'message', text: 'b' });
    const tools = [{ type: 'function' as const, function: { name: 'check_circuit', parameters: { type: 'object' } } }];
    await openai.chat.completions.stream({ ...CHAT, tools }).finalChatCompletion();
    await anthropic.messages.create(MESSAGES);
    const [first, second] = fake.requests as [RecordedRequest, RecordedRequest];
    expect(first).toMatchObject({ format: 'openai', method: 'POST', path: '/v1/chat/completions', stream: true });
    expect(first.body).toEqual({ ...CHAT, tools, stream: true });
    expect(first.headers.authorization).toBe('Bearer test-key');
    expect(second).toMatchObject({ format: 'anthropic', path: '/v1/messages', stream: false, body: MESSAGES });
    expect(second.headers['anthropic-version']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(second.receivedAt).toBeGreaterThanOrEqual(first.receivedAt);
  });

  it('waitForRequests resolves once n requests arrived and times out loudly otherwise', async () => {
    const waiting = fake.waitForRequests(2, 2000);
    fake.script({ kind: 'message', text: 'a' }, { kind: 'message', text: 'b' });
    await openai.chat.completions.create(CHAT);
    await anthropic.messages.create(MESSAGES);
    await waiting;
    await expect(fake.waitForRequests(3, 50)).rejects.toThrow('expected 3 model requests, received 2');
    await expect(fake.waitForClientClose(1, 50)).rejects.toThrow('the client of model request #1 never closed');
  });

  it('calls a reply function with the recorded request to decide the reply', async () => {
    fake.script(
      (request) => ({ kind: 'message', text: `you asked ${(request.body as { model: string }).model}` }),
      async (request) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return request.stream ? { kind: 'message', text: 'streamed' } : { kind: 'http-error', status: 400 };
      },
    );
    expect((await openai.chat.completions.create(CHAT)).choices[0]?.message.content).toBe('you asked gpt-test');
    const final = await openai.chat.completions.stream(CHAT).finalChatCompletion();
    expect(final.choices[0]?.message.content).toBe('streamed');
  });

  it('reset drops the queue and the recorded requests and restarts the ids', async () => {
    fake.script({ kind: 'message', toolCalls: [{ name: 'a', arguments: {} }] }, { kind: 'message', text: 'left' });
    await openai.chat.completions.create(CHAT);
    fake.reset();
    expect([fake.pending, fake.requests.length]).toEqual([0, 0]);
    fake.script({ kind: 'message', toolCalls: [{ name: 'a', arguments: {} }] });
    const completion = await openai.chat.completions.create(CHAT);
    expect([completion.id, completion.choices[0]?.message.tool_calls?.[0]?.id]).toEqual(['chatcmpl-fake-1', 'call_1']);
  });

  it('sends raw-json and raw-sse replies exactly, and string error bodies verbatim', async () => {
    fake.script(
      { kind: 'raw-json', status: 202, body: { anything: ['goes'] } },
      { kind: 'raw-sse', frames: [{ data: '{"a":1}' }, { event: 'custom', data: 'two\nlines' }] },
      { kind: 'http-error', status: 502, body: '<html>Bad gateway</html>', headers: { 'content-type': 'text/html' } },
    );
    const json = await post('/v1/chat/completions', CHAT);
    expect([json.status, await json.json()]).toEqual([202, { anything: ['goes'] }]);
    const sse = await post('/v1/messages', MESSAGES);
    expect(sse.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(await sse.text()).toBe('data: {"a":1}\n\nevent: custom\ndata: two\ndata: lines\n\n');
    const html = await post('/v1/chat/completions', CHAT);
    expect([html.status, html.headers.get('content-type'), await html.text()]).toEqual([
      502,
      'text/html',
      '<html>Bad gateway</html>',
    ]);
  });

  it('pauses chunkDelayMs between chunks', async () => {
    fake.script({ kind: 'message', text: 'slow reply', textPieces: 4, chunkDelayMs: 40 });
    const started = Date.now();
    const stream = await openai.chat.completions.create({ ...CHAT, stream: true });
    const arrivals: number[] = [];
    for await (const _chunk of stream) arrivals.push(Date.now() - started);
    // role, 4 text pieces, finish: 5 pauses of 40 ms before [DONE].
    expect(arrivals).toHaveLength(6);
    expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThanOrEqual(5 * 40 - 10);
  });

  it('holds a stream at a gate until the test releases it, in both formats', async () => {
    fake.script(
      { kind: 'message', text: 'first half, second half', textPieces: 4, holdAt: { afterChunks: 3, gate: 'rest' } },
      { kind: 'message', text: 'held too', textPieces: 2, holdAt: { afterChunks: 2, gate: 'rest' } },
    );
    const stream = await openai.chat.completions.create({ ...CHAT, stream: true });
    const texts: string[] = [];
    const reading = (async () => {
      for await (const chunk of stream) texts.push(chunk.choices[0]?.delta.content ?? '');
    })();
    await fake.waitForHold('rest');
    // role + 2 text pieces arrived; nothing more until the release.
    await expect.poll(() => texts.length).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(texts.length).toBe(3);
    fake.release('rest');
    await reading;
    expect(texts.join('')).toBe('first half, second half');
    // A released gate stays open for later replies until reset().
    const message = await anthropic.messages.stream(MESSAGES).finalMessage();
    expect(message.content).toEqual([{ type: 'text', text: 'held too', citations: null }]);
  });

  it('a held stream ends when the client goes away or the fake closes', async () => {
    fake.script({ kind: 'message', text: 'never all of it', holdAt: { afterChunks: 1, gate: 'g' } });
    const abort = new AbortController();
    await openai.chat.completions.create({ ...CHAT, stream: true }, { signal: abort.signal });
    await fake.waitForHold('g');
    abort.abort();
    await fake.waitForClientClose(1);
    fake.script({ kind: 'message', text: 'held at close', holdAt: { afterChunks: 1, gate: 'h' } });
    const second = await openai.chat.completions.create({ ...CHAT, stream: true });
    await fake.waitForHold('h');
    const texts: string[] = [];
    const draining = (async () => {
      for await (const chunk of second) texts.push(chunk.choices[0]?.delta.content ?? '');
      return 'ended';
    })().catch(() => 'cut');
    await fake.close();
    expect(await draining).toBe('cut');
    expect(texts.join('')).toBe('');
  });

  it('notices a client that aborts a slow stream, stops writing, and goes on serving', async () => {
    fake.script(
      { kind: 'message', text: 'a long and slow reply', textPieces: 10, chunkDelayMs: 30 },
      { kind: 'message', text: 'next' },
    );
    const stream = await openai.chat.completions.create({ ...CHAT, stream: true });
    let seen = 0;
    for await (const _chunk of stream) if (++seen === 2) break;
    await fake.waitForClientClose(1);
    expect((await openai.chat.completions.create(CHAT)).choices[0]?.message.content).toBe('next');
  });

  it('stops a cut stream short of its terminator however large afterChunks is', async () => {
    fake.script({ kind: 'disconnect', afterChunks: 999, reply: { kind: 'message', text: 'all of it' } });
    const stream = await openai.chat.completions.create({ ...CHAT, stream: true });
    const texts: string[] = [];
    const iterate = async () => {
      for await (const chunk of stream) texts.push(chunk.choices[0]?.delta.content ?? '');
    };
    await expect(iterate()).rejects.toThrow('terminated');
    expect(texts.join('')).toBe('all of it');
  });

  it('repeats a scripted text textRepeat times, streamed or not, in both formats', async () => {
    fake.script(
      { kind: 'message', text: 'y', textRepeat: 100_000, textPieces: 50 },
      { kind: 'message', text: 'ab', textRepeat: 3 },
    );
    const stream = await openai.chat.completions.create({ ...CHAT, stream: true });
    const texts: string[] = [];
    for await (const chunk of stream) texts.push(chunk.choices[0]?.delta.content ?? '');
    expect(texts.join('')).toBe('y'.repeat(100_000));
    expect(texts.filter((t) => t !== '')).toHaveLength(50);
    expect((await anthropic.messages.create(MESSAGES)).content[0]).toMatchObject({ text: 'ababab' });
  });

  it('echoes the key a request carried in a scripted error message ({{apiKey}})', async () => {
    fake.script(
      { kind: 'http-error', status: 500, message: 'upstream refused key {{apiKey}}' },
      { kind: 'http-error', status: 500, message: 'upstream refused key {{apiKey}}' },
    );
    const openaiError = await openai.chat.completions.create(CHAT).catch((error: unknown) => error);
    expect(openaiError).toBeInstanceOf(OpenAI.InternalServerError);
    expect((openaiError as Error).message).toContain('upstream refused key test-key');
    const anthropicError = await anthropic.messages.create(MESSAGES).catch((error: unknown) => error);
    expect((anthropicError as Error).message).toContain('upstream refused key test-key');
  });

  it('streams an endless answer until the client goes away, in both formats', async () => {
    fake.script({ kind: 'endless', text: 'z'.repeat(100) }, { kind: 'endless' }, { kind: 'message', text: 'next' });
    const stream = await openai.chat.completions.create({ ...CHAT, stream: true });
    let received = '';
    for await (const chunk of stream) {
      received += chunk.choices[0]?.delta.content ?? '';
      if (received.length >= 50_000) break;
    }
    expect(received).toBe('z'.repeat(50_000));
    await fake.waitForClientClose(1);
    const messages = await anthropic.messages.create({ ...MESSAGES, stream: true });
    let seen = 0;
    for await (const event of messages) {
      if (event.type === 'content_block_delta' && event.delta.type === 'text_delta') seen += event.delta.text.length;
      if (seen >= 10_000) break;
    }
    await fake.waitForClientClose(2);
    expect((await openai.chat.completions.create(CHAT)).choices[0]?.message.content).toBe('next');
  });

  it('answers a plain request for an endless answer with a body that never ends', async () => {
    fake.script({ kind: 'endless' });
    const controller = new AbortController();
    const response = await fetch(`${fake.origin}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(CHAT),
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    let bytes = 0;
    while (bytes < 200_000) {
      const { value } = (await reader.read()) as { value?: Uint8Array };
      bytes += value?.length ?? 0;
    }
    controller.abort();
    await fake.waitForClientClose(1);
    expect(bytes).toBeGreaterThanOrEqual(200_000);
  });

  it('close() ends stalled streams too', async () => {
    fake.script({ kind: 'stall', afterChunks: 1 }, { kind: 'stall', afterChunks: 0 });
    const stream = await openai.chat.completions.create({ ...CHAT, stream: true });
    const chunks = stream[Symbol.asyncIterator]();
    expect((await chunks.next()).done).toBe(false);
    // Expectations attach before close() so the rejections are never unhandled.
    const streamFails = expect(chunks.next()).rejects.toThrow('terminated');
    const plainFails = expect(anthropic.messages.create(MESSAGES)).rejects.toBeInstanceOf(Anthropic.APIConnectionError);
    await fake.waitForRequests(2);
    await fake.close();
    await streamFails;
    await plainFails;
    expect(fake.requests.every((request) => request.clientClosedAt === undefined)).toBe(true);
  });

  it("lists models for OpenAI, Anthropic (by anthropic-version) and Ollama's /api/tags", async () => {
    fake.models = ['llama3.1:8b', 'qwen2.5:7b'];
    const openaiList = (await (await fetch(`${fake.origin}/v1/models`)).json()) as { object: string };
    expect(openaiList).toMatchObject({ object: 'list', data: [{ id: 'llama3.1:8b', object: 'model' }, {}] });
    const anthropicList = await fetch(`${fake.origin}/v1/models`, { headers: { 'anthropic-version': '2023-06-01' } });
    expect(await anthropicList.json()).toMatchObject({ data: [{ type: 'model' }, {}], has_more: false });
    const tags = (await (await fetch(`${fake.origin}/api/tags`)).json()) as { models: Record<string, unknown>[] };
    expect(tags.models.map((model) => [model.name, model.model])).toEqual([
      ['llama3.1:8b', 'llama3.1:8b'],
      ['qwen2.5:7b', 'qwen2.5:7b'],
    ]);
    expect(tags.models[0]?.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(tags.models[0]?.details).toMatchObject({ format: 'gguf', family: 'llama' });
  });

  it('answers a request body that is not JSON with a 400 and an unknown route with a 404', async () => {
    const broken = await fetch(`${fake.origin}/v1/chat/completions`, { method: 'POST', body: '{"model": ' });
    expect(broken.status).toBe(400);
    expect(fake.requests[0]?.body).toBe('{"model": ');
    const unknown = await fetch(`${fake.origin}/v1/completions`, { method: 'POST', body: '{}' });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('no route for POST /v1/completions');
  });
});

describe('the control endpoints', () => {
  it('script, list the requests and reset through fakeLlmControl', async () => {
    const control = fakeLlmControl(fake.origin);
    await control.script({ kind: 'message', text: 'from afar' }, { kind: 'http-error', status: 429 });
    expect(fake.pending).toBe(2);
    expect((await openai.chat.completions.create(CHAT)).choices[0]?.message.content).toBe('from afar');
    const requests = await control.requests();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ format: 'openai', body: CHAT, stream: false });
    await control.reset();
    expect([fake.pending, fake.requests.length]).toEqual([0, 0]);
  });

  it('releases a held stream through fakeLlmControl, and refuses a release without a gate', async () => {
    const control = fakeLlmControl(fake.origin);
    await control.script({ kind: 'message', text: 'after the gate', holdAt: { afterChunks: 1, gate: 'go' } });
    const answer = openai.chat.completions.create({ ...CHAT, stream: true }).then(async (stream) => {
      let text = '';
      for await (const chunk of stream) text += chunk.choices[0]?.delta.content ?? '';
      return text;
    });
    await fake.waitForHold('go');
    await control.release('go');
    expect(await answer).toBe('after the gate');
    const refused = await post('/__fake/release', { name: 'go' });
    expect([refused.status, await refused.text()]).toEqual([
      400,
      expect.stringContaining('POST /__fake/release takes'),
    ]);
  });

  it('refuses a script that is not an array of known replies', async () => {
    const refused = await post('/__fake/script', [{ kind: 'message' }, { kind: 'teapot' }]);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('JSON array of replies whose kind is one of message, http-error');
    await expect(fakeLlmControl(fake.origin).script({ kind: 'nope' } as never)).rejects.toThrow(/400/);
    expect(fake.pending).toBe(0);
  });
});

describe('the CLI', () => {
  it('starts a fake in a child process, prints its origin as one JSON line, and serves scripted replies', async () => {
    const cli = new URL('./fake-llm-cli.ts', import.meta.url).pathname;
    const child = spawn(process.execPath, ['--import', 'tsx', cli, '--port', '0', '--models', 'm1,m2'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
      const { origin } = JSON.parse(line) as { origin: string };
      expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      await fakeLlmControl(origin).script({ kind: 'message', text: 'hello from the CLI' });
      const client = new OpenAI({ baseURL: `${origin}/v1`, apiKey: 'k', maxRetries: 0 });
      expect((await client.chat.completions.create(CHAT)).choices[0]?.message.content).toBe('hello from the CLI');
      expect((await client.models.list()).data.map((model) => model.id)).toEqual(['m1', 'm2']);
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  });
});
