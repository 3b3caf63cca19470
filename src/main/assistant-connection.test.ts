// The settings dialog's checks through the real services and the contract's dispatcher, against
// fake provider servers over real HTTP: listing models, the connection test, and local servers.
import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatch } from '../core/rpc/dispatch';
import type { EventMessage } from '../shared/contract';
import { createAppServices, type AppServices } from './app-services';
import { startFakeLlmServer, type FakeLlmServer } from './providers/test-support/fake-llm-server';
import { keyFileCipher } from './store/key-file-cipher';
import { temporaryFolder } from './store/test-support/harness';

const KEY = 'sk-main-3c9e1a7b5d2f4e60SECRET';
const WRONG = 'sk-main-0000000000000000WRONG';
const context = { host: 'browser' } as const;

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('the settings dialog’s checks, through the contract', () => {
  let remote: FakeLlmServer;
  let local: FakeLlmServer;
  let dead: string;
  let folder: ReturnType<typeof temporaryFolder>;
  let services: AppServices;
  const seen: EventMessage[] = [];
  const logged: string[] = [];
  const call = (channel: string, input: unknown = {}) => dispatch(services.handlers, channel, input, context);

  /** Fresh services over a fresh data folder, with the environment given (never the runner's own). */
  function start(env: Record<string, string> = {}) {
    services = createAppServices({ host: 'browser', dataDir: folder.dir, cipher: keyFileCipher(folder.dir), env });
    services.events.subscribe((m) => void seen.push(m));
  }

  beforeAll(async () => {
    remote = await startFakeLlmServer({ apiKey: KEY, models: ['fake-small', 'fake-large', 'fake-model'] });
    local = await startFakeLlmServer({ models: ['qwen3:8b', 'llama3.2:3b'] });
    dead = `http://127.0.0.1:${await closedPort()}/v1`;
  });
  afterAll(async () => {
    await remote.close();
    await local.close();
  });
  beforeEach(() => {
    folder = temporaryFolder();
    seen.length = 0;
    logged.length = 0;
    for (const level of ['log', 'warn', 'error', 'info', 'debug'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
    }
    remote.reset();
    local.reset();
    start();
  });
  afterEach(async () => {
    await services.close();
    folder.remove();
    vi.restoreAllMocks();
    // Whatever happened, the key was never logged nor put in an event.
    expect(logged.join('\n')).not.toContain(KEY);
    expect(JSON.stringify(seen)).not.toContain(KEY);
  });

  const custom = (extra: Record<string, unknown> = {}) => ({
    provider: 'openai-compatible',
    baseURL: remote.openaiBaseURL,
    ...extra,
  });

  it('lists the models of a provider with the key given', async () => {
    expect(await call('assistant:listModels', custom({ apiKey: KEY }))).toEqual({
      success: true,
      data: { models: ['fake-large', 'fake-model', 'fake-small'] },
    });
  });

  it('lists an Anthropic server’s models in its own format (in the server’s order: newest first)', async () => {
    expect(
      await call('assistant:listModels', { provider: 'anthropic', baseURL: remote.anthropicBaseURL, apiKey: KEY }),
    ).toEqual({ success: true, data: { models: ['fake-small', 'fake-large', 'fake-model'] } });
  });

  it('says the key was rejected (401) in the user’s words, without echoing it', async () => {
    const answer = await call('assistant:listModels', custom({ apiKey: WRONG }));
    expect(answer).toMatchObject({ success: false, code: 'PROVIDER_AUTH_FAILED' });
    const host = new URL(remote.openaiBaseURL).host;
    expect(!answer.success && answer.error).toBe(`The server at ${host} rejected the API key.`);
    expect(!answer.success && answer.hint).toContain('Check the server’s key in Settings');
    expect(JSON.stringify(answer)).not.toContain(WRONG);
  });

  it('uses the stored key when none is given, and never answers with it', async () => {
    // The key was saved with this server's address.
    await call('settings:set', { key: 'assistant.provider', value: 'openai-compatible' });
    await call('settings:set', { key: 'assistant.baseURL', value: `${remote.openaiBaseURL}/` });
    expect(await call('secrets:set', { name: 'custom.apiKey', value: KEY })).toMatchObject({ success: true });
    const models = await call('assistant:listModels', custom());
    expect(models).toMatchObject({ success: true, data: { models: ['fake-large', 'fake-model', 'fake-small'] } });

    remote.script({ kind: 'message', text: 'OK' });
    const tested = await call('assistant:testConnection', custom({ model: 'fake-model' }));
    expect(tested).toMatchObject({ success: true, data: { model: 'fake-model', reply: 'OK' } });
    expect(remote.requests).toHaveLength(1);
    expect(remote.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(JSON.stringify([models, tested])).not.toContain(KEY);

    // A key typed in the dialog wins over the stored one.
    const typed = await call('assistant:listModels', custom({ apiKey: WRONG }));
    expect(typed).toMatchObject({ success: false, code: 'PROVIDER_AUTH_FAILED' });
    // A stored key that is wrong is reported the same way.
    await call('secrets:set', { name: 'custom.apiKey', value: WRONG });
    expect(await call('assistant:listModels', custom())).toMatchObject({ code: 'PROVIDER_AUTH_FAILED' });
  });

  it('never answers with a key the provider echoes in its error, typed or stored', async () => {
    const echo = { kind: 'http-error', status: 500, message: 'Upstream refused key {{apiKey}} today' } as const;
    remote.script(echo);
    const typed = await call('assistant:testConnection', custom({ apiKey: KEY, model: 'fake-model' }));
    expect(typed).toMatchObject({ success: false, code: 'PROVIDER_FAILED' });
    expect(!typed.success && typed.error).toContain('Upstream refused key [redacted] today');
    await call('settings:set', { key: 'assistant.provider', value: 'openai-compatible' });
    await call('settings:set', { key: 'assistant.baseURL', value: remote.openaiBaseURL });
    await call('secrets:set', { name: 'custom.apiKey', value: KEY });
    remote.script(echo);
    const stored = await call('assistant:testConnection', custom({ model: 'fake-model' }));
    expect(remote.requests.at(-1)!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(JSON.stringify([typed, stored])).not.toContain(KEY);
    expect(JSON.stringify(stored)).toContain('[redacted]');
  });

  it('never sends a stored key to an address it was not saved for', async () => {
    // The fake wants the key: listing its models succeeds only if the key reached it.
    expect(await call('secrets:set', { name: 'openai.apiKey', value: KEY })).toMatchObject({ success: true });
    const probe = { provider: 'openai', baseURL: remote.openaiBaseURL };
    const refused = {
      success: false,
      code: 'PROVIDER_AUTH_FAILED',
      error: 'The saved OpenAI key is only sent to https://api.openai.com/v1.',
      hint: `To use it with ${remote.openaiBaseURL}, type the key here, or save that address in Settings first.`,
    };
    expect(await call('assistant:listModels', probe)).toMatchObject(refused);
    expect(await call('assistant:testConnection', { ...probe, model: 'fake-model' })).toMatchObject(refused);
    expect(remote.requests).toHaveLength(0);
    // Typed in the call, the key goes anywhere.
    expect(await call('assistant:listModels', { ...probe, apiKey: KEY })).toMatchObject({ success: true });

    // Saved with the fallback's address, it goes there; saved with the provider's, there too.
    await call('settings:set', {
      key: 'assistant.fallback',
      value: { provider: 'openai', model: 'fake-model', baseURL: remote.openaiBaseURL },
    });
    expect(await call('assistant:listModels', probe)).toMatchObject({ success: true });
    await call('settings:set', { key: 'assistant.fallback', value: null });
    expect(await call('assistant:listModels', probe)).toMatchObject({ success: false });
    await call('settings:set', { key: 'assistant.provider', value: 'openai' });
    await call('settings:set', {
      key: 'assistant.baseURL',
      value: remote.openaiBaseURL.toUpperCase().replace('/V1', '/v1'),
    });
    expect(await call('assistant:listModels', probe)).toMatchObject({ success: true });
  });

  it('asks a server that needs no key without the stored one when it is another address', async () => {
    await call('settings:set', { key: 'assistant.provider', value: 'openai-compatible' });
    await call('settings:set', { key: 'assistant.baseURL', value: remote.openaiBaseURL });
    await call('secrets:set', { name: 'custom.apiKey', value: KEY });
    local.script({ kind: 'message', text: 'OK' });
    const answer = await call('assistant:testConnection', {
      provider: 'openai-compatible',
      baseURL: local.openaiBaseURL,
      model: 'qwen3:8b',
    });
    expect(answer).toMatchObject({ success: true, data: { reply: 'OK' } });
    expect(local.requests[0]!.headers.authorization).not.toContain(KEY);
  });

  it('tests a connection with one tiny request and reports which model answered', async () => {
    remote.script({ kind: 'message', text: ' OK ' });
    const answer = await call('assistant:testConnection', custom({ apiKey: KEY, model: 'fake-small' }));
    expect(answer).toMatchObject({ success: true, data: { model: 'fake-small', reply: 'OK' } });
    expect(answer.success && typeof (answer.data as { ms: unknown }).ms).toBe('number');
    expect(remote.requests).toHaveLength(1);
    expect(remote.requests[0]!.body).toMatchObject({
      model: 'fake-small',
      messages: [{ role: 'user', content: 'Reply with the single word OK.' }],
    });
    expect(remote.requests[0]!.body).not.toHaveProperty('tools');
  });

  it('reports a rejected key on the connection test', async () => {
    const answer = await call('assistant:testConnection', custom({ apiKey: WRONG, model: 'fake-model' }));
    expect(answer).toMatchObject({ success: false, code: 'PROVIDER_AUTH_FAILED' });
    expect(!answer.success && answer.error).toContain('rejected the API key');
    expect(remote.pending).toBe(0);
  });

  it('reports a model the server does not have', async () => {
    remote.script({
      kind: 'http-error',
      status: 404,
      body: {
        error: { message: 'The model `nope` does not exist', type: 'invalid_request_error', code: 'model_not_found' },
      },
    });
    const answer = await call('assistant:testConnection', custom({ apiKey: KEY, model: 'nope' }));
    expect(answer).toMatchObject({ success: false, code: 'PROVIDER_MODEL_NOT_FOUND' });
    expect(!answer.success && answer.error).toBe(
      `The server at ${new URL(remote.openaiBaseURL).host} has no model called "nope".`,
    );
  });

  it('says it could not reach a closed port, with the address and what to check', async () => {
    for (const answer of [
      await call('assistant:testConnection', { provider: 'openai-compatible', baseURL: dead, model: 'm' }),
      await call('assistant:listModels', { provider: 'openai-compatible', baseURL: dead }),
    ]) {
      expect(answer).toMatchObject({ success: false, code: 'PROVIDER_UNREACHABLE' });
      expect(!answer.success && answer.error).toBe(`Could not reach the server at ${dead}.`);
      expect(!answer.success && answer.hint).toBe('Check your internet connection and the address in Settings.');
    }
    const ollama = await call('assistant:testConnection', { provider: 'ollama', baseURL: dead, model: 'qwen3:8b' });
    expect(!ollama.success && ollama.hint).toContain('Check that Ollama is running');
  });

  it('asks for what is missing before sending anything', async () => {
    const noKey = await call('assistant:testConnection', { provider: 'openai', model: 'gpt-5-mini' });
    expect(noKey).toMatchObject({
      success: false,
      code: 'PROVIDER_AUTH_FAILED',
      error: 'There is no API key for OpenAI.',
      hint: 'Enter your OpenAI key first.',
    });
    const noAddress = await call('assistant:listModels', { provider: 'openai-compatible' });
    expect(noAddress).toMatchObject({ success: false, code: 'PROVIDER_NOT_CONFIGURED' });
    expect(await call('assistant:testConnection', custom({ model: '' }))).toMatchObject({ code: 'INVALID_INPUT' });
    expect(remote.requests).toHaveLength(0);
  });

  it('finds Ollama and LM Studio where the environment says, with their models', async () => {
    await services.close();
    start({ CIRCUITFORGE_OLLAMA_URL: local.openaiBaseURL, CIRCUITFORGE_LMSTUDIO_URL: `${remote.openaiBaseURL}/` });
    // The "LM Studio" here wants a key: a server that refuses to list its models is not offered.
    expect(await call('assistant:detectLocal')).toEqual({
      success: true,
      data: {
        servers: [
          {
            preset: 'ollama',
            label: 'Ollama (local)',
            baseURL: local.openaiBaseURL,
            models: ['llama3.2:3b', 'qwen3:8b'],
          },
        ],
      },
    });
    await services.close();
    start({ CIRCUITFORGE_OLLAMA_URL: dead, CIRCUITFORGE_LMSTUDIO_URL: local.openaiBaseURL });
    expect(await call('assistant:detectLocal')).toEqual({
      success: true,
      data: {
        servers: [
          {
            preset: 'lmstudio',
            label: 'LM Studio (local)',
            baseURL: local.openaiBaseURL,
            models: ['llama3.2:3b', 'qwen3:8b'],
          },
        ],
      },
    });
  });

  it('finds nothing when nothing answers', async () => {
    await services.close();
    start({ CIRCUITFORGE_OLLAMA_URL: dead, CIRCUITFORGE_LMSTUDIO_URL: dead });
    expect(await call('assistant:detectLocal')).toEqual({ success: true, data: { servers: [] } });
  });

  it('tells the dialog where the data folder is', async () => {
    expect(await call('app:info')).toMatchObject({ success: true, data: { host: 'browser', dataDir: folder.dir } });
    const inMemory = createAppServices({ host: 'electron' });
    expect(await dispatch(inMemory.handlers, 'app:info', {}, context)).toMatchObject({ data: { dataDir: null } });
    await inMemory.close();
  });
});
