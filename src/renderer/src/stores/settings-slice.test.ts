import { describe, expect, it } from 'vitest';
import type { ChannelInput, ChannelOutput } from '../../../shared/contract';
import { fail, ok, type Result } from '../../../shared/errors';
import { SETTINGS, SETTING_KEYS, type SettingValues } from '../../../shared/settings';
import { channelsOf, deferred, installFakeTransport, settle, type FakeAnswers } from '../test-support/fake-transport';
import { createAppStore } from './app-store';

const KEY = 'sk-unit-5b1e0c2f9a7d3e41SECRET';

type Status = ChannelOutput<'assistant:status'>;
const NOT_CONFIGURED: Status = {
  configured: false,
  providers: [],
  reachable: 'unknown',
  error: { code: 'PROVIDER_NOT_CONFIGURED', message: 'No AI provider is set up.', hint: 'Open Settings.' },
  warnings: [],
  fromEnvironment: false,
  running: [],
};

/** A main process that keeps settings (checked by their schemas) and the names of stored secrets. */
function fakeMain(initial: Partial<SettingValues> = {}, overrides: FakeAnswers = {}) {
  const values = Object.fromEntries(SETTING_KEYS.map((k) => [k, SETTINGS[k].default])) as Record<string, unknown>;
  Object.assign(values, initial);
  const secrets = new Map<string, string>();
  const answers: FakeAnswers = {
    'settings:get': () => ok({ values: structuredClone(values) as never }),
    'settings:set': ({ key, value }) => {
      const parsed = SETTINGS[key as keyof typeof SETTINGS].schema.safeParse(value);
      if (!parsed.success) return fail('INVALID_INPUT', `Invalid value for ${key}.`, 'Fix it.');
      values[key] = parsed.data;
      return ok({ key, value: parsed.data as never });
    },
    'secrets:list': () =>
      ok({
        available: true,
        secure: true,
        backend: 'key-file',
        secrets: [...secrets.keys()].map((name) => ({ name, hasValue: true })),
      }),
    'secrets:set': ({ name, value }) => {
      secrets.set(name, value);
      return ok({ name, hasValue: true, updatedAt: 1 });
    },
    'secrets:delete': ({ name }) => {
      secrets.delete(name);
      return ok({ name, hasValue: false });
    },
    'assistant:status': () => ok(NOT_CONFIGURED),
    'assistant:detectLocal': () => ok({ servers: [] }),
    'assistant:listModels': () => ok({ models: ['m-1', 'm-2'] }),
    'app:info': () => ok({ name: 'CircuitForge', version: '0', host: 'browser', platform: 'linux', dataDir: '/d' }),
    ...overrides,
  };
  const calls = installFakeTransport(answers);
  const inputsOf = <K extends keyof FakeAnswers>(channel: K) =>
    calls.filter((c) => c.channel === channel).map((c) => c.input as ChannelInput<K & string>);
  return { values, secrets, calls, inputsOf };
}

async function openDialog(store: ReturnType<typeof createAppStore>) {
  store.getState().openSettings('assistant');
  await store.getState().prepareSettingsDialog();
  await settle();
}

describe('the settings slice', () => {
  it('reads every setting at start, checks each against its schema, and shows the stored theme', async () => {
    fakeMain({ 'appearance.theme': 'dark', 'assistant.toolCallLimit': 500 });
    const store = createAppStore();
    await store.getState().loadSettings();
    const s = store.getState();
    expect(s.themePreference).toBe('dark');
    expect(s.theme).toBe('dark');
    // A value that no longer fits its schema reads as the default.
    expect(s.settingsValues?.['assistant.toolCallLimit']).toBe(10);
  });

  it('opens the dialog with the stored settings, the stored keys, the status and the local servers', async () => {
    const main = fakeMain({ 'assistant.provider': 'groq', 'assistant.model': 'llama' });
    main.secrets.set('groq.apiKey', KEY);
    const store = createAppStore();
    await openDialog(store);
    const s = store.getState();
    expect(s.assistantForm).toMatchObject({ provider: 'groq', model: 'llama', baseURL: '' });
    expect(s.assistantFormReady).toBe(true);
    expect(s.storedKeys).toEqual(['groq.apiKey']);
    expect(s.secretStore).toEqual({ available: true, secure: true, backend: 'key-file' });
    expect(s.assistantStatus).toEqual(NOT_CONFIGURED);
    expect(s.localServers).toEqual([]);
    expect(s.appInfo?.dataDir).toBe('/d');
    // The key is stored, so the models are listed, with the stored key (none is sent).
    expect(main.inputsOf('assistant:listModels')).toEqual([{ provider: 'groq' }]);
    expect(s.modelLists['groq https://api.groq.com/openai/v1']).toMatchObject({
      status: 'ready',
      models: ['m-1', 'm-2'],
    });
  });

  it('does not list the models of a provider whose key is missing', async () => {
    const main = fakeMain({ 'assistant.provider': 'openai' });
    const store = createAppStore();
    await openDialog(store);
    expect(channelsOf(main.calls)).not.toContain('assistant:listModels');
  });

  it('saves a new provider with its own model and address, then reads the status again', async () => {
    const main = fakeMain({
      'assistant.provider': 'groq',
      'assistant.model': 'llama',
      'assistant.baseURL': 'http://p/v1',
    });
    const store = createAppStore();
    await openDialog(store);
    main.calls.length = 0;
    await store.getState().chooseProvider('ollama');
    await settle();
    expect(main.inputsOf('settings:set')).toEqual([
      { key: 'assistant.provider', value: 'ollama' },
      { key: 'assistant.model', value: '' },
      { key: 'assistant.baseURL', value: '' },
    ]);
    expect(channelsOf(main.calls)).toContain('assistant:status');
    expect(main.values['assistant.provider']).toBe('ollama');
    expect(store.getState().settingsValues?.['assistant.provider']).toBe('ollama');
    // Ollama needs no key: its models are asked for at once.
    expect(main.inputsOf('assistant:listModels')).toEqual([{ provider: 'ollama' }]);
  });

  it('keeps a field with an error from being saved, shows the error, and saves the valid ones', async () => {
    const main = fakeMain();
    const store = createAppStore();
    await openDialog(store);
    await store.getState().chooseProvider('openai-compatible');
    store.getState().editAssistant({ baseURL: 'not an address', toolCallLimit: '12' });
    main.calls.length = 0;
    expect(await store.getState().saveAssistant(['baseURL', 'toolCallLimit'])).toBe(false);
    expect(main.inputsOf('settings:set')).toEqual([{ key: 'assistant.toolCallLimit', value: 12 }]);
    expect(store.getState().formErrors.baseURL).toContain('http://');
    // Typing again clears the field's error; a valid address is saved.
    store.getState().editAssistant({ baseURL: 'http://127.0.0.1:8080/v1/' });
    expect(store.getState().formErrors.baseURL).toBeUndefined();
    expect(await store.getState().saveAssistant(['baseURL'])).toBe(true);
    expect(main.values['assistant.baseURL']).toBe('http://127.0.0.1:8080/v1');
  });

  it('saves nothing before the fields show the stored settings (no defaults written over them)', async () => {
    // The app's own read at start answers while the dialog's is still on its way.
    const atStart = deferred<Result<ChannelOutput<'settings:get'>>>();
    const forDialog = deferred<Result<ChannelOutput<'settings:get'>>>();
    const reads = [atStart, forDialog];
    const main = fakeMain({ 'assistant.provider': 'groq' }, { 'settings:get': () => reads.shift()!.promise });
    const store = createAppStore();
    const starting = store.getState().loadSettings();
    store.getState().openSettings('assistant');
    const opening = store.getState().prepareSettingsDialog();
    atStart.resolve(ok({ values: { ...main.values } as never }));
    await starting;
    expect(store.getState().settingsValues?.['assistant.provider']).toBe('groq');
    expect(store.getState().assistantForm.provider).toBe('');
    expect(await store.getState().saveAssistant()).toBe(false);
    expect(channelsOf(main.calls)).not.toContain('settings:set');
    forDialog.resolve(ok({ values: { ...main.values } as never }));
    await opening;
    expect(store.getState().assistantForm.provider).toBe('groq');
    expect(store.getState().assistantFormReady).toBe(true);
  });

  it('sends a typed key once to be sealed and keeps nothing of it', async () => {
    const main = fakeMain({ 'assistant.provider': 'openai' });
    const store = createAppStore();
    await openDialog(store);
    expect(await store.getState().saveApiKey('openai', `  ${KEY} `)).toBe(true);
    await settle();
    expect(main.inputsOf('secrets:set')).toEqual([{ name: 'openai.apiKey', value: KEY }]);
    expect(store.getState().storedKeys).toContain('openai.apiKey');
    // With the key stored, the models are listed (with the stored key: none is sent).
    expect(main.inputsOf('assistant:listModels')).toEqual([{ provider: 'openai' }]);
    expect(JSON.stringify(store.getState())).not.toContain(KEY.slice(3, 20));
    // Nothing but secrets:set carried it.
    const carriers = main.calls.filter((c) => JSON.stringify(c.input).includes(KEY)).map((c) => c.channel);
    expect(carriers).toEqual(['secrets:set']);
  });

  it('says why a key was not saved, and keeps nothing of it', async () => {
    fakeMain(
      {},
      {
        'secrets:set': () =>
          fail('SECRET_STORAGE_UNAVAILABLE', 'API keys cannot be saved here.', 'Install and unlock a keyring.'),
        'secrets:list': () => ok({ available: false, secure: false, backend: 'none', secrets: [] }),
      },
    );
    const store = createAppStore();
    await openDialog(store);
    expect(store.getState().secretStore).toEqual({ available: false, secure: false, backend: 'none' });
    expect(await store.getState().saveApiKey('groq', KEY)).toBe(false);
    expect(store.getState().keyProblem).toEqual({
      preset: 'groq',
      message: 'The key was not saved: API keys cannot be saved here.',
      hint: 'Install and unlock a keyring.',
    });
    expect(store.getState().storedKeys).toEqual([]);
    expect(JSON.stringify(store.getState())).not.toContain(KEY.slice(3, 20));
  });

  it('removes a stored key', async () => {
    const main = fakeMain({ 'assistant.provider': 'groq' });
    main.secrets.set('groq.apiKey', KEY);
    const store = createAppStore();
    await openDialog(store);
    await store.getState().removeApiKey('groq');
    expect(main.inputsOf('secrets:delete')).toEqual([{ name: 'groq.apiKey' }]);
    expect(store.getState().storedKeys).toEqual([]);
    expect(store.getState().modelLists).toEqual({});
  });

  it('tests the provider the fields name, with a key typed but not saved, and keeps only the answer', async () => {
    const main = fakeMain(
      { 'assistant.provider': 'openai-compatible', 'assistant.baseURL': 'http://h:1/v1', 'assistant.model': 'm' },
      { 'assistant:testConnection': ({ model }) => ok({ model, reply: 'OK', ms: 12 }) },
    );
    const store = createAppStore();
    await openDialog(store);
    await store.getState().testConnection(KEY);
    expect(main.inputsOf('assistant:testConnection')).toEqual([
      { provider: 'openai-compatible', model: 'm', baseURL: 'http://h:1/v1', apiKey: KEY },
    ]);
    expect(store.getState().connectionTest).toMatchObject({ status: 'ok', model: 'm', ms: 12 });
    expect(JSON.stringify(store.getState())).not.toContain(KEY.slice(3, 20));
  });

  it('reports a failed test in the user’s words, and the preset’s default model when none is typed', async () => {
    const main = fakeMain(
      { 'assistant.provider': 'groq' },
      {
        'assistant:testConnection': () =>
          fail('PROVIDER_AUTH_FAILED', 'Groq rejected the API key.', 'Check the Groq key in Settings.'),
      },
    );
    const store = createAppStore();
    await openDialog(store);
    await store.getState().testConnection();
    expect(main.inputsOf('assistant:testConnection')).toEqual([{ provider: 'groq', model: 'openai/gpt-oss-120b' }]);
    expect(store.getState().connectionTest).toMatchObject({
      status: 'failed',
      message: 'Groq rejected the API key.',
      hint: 'Check the Groq key in Settings.',
    });
  });

  it('asks for what is missing before testing, without a call', async () => {
    const main = fakeMain();
    const store = createAppStore();
    await openDialog(store);
    await store.getState().testConnection();
    expect(store.getState().connectionTest).toMatchObject({ status: 'failed', message: 'Choose a provider first.' });
    await store.getState().chooseProvider('openai-compatible');
    await store.getState().testConnection();
    expect(store.getState().connectionTest).toMatchObject({ status: 'failed', message: 'Enter a model first.' });
    expect(channelsOf(main.calls)).not.toContain('assistant:testConnection');
  });

  it('drops the answer of a test whose fields changed meanwhile', async () => {
    const answer = deferred<Result<ChannelOutput<'assistant:testConnection'>>>();
    fakeMain({ 'assistant.provider': 'ollama' }, { 'assistant:testConnection': () => answer.promise });
    const store = createAppStore();
    await openDialog(store);
    const testing = store.getState().testConnection();
    await settle();
    expect(store.getState().connectionTest?.status).toBe('testing');
    store.getState().editAssistant({ model: 'other' });
    expect(store.getState().connectionTest).toBeUndefined();
    answer.resolve(ok({ model: 'qwen3:8b', reply: 'OK', ms: 5 }));
    await testing;
    expect(store.getState().connectionTest).toBeUndefined();
  });

  it('shows the latest model list of a provider when answers come back out of order', async () => {
    const first = deferred<Result<ChannelOutput<'assistant:listModels'>>>();
    let n = 0;
    fakeMain({}, { 'assistant:listModels': () => (++n === 1 ? first.promise : ok({ models: ['new'] })) });
    const store = createAppStore();
    await openDialog(store);
    const old = store.getState().listModels('groq', '', 'k1');
    await store.getState().listModels('groq', '', 'k2');
    first.resolve(ok({ models: ['old'] }));
    await old;
    expect(store.getState().modelLists[`groq https://api.groq.com/openai/v1`]).toMatchObject({ models: ['new'] });
  });

  it('uses a local server in one step: its preset, model and address, its models already known', async () => {
    const server = {
      preset: 'ollama',
      label: 'Ollama (local)',
      baseURL: 'http://127.0.0.1:5555/v1',
      models: ['a', 'b'],
    };
    const main = fakeMain({}, { 'assistant:detectLocal': () => ok({ servers: [server] as never }) });
    const store = createAppStore();
    await openDialog(store);
    expect(store.getState().localServers).toEqual([server]);
    main.calls.length = 0;
    await store.getState().useLocalServer(server as never, 'b');
    expect(main.inputsOf('settings:set')).toEqual([
      { key: 'assistant.provider', value: 'ollama' },
      { key: 'assistant.model', value: 'b' },
      { key: 'assistant.baseURL', value: 'http://127.0.0.1:5555/v1' },
    ]);
    expect(channelsOf(main.calls)).not.toContain('assistant:listModels');
    expect(store.getState().modelLists['ollama http://127.0.0.1:5555/v1']).toMatchObject({ models: ['a', 'b'] });
  });

  it('finds no local server when detection fails', async () => {
    fakeMain({}, { 'assistant:detectLocal': () => fail('INTERNAL', 'x', 'y') });
    const store = createAppStore();
    await openDialog(store);
    expect(store.getState().localServers).toEqual([]);
  });

  it('saves the fallback as one setting, and none as null', async () => {
    const main = fakeMain({ 'assistant.provider': 'openai' });
    const store = createAppStore();
    await openDialog(store);
    await store.getState().chooseFallback('groq');
    expect(main.values['assistant.fallback']).toEqual({ provider: 'groq', model: 'openai/gpt-oss-120b' });
    store.getState().editAssistant({ fallbackModel: 'llama-3.3-70b-versatile' });
    await store.getState().saveAssistant(['fallbackModel']);
    expect(main.values['assistant.fallback']).toEqual({ provider: 'groq', model: 'llama-3.3-70b-versatile' });
    await store.getState().chooseFallback('');
    expect(main.values['assistant.fallback']).toBeNull();
  });
});

describe('the theme, kept in the appearance.theme setting', () => {
  it('writes the top bar’s toggle to the setting', async () => {
    const main = fakeMain({ 'appearance.theme': 'light' });
    const store = createAppStore();
    await store.getState().loadSettings();
    await store.getState().toggleTheme();
    expect(store.getState().theme).toBe('dark');
    expect(main.values['appearance.theme']).toBe('dark');
  });

  it('follows a change the main process announces', () => {
    fakeMain();
    const store = createAppStore();
    store.getState().receiveSetting('appearance.theme', 'light');
    expect(store.getState()).toMatchObject({ themePreference: 'light', theme: 'light' });
    store.getState().receiveSetting('appearance.theme', 'purple');
    // Not a theme: the default ("system"; with no system preference to read, dark).
    expect(store.getState()).toMatchObject({ themePreference: 'system', theme: 'dark' });
    store.getState().receiveSetting('no.such.setting', 1);
  });

  it('puts the old theme back and says so when the setting cannot be written', async () => {
    fakeMain(
      { 'appearance.theme': 'light' },
      { 'settings:set': () => fail('STORAGE_FAILED', 'The disk is full.', 'Free some space.') },
    );
    const store = createAppStore();
    await store.getState().loadSettings();
    await store.getState().setThemePreference('dark');
    expect(store.getState()).toMatchObject({ themePreference: 'light', theme: 'light' });
    expect(store.getState().notices.at(-1)).toMatchObject({
      level: 'error',
      message: 'The theme was not saved: The disk is full.',
    });
  });
});
