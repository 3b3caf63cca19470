// Keys a provider echoes back never go further, through assistant:send on the real services with a
// SQLite data folder, against the fake provider servers: not in an event, the database or its WAL,
// conversation:open, the log, nor the next request (to the same provider or a fallback).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REDACTED } from '../core/ai/redact';
import { startFakeLlmServer, type FakeLlmServer } from './providers/test-support/fake-llm-server';
import { keyFileCipher } from './store/key-file-cipher';
import { temporaryFolder } from './store/test-support/harness';
import { startAssistantHarness, type AssistantHarness } from './test-support/assistant-harness';

/** A stored key of no known shape: only its value identifies it. */
const STORED = 'stored-7c1e9a44b0d2f6e8';
/** The key from the environment, and one in the shape of an OpenAI key that the app does not know. */
const FROM_ENV = 'env-5f0a2b7d9c3e1f66';
const SHAPED = 'sk-proj-Qx7Lm2Vb9Zt4Wn6Rk8Jp3Hs5';

const echo = { kind: 'http-error', status: 500, message: 'Upstream refused key {{apiKey}} for this request' } as const;

let folder: ReturnType<typeof temporaryFolder>;
let harness: AssistantHarness;
let fallback: FakeLlmServer | undefined;
const logged: string[] = [];

beforeEach(() => {
  folder = temporaryFolder();
  logged.length = 0;
  for (const level of ['log', 'warn', 'error', 'info', 'debug'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
  }
});
afterEach(async () => {
  await harness.close();
  await fallback?.close();
  fallback = undefined;
  vi.restoreAllMocks();
  folder.remove();
});

/** The services over a SQLite data folder, the first provider the harness's fake (no key in the environment). */
async function start(env: (server: FakeLlmServer) => Record<string, string>) {
  harness = await startAssistantHarness({
    env,
    services: { dataDir: folder.dir, cipher: keyFileCipher(folder.dir) },
  });
}

const custom = (server: FakeLlmServer) => ({
  CIRCUITFORGE_LLM_PROVIDER: 'openai-compatible',
  CIRCUITFORGE_LLM_BASE_URL: server.openaiBaseURL,
  CIRCUITFORGE_LLM_MODEL: 'fake-model',
});

/** Everything a secret could have reached: the events, the stored conversation, the data folder's files, the log. */
async function everywhere(conversationId: string): Promise<string> {
  const opened = await harness.call('conversation:open', { id: conversationId });
  const files = readdirSync(folder.dir)
    .filter((name) => name.startsWith('circuitforge.db'))
    .map((name) => readFileSync(join(folder.dir, name)).toString('latin1'));
  return [JSON.stringify(harness.events), JSON.stringify(opened), ...files, logged.join('\n')].join('\n');
}

describe('keys echoed by a provider', () => {
  it('takes a stored key out of an error before it is shown, stored, logged or sent on', async () => {
    await start(custom);
    expect(await harness.call('secrets:set', { name: 'custom.apiKey', value: STORED })).toMatchObject({
      success: true,
    });
    harness.server.script(echo, echo, echo, echo);
    const failed = await harness.turn('Build a half adder');
    expect(failed.status).toBe('failed');
    expect(harness.server.requests[0]!.headers.authorization).toBe(`Bearer ${STORED}`);
    expect(failed.error?.message).toContain(`Upstream refused key ${REDACTED} for this request`);

    harness.server.script({ kind: 'message', text: 'Working now.' });
    const next = await harness.turn('Try again');
    expect(next.status).toBe('done');
    const prompt = JSON.stringify(harness.server.requests.at(-1)!.body);
    expect(prompt).toContain(`(the turn failed: The server at`);
    expect(prompt).toContain(REDACTED);

    const seen = await everywhere(failed.conversationId);
    expect(seen).toContain('Upstream refused key');
    expect(seen).not.toContain(STORED);
    expect(JSON.stringify(harness.server.requests.map((r) => r.body))).not.toContain(STORED);
  });

  it('takes the environment’s key out of errors, retry notices and what the fallback is sent', async () => {
    fallback = await startFakeLlmServer({ models: ['fake-model'] });
    const second = fallback;
    await start((server) => ({
      ...custom(server),
      CIRCUITFORGE_LLM_API_KEY: FROM_ENV,
      CIRCUITFORGE_LLM_FALLBACK: `openai-compatible:fake-model@${second.openaiBaseURL}`,
    }));
    // Two server errors in a row move the turn to the fallback; it fails too, echoing the key it got.
    harness.server.script(echo, echo);
    second.script(echo, echo, echo, echo);
    const failed = await harness.turn('Build a half adder');
    expect(failed.status).toBe('failed');
    expect(harness.eventsOf('assistant.notice', failed.turnId).map((n) => n.kind)).toContain('failover');

    second.script({ kind: 'message', text: 'Working now.' });
    harness.server.script(echo, echo);
    expect((await harness.turn('Try again')).status).toBe('done');
    const sentOn = JSON.stringify(second.requests.map((r) => r.body));
    expect(sentOn).toContain('the turn failed');
    expect(sentOn).not.toContain(FROM_ENV);
    expect(await everywhere(failed.conversationId)).not.toContain(FROM_ENV);
  });

  it('takes a secret out of a streamed answer, even split across pieces, and out of tool calls', async () => {
    await start((server) => ({ ...custom(server), CIRCUITFORGE_LLM_API_KEY: FROM_ENV }));
    harness.server.script(
      {
        kind: 'message',
        text: `Your key is ${FROM_ENV}, and here is another: ${SHAPED}. Authorization: Bearer abc123def456ghi789jkl`,
        textPieces: 23,
        toolCalls: [{ name: 'search_components', arguments: { query: `AND ${FROM_ENV}` } }],
      },
      { kind: 'message', text: `Done with ${FROM_ENV}.` },
    );
    const finished = await harness.turn('What is my key?');
    expect(finished.status).toBe('done');
    expect(finished.text).toBe(
      `Your key is ${REDACTED}, and here is another: ${REDACTED}. Authorization: Bearer ${REDACTED}\n\nDone with ${REDACTED}.`,
    );
    const streamed = harness
      .eventsOf('assistant.delta', finished.turnId)
      .map((d) => d.text)
      .join('');
    expect(streamed).toBe(finished.text.replace('\n\n', ''));
    const seen = await everywhere(finished.conversationId);
    expect(seen).not.toContain(FROM_ENV);
    expect(seen).not.toContain(SHAPED);
    expect(seen).not.toContain('abc123def456ghi789jkl');
    // The model's own call went back to it without the key, too.
    expect(JSON.stringify(harness.server.requests[1]!.body)).not.toContain(FROM_ENV);
  });
});
