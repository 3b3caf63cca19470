// The browser host's refusals of issue 30 (items 7, 9–11): deep bodies refused as soon as they are
// seen, nested "__proto__" keys refused with nothing recorded, bodies that are not UTF-8 refused, and
// a 413 the client can read.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../app-services';
import { createTestServices } from '../test-support/services';
import { startBrowserHost, type BrowserHost } from './server';
import { fakeRendererDir, send } from './test-support/http-client';

const TOKEN = 'test-token-0123456789abcdef';
const auth = { Authorization: `Bearer ${TOKEN}` };

/** The head of a POST to a channel declaring `length` bytes of body. */
const postHead = (port: number, channel: string, length: number) =>
  `POST /rpc/${channel} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${TOKEN}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

/** Status and body of the first answer in raw HTTP text, once all of it is there. */
function firstAnswer(text: string): { status: number; body: string } | undefined {
  const end = text.indexOf('\r\n\r\n');
  if (end === -1) return undefined;
  const length = Number(/\r\ncontent-length: *(\d+)/i.exec(text.slice(0, end))?.[1]);
  const body = text.slice(end + 4);
  if (!Number.isFinite(length) || body.length < length) return undefined;
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]), body: body.slice(0, length) };
}

/**
 * Sends `head` and only the first part of a body, never the rest, and resolves with the first
 * answer; or with status 0 when the host closed the connection without one (or after `giveUpMs`).
 */
function sendPart(port: number, bytes: Buffer | string, giveUpMs: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let text = '';
    const done = (answer: { status: number; body: string }) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(() => done({ status: 0, body: text }), giveUpMs);
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      text += chunk;
      const answer = firstAnswer(text);
      if (answer) done(answer);
    });
    socket.on('error', () => done({ status: 0, body: text }));
    socket.on('close', () => done(firstAnswer(text) ?? { status: 0, body: text }));
    socket.once('connect', () => socket.write(bytes));
  });
}

describe('the browser host refuses what issue 30 found it took', () => {
  let services: AppServices;
  let host: BrowserHost;
  let port: number;

  beforeAll(async () => {
    services = createTestServices();
    host = await startBrowserHost({
      services,
      rendererDir: fakeRendererDir(),
      token: TOKEN,
      port: 0,
      // A request that never finishes is cut after 3 s (the host's own default is 60 s).
      limits: { headersTimeoutMs: 1_000, requestTimeoutMs: 3_000, timeoutCheckMs: 100, lingerMs: 300 },
    });
    port = host.port;
  });

  afterAll(async () => {
    await host.close();
    await services.close();
  });

  describe('a body nested too deep (item 7)', () => {
    it('is refused as soon as its 65th level arrives, without waiting for the rest of a 20 MB body', async () => {
      const levels = 10_000_000;
      const answer = await sendPart(port, postHead(port, 'app:info', 2 * levels) + '['.repeat(100_000), 2_500);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({
        success: false,
        code: 'INVALID_INPUT',
        error: 'Invalid input for app:info: it is nested more than 64 levels deep.',
        hint: expect.stringMatching(/^Send what app:info expects: /) as string,
      });
    });

    it('names an unknown channel as such first, as the dispatcher does', async () => {
      const answer = await send(port, '/rpc/nope:nothing', { method: 'POST', headers: auth, body: '['.repeat(1000) });
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'UNKNOWN_CHANNEL' });
    });

    it('leaves the connection usable for the next request once the refused body is in', async () => {
      const deep = `${'['.repeat(100)}${']'.repeat(100)}`;
      const two = `${postHead(port, 'app:info', deep.length)}${deep}${postHead(port, 'app:info', 2)}{}`;
      const text = await new Promise<string>((resolve) => {
        const socket = connect({ host: '127.0.0.1', port });
        let received = '';
        socket.setEncoding('latin1');
        socket.on('data', (chunk: string) => {
          received += chunk;
          if (
            (received.match(/HTTP\/1\.1 /g) ?? []).length === 2 &&
            firstAnswer(received.slice(received.lastIndexOf('HTTP/1.1 ')))
          ) {
            socket.destroy();
            resolve(received);
          }
        });
        socket.once('connect', () => socket.write(two));
      });
      expect(text.match(/HTTP\/1\.1 (\d{3})/g)).toEqual(['HTTP/1.1 400', 'HTTP/1.1 200']);
    });
  });

  describe('a "__proto__" key nested in the input (item 9)', () => {
    let circuitId: string;

    beforeAll(() => {
      const created = services.documents.create('Proto target');
      if (!created.success) throw new Error(created.error);
      circuitId = created.data.meta.id;
      const add = (id: string, label: string) => ({
        op: 'addComponent' as const,
        component: { id, type: 'NOT', label, x: 0, y: 0, rotation: 0 as const, properties: {} },
      });
      services.documents.apply(circuitId, [add('g1', 'G1')], 'First');
      services.documents.apply(circuitId, [add('g2', 'G2')], 'Second');
      services.documents.undo(circuitId); // a redo tail that an empty change would cut
    });

    const historyOf = () => {
      const history = services.documents.history(circuitId);
      if (!history.success) throw new Error(history.error);
      return history.data;
    };

    it.each([
      [
        'updating a component',
        '{"op":"updateComponent","id":"g1","set":{"properties":{"__proto__":{"polluted":true}}}}',
        'operations.0.set.properties',
      ],
      [
        'adding a component',
        '{"op":"addComponent","component":{"id":"g3","type":"NOT","label":"G3","x":0,"y":0,"rotation":0,"properties":{"__proto__":{"polluted":true}}}}',
        'operations.0.component.properties',
      ],
    ])(
      'refuses circuit:apply %s with 400, recording nothing and keeping the redo tail',
      async (_name, operation, path) => {
        const before = historyOf();
        const answer = await send(port, '/rpc/circuit:apply', {
          method: 'POST',
          headers: auth,
          body: `{"circuitId":${JSON.stringify(circuitId)},"label":"Proto","operations":[${operation}]}`,
        });
        expect(answer.status).toBe(400);
        expect(JSON.parse(answer.body)).toMatchObject({
          code: 'INVALID_INPUT',
          error: `Invalid input for circuit:apply: ${path} holds a key named "__proto__", which no input may use.`,
        });
        expect(historyOf()).toEqual(before);
        expect(services.documents.redo(circuitId).success).toBe(true); // the tail is still there
        services.documents.undo(circuitId);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      },
    );

    it("refuses settings:set with one in a setting's value, changing nothing", async () => {
      const before = services.settings.values();
      const answer = await send(port, '/rpc/settings:set', {
        method: 'POST',
        headers: auth,
        body: '{"key":"assistant.fallback","value":{"provider":"openai","model":"gpt-4o","__proto__":{"polluted":true}}}',
      });
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({
        code: 'INVALID_INPUT',
        error: 'Invalid input for settings:set: value holds a key named "__proto__", which no input may use.',
      });
      expect(services.settings.values()).toEqual(before);
    });
  });

  describe('a body that is not UTF-8 (item 10)', () => {
    const names = () => {
      const list = services.documents.list();
      if (!list.success) throw new Error(list.error);
      return list.data.map((c) => c.name);
    };

    it.each([
      ['bytes that are never UTF-8', Buffer.from([0xff, 0xfe])],
      ['a character cut short', Buffer.from([0xc3])],
      ['a surrogate written as UTF-8', Buffer.from([0xed, 0xa0, 0x80])],
    ])('is refused with 400, storing nothing: %s', async (_name, bad) => {
      const before = names();
      const body = Buffer.concat([Buffer.from('{"name":"bad-utf8-'), bad, Buffer.from('("}')]);
      const answer = await send(port, '/rpc/circuit:create', { method: 'POST', headers: auth, body });
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({
        success: false,
        code: 'INVALID_INPUT',
        error: 'The request body is not valid UTF-8 text.',
        hint: 'Send the JSON encoded as UTF-8.',
      });
      expect(names()).toEqual(before);
    });

    it('reads characters of several bytes, also when they arrive split between packets', async () => {
      const body = Buffer.from('{"name":"Zähler ✓ 𝔽"}');
      const cut = body.indexOf(0xe2) + 1; // inside "✓"
      const text = await new Promise<string>((resolve) => {
        const socket = connect({ host: '127.0.0.1', port });
        let received = '';
        socket.setEncoding('latin1');
        socket.on('data', (chunk: string) => {
          received += chunk;
          if (firstAnswer(received)) {
            socket.destroy();
            resolve(received);
          }
        });
        socket.once('connect', () => {
          socket.write(postHead(port, 'circuit:create', body.length));
          socket.write(body.subarray(0, cut));
          setTimeout(() => socket.write(body.subarray(cut)), 50);
        });
      });
      const answer = Buffer.from(firstAnswer(text)!.body, 'latin1').toString('utf8');
      expect(JSON.parse(answer)).toMatchObject({ success: true, data: { meta: { name: 'Zähler ✓ 𝔽' } } });
    });
  });

  describe('a declared body over the limit (item 11)', () => {
    it('gets a 413 the client can read after sending part of its body, not a reset', async () => {
      const declared = 200 * 1024 * 1024;
      const text = await new Promise<string>((resolve) => {
        const socket = connect({ host: '127.0.0.1', port });
        let received = '';
        socket.setEncoding('latin1');
        socket.on('data', (chunk: string) => (received += chunk));
        socket.on('error', (error) => resolve(`${received}[${error.message}]`));
        socket.on('close', () => resolve(received));
        socket.once('connect', () => {
          // Like curl or a script: send the body first, read the answer after. Nothing is read
          // while writing, so the answer waits in the socket while more of the body goes out.
          socket.pause();
          socket.write(postHead(port, 'circuit:import', declared));
          const piece = Buffer.alloc(64 * 1024, 'x');
          let sent = 0;
          const more = () => {
            if (sent >= 4 * 1024 * 1024 || socket.destroyed) {
              socket.resume();
              return;
            }
            sent += piece.length;
            socket.write(piece, () => setImmediate(more));
          };
          more();
        });
      });
      expect(text).toMatch(/^HTTP\/1\.1 413 /);
      expect(text).toMatch(/\r\nconnection: close\r\n/i);
      expect(JSON.parse(firstAnswer(text)!.body)).toMatchObject({
        code: 'INVALID_INPUT',
        error: expect.stringMatching(/^The request is larger than the \d+ bytes this host accepts\.$/) as string,
      });
    });

    it('stops lingering after lingerMs, however long the client goes on sending', async () => {
      // A host whose only bound on this connection is the lingering (the request timeout is long).
      const lingering = await startBrowserHost({
        services,
        rendererDir: fakeRendererDir(),
        token: TOKEN,
        port: 0,
        limits: { requestTimeoutMs: 120_000, lingerMs: 200 },
      });
      try {
        const received = await new Promise<string>((resolve) => {
          // allowHalfOpen: the client goes on sending after the host has ended its side.
          const socket = connect({ host: '127.0.0.1', port: lingering.port, allowHalfOpen: true });
          let text = '';
          socket.setEncoding('latin1');
          socket.on('data', (chunk: string) => (text += chunk));
          socket.on('error', () => {});
          socket.on('close', () => {
            clearInterval(trickle);
            resolve(text);
          });
          // A byte every 20 ms, for ever: only the host's closing the connection ends this.
          const trickle = setInterval(() => socket.writable && socket.write('x'), 20);
          socket.once('connect', () => socket.write(postHead(lingering.port, 'circuit:import', 200 * 1024 * 1024)));
        });
        expect(received).toMatch(/^HTTP\/1\.1 413 /);
      } finally {
        await lingering.close();
      }
    });
  });
});
