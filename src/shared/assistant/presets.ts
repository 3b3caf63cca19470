import { z } from 'zod';

/** The two wire formats the assistant speaks. */
export type ProviderApi = 'openai' | 'anthropic';

/** Every provider preset the assistant can be pointed at. */
export const PRESET_IDS = [
  'openai',
  'anthropic',
  'groq',
  'cerebras',
  'openrouter',
  'ollama',
  'lmstudio',
  'openai-compatible',
] as const;
export const PresetIdSchema = z.enum(PRESET_IDS);
export type PresetId = z.infer<typeof PresetIdSchema>;

/** What the app knows about a provider before it is configured. */
export interface ProviderPreset {
  readonly id: PresetId;
  /** Shown to the user: "Groq", "Ollama (local)". */
  readonly label: string;
  readonly api: ProviderApi;
  /** The base URL the SDK takes; undefined where the user must give one (custom gateways). */
  readonly baseURL: string | undefined;
  /** Whether requests need an API key (local servers do not). */
  readonly needsKey: boolean;
  /** The provider's usual environment variable for its key, read when no key is stored. */
  readonly keyEnv: string | undefined;
  /** A sensible model to start with; the user can pick any other. */
  readonly defaultModel: string;
  /** Runs on this computer (offered when detected; costs nothing). */
  readonly local: boolean;
  /** Where the user gets a key or the server. */
  readonly setupUrl: string;
}

/** The presets, in the order the settings list them. */
export const PROVIDER_PRESETS: Readonly<Record<PresetId, ProviderPreset>> = {
  openai: {
    id: 'openai',
    label: 'OpenAI',
    api: 'openai',
    baseURL: 'https://api.openai.com/v1',
    needsKey: true,
    keyEnv: 'OPENAI_API_KEY',
    defaultModel: 'gpt-5-mini',
    local: false,
    setupUrl: 'https://platform.openai.com/api-keys',
  },
  anthropic: {
    id: 'anthropic',
    label: 'Anthropic',
    api: 'anthropic',
    baseURL: 'https://api.anthropic.com',
    needsKey: true,
    keyEnv: 'ANTHROPIC_API_KEY',
    defaultModel: 'claude-sonnet-4-5',
    local: false,
    setupUrl: 'https://console.anthropic.com/settings/keys',
  },
  groq: {
    id: 'groq',
    label: 'Groq',
    api: 'openai',
    baseURL: 'https://api.groq.com/openai/v1',
    needsKey: true,
    keyEnv: 'GROQ_API_KEY',
    defaultModel: 'openai/gpt-oss-120b',
    local: false,
    setupUrl: 'https://console.groq.com/keys',
  },
  cerebras: {
    id: 'cerebras',
    label: 'Cerebras',
    api: 'openai',
    baseURL: 'https://api.cerebras.ai/v1',
    needsKey: true,
    keyEnv: 'CEREBRAS_API_KEY',
    defaultModel: 'gpt-oss-120b',
    local: false,
    setupUrl: 'https://cloud.cerebras.ai',
  },
  openrouter: {
    id: 'openrouter',
    label: 'OpenRouter',
    api: 'openai',
    baseURL: 'https://openrouter.ai/api/v1',
    needsKey: true,
    keyEnv: 'OPENROUTER_API_KEY',
    defaultModel: 'openai/gpt-oss-120b',
    local: false,
    setupUrl: 'https://openrouter.ai/keys',
  },
  ollama: {
    id: 'ollama',
    label: 'Ollama (local)',
    api: 'openai',
    baseURL: 'http://127.0.0.1:11434/v1',
    needsKey: false,
    keyEnv: undefined,
    defaultModel: 'qwen3:8b',
    local: true,
    setupUrl: 'https://ollama.com/download',
  },
  lmstudio: {
    id: 'lmstudio',
    label: 'LM Studio (local)',
    api: 'openai',
    baseURL: 'http://127.0.0.1:1234/v1',
    needsKey: false,
    keyEnv: undefined,
    defaultModel: 'qwen/qwen3-8b',
    local: true,
    setupUrl: 'https://lmstudio.ai',
  },
  'openai-compatible': {
    id: 'openai-compatible',
    label: 'Other (OpenAI-compatible)',
    api: 'openai',
    baseURL: undefined,
    needsKey: false,
    keyEnv: undefined,
    defaultModel: '',
    local: false,
    setupUrl: 'https://platform.openai.com/docs/api-reference/chat',
  },
};

/** The name of the sealed secret that holds a preset's API key ("groq.apiKey"). */
export function apiKeySecretName(preset: PresetId): string {
  return `${preset === 'openai-compatible' ? 'custom' : preset}.apiKey`;
}
