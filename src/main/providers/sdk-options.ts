import { capabilitiesFor, type ModelCapabilities } from '../../core/ai/capabilities';
import type { ProviderConfig } from '../../core/ai/config';
import type { Provider } from '../../core/ai/provider';
import { PROVIDER_PRESETS } from '../../shared/assistant/presets';

/**
 * The SDKs' own timeout, only a backstop: for a stream it covers the response headers alone, so the
 * engine watches the first byte, the gaps between chunks and the whole turn with its own timers
 * (src/core/ai/model-call.ts, loop.ts).
 */
export const SDK_TIMEOUT_MS = 10 * 60_000;

/** What every provider client says about itself: its preset, label, model, address and capabilities. */
export abstract class ProviderIdentity {
  readonly preset: Provider['preset'];
  readonly label: string;
  readonly model: string;
  readonly baseURL: string;
  readonly capabilities: ModelCapabilities;

  protected constructor(config: ProviderConfig, capabilities?: ModelCapabilities) {
    this.preset = config.preset;
    this.label = PROVIDER_PRESETS[config.preset].label;
    this.model = config.model;
    this.baseURL = config.baseURL;
    this.capabilities = capabilities ?? capabilitiesFor(config.preset, config.model);
  }
}
