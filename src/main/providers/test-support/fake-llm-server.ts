import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { anthropicModelList, anthropicWire } from './anthropic-wire';
import type { FakeDataReply, FakeLlmServer, FakeLlmServerOptions, FakeReply, RecordedRequest } from './fake-llm-types';
import { openaiModelList, openaiWire } from './openai-wire';
import { sendJson, writeReply } from './reply-writer';
import { CREATED, type WireFormat } from './wire-common';

export type * from './fake-llm-types';

const REPLY_KINDS = new Set([
  'message',
  'http-error',
  'stall',
  'stream-error',
  'disconnect',
  'endless',
  'raw-sse',
  'raw-json',
]);
const WIRES: Record<RecordedRequest['format'], WireFormat> = { openai: openaiWire, anthropic: anthropicWire };

/**
 * Starts a fake LLM provider on 127.0.0.1 that speaks OpenAI chat completions and Anthropic Messages
 * over real HTTP and SSE, answering each model request with the next scripted reply.
 */
export async function startFakeLlmServer(options: FakeLlmServerOptions = {}): Promise<FakeLlmServer> {
  const queue: FakeReply[] = [];
  const requests: RecordedRequest[] = [];
  const listeners = new Set<() => void>();
  let callNumber = 0;
  let closing = false;
  const released = new Set<string>();
  const holding = new Map<string, number>();
  const changed = () => listeners.forEach((listener) => listener());

  /** Resolves once `done()` holds, re-checked on every change; rejects on timeout or close. */
  function waitUntil(done: () => boolean, timeoutMs: number, describe: () => string): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!done() && !closing) return;
        finish();
        if (done()) resolve();
        else reject(new Error(`fake LLM server closed while waiting: ${describe()}`));
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`fake LLM server: timed out after ${timeoutMs} ms: ${describe()}`));
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        listeners.delete(check);
      };
      listeners.add(check);
      check();
    });
  }

  const httpServer = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      if (!response.headersSent) sendJson(response, 500, { error: { message: `fake LLM server: ${reason}` } });
      else response.destroy();
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
    const route = `${request.method} ${pathname}`;
    if (route === 'POST /v1/chat/completions') return answerModelRequest('openai', request, response);
    if (route === 'POST /v1/messages') return answerModelRequest('anthropic', request, response);
    if (route === 'GET /v1/models') {
      const format = request.headers['anthropic-version'] !== undefined ? 'anthropic' : 'openai';
      if (refuseKey(format, request, response)) return;
      return sendJson(
        response,
        200,
        format === 'anthropic' ? anthropicModelList(fake.models) : openaiModelList(fake.models),
      );
    }
    if (route === 'GET /api/tags') return sendJson(response, 200, ollamaTags(fake.models));
    if (route === 'POST /__fake/script') return controlScript(await readBody(request), response);
    if (route === 'GET /__fake/requests') return sendJson(response, 200, requests);
    if (route === 'POST /__fake/release') return controlRelease(await readBody(request), response);
    if (route === 'POST /__fake/reset') {
      fake.reset();
      return sendJson(response, 200, { pending: 0 });
    }
    sendJson(response, 404, { error: { message: `fake LLM server: no route for ${route}`, type: 'not_found_error' } });
  }

  async function answerModelRequest(
    format: RecordedRequest['format'],
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<void> {
    const text = await readBody(request);
    const body = parseJson(text);
    const record: RecordedRequest = {
      format,
      method: request.method ?? 'POST',
      path: request.url ?? '',
      headers: flattenHeaders(request.headers),
      body: body === undefined ? text : body,
      stream: isObject(body) && body.stream === true,
      receivedAt: Date.now(),
    };
    requests.push(record);
    const requestNumber = requests.length;
    let destroyedByFake = false;
    response.on('close', () => {
      if (response.writableFinished || destroyedByFake || closing) return;
      record.clientClosedAt = Date.now();
      changed();
    });
    changed();

    const wire = WIRES[format];
    if (refuseKey(format, request, response)) return;
    if (!isObject(body))
      return sendJson(response, 400, wire.errorBody(400, 'fake LLM server: the request body is not a JSON object.'));
    const next = queue.shift();
    if (next === undefined) {
      const message = `fake LLM server: no scripted reply for request #${requestNumber} (${record.method} ${record.path}). Script one with server.script(...) before the request is made.`;
      return sendJson(response, 500, wire.errorBody(500, message));
    }
    const reply = await resolveReply(next, record);
    const context = {
      model: typeof body.model === 'string' ? body.model : 'fake-model',
      requestNumber,
      includeUsage: isObject(body.stream_options) && body.stream_options.include_usage === true,
      nextCallNumber: () => ++callNumber,
    };
    const destroy = () => {
      destroyedByFake = true;
      response.destroy();
    };
    const requestKey = keyOf(request);
    const waitForGate = async (gate: string): Promise<boolean> => {
      holding.set(gate, (holding.get(gate) ?? 0) + 1);
      changed();
      const passed = () => released.has(gate) || closing || response.destroyed;
      await new Promise<void>((resolve) => {
        const check = () => {
          if (!passed()) return;
          listeners.delete(check);
          resolve();
        };
        listeners.add(check);
        response.once('close', check);
        check();
      });
      holding.set(gate, (holding.get(gate) ?? 1) - 1);
      return released.has(gate) && !closing && !response.destroyed;
    };
    await writeReply(reply, {
      waitForGate,
      wire,
      context,
      stream: record.stream,
      response,
      destroy,
      ...(requestKey === undefined ? {} : { requestKey }),
    });
  }

  /** Sends the format's 401 when an API key is required and the request lacks it; true when refused. */
  function refuseKey(format: RecordedRequest['format'], request: IncomingMessage, response: ServerResponse): boolean {
    const key = options.apiKey;
    if (key === undefined) return false;
    if (format === 'anthropic') {
      // The API takes x-api-key; @anthropic-ai/sdk 1.x sends the key as a Bearer token instead.
      if (request.headers['x-api-key'] === key || request.headers.authorization === `Bearer ${key}`) return false;
      sendJson(response, 401, anthropicWire.errorBody(401));
      return true;
    }
    const given = request.headers.authorization;
    if (given === `Bearer ${key}`) return false;
    const shown = given?.replace(/^Bearer /, '') ?? '';
    const masked = shown.length > 8 ? `${shown.slice(0, 3)}${'*'.repeat(shown.length - 7)}${shown.slice(-4)}` : shown;
    const message = `Incorrect API key provided: ${masked || '(none)'}. You can find your API key at https://platform.openai.com/account/api-keys.`;
    sendJson(response, 401, openaiWire.errorBody(401, message));
    return true;
  }

  function controlScript(text: string, response: ServerResponse): void {
    const replies = parseJson(text);
    const valid =
      Array.isArray(replies) &&
      replies.every((reply) => isObject(reply) && typeof reply.kind === 'string' && REPLY_KINDS.has(reply.kind));
    if (!valid) {
      const kinds = [...REPLY_KINDS].join(', ');
      return sendJson(response, 400, {
        error: {
          message: `fake LLM server: POST /__fake/script takes a JSON array of replies whose kind is one of ${kinds}.`,
        },
      });
    }
    // The check above covers what JSON can carry; the rest of each reply's shape is the caller's.
    queue.push(...(replies as FakeDataReply[]));
    sendJson(response, 200, { pending: queue.length });
  }

  function controlRelease(text: string, response: ServerResponse): void {
    const body = parseJson(text);
    if (!isObject(body) || typeof body.gate !== 'string')
      return sendJson(response, 400, {
        error: { message: 'fake LLM server: POST /__fake/release takes {"gate": "<name>"}.' },
      });
    fake.release(body.gate);
    sendJson(response, 200, { released: body.gate });
  }

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const origin = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;

  const fake: FakeLlmServer = {
    origin,
    openaiBaseURL: `${origin}/v1`,
    anthropicBaseURL: origin,
    models: options.models ?? ['fake-model'],
    requests,
    get pending() {
      return queue.length;
    },
    script: (...replies) => void queue.push(...replies),
    waitForRequests: (n, timeoutMs = 5000) =>
      waitUntil(
        () => requests.length >= n,
        timeoutMs,
        () => `expected ${n} model requests, received ${requests.length}`,
      ),
    waitForClientClose: (n, timeoutMs = 5000) =>
      waitUntil(
        () => requests[n - 1]?.clientClosedAt !== undefined,
        timeoutMs,
        () => `the client of model request #${n} never closed its connection (${requests.length} received)`,
      ),
    release(gate) {
      released.add(gate);
      changed();
    },
    waitForHold: (gate, timeoutMs = 5000) =>
      waitUntil(
        () => (holding.get(gate) ?? 0) > 0,
        timeoutMs,
        () => `no reply was held at gate "${gate}"`,
      ),
    reset() {
      queue.length = 0;
      requests.length = 0;
      released.clear();
      callNumber = 0;
      changed();
    },
    close() {
      closing = true;
      changed();
      return new Promise((resolve) => {
        httpServer.close(() => resolve());
        httpServer.closeAllConnections();
      });
    },
  };
  return fake;
}

/** Calls a reply function (again, if it returns another) until a plain reply comes out. */
async function resolveReply(reply: FakeReply, request: RecordedRequest): Promise<FakeDataReply> {
  let current = reply;
  while (typeof current === 'function') current = await current(request);
  return current;
}

/** Ollama's GET /api/tags. */
function ollamaTags(models: readonly string[]) {
  return {
    models: models.map((name) => ({
      name,
      model: name,
      modified_at: new Date(CREATED * 1000).toISOString(),
      size: 4_920_753_328,
      digest: createHash('sha256').update(name).digest('hex'),
      details: {
        parent_model: '',
        format: 'gguf',
        family: 'llama',
        families: ['llama'],
        parameter_size: '8.0B',
        quantization_level: 'Q4_K_M',
      },
    })),
  };
}

/** The API key a request carried: its Bearer token, else its `x-api-key`. */
function keyOf(request: IncomingMessage): string | undefined {
  const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  const header = request.headers['x-api-key'];
  return bearer ?? (typeof header === 'string' ? header : undefined);
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function flattenHeaders(headers: IncomingMessage['headers']): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}
