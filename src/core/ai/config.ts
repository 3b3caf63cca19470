import {
  apiKeySecretName,
  PRESET_IDS,
  PresetIdSchema,
  PROVIDER_PRESETS,
  type PresetId,
} from '../../shared/assistant/presets';
import { fail, ok, type Result } from '../../shared/errors';

/** One provider, fully configured: what src/main/providers builds a client from. */
export interface ProviderConfig {
  readonly preset: PresetId;
  readonly model: string;
  readonly baseURL: string;
  /** Undefined for servers that need none (Ollama, LM Studio). */
  readonly apiKey: string | undefined;
}

/** The assistant's settings, as stored (see `assistant.*` in src/shared/settings.ts). */
export interface AssistantSettings {
  readonly provider: PresetId | null;
  readonly model: string;
  readonly baseURL: string;
  readonly fallback: { readonly provider: PresetId; readonly model: string; readonly baseURL?: string } | null;
}

/** Where configuration comes from: the environment overrides the settings; keys come from sealed secrets. */
export interface ConfigSources {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly settings: AssistantSettings;
  /** Reads a sealed secret (an API key) by name; undefined when none is stored or it cannot be read. */
  readonly secret: (name: string) => string | undefined;
}

/** The environment variables the engine reads (documented in the README). */
export const ENV = {
  provider: 'CIRCUITFORGE_LLM_PROVIDER',
  baseURL: 'CIRCUITFORGE_LLM_BASE_URL',
  model: 'CIRCUITFORGE_LLM_MODEL',
  apiKey: 'CIRCUITFORGE_LLM_API_KEY',
  fallback: 'CIRCUITFORGE_LLM_FALLBACK',
  fallbackApiKey: 'CIRCUITFORGE_LLM_FALLBACK_API_KEY',
} as const;

/** The chain to ask (primary first), and what was wrong with the fallbacks that were left out. */
export interface ResolvedChain {
  readonly providers: readonly ProviderConfig[];
  readonly warnings: readonly string[];
}

/**
 * Works out the provider chain from the environment and the settings. Fails (with what to fix)
 * when no provider is chosen or the chosen one cannot be used; a broken fallback is left out with
 * a warning instead, since the primary still works.
 */
export function resolveProviderChain(sources: ConfigSources): Result<ResolvedChain> {
  const { env, settings } = sources;
  const presetText =
    blank(env[ENV.provider]) ?? settings.provider ?? (blank(env[ENV.baseURL]) ? 'openai-compatible' : undefined);
  if (presetText === undefined) {
    return fail(
      'PROVIDER_NOT_CONFIGURED',
      'No AI provider is set up.',
      'Open Settings and choose a provider (a local Ollama or LM Studio needs no key).',
    );
  }
  const preset = PresetIdSchema.safeParse(presetText);
  if (!preset.success) {
    return fail(
      'PROVIDER_NOT_CONFIGURED',
      `${ENV.provider}="${presetText}" is not a provider CircuitForge knows.`,
      `Use one of: ${PRESET_IDS.join(', ')}.`,
    );
  }
  const primary = complete(
    {
      preset: preset.data,
      model: blank(env[ENV.model]) ?? blank(settings.model),
      baseURL: blank(env[ENV.baseURL]) ?? blank(settings.baseURL),
      apiKey: blank(env[ENV.apiKey]),
    },
    sources,
  );
  if (!primary.success) return primary;

  const warnings: string[] = [];
  const providers: ProviderConfig[] = [primary.data];
  const fallbackText = blank(env[ENV.fallback]);
  const fallbacks = fallbackText !== undefined ? parseFallbackList(fallbackText) : settingsFallback(settings);
  for (const entry of fallbacks) {
    if (!entry.success) {
      warnings.push(`${entry.error} ${entry.hint}`);
      continue;
    }
    const apiKey =
      blank(env[ENV.fallbackApiKey]) ?? (entry.data.preset === primary.data.preset ? primary.data.apiKey : undefined);
    const resolved = complete({ ...entry.data, apiKey }, sources);
    if (resolved.success) providers.push(resolved.data);
    else warnings.push(`The fallback provider was left out: ${resolved.error} ${resolved.hint}`);
  }
  return ok({ providers, warnings });
}

interface ProviderChoice {
  readonly preset: PresetId;
  readonly model: string | undefined;
  readonly baseURL: string | undefined;
  readonly apiKey: string | undefined;
}

/** Fills in the preset's defaults and the key, or says what is missing. */
function complete(partial: ProviderChoice, sources: ConfigSources): Result<ProviderConfig> {
  const preset = PROVIDER_PRESETS[partial.preset];
  const baseURL = partial.baseURL ?? preset.baseURL;
  if (baseURL === undefined) {
    return fail(
      'PROVIDER_NOT_CONFIGURED',
      `${preset.label} needs the address of the server.`,
      `Enter its base URL in Settings (or set ${ENV.baseURL}), e.g. http://127.0.0.1:8080/v1.`,
    );
  }
  const model = partial.model ?? blank(preset.defaultModel);
  if (model === undefined) {
    return fail(
      'PROVIDER_NOT_CONFIGURED',
      `No model is chosen for ${preset.label}.`,
      `Pick a model in Settings (or set ${ENV.model}).`,
    );
  }
  const apiKey =
    partial.apiKey ??
    blank(sources.secret(apiKeySecretName(partial.preset))) ??
    (preset.keyEnv === undefined ? undefined : blank(sources.env[preset.keyEnv]));
  if (preset.needsKey && apiKey === undefined) {
    return fail(
      'PROVIDER_AUTH_FAILED',
      `There is no API key for ${preset.label}.`,
      `Add your ${preset.label} key in Settings${preset.keyEnv ? ` (or set ${preset.keyEnv})` : ''}.`,
    );
  }
  return ok({ preset: partial.preset, model, baseURL: baseURL.replace(/\/+$/, ''), apiKey });
}

/** `preset:model[@baseURL]`, several separated by commas: "groq:llama-3.3-70b-versatile,ollama:qwen3:8b". */
export function parseFallbackList(text: string): Result<Omit<ProviderChoice, 'apiKey'>>[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map(parseFallback);
}

/** One `preset:model[@baseURL]`. The model may itself contain ":" (Ollama tags such as "qwen3:8b"). */
export function parseFallback(text: string): Result<Omit<ProviderChoice, 'apiKey'>> {
  const match = /^([a-z-]+):(.+?)(?:@(https?:\/\/\S+))?$/i.exec(text.trim());
  const preset = match ? PresetIdSchema.safeParse(match[1]!.toLowerCase()) : undefined;
  if (!match || !preset?.success) {
    return fail(
      'PROVIDER_NOT_CONFIGURED',
      `The fallback "${text.slice(0, 100)}" is not of the form provider:model[@address].`,
      `Write it like "groq:openai/gpt-oss-120b" or "ollama:qwen3:8b@http://127.0.0.1:11434/v1"; providers: ${PRESET_IDS.join(', ')}.`,
    );
  }
  return ok({ preset: preset.data, model: match[2]!.trim(), baseURL: match[3] });
}

function settingsFallback(settings: AssistantSettings): Result<Omit<ProviderChoice, 'apiKey'>>[] {
  const fallback = settings.fallback;
  if (fallback === null) return [];
  return [ok({ preset: fallback.provider, model: fallback.model, baseURL: blank(fallback.baseURL) })];
}

function blank(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}
