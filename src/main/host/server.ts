import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dispatch, nestedTooDeep } from '../../core/rpc/dispatch';
import { MAX_INPUT_DEPTH } from '../../core/rpc/input-shape';
import type { AppServices } from '../app-services';
import { yieldToEventLoop, yieldToIo } from '../yield-now';
import { closeAfterAnswer } from './close-after-answer';
import { guardConnections } from './connection-guard';
import { EventStreamClient, eventFrame } from './event-stream';
import { statusFor } from './http-status';
import {
  sendFailure,
  sendJson,
  sendJsonInSlices,
  sendMethodNotAllowed,
  sendRefusal,
  setSecurityHeaders,
} from './http-io';
import { HOST_LIMITS, type HostLimits } from './limits';
import { readBody } from './request-body';
import { handleRest } from './rest';
import { TOKEN_COOKIE, checkOrigin, checkToken, safeDecode } from './security';
import { injectToken, readStaticFile } from './static-files';
import { MCP_PATH, handleMcpRequest } from '../mcp/http-endpoint';

/** How to start the browser host. */

/** What `readPayload` answers when it has answered the call itself (a refusal): no payload to run. */
const NOT_READ = Symbol('not read');
export interface BrowserHostOptions {
  readonly services: AppServices;
  /** The built renderer (out/renderer). */
  readonly rendererDir: string;
  readonly token: string;
  /** 0 picks a free port. */
  readonly port: number;
  /** Tighter bounds (tests); by default {@link HOST_LIMITS}. */
  readonly limits?: Partial<HostLimits>;
}

/** A running browser host. */
export interface BrowserHost {
  readonly port: number;
  /** The address to open: it carries the token once, then the page keeps it in a cookie. */
  readonly url: string;
  /** The event clients connected now (tests look at their backlog). */
  readonly eventClients: ReadonlySet<EventStreamClient>;
  close(): Promise<void>;
}

/** A body this long (a circuit file, mostly) takes long enough to read and parse to pause in between. */
const BIG_BODY = 1024 * 1024;

/** What a path asks for; only opening a page may carry the token in the address. */
type Route = 'rpc' | 'events' | 'api' | 'mcp' | 'page' | 'file';

function routeOf(path: string): Route {
  if (path.startsWith('/rpc/')) return 'rpc';
  if (path === '/events') return 'events';
  if (path === '/api' || path.startsWith('/api/')) return 'api';
  if (path === MCP_PATH) return 'mcp';
  return isAppRoute(path) ? 'page' : 'file';
}

/**
 * Serves the app to a browser on 127.0.0.1 only: the built renderer, `POST /rpc/<channel>` over the
 * same handler map as Electron's IPC, `GET /events` (server-sent events), the REST views under
 * `/api` and MCP for outside agents at `/mcp` (src/main/mcp). Every request must come from our
 * own origin and carry the per-run token. Whatever a client sends, the answer is a 4xx with a
 * structured error, never a 500: a 500 is a bug.
 */
export function startBrowserHost(options: BrowserHostOptions): Promise<BrowserHost> {
  const { services, token } = options;
  const limits: HostLimits = { ...HOST_LIMITS, ...options.limits };
  const eventClients = new Set<EventStreamClient>();
  let port = 0;

  const server: Server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.timeoutCheckMs,
    },
    (request, response) => {
      handle(request, response).catch((error: unknown) => {
        if (response.destroyed) return; // the client went away mid-request: nobody to answer
        console.error('[INTERNAL] browser host request failed', error);
        if (!response.headersSent)
          sendFailure(response, 500, {
            code: 'INTERNAL',
            error: 'The request failed.',
            hint: 'See the app log.',
          });
        else response.end();
      });
    },
  );
  const connections = guardConnections(server, limits.maxConnections);
  // One encoding per event, whatever the number of clients.
  const unsubscribe = services.events.subscribe((message) => {
    if (eventClients.size === 0) return;
    const frame = eventFrame(message);
    for (const client of eventClients) client.send(frame);
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    setSecurityHeaders(response, services.lessonFrame);
    const url = parseUrl(request.url, port);
    if (!url) {
      return sendFailure(response, 400, {
        code: 'INVALID_INPUT',
        error: 'The address of the request is not a valid URL.',
        hint: 'Use the address CircuitForge printed (http://127.0.0.1:<port>/).',
      });
    }
    const path = url.pathname;
    const route = routeOf(path);
    const queryAllowed = route === 'page' && (request.method === 'GET' || request.method === 'HEAD');
    const refusal = checkOrigin(request, port) ?? checkToken(request, url, token, queryAllowed);
    if (refusal) return sendRefusal(request, response, refusal);
    connections.trust(request.socket);

    switch (route) {
      case 'rpc': {
        if (request.method !== 'POST') return sendMethodNotAllowed(response, 'POST');
        const channel = safeDecode(path.slice('/rpc/'.length));
        if (channel === undefined) {
          return sendFailure(response, 400, {
            code: 'UNKNOWN_CHANNEL',
            error: 'The channel name in the address is not valid percent-encoding.',
            hint: 'Call one of the channels of the contract, e.g. POST /rpc/app:info.',
          });
        }
        return handleRpc(request, response, channel);
      }
      case 'events':
        if (request.method !== 'GET') return sendMethodNotAllowed(response, 'GET');
        return openEventStream(response);
      case 'mcp': {
        // Outside agents (MCP clients) with the app's token as a bearer token: the checks above hold.
        const payload = request.method === 'POST' ? await readPayload(request, response, 'MCP') : undefined;
        if (payload === NOT_READ) return;
        return handleMcpRequest(request, response, { documents: services.documents, tools: services.mcp }, payload);
      }
      case 'api': {
        const answer = await handleRest(request.method ?? 'GET', path, url.searchParams, services);
        return sendJson(response, answer.status, answer.body);
      }
      case 'page':
      case 'file':
        if (request.method !== 'GET' && request.method !== 'HEAD') return sendMethodNotAllowed(response, 'GET');
        if (queryAllowed && url.searchParams.has('token')) {
          // Trade the token in the address for a same-site cookie and drop it from the address bar.
          response.setHeader('Set-Cookie', `${TOKEN_COOKIE}=${token}; HttpOnly; SameSite=Strict; Path=/`);
          response.writeHead(302, { Location: path }).end();
          return;
        }
        return serveStatic(response, path);
    }
  }

  async function handleRpc(request: IncomingMessage, response: ServerResponse, channel: string): Promise<void> {
    // The body's text is not held while the call runs (a 64 MiB import is long): only what it parsed to.
    const payload = await readPayload(request, response, channel);
    if (payload === NOT_READ) return;
    const result = await dispatch(services.handlers, channel, payload, { host: 'browser', yieldNow: yieldToEventLoop });
    await sendJsonInSlices(response, result.success ? 200 : statusFor(result), result, yieldToEventLoop);
  }

  /** The parsed JSON body of a call, or {@link NOT_READ} once a refusal was answered. */
  async function readPayload(request: IncomingMessage, response: ServerResponse, channel: string): Promise<unknown> {
    const body = await readBody(request, { maxBytes: limits.maxBodyBytes, maxDepth: MAX_INPUT_DEPTH });
    switch (body.kind) {
      case 'too-large':
        // Answered before the body was read: the connection closes after the answer, gently.
        closeAfterAnswer(response, limits.lingerMs);
        sendFailure(response, 413, {
          code: 'INVALID_INPUT',
          error: `The request is larger than the ${limits.maxBodyBytes} bytes this host accepts.`,
          hint: 'A circuit file may be at most 64 MiB; send less at once.',
        });
        return NOT_READ;
      case 'not-utf8':
        sendFailure(response, 400, {
          code: 'INVALID_INPUT',
          error: 'The request body is not valid UTF-8 text.',
          hint: 'Send the JSON encoded as UTF-8.',
        });
        return NOT_READ;
      case 'too-deep': {
        const failure = nestedTooDeep(channel);
        sendJson(response, statusFor(failure), failure);
        return NOT_READ;
      }
      case 'text':
        break;
    }
    // Joining a big body's text (done as its end arrived) and parsing it each hold the event loop
    // for tens of milliseconds (45 and 70 for 64 MiB): other requests are served in between. One
    // that came in meanwhile may need several turns of the loop (its headers, its body and its
    // answer can each take one), so it is given three before the parse holds the loop again: with
    // one, small requests waited for both in a row (up to 143 ms; with three, 60-101 ms).
    if (body.text.length >= BIG_BODY) for (let turn = 0; turn < 3; turn++) await yieldToIo();
    try {
      return body.text.length === 0 ? {} : (JSON.parse(body.text) as unknown);
    } catch {
      sendFailure(response, 400, {
        code: 'INVALID_INPUT',
        error: 'The request body is not valid JSON.',
        hint: 'Send a JSON object.',
      });
      return NOT_READ;
    }
  }

  function openEventStream(response: ServerResponse): void {
    response.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
    });
    const client = new EventStreamClient(response, limits.events, (reason) =>
      console.warn(`[EVENTS] dropped an event client: ${reason}; it will reconnect and read the state again.`),
    );
    eventClients.add(client);
    response.on('close', () => eventClients.delete(client));
  }

  async function serveStatic(response: ServerResponse, path: string): Promise<void> {
    const file =
      (await readStaticFile(options.rendererDir, path)) ??
      (isAppRoute(path) ? await readStaticFile(options.rendererDir, '/') : undefined);
    if (!file) {
      return sendFailure(response, 404, {
        code: 'NOT_FOUND',
        error: `No file at ${path}.`,
        hint: 'Open / for the app.',
      });
    }
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
      services.mcpEndpoint.serving({ url: `http://127.0.0.1:${port}${MCP_PATH}`, token });
      resolvePromise({
        port,
        url: `http://127.0.0.1:${port}/?token=${token}`,
        eventClients,
        close: () =>
          new Promise<void>((done) => {
            services.mcpEndpoint.serving(null);
            unsubscribe();
            for (const client of eventClients) client.end();
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** The request's URL, or undefined when it does not parse (`//[`, a bare `%`-mangled host…). */
function parseUrl(raw: string | undefined, port: number): URL | undefined {
  try {
    return new URL(raw ?? '/', `http://127.0.0.1:${port}`);
  } catch {
    return undefined;
  }
}

/** A path without an extension is a page of the single-page app: serve index.html. */
function isAppRoute(path: string): boolean {
  return !/\.[a-z0-9]+$/i.test(path);
}
