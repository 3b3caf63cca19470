import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dispatch } from '../../core/rpc/dispatch';
import type { AppServices } from '../app-services';
import { contentSecurityPolicy } from '../content-security-policy';
import { statusFor } from './http-status';
import { handleRest } from './rest';
import { TOKEN_COOKIE, checkOrigin, checkToken, type Refusal } from './security';
import { injectToken, readStaticFile } from './static-files';

/** How to start the browser host. */
export interface BrowserHostOptions {
  readonly services: AppServices;
  /** The built renderer (out/renderer). */
  readonly rendererDir: string;
  readonly token: string;
  /** 0 picks a free port. */
  readonly port: number;
}

/** A running browser host. */
export interface BrowserHost {
  readonly port: number;
  /** The address to open: it carries the token once, then the page keeps it in a cookie. */
  readonly url: string;
  close(): Promise<void>;
}

/** Largest request body accepted (a big circuit import is a few MB). */
const MAX_BODY_BYTES = 32 * 1024 * 1024;

/**
 * Serves the app to a browser on 127.0.0.1 only: the built renderer, `POST /rpc/<channel>` over the
 * same handler map as Electron's IPC, `GET /events` (server-sent events) and the REST views under
 * `/api`. Every request must come from our own origin and carry the per-run token.
 */
export function startBrowserHost(options: BrowserHostOptions): Promise<BrowserHost> {
  const { services, token } = options;
  const streams = new Set<ServerResponse>();
  let port = 0;

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error('[INTERNAL] browser host request failed', error);
      if (!response.headersSent)
        sendJson(response, 500, {
          success: false,
          code: 'INTERNAL',
          error: 'The request failed.',
          hint: 'See the app log.',
        });
      else response.end();
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    setSecurityHeaders(response);
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
    const refusal = checkOrigin(request, port) ?? checkToken(request, url, token);
    if (refusal) return refuse(request, response, refusal);

    const path = url.pathname;
    if (path.startsWith('/rpc/')) {
      if (request.method !== 'POST') return sendJson(response, 405, methodNotAllowed('POST'));
      return handleRpc(request, response, decodeURIComponent(path.slice('/rpc/'.length)));
    }
    if (path === '/events') return openEventStream(request, response);
    if (path === '/api' || path.startsWith('/api/')) {
      const answer = await handleRest(request.method ?? 'GET', path, url.searchParams, services);
      return sendJson(response, answer.status, answer.body);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendJson(response, 405, methodNotAllowed('GET'));
    if (url.searchParams.has('token')) {
      // Trade the token in the address for a same-site cookie and drop it from the address bar.
      response.setHeader('Set-Cookie', `${TOKEN_COOKIE}=${token}; HttpOnly; SameSite=Strict; Path=/`);
      response.writeHead(302, { Location: path }).end();
      return;
    }
    return serveStatic(response, path);
  }

  async function handleRpc(request: IncomingMessage, response: ServerResponse, channel: string): Promise<void> {
    const body = await readBody(request);
    if (body === undefined) {
      return sendJson(response, 413, {
        success: false,
        code: 'INVALID_INPUT',
        error: 'The request body is too large.',
        hint: `Send at most ${MAX_BODY_BYTES} bytes.`,
      });
    }
    let payload: unknown;
    try {
      payload = body.length === 0 ? {} : JSON.parse(body.toString('utf8'));
    } catch {
      return sendJson(response, 400, {
        success: false,
        code: 'INVALID_INPUT',
        error: 'The request body is not valid JSON.',
        hint: 'Send a JSON object.',
      });
    }
    const result = await dispatch(services.handlers, channel, payload, { host: 'browser' });
    sendJson(response, result.success ? 200 : statusFor(result), result);
  }

  function openEventStream(request: IncomingMessage, response: ServerResponse): void {
    response.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
    });
    response.write(': connected\n\n');
    streams.add(response);
    const unsubscribe = services.events.subscribe((message) => {
      response.write(`event: ${message.name}\ndata: ${JSON.stringify(message.payload)}\n\n`);
    });
    const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), 15_000);
    request.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      streams.delete(response);
    });
  }

  async function serveStatic(response: ServerResponse, path: string): Promise<void> {
    const file =
      (await readStaticFile(options.rendererDir, path)) ??
      (isAppRoute(path) ? await readStaticFile(options.rendererDir, '/') : undefined);
    if (!file)
      return sendJson(response, 404, {
        success: false,
        code: 'NOT_FOUND',
        error: `No file at ${path}.`,
        hint: 'Open / for the app.',
      });
    const isHtml = file.contentType.startsWith('text/html');
    const body = isHtml ? Buffer.from(injectToken(file.body.toString('utf8'), token)) : file.body;
    response.writeHead(200, {
      'Content-Type': file.contentType,
      'Cache-Control': isHtml ? 'no-store' : 'public, max-age=31536000, immutable',
      'Content-Length': body.length,
    });
    response.end(body);
  }

  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    // Loopback only: the host is never reachable from another machine.
    server.listen(options.port, '127.0.0.1', () => {
      port = (server.address() as AddressInfo).port;
      resolvePromise({
        port,
        url: `http://127.0.0.1:${port}/?token=${token}`,
        close: () =>
          new Promise<void>((done) => {
            for (const stream of streams) stream.end();
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** A path without an extension is a page of the single-page app: serve index.html. */
function isAppRoute(path: string): boolean {
  return !/\.[a-z0-9]+$/i.test(path);
}

function setSecurityHeaders(response: ServerResponse): void {
  response.setHeader('Content-Security-Policy', contentSecurityPolicy('browser'));
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Referrer-Policy', 'no-referrer');
  response.setHeader('X-Frame-Options', 'DENY');
  response.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  response.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
}

function refuse(request: IncomingMessage, response: ServerResponse, refusal: Refusal): void {
  const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
  if (wantsHtml) {
    response.writeHead(refusal.status, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><meta charset="utf-8"><title>CircuitForge</title><h1>CircuitForge</h1><p>${escapeHtml(refusal.error)}</p><p>${escapeHtml(refusal.hint)}</p>`,
    );
    return;
  }
  sendJson(response, refusal.status, { success: false, code: refusal.code, error: refusal.error, hint: refusal.hint });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function methodNotAllowed(allowed: string) {
  return { success: false, code: 'INVALID_INPUT', error: 'Method not allowed.', hint: `Use ${allowed}.` };
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(text);
}

function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolvePromise, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    request.on('end', () => resolvePromise(tooLarge ? undefined : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}
