import { ENV } from '../ai/config';
import { apiKeySecretName, PRESET_IDS, PROVIDER_PRESETS } from '../../shared/assistant/presets';
import type { SettingsService } from '../settings/settings-service';

/** Every stored API key, by secret name ("groq.apiKey"); a key that cannot be read is left out with a warning. */
export async function readStoredKeys(settings: SettingsService): Promise<Map<string, string>> {
  const keys = new Map<string, string>();
  for (const preset of PRESET_IDS) {
    const name = apiKeySecretName(preset);
    const read = await settings.readSecret(name);
    if (read.success && read.data !== undefined) keys.set(name, read.data);
    else if (!read.success) console.warn(`[assistant] the stored key ${name} could not be read: ${read.error}`);
  }
  return keys;
}

/**
 * Every secret the app knows, to take out of what providers send back: all stored provider keys,
 * `CIRCUITFORGE_LLM_API_KEY`, `CIRCUITFORGE_LLM_FALLBACK_API_KEY` and each provider's usual
 * variable (`OPENAI_API_KEY`, …).
 */
export async function knownSecrets(
  settings: SettingsService,
  env: Readonly<Record<string, string | undefined>>,
): Promise<string[]> {
  const fromEnv = [ENV.apiKey, ENV.fallbackApiKey, ...PRESET_IDS.map((id) => PROVIDER_PRESETS[id].keyEnv)];
  const values = [...(await readStoredKeys(settings)).values()];
  for (const name of fromEnv) {
    const value = name === undefined ? undefined : env[name]?.trim();
    if (value) values.push(value);
  }
  return values;
}
