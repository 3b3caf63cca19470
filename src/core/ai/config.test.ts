import { describe, expect, it } from 'vitest';
import { parseFallback, resolveProviderChain, type AssistantSettings } from './config';

const none: AssistantSettings = { provider: null, model: '', baseURL: '', fallback: null };
const resolve = (
  env: Record<string, string>,
  settings: Partial<AssistantSettings> = {},
  secrets: Record<string, string> = {},
) => resolveProviderChain({ env, settings: { ...none, ...settings }, secret: (name) => secrets[name] });

describe('resolveProviderChain', () => {
  it('says how to set a provider up when none is chosen', () => {
    expect(resolve({})).toMatchObject({
      success: false,
      code: 'PROVIDER_NOT_CONFIGURED',
      hint: expect.stringContaining('Settings') as unknown,
    });
  });

  it('takes the settings, the preset defaults and the sealed key', () => {
    const chain = resolve({}, { provider: 'groq' }, { 'groq.apiKey': 'gsk' });
    expect(chain).toMatchObject({
      success: true,
      data: {
        providers: [
          { preset: 'groq', model: 'openai/gpt-oss-120b', baseURL: 'https://api.groq.com/openai/v1', apiKey: 'gsk' },
        ],
      },
    });
  });

  it('lets the environment override the settings', () => {
    const chain = resolve(
      {
        CIRCUITFORGE_LLM_PROVIDER: 'ollama',
        CIRCUITFORGE_LLM_MODEL: 'llama3.1:8b',
        CIRCUITFORGE_LLM_BASE_URL: 'http://127.0.0.1:9999/v1/',
      },
      { provider: 'openai', model: 'gpt-5' },
    );
    expect(chain).toMatchObject({
      success: true,
      data: {
        providers: [{ preset: 'ollama', model: 'llama3.1:8b', baseURL: 'http://127.0.0.1:9999/v1', apiKey: undefined }],
      },
    });
  });

  it('falls back to the provider’s usual key variable, and says which key is missing', () => {
    expect(resolve({ CIRCUITFORGE_LLM_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-env' })).toMatchObject({
      data: { providers: [{ apiKey: 'sk-env' }] },
    });
    expect(resolve({ CIRCUITFORGE_LLM_PROVIDER: 'anthropic' })).toMatchObject({
      success: false,
      error: 'There is no API key for Anthropic.',
      hint: expect.stringContaining('ANTHROPIC_API_KEY') as unknown,
    });
  });

  it('refuses an unknown provider name with the list of known ones', () => {
    expect(resolve({ CIRCUITFORGE_LLM_PROVIDER: 'gemini' })).toMatchObject({
      success: false,
      hint: expect.stringContaining('openrouter') as unknown,
    });
  });

  it('needs an address for a custom server, and reads a lone base URL as one', () => {
    expect(resolve({}, { provider: 'openai-compatible', model: 'm' })).toMatchObject({ success: false });
    expect(resolve({ CIRCUITFORGE_LLM_BASE_URL: 'http://127.0.0.1:5/v1', CIRCUITFORGE_LLM_MODEL: 'm' })).toMatchObject({
      data: { providers: [{ preset: 'openai-compatible', baseURL: 'http://127.0.0.1:5/v1' }] },
    });
  });

  it('adds fallbacks from the environment, and leaves a broken one out with a warning', () => {
    const chain = resolve({
      CIRCUITFORGE_LLM_PROVIDER: 'groq',
      CIRCUITFORGE_LLM_API_KEY: 'gsk',
      CIRCUITFORGE_LLM_FALLBACK: 'cerebras:gpt-oss-120b, ollama:qwen3:8b@http://127.0.0.1:11434/v1, nonsense',
      CEREBRAS_API_KEY: 'csk',
    });
    expect(chain.success && chain.data.providers.map((p) => [p.preset, p.model, p.apiKey])).toEqual([
      ['groq', 'openai/gpt-oss-120b', 'gsk'],
      ['cerebras', 'gpt-oss-120b', 'csk'],
      ['ollama', 'qwen3:8b', undefined],
    ]);
    expect(chain.success && chain.data.warnings).toEqual([expect.stringContaining('"nonsense"') as unknown]);
  });

  it('takes the fallback from the settings when the environment has none', () => {
    const chain = resolve({}, { provider: 'ollama', fallback: { provider: 'lmstudio', model: 'qwen/qwen3-8b' } });
    expect(chain.success && chain.data.providers.map((p) => p.preset)).toEqual(['ollama', 'lmstudio']);
  });
});

describe('parseFallback', () => {
  it('reads provider:model@address, keeping colons inside the model', () => {
    expect(parseFallback('ollama:qwen3:8b@http://10.0.0.2:11434/v1')).toMatchObject({
      data: { preset: 'ollama', model: 'qwen3:8b', baseURL: 'http://10.0.0.2:11434/v1' },
    });
    expect(parseFallback('openrouter:anthropic/claude-sonnet-4.5')).toMatchObject({
      data: { preset: 'openrouter', model: 'anthropic/claude-sonnet-4.5', baseURL: undefined },
    });
  });
});
