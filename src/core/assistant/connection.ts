import type { ProviderConfig } from '../ai/config';
import { friendlyError } from '../ai/friendly-error';
import { callModel } from '../ai/model-call';
import { ProviderError, type Provider } from '../ai/provider';
import { Redactor } from '../ai/redact';
import { apiKeySecretName, PROVIDER_PRESETS, type PresetId } from '../../shared/assistant/presets';
import { fail, ok, type Result } from '../../shared/errors';
import type { SettingsService } from '../settings/settings-service';
import { mayReceiveStoredKey, storedKeyAddresses } from './key-destinations';
import { knownSecrets } from './secrets';
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
 * process, and never sent back, and only to its preset's own address or the base URL saved with it
 * (`key-destinations.ts`): any other address needs the key typed.
 */
export class ConnectionChecks {
  constructor(
    private readonly settings: SettingsService,
    private readonly createProvider: (config: ProviderConfig) => Provider,
    /** The environment: its keys are taken out of what a provider answers, like the stored ones. */
    private readonly env: Readonly<Record<string, string | undefined>> = {},
  ) {}

  async listModels(probe: ProviderProbe): Promise<Result<{ models: string[] }>> {
    const provider = await this.provider(probe, probe.model ?? PROVIDER_PRESETS[probe.provider].defaultModel);
    if (!provider.success) return provider;
    const redactor = await this.redactor(probe);
    try {
      const models = await withTimeout((signal) => provider.data.listModels(signal));
      return ok({ models: models.map((model) => redactor.text(model)) });
    } catch (error) {
      return failure(error, provider.data, redactor);
    }
  }

  async testConnection(
    probe: ProviderProbe & { model: string },
  ): Promise<Result<{ model: string; reply: string; ms: number }>> {
    const provider = await this.provider(probe, probe.model);
    if (!provider.success) return provider;
    const redactor = await this.redactor(probe);
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
            redact: (text) => redactor.text(text),
          },
        ),
      );
      return ok({
        model: provider.data.model,
        reply: redactor.text(response.text).trim().slice(0, 200),
        ms: Math.round(performance.now() - started),
      });
    } catch (error) {
      return failure(error, provider.data, redactor);
    }
  }

  /** Every key the app knows, and the one typed in the dialog, to take out of what the provider answers. */
  private async redactor(probe: ProviderProbe): Promise<Redactor> {
    return new Redactor([...(await knownSecrets(this.settings, this.env)), probe.apiKey]);
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
    let withheld = false;
    if (apiKey === undefined) {
      const stored = await this.settings.readSecret(apiKeySecretName(probe.provider));
      const key = stored.success ? stored.data : undefined;
      // A stored key goes only where it was saved to go; another address needs the key typed.
      if (key !== undefined && mayReceiveStoredKey(probe.provider, baseURL, this.settings.values())) apiKey = key;
      else withheld = key !== undefined;
    }
    if (preset.needsKey && apiKey === undefined && withheld) {
      const addresses = storedKeyAddresses(probe.provider, this.settings.values());
      return fail(
        'PROVIDER_AUTH_FAILED',
        `The saved ${preset.label} key is only sent to ${addresses.join(' or ')}.`,
        `To use it with ${baseURL.replace(/\/+$/, '')}, type the key here, or save that address in Settings first.`,
      );
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

function failure(error: unknown, provider: Provider, redactor: Redactor): Result<never> {
  const known = error instanceof ProviderError ? error : new ProviderError('network', String(error));
  // Before the message is shortened, so no part of a key survives the cut.
  const clean = new ProviderError(known.kind, redactor.text(known.message), known.options);
  const friendly = redactor.friendly(friendlyError(clean, provider));
  return fail(friendly.code, friendly.message, friendly.hint);
}
