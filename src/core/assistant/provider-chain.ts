import { ENV, resolveProviderChain, type ProviderConfig } from '../ai/config';
import type { Result } from '../../shared/errors';
import type { SettingsService } from '../settings/settings-service';
import { readStoredKeys } from './secrets';

/** The configured chain, where its values came from, and what was left out. */
export interface ConfiguredChain {
  readonly configs: readonly ProviderConfig[];
  readonly warnings: readonly string[];
  readonly fromEnvironment: boolean;
}

/**
 * The provider chain from the app's settings and sealed keys, overridden by the environment
 * (`CIRCUITFORGE_LLM_*`). Keys are read here, inside the main process, and never leave it.
 */
export async function configuredChain(
  settings: SettingsService,
  env: Readonly<Record<string, string | undefined>>,
): Promise<Result<ConfiguredChain>> {
  const secrets = await readStoredKeys(settings);
  const values = settings.values();
  const resolved = resolveProviderChain({
    env,
    settings: {
      provider: values['assistant.provider'],
      model: values['assistant.model'],
      baseURL: values['assistant.baseURL'],
      fallback: values['assistant.fallback'],
    },
    secret: (name) => secrets.get(name),
  });
  if (!resolved.success) return resolved;
  return {
    success: true,
    data: {
      configs: resolved.data.providers,
      warnings: resolved.data.warnings,
      fromEnvironment: Object.values(ENV).some((name) => (env[name] ?? '').trim() !== ''),
    },
  };
}
