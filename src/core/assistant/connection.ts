import type { ProviderConfig } from '../ai/config';
import { friendlyError } from '../ai/friendly-error';
import { callModel } from '../ai/model-call';
import { ProviderError, type Provider } from '../ai/provider';
import { apiKeySecretName, PROVIDER_PRESETS, type PresetId } from '../../shared/assistant/presets';
import { fail, ok, type Result } from '../../shared/errors';
import type { SettingsService } from '../settings/settings-service';
import { CHECK_TIMEOUT_MS } from './status-check';

/** A provider named by the settings dialog: its preset, optionally another address and a key not yet saved. */
export interface ProviderProbe {
  readonly provider: PresetId;
  readonly baseURL?: string | undefined;
  readonly apiKey?: string | undefined;
  readonly model?: string | undefined;
}

/**
 * The settings dialog's checks: list a provider's models, and send a tiny request to one model.
 * A key typed but not saved is used as given; otherwise the stored key is read here, in the main
 * process, and never sent back.
 */
export class ConnectionChecks {
  constructor(
    private readonly settings: SettingsService,
    private readonly createProvider: (config: ProviderConfig) => Provider,
  ) {}

  async listModels(probe: ProviderProbe): Promise<Result<{ models: string[] }>> {
    const provider = await this.provider(probe, probe.model ?? PROVIDER_PRESETS[probe.provider].defaultModel);
    if (!provider.success) return provider;
    try {
      const models = await withTimeout((signal) => provider.data.listModels(signal));
      return ok({ models });
    } catch (error) {
      return failure(error, provider.data);
    }
  }

  async testConnection(
    probe: ProviderProbe & { model: string },
  ): Promise<Result<{ model: string; reply: string; ms: number }>> {
    const provider = await this.provider(probe, probe.model);
    if (!provider.success) return provider;
    const started = performance.now();
    try {
      const response = await withTimeout((signal) =>
        callModel(
          provider.data,
          {
            system: '',
            messages: [{ role: 'user', content: 'Reply with the single word OK.' }],
            tools: [],
            toolChoice: 'auto',
            stream: false,
            maxOutputTokens: 16,
          },
          {
            signal,
            timers: { firstByteMs: CHECK_TIMEOUT_MS * 2, chunkGapMs: CHECK_TIMEOUT_MS * 2 },
            newId: () => 'probe',
            onText: () => {},
          },
        ),
      );
      return ok({
        model: provider.data.model,
        reply: response.text.trim().slice(0, 200),
        ms: Math.round(performance.now() - started),
      });
    } catch (error) {
      return failure(error, provider.data);
    }
  }

  private async provider(probe: ProviderProbe, model: string): Promise<Result<Provider>> {
    const preset = PROVIDER_PRESETS[probe.provider];
    const baseURL = (probe.baseURL ?? '').trim() || preset.baseURL;
    if (baseURL === undefined) {
      return fail(
        'PROVIDER_NOT_CONFIGURED',
        `${preset.label} needs the address of the server.`,
        'Enter its base URL, e.g. http://127.0.0.1:8080/v1.',
      );
    }
    let apiKey = probe.apiKey?.trim() || undefined;
    if (apiKey === undefined) {
      const stored = await this.settings.readSecret(apiKeySecretName(probe.provider));
      if (stored.success) apiKey = stored.data;
    }
    if (preset.needsKey && apiKey === undefined) {
      return fail(
        'PROVIDER_AUTH_FAILED',
        `There is no API key for ${preset.label}.`,
        `Enter your ${preset.label} key first.`,
      );
    }
    return ok(this.createProvider({ preset: probe.provider, model, baseURL: baseURL.replace(/\/+$/, ''), apiKey }));
  }
}

async function withTimeout<T>(body: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CHECK_TIMEOUT_MS);
  try {
    return await body(controller.signal);
  } catch (error) {
    if (controller.signal.aborted) throw new ProviderError('timeout', `no answer within ${CHECK_TIMEOUT_MS / 1000} s`);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

function failure(error: unknown, provider: Provider): Result<never> {
  const known = error instanceof ProviderError ? error : new ProviderError('network', String(error));
  const friendly = friendlyError(known, provider);
  return fail(friendly.code, friendly.message, friendly.hint);
}
