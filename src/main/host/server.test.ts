import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../app-services';
import { createTestServices } from '../test-support/services';
import { startBrowserHost, type BrowserHost } from './server';
import { fakeRendererDir, send } from './test-support/http-client';

const TOKEN = 'test-token-0123456789abcdef';

const auth = { Authorization: `Bearer ${TOKEN}` };

describe('the browser host', () => {
  let services: AppServices;
  let host: BrowserHost;
  let port: number;

  beforeAll(async () => {
    const rendererDir = fakeRendererDir();
    services = createTestServices();
    host = await startBrowserHost({ services, rendererDir, token: TOKEN, port: 0 });
    port = host.port;
  });

  afterAll(async () => {
    await host.close();
    await services.close();
  });

  describe('access', () => {
    it('listens on the loopback address only', () => {
      expect(host.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=/);
    });

    it('is not reachable on the machine’s other addresses', async () => {
      const addresses = Object.values(networkInterfaces())
        .flat()
        .filter((a) => a !== undefined && a.family === 'IPv4' && !a.internal)
        .map((a) => a!.address);
      expect(addresses.length, 'this machine has a non-loopback IPv4 address to try').toBeGreaterThan(0);
      for (const address of addresses) {
        const outcome = await new Promise<string>((resolve) => {
          const socket = connect({ host: address, port });
          socket.once('connect', () => {
            socket.destroy();
            resolve('connected');
          });
          socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
        });
        expect(outcome, address).toBe('ECONNREFUSED');
      }
    });

    it.each([
      ['/api/components', 'GET'],
      ['/rpc/app:info', 'POST'],
      ['/events', 'GET'],
      ['/', 'GET'],
      ['/assets/app.js', 'GET'],
    ])('answers %s without a token with 401', async (path, method) => {
      const answer = await send(port, path, { method });
      expect(answer.status).toBe(401);
      expect(answer.body).not.toContain(TOKEN);
    });

    it('answers a wrong token with 401 and a hint', async () => {
      const answer = await send(port, '/api/components', {
        headers: { Authorization: 'Bearer wrong-token-0123456789' },
      });
      expect(answer.status).toBe(401);
      const body = JSON.parse(answer.body) as { success: boolean; code: string; hint: string };
      expect(body).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
      expect(body.hint).toContain('CIRCUITFORGE_TOKEN');
    });

    it('accepts the token as a bearer header, an X-CircuitForge-Token header or a cookie', async () => {
      const variants: Record<string, string>[] = [
        auth,
        { 'X-CircuitForge-Token': TOKEN },
        { Cookie: `cf_token=${TOKEN}` },
      ];
      for (const headers of variants) {
        expect((await send(port, '/api/components', { headers })).status).toBe(200);
      }
    });

    it.each([
      ['/api/components', 'GET'],
      ['/rpc/app:info', 'POST'],
      ['/events', 'GET'],
      ['/assets/app.js', 'GET'],
    ])('refuses the token in the address of %s: only opening the page may carry it', async (path, method) => {
      const answer = await send(port, `${path}?token=${TOKEN}`, { method, body: method === 'POST' ? '{}' : undefined });
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.body)).toMatchObject({
        code: 'UNAUTHORIZED',
        hint: expect.stringContaining('Authorization') as string,
      });
    });

    it('trades the token in the address for a strict same-site cookie', async () => {
      const answer = await send(port, `/?token=${TOKEN}`);
      expect(answer.status).toBe(302);
      expect(answer.headers.location).toBe('/');
      expect(String(answer.headers['set-cookie'])).toMatch(/cf_token=.+; HttpOnly; SameSite=Strict; Path=\//);
    });

    it.each([
      ['another Origin', { Origin: 'http://evil.example' }],
      ['another localhost port as Origin', { Origin: 'http://127.0.0.1:1' }],
      ['a cross-site fetch', { 'Sec-Fetch-Site': 'cross-site' }],
      ['a same-site page on another port', { 'Sec-Fetch-Site': 'same-site' }],
    ])('refuses %s even with the token', async (_name, headers) => {
      const answer = await send(port, '/rpc/app:info', {
        method: 'POST',
        headers: { ...auth, ...headers },
        body: '{}',
      });
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.body)).toMatchObject({ success: false, code: 'FORBIDDEN' });
    });

    it('refuses a foreign Host header (DNS rebinding) even with the token', async () => {
      const answer = await send(port, '/api/components', { headers: { ...auth, Host: `attacker.example:${port}` } });
      expect(answer.status).toBe(403);
    });

    it('accepts its own Origin and localhost', async () => {
      const own = await send(port, '/rpc/app:info', {
        method: 'POST',
        headers: { ...auth, Origin: `http://127.0.0.1:${port}`, 'Sec-Fetch-Site': 'same-origin' },
        body: '{}',
      });
      expect(own.status).toBe(200);
      const local = await send(port, '/api/components', { headers: { ...auth, Host: `localhost:${port}` } });
      expect(local.status).toBe(200);
    });
  });

  describe('the built renderer', () => {
    it('serves index.html with the token injected and a strict Content-Security-Policy', async () => {
      const answer = await send(port, '/', { headers: { Cookie: `cf_token=${TOKEN}` } });
      expect(answer.status).toBe(200);
      expect(answer.body).toContain(`<meta name="circuitforge-token" content="${TOKEN}">`);
      expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
      expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
      expect(answer.headers['x-frame-options']).toBe('DENY');
    });

    it.each([
      '/../package.json',
      '/%2e%2e/%2e%2e/package.json',
      '/assets/..%2f..%2fpackage.json',
      '/.secret',
      '/assets/%00x.js',
    ])('never serves %s', async (path) => {
      const answer = await send(port, path, { headers: auth });
      expect(answer.status).toBe(404);
      expect(answer.body).not.toContain('hidden');
    });
  });

  describe('REST views', () => {
    it('lists every type grouped by category', async () => {
      const answer = await send(port, '/api/components', { headers: auth });
      const body = JSON.parse(answer.body) as {
        success: boolean;
        data: { category: string; components: { type: string }[] }[];
      };
      expect(body.success).toBe(true);
      expect(body.data.map((g) => g.category)).toEqual([
        'Inputs',
        'Outputs',
        'Gates',
        'Power',
        'Transistors',
        'Memory',
        'Blocks',
        'Arithmetic',
        'Wiring',
      ]);
      expect(body.data.flatMap((g) => g.components)).toHaveLength(67);
    });

    it('describes one type in full', async () => {
      const answer = await send(port, '/api/components/D_FLIPFLOP', { headers: auth });
      const body = JSON.parse(answer.body) as { data: { pins: { name: string }[]; properties: { name: string }[] } };
      expect(answer.status).toBe(200);
      expect(body.data.pins.map((p) => p.name)).toEqual(['D', 'CLK', 'PRE', 'CLR', 'Q', 'Qn']);
      expect(body.data.properties.map((p) => p.name)).toEqual(['delay', 'initial']);
    });

    it('answers an unknown type with 404, success:false, an error and a hint naming similar types', async () => {
      const answer = await send(port, '/api/components/NAND_5', { headers: auth });
      expect(answer.status).toBe(404);
      const body = JSON.parse(answer.body) as { success: boolean; error: string; hint: string };
      expect(body.success).toBe(false);
      expect(body.error).toContain('NAND_5');
      expect(body.hint).toContain('NAND_2');
    });
  });

  describe('RPC', () => {
    it('calls a channel', async () => {
      const answer = await send(port, '/rpc/registry:search', {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ query: 'counter' }),
      });
      expect(answer.status).toBe(200);
      const body = JSON.parse(answer.body) as { success: boolean; data: { type: string }[] };
      expect(body.success).toBe(true);
      expect(body.data.map((d) => d.type).sort()).toEqual(['COUNTER', 'COUNTER_4']);
    });

    it('answers bad JSON, unknown channels and bad input with structured errors', async () => {
      const bad = await send(port, '/rpc/registry:get', { method: 'POST', headers: auth, body: '{"type":' });
      expect(bad.status).toBe(400);
      expect(JSON.parse(bad.body)).toMatchObject({ success: false, code: 'INVALID_INPUT' });
      const unknown = await send(port, '/rpc/nope:never', { method: 'POST', headers: auth, body: '{}' });
      expect(unknown.status).toBe(404);
      expect(JSON.parse(unknown.body)).toMatchObject({ success: false, code: 'UNKNOWN_CHANNEL' });
      const get = await send(port, '/rpc/app:info', { headers: auth });
      expect(get.status).toBe(405);
    });
  });

  it('pushes events over server-sent events', async () => {
    const received = await new Promise<string>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: '/events', headers: { ...auth, Host: `127.0.0.1:${port}` } },
        (res) => {
          expect(res.headers['content-type']).toContain('text/event-stream');
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
            if (text.includes(': connected')) services.events.emit('app.notice', { level: 'info', message: 'hello' });
            if (text.includes('event: app.notice')) {
              req.destroy();
              resolve(text);
            }
          });
        },
      );
      req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
      req.end();
    });
    expect(received).toContain('event: app.notice\ndata: {"level":"info","message":"hello"}');
  });
});
