import type { ProviderConfig } from '../../core/ai/config';
import type { Provider } from '../../core/ai/provider';
import { PROVIDER_PRESETS } from '../../shared/assistant/presets';
import { AnthropicProvider } from './anthropic-provider';
import { OpenAIChatProvider } from './openai-provider';

/** The client for one configured provider, by its preset's API. */
export function createProvider(config: ProviderConfig): Provider {
  return PROVIDER_PRESETS[config.preset].api === 'anthropic'
    ? new AnthropicProvider(config)
    : new OpenAIChatProvider(config);
}
