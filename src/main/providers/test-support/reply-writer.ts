import type { ServerResponse } from 'node:http';
import type { FakeDataReply, FakeMessage, SseFrame } from './fake-llm-types';
import { DEFAULT_CUT_REPLY, type WireContext, type WireFormat } from './wire-common';

/** Everything needed to answer one model request. */
export interface ReplyTarget {
  readonly wire: WireFormat;
  readonly context: WireContext;
  /** The request asked for a stream (`"stream": true`). */
  readonly stream: boolean;
  readonly response: ServerResponse;
  /** Destroys the connection on the fake's own account (so the close is not blamed on the client). */
  readonly destroy: () => void;
  /** The API key the request carried (for a scripted error that echoes it). */
  readonly requestKey?: string;
  /** Resolves once the test releases `gate`: true, or false when the fake closes first. */
  readonly waitForGate: (gate: string) => Promise<boolean>;
}

/** Writes a JSON response with the given status and extra headers. */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

/** Answers a model request with a scripted reply; resolves once the reply is written (or left stalled). */
export async function writeReply(reply: FakeDataReply, target: ReplyTarget): Promise<void> {
  const { wire, context, stream, response } = target;
  switch (reply.kind) {
    case 'message': {
      const message = expandText(reply);
      if (!stream) return sendJson(response, 200, wire.completion(message, context));
      openStream(response);
      const frames = wire.streamFrames(message, context);
      const held = message.holdAt;
      const cut = held === undefined ? frames.length : Math.max(0, Math.min(held.afterChunks, frames.length));
      if (!(await writeFrames(response, frames.slice(0, cut), message.chunkDelayMs))) return;
      if (held !== undefined && !(await target.waitForGate(held.gate))) return;
      if (await writeFrames(response, frames.slice(cut), message.chunkDelayMs)) response.end();
      return;
    }
    case 'http-error': {
      const message = reply.message?.replaceAll('{{apiKey}}', target.requestKey ?? '(no key)');
      return sendError(response, reply.status, reply.body ?? wire.errorBody(reply.status, message), reply.headers);
    }
    case 'endless':
      return writeEndless(reply, target);
    case 'raw-json':
      return sendJson(response, reply.status ?? 200, reply.body);
    case 'raw-sse':
      openStream(response);
      if (await writeFrames(response, reply.frames)) response.end();
      return;
    case 'stall':
    case 'stream-error':
    case 'disconnect':
      return writeCutReply(reply, target);
  }
}

/** A stream that goes wrong after `afterChunks` frames. */
async function writeCutReply(
  reply: Extract<FakeDataReply, { kind: 'stall' | 'stream-error' | 'disconnect' }>,
  { wire, context, stream, response, destroy }: ReplyTarget,
): Promise<void> {
  if (!stream) {
    // A plain request has no chunks to cut: stall sends nothing at all, disconnect drops at once, and the
    // in-stream error comes as the HTTP error the service would have answered with.
    if (reply.kind === 'disconnect') destroy();
    if (reply.kind === 'stream-error') {
      const frame = wire.streamErrorFrame(reply.error);
      sendJson(response, wire.streamErrorStatus(reply.error), JSON.parse(frame.data));
    }
    return;
  }
  const message = expandText(reply.reply ?? DEFAULT_CUT_REPLY);
  const frames = wire.streamFrames(message, context);
  // Never send the terminator ([DONE] / message_stop): a stream that ends normally cannot stall or break.
  const count = Math.max(0, Math.min(reply.afterChunks, frames.length - 1));
  openStream(response);
  const open = await writeFrames(response, frames.slice(0, count), message.chunkDelayMs);
  if (!open) return;
  if (reply.kind === 'stream-error') {
    if (await writeFrames(response, [wire.streamErrorFrame(reply.error)])) response.end();
  } else if (reply.kind === 'disconnect') {
    destroy();
  }
  // 'stall': leave the response open; the client's abort or the server's close() ends it.
}

/** The message with its text repeated `textRepeat` times. */
function expandText(message: FakeMessage): FakeMessage {
  const { textRepeat, ...rest } = message;
  if (textRepeat === undefined || message.text === undefined) return rest;
  return { ...rest, text: message.text.repeat(Math.max(0, Math.floor(textRepeat))) };
}

/**
 * An answer that never ends: the format's opening frames, then the text delta again and again until
 * the client goes away or the server closes. A plain request gets a JSON body that never ends.
 */
async function writeEndless(
  reply: Extract<FakeDataReply, { kind: 'endless' }>,
  { wire, context, stream, response }: ReplyTarget,
): Promise<void> {
  const text = reply.text ?? 'y'.repeat(1000);
  if (!stream) {
    response.writeHead(200, { 'content-type': 'application/json' });
    const piece = JSON.stringify(text).slice(1, -1);
    if (!(await writeRaw(response, '{"choices":[{"index":0,"message":{"role":"assistant","content":"'))) return;
    while (await writeRaw(response, piece)) if (reply.chunkDelayMs) await sleep(reply.chunkDelayMs);
    return;
  }
  // The frames of a one-piece answer: everything before the frame that carries the text opens the stream.
  const frames = wire.streamFrames({ kind: 'message', text, textPieces: 1 }, context);
  const at = frames.findIndex((frame) => frame.data.includes(JSON.stringify(text)));
  openStream(response);
  if (!(await writeFrames(response, frames.slice(0, at)))) return;
  const delta = frames[at]!;
  while (await writeFrames(response, [delta])) if (reply.chunkDelayMs) await sleep(reply.chunkDelayMs);
}

/** Writes text as it is; false when the client went away. */
function writeRaw(response: ServerResponse, text: string): Promise<boolean> {
  if (response.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => response.write(text, (error) => resolve(!error && !response.destroyed)));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends an error response; a string body goes verbatim (e.g. a proxy's HTML page). */
function sendError(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  if (typeof body !== 'string') return sendJson(response, status, body, headers);
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
  response.end(body);
}

function openStream(response: ServerResponse): void {
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  response.flushHeaders();
}

/** Writes frames in order, pausing `delayMs` between them; false when the client went away first. */
async function writeFrames(response: ServerResponse, frames: readonly SseFrame[], delayMs = 0): Promise<boolean> {
  for (const [i, frame] of frames.entries()) {
    if (i > 0 && delayMs > 0) await sleep(delayMs);
    if (response.destroyed) return false;
    const lines = frame.data.split('\n').map((line) => `data: ${line}\n`);
    const text = `${frame.event === undefined ? '' : `event: ${frame.event}\n`}${lines.join('')}\n`;
    // Wait until the frame is handed to the socket, so a disconnect right after cannot swallow it.
    const written = await new Promise<boolean>((resolve) => response.write(text, (error) => resolve(!error)));
    if (!written) return false;
  }
  return !response.destroyed;
}
