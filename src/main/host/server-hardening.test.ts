import { request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppServices } from '../app-services';
import { createTestServices } from '../test-support/services';
import { startBrowserHost, type BrowserHost } from './server';
import { fakeRendererDir, send, sendRaw } from './test-support/http-client';

const TOKEN = 'test-token-0123456789abcdef';
const auth = { Authorization: `Bearer ${TOKEN}` };

/** A value nested `depth` arrays deep, as JSON text. */
const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

/** A connection that sends `first` (maybe nothing) and then stays silent; resolves when the host closes it. */
function silentConnection(port: number, first = ''): { closed: Promise<number>; socket: Socket } {
  const started = performance.now();
  const socket = connect({ host: '127.0.0.1', port });
  socket.resume();
  socket.on('error', () => {});
  if (first) socket.once('connect', () => socket.write(first));
  return { socket, closed: new Promise((resolve) => socket.once('close', () => resolve(performance.now() - started))) };
}

/** Opens /events over a raw socket and stops reading once the answer's headers are in. */
function pausedEventStream(
  port: number,
  credentials = `Authorization: Bearer ${TOKEN}`,
): Promise<{ socket: Socket; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    const closed = new Promise<void>((r) => socket.once('close', () => r()));
    socket.on('error', () => {});
    socket.once('connect', () =>
      socket.write(`GET /events HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${credentials}\r\n\r\n`),
    );
    socket.once('data', (chunk: Buffer) => {
      socket.pause();
      if (chunk.toString('latin1').startsWith('HTTP/1.1 200')) resolve({ socket, closed });
      else reject(new Error(chunk.toString('latin1')));
    });
  });
}

/** Reads /events until `count` events named `name` arrived. */
function readEvents(port: number, name: string, count: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let seen = 0;
    let text = '';
    const req = httpRequest(
      { host: '127.0.0.1', port, path: '/events', agent: false, headers: { ...auth, Host: `127.0.0.1:${port}` } },
      (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
          let at: number;
          while ((at = text.indexOf('\n\n')) !== -1) {
            if (text.slice(0, at).startsWith(`event: ${name}\n`)) seen++;
            text = text.slice(at + 2);
          }
          if (seen >= count) {
            req.destroy();
            resolve(seen);
          }
        });
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
    req.end();
  });
}

describe('the browser host under hostile input', () => {
  let services: AppServices;
  let host: BrowserHost;
  let port: number;
  const errors = vi.spyOn(console, 'error');
  const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});

  beforeAll(async () => {
    services = createTestServices();
    host = await startBrowserHost({
      services,
      rendererDir: fakeRendererDir(),
      token: TOKEN,
      port: 0,
      limits: {
        headersTimeoutMs: 400,
        keepAliveTimeoutMs: 400,
        timeoutCheckMs: 100,
        maxConnections: 24,
        events: { maxPendingBytes: 1024 * 1024, heartbeatMs: 60_000, retryMs: 2000 },
      },
    });
    port = host.port;
  });

  afterAll(async () => {
    await host.close();
    await services.close();
    errors.mockRestore();
    warnings.mockRestore();
  });

  afterEach(() => errors.mockClear());

  it.each([
    ['an RPC call', '/rpc/app:info', 'POST'],
    ['the page', '/', 'GET'],
    ['an asset', '/assets/app.js', 'GET'],
  ])('ignores a foreign cookie that does not decode on %s', async (_name, path, method) => {
    const answer = await send(port, path, {
      method,
      headers: { Cookie: `other=50%off; x=100%; cf_token=${TOKEN}` },
      body: method === 'POST' ? '{}' : undefined,
    });
    expect(answer.status).toBe(200);
  });

  it('opens the event stream despite a foreign cookie', async () => {
    const stream = await pausedEventStream(port, `Cookie: x=%E0%A4%A; cf_token=${TOKEN}`);
    stream.socket.destroy();
  });

  it('answers a channel name with broken percent-encoding with 400, logging no stack trace', async () => {
    const answer = await send(port, '/rpc/%E0%A4%A', { method: 'POST', headers: auth, body: '{}' });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, code: 'UNKNOWN_CHANNEL' });
    expect(errors).not.toHaveBeenCalled();
  });

  it.each(['//[', '/%', 'http://[::1', '/rpc/%'])('answers the unparsable address %s with a 4xx', async (path) => {
    const answer = await sendRaw(
      port,
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${TOKEN}\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
    );
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });

  it.each([2_000, 10_000, 100_000])(
    'refuses settings:set with a value nested %i levels as invalid input, changing nothing',
    async (depth) => {
      const before = services.settings.values();
      const answer = await send(port, '/rpc/settings:set', {
        method: 'POST',
        headers: auth,
        body: `{"key":"appearance.theme","value":${nested(depth)}}`,
      });
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({
        code: 'INVALID_INPUT',
        error: expect.stringMatching(/nested/) as string,
      });
      expect(services.settings.values()).toEqual(before);
      expect(errors).not.toHaveBeenCalled();
    },
  );

  it('keeps the buffer of a paused event client bounded while 100 large events go out, then drops it', async () => {
    const paused = await pausedEventStream(port);
    const reader = readEvents(port, 'app.notice', 100);
    await new Promise((r) => setTimeout(r, 50));
    const bound = 1024 * 1024;
    const message = 'x'.repeat(200_000);
    let largest = 0;
    for (let i = 0; i < 100; i++) {
      services.events.emit('app.notice', { level: 'info', message: `${i} ${message}` });
      for (const client of host.eventClients) largest = Math.max(largest, client.bufferedBytes);
      // Give the reading client's socket a chance to drain, as a live connection would.
      await new Promise((r) => setImmediate(r));
    }
    // Everything held for a client: what Node buffered for the socket plus what waits for `drain`.
    expect(largest).toBeLessThanOrEqual(bound + 200_100 + 64 * 1024);
    expect(await reader).toBe(100); // a client that reads got every event
    expect(warnings).toHaveBeenCalledWith(expect.stringMatching(/dropped an event client/));
    // The host hung up on the client that stopped reading: once it reads again, its stream ends.
    paused.socket.resume();
    await paused.closed;
    await vi.waitFor(() => expect(host.eventClients.size).toBe(0));
  });

  it('closes a silent connection, and one that never finishes its headers, within the header timeout', async () => {
    const silent = silentConnection(port);
    const partial = silentConnection(port, `GET /api/components HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`);
    const [a, b] = await Promise.all([silent.closed, partial.closed]);
    // 400 ms timeout, checked every 100 ms.
    expect(Math.max(a, b)).toBeLessThan(1500);
  });

  it('closes an idle keep-alive connection after its answer', async () => {
    const idle = silentConnection(
      port,
      `GET /api/components HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${TOKEN}\r\n\r\n`,
    );
    // 400 ms keep-alive timeout (Node adds one second of grace).
    expect(await idle.closed).toBeLessThan(2500);
  });

  it('holds at most maxConnections, and a flood of silent ones does not lock the page out', async () => {
    const flood = Array.from({ length: 60 }, () => silentConnection(port));
    await new Promise((r) => setTimeout(r, 100));
    const answer = await send(port, '/rpc/app:info', { method: 'POST', headers: auth, body: '{}' });
    expect(answer.status).toBe(200);
    let open = 0;
    for (const connection of flood) if (!connection.socket.destroyed && connection.socket.readyState === 'open') open++;
    for (const connection of flood) connection.socket.destroy();
    expect(open).toBeLessThanOrEqual(24);
  });

  it('answers a body over the limit with 413 without keeping it', async () => {
    const small = await startBrowserHost({
      services,
      rendererDir: fakeRendererDir(),
      token: TOKEN,
      port: 0,
      limits: { maxBodyBytes: 1000 },
    });
    try {
      const answer = await send(small.port, '/rpc/circuit:import', {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ content: 'x'.repeat(5000) }),
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({
        code: 'INVALID_INPUT',
        hint: expect.stringContaining('64 MiB') as string,
      });
    } finally {
      await small.close();
    }
  });
});
