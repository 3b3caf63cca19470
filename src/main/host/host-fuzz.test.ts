// The browser host against generated hostile requests, over real HTTP: invalid input on every channel
// of the contract (wrong types, missing and extra fields, huge strings, nesting to 10,000 levels,
// `__proto__` and `constructor` keys, bytes that are not UTF-8, text that is not JSON), foreign
// cookies, broken addresses and raw garbage. Never a 500, never a success for invalid input, the
// data unchanged, no prototype touched. Seeded: CIRCUITFORGE_FUZZ_SEED=<n> replays or varies a run.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppServices } from '../app-services';
import { createTestServices } from '../test-support/services';
import { startBrowserHost, type BrowserHost } from './server';
import { fakeRendererDir, send, sendRaw } from './test-support/http-client';
import { foreignCookies, invalidRequest, nestedJson, ruleBreakingApply } from './test-support/fuzz-inputs';

const TOKEN = 'fuzz-token-0123456789abcdef';
const SEED = Number(process.env.CIRCUITFORGE_FUZZ_SEED ?? 18_2026);
const RUNS = { invalid: 1000, rules: 120, raw: 150, cookies: 100 };

/** Every circuit with its content and history, settings, secrets and conversations, as one hash. */
function dataHash(services: AppServices): string {
  const { documents, settings, conversations } = services;
  const circuits = documents.list();
  if (!circuits.success) throw new Error(circuits.error);
  const parts: unknown[] = [circuits.data, settings.values()];
  for (const meta of circuits.data) {
    const state = documents.stateOf(meta.id);
    parts.push(state.success ? state.data.toJSON() : state, documents.history(meta.id));
  }
  const talks = conversations.list();
  parts.push(talks, talks.success ? talks.data.map((c) => conversations.open(c.id)) : []);
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/** Own keys of the built-in prototypes, to see that nothing was added to them. */
const prototypeKeys = () =>
  [Object.prototype, Array.prototype, Function.prototype, String.prototype].map((p) =>
    Object.getOwnPropertyNames(p).sort().join(','),
  );

describe(`the browser host under generated hostile requests (seed ${SEED})`, () => {
  let services: AppServices;
  let host: BrowserHost;
  let port: number;
  let circuitId: string;
  let componentIds: string[];
  let before: string;
  const prototypes = prototypeKeys();
  const errors = vi.spyOn(console, 'error');

  beforeAll(async () => {
    // Printed so that a failure can be replayed with CIRCUITFORGE_FUZZ_SEED.
    console.log(`host fuzz seed: ${SEED} (set CIRCUITFORGE_FUZZ_SEED to change it)`);
    services = createTestServices();
    const opened = services.documents.create('Fuzz target');
    if (!opened.success) throw new Error(opened.error);
    circuitId = opened.data.meta.id;
    const add = (id: string, type: string, label: string) => ({
      op: 'addComponent' as const,
      component: { id, type, label, x: 0, y: 0, rotation: 0 as const, properties: {} },
    });
    services.documents.apply(circuitId, [add('sw', 'SWITCH_TOGGLE', 'SW1'), add('inv', 'NOT', 'G1')], 'Parts');
    services.documents.apply(
      circuitId,
      [
        {
          op: 'addWire',
          wire: { id: 'w1', from: { component: 'sw', pin: 'out' }, to: { component: 'inv', pin: 'in' } },
        },
      ],
      'Wire',
    );
    services.documents.undo(circuitId);
    services.conversations.create('About the fuzz target', circuitId);
    componentIds = ['sw', 'inv'];
    host = await startBrowserHost({ services, rendererDir: fakeRendererDir(), token: TOKEN, port: 0 });
    port = host.port;
    before = dataHash(services);
  });

  afterAll(async () => {
    await host.close();
    await services.close();
    errors.mockRestore();
  });

  it(`refuses ${RUNS.invalid} invalid inputs over every channel with a 4xx, never a success`, async () => {
    const seen = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(invalidRequest(TOKEN), async (request) => {
        const answer = await send(port, request.path, { method: 'POST', headers: request.headers, body: request.body });
        const label = `${request.channel} (${request.kind}), seed ${SEED}: ${answer.body.slice(0, 200)}`;
        expect(answer.status, label).toBeGreaterThanOrEqual(400);
        expect(answer.status, label).toBeLessThan(500);
        expect(JSON.parse(answer.body), label).toMatchObject({ success: false, error: expect.any(String) as string });
        seen.set(request.channel, (seen.get(request.channel) ?? 0) + 1);
      }),
      { seed: SEED, numRuns: RUNS.invalid },
    );
    expect(seen.size, 'every channel got invalid input').toBeGreaterThan(30);
  });

  it(`refuses ${RUNS.rules} well-formed edits that break the circuit's rules, all or nothing`, async () => {
    await fc.assert(
      fc.asyncProperty(ruleBreakingApply(circuitId, componentIds), async (input) => {
        const answer = await send(port, '/rpc/circuit:apply', {
          method: 'POST',
          headers: { Authorization: `Bearer ${TOKEN}` },
          body: JSON.stringify(input),
        });
        expect(answer.status, `seed ${SEED}: ${answer.body}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `seed ${SEED}: ${answer.body}`).toBeLessThan(500);
        expect(dataHash(services), `seed ${SEED}: ${JSON.stringify(input)}`).toBe(before);
      }),
      { seed: SEED + 1, numRuns: RUNS.rules },
    );
  });

  it(`answers ${RUNS.raw} raw malformed requests (addresses, methods, headers, bytes) without a 500`, async () => {
    const garbage = fc.oneof(
      fc
        .constantFrom(
          '//[',
          '/%',
          '/rpc/%',
          '/rpc/%E0%A4%A',
          '/rpc/%00',
          `/rpc/${'%41'.repeat(3000)}`,
          '/rpc/a:b?x=%zz',
        )
        .map(
          (path) =>
            `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${TOKEN}\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
        ),
      fc
        .constantFrom('PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'BREW', 'CONNECT')
        .map(
          (method) =>
            `${method} /rpc/app:info HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${TOKEN}\r\nConnection: close\r\n\r\n`,
        ),
      fc.string({ maxLength: 200 }).map((junk) => `${junk}\r\n\r\n`),
      fc.integer({ min: 65, max: 10_000 }).map((depth) => {
        const body = `{"key":"appearance.theme","value":${nestedJson(depth)}}`;
        return `POST /rpc/settings:set HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${TOKEN}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`;
      }),
      fc
        .constantFrom('Host: evil.example', 'Host: 127.0.0.1:1', 'Host:', `Host: 127.0.0.1:${port}.evil`, 'Host: [::1')
        .map(
          (hostLine) =>
            `GET /api/components HTTP/1.1\r\n${hostLine}\r\nAuthorization: Bearer ${TOKEN}\r\nConnection: close\r\n\r\n`,
        ),
      fc.constant(
        `POST /rpc/app:info HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${TOKEN}\r\nContent-Length: 99999999999\r\nConnection: close\r\n\r\n{}`,
      ),
    );
    await fc.assert(
      fc.asyncProperty(garbage, async (text) => {
        const answer = await sendRaw(port, text);
        // 0: the host closed the connection without an answer, which only Node's parser does.
        expect(
          answer.status === 0 || (answer.status >= 400 && answer.status < 500),
          `seed ${SEED}: ${text.slice(0, 120)} → ${answer.text.slice(0, 120)}`,
        ).toBe(true);
      }),
      { seed: SEED + 2, numRuns: RUNS.raw },
    );
  });

  it(`lets ${RUNS.cookies} foreign cookies neither break a call nor stand in for the token`, async () => {
    await fc.assert(
      fc.asyncProperty(foreignCookies, fc.boolean(), async (cookies, withToken) => {
        const headers: Record<string, string> = withToken
          ? { Cookie: `${cookies}; cf_token=${TOKEN}` }
          : { Cookie: cookies };
        const answer = await send(port, '/rpc/app:info', { method: 'POST', headers, body: '{}' });
        expect(answer.status, `seed ${SEED}: ${cookies}`).toBe(withToken ? 200 : 401);
      }),
      { seed: SEED + 3, numRuns: RUNS.cookies },
    );
  });

  it('left every circuit, its history, the settings and the conversations unchanged, and no prototype touched', () => {
    expect(dataHash(services)).toBe(before);
    expect(prototypeKeys()).toEqual(prototypes);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // A logged INTERNAL or a request that failed inside the host is a bug, whatever the answer said.
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
  });
});
