import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRESET_IDS } from '../../../shared/assistant/presets';
import { SETTINGS } from '../../../shared/settings';
import {
  effectiveBaseURL,
  formFromSettings,
  probeKey,
  settingChanges,
  settingsFromForm,
  withFallbackPreset,
  withLocalServer,
  withPreset,
  type AssistantForm,
  type AssistantSettings,
} from './assistant-form';

const DEFAULTS: AssistantSettings = {
  'assistant.provider': null,
  'assistant.model': '',
  'assistant.baseURL': '',
  'assistant.fallback': null,
  'assistant.toolCallLimit': 10,
};

const form = (patch: Partial<AssistantForm>): AssistantForm => ({ ...formFromSettings(DEFAULTS), ...patch });

describe('the assistant form', () => {
  it('reads the defaults as empty fields and writes them back unchanged', () => {
    expect(formFromSettings(DEFAULTS)).toEqual({
      provider: '',
      model: '',
      baseURL: '',
      fallbackProvider: '',
      fallbackModel: '',
      fallbackBaseURL: '',
      toolCallLimit: '10',
    });
    expect(settingsFromForm(formFromSettings(DEFAULTS))).toEqual({ values: DEFAULTS, errors: {} });
  });

  it('gives back any valid settings it was made from (seeded property)', () => {
    const url = fc
      .tuple(fc.constantFrom('http', 'https'), fc.domain(), fc.constantFrom('', '/v1', '/api/v1'))
      .map(([scheme, host, path]) => `${scheme}://${host}${path}`);
    const model = fc.string({ minLength: 1, maxLength: 40 }).filter((m) => m.trim() === m && m !== '');
    const settings: fc.Arbitrary<AssistantSettings> = fc.record({
      'assistant.provider': fc.constantFrom(...PRESET_IDS),
      'assistant.model': model,
      'assistant.baseURL': url,
      'assistant.fallback': fc.option(fc.record({ provider: fc.constantFrom(...PRESET_IDS), model, baseURL: url }), {
        nil: null,
      }),
      'assistant.toolCallLimit': fc.integer({ min: 1, max: 50 }),
    });
    fc.assert(
      fc.property(settings, (values) => {
        // Every generated value is one the settings accept.
        for (const key of Object.keys(values) as (keyof AssistantSettings)[]) {
          expect(SETTINGS[key].schema.safeParse(values[key]).success).toBe(true);
        }
        expect(settingsFromForm(formFromSettings(values))).toEqual({ values, errors: {} });
      }),
      { seed: 1313, numRuns: 200 },
    );
  });

  it('says what is wrong with each field, in the user’s words', () => {
    const custom = settingsFromForm(form({ provider: 'openai-compatible' }));
    expect(custom.errors).toEqual({
      baseURL: 'Enter the address of the server, e.g. http://127.0.0.1:8080/v1.',
      model: 'Enter the name of a model this server offers.',
    });
    expect(settingsFromForm(form({ provider: 'groq', baseURL: 'ftp://x' })).errors.baseURL).toContain('http://');
    expect(settingsFromForm(form({ provider: 'groq', baseURL: 'http://a b' })).errors.baseURL).toContain('http://');
    for (const limit of ['0', '51', '2.5', '', 'ten']) {
      expect(settingsFromForm(form({ toolCallLimit: limit })).errors, limit).toEqual({
        toolCallLimit: 'Enter a whole number from 1 to 50.',
      });
    }
    expect(settingsFromForm(form({ toolCallLimit: ' 7 ' })).values['assistant.toolCallLimit']).toBe(7);
    expect(settingsFromForm(form({ provider: 'groq', model: 'x'.repeat(201) })).errors.model).toContain('200');
  });

  it('trims what is typed and drops a trailing slash from addresses', () => {
    const { values, errors } = settingsFromForm(
      form({ provider: 'openai-compatible', model: '  my-model ', baseURL: ' http://127.0.0.1:8080/v1/ ' }),
    );
    expect(errors).toEqual({});
    expect(values).toMatchObject({
      'assistant.provider': 'openai-compatible',
      'assistant.model': 'my-model',
      'assistant.baseURL': 'http://127.0.0.1:8080/v1',
    });
  });

  it('makes the fallback from its three fields, with the preset’s model when none is typed', () => {
    expect(settingsFromForm(form({ fallbackProvider: 'groq' })).values['assistant.fallback']).toEqual({
      provider: 'groq',
      model: 'openai/gpt-oss-120b',
    });
    expect(
      settingsFromForm(
        form({ fallbackProvider: 'ollama', fallbackModel: 'qwen3:8b', fallbackBaseURL: 'http://h:1/v1' }),
      ).values['assistant.fallback'],
    ).toEqual({ provider: 'ollama', model: 'qwen3:8b', baseURL: 'http://h:1/v1' });
    const custom = settingsFromForm(form({ fallbackProvider: 'openai-compatible' }));
    expect(custom.errors).toEqual({
      fallbackModel: 'Enter the fallback’s model.',
      fallbackBaseURL: 'Enter the address of the fallback server.',
    });
    expect(custom.values['assistant.fallback']).toBeNull();
    expect(
      settingsFromForm(form({ fallbackProvider: 'groq', fallbackBaseURL: 'nope' })).errors.fallbackBaseURL,
    ).toContain('http://');
  });

  it('lists only the settings that changed, the provider before its model, within the keys asked for', () => {
    const next: AssistantSettings = { ...DEFAULTS, 'assistant.model': 'm', 'assistant.provider': 'groq' };
    expect(settingChanges(DEFAULTS, next)).toEqual([
      { key: 'assistant.provider', value: 'groq' },
      { key: 'assistant.model', value: 'm' },
    ]);
    expect(settingChanges(DEFAULTS, next, ['assistant.model'])).toEqual([{ key: 'assistant.model', value: 'm' }]);
    expect(settingChanges(next, { ...next })).toEqual([]);
    const fallback = { provider: 'groq', model: 'a' } as const;
    expect(
      settingChanges(
        { ...DEFAULTS, 'assistant.fallback': fallback },
        { ...DEFAULTS, 'assistant.fallback': { ...fallback } },
      ),
    ).toEqual([]);
  });

  it('starts another preset from its own model and address', () => {
    const groq = form({ provider: 'groq', model: 'llama', baseURL: 'http://proxy/v1' });
    expect(withPreset(groq, 'anthropic')).toMatchObject({ provider: 'anthropic', model: '', baseURL: '' });
    expect(withPreset(groq, 'groq')).toBe(groq);
    expect(withFallbackPreset(groq, 'cerebras')).toMatchObject({
      fallbackProvider: 'cerebras',
      fallbackModel: 'gpt-oss-120b',
      fallbackBaseURL: '',
    });
    expect(withFallbackPreset(groq, '')).toMatchObject({ fallbackProvider: '', fallbackModel: '' });
  });

  it('uses a local server at its own address, leaving the preset’s address implicit', () => {
    const server = { preset: 'ollama' as const, label: 'Ollama (local)', models: ['a'] };
    expect(withLocalServer(form({}), { ...server, baseURL: 'http://127.0.0.1:11434/v1/' }, 'a')).toMatchObject({
      provider: 'ollama',
      model: 'a',
      baseURL: '',
    });
    expect(withLocalServer(form({}), { ...server, baseURL: 'http://127.0.0.1:9999/v1' }, 'a')).toMatchObject({
      baseURL: 'http://127.0.0.1:9999/v1',
    });
  });

  it('names a provider at an address the same way whether the address is typed or the preset’s', () => {
    expect(effectiveBaseURL('groq', '')).toBe('https://api.groq.com/openai/v1');
    expect(effectiveBaseURL('openai-compatible', ' ')).toBeUndefined();
    expect(probeKey('groq', '')).toBe(probeKey('groq', 'https://api.groq.com/openai/v1/'));
    expect(probeKey('groq', '')).not.toBe(probeKey('openrouter', ''));
  });
});
