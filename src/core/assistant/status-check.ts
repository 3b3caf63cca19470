import { friendlyError, type FriendlyError } from '../ai/friendly-error';
import { ProviderError, type Provider } from '../ai/provider';

/** How long a connection check may take. */
export const CHECK_TIMEOUT_MS = 8_000;

/**
 * Checks that a provider answers, by listing its models (no tokens spent). Undefined when it
 * answered; otherwise what is wrong, in the user's words (`redact` takes secrets out of what the
 * provider said). A server that answers but has no such model is reported too: the first request
 * would fail.
 */
export async function classifyForStatus(
  provider: Provider,
  timeoutMs = CHECK_TIMEOUT_MS,
  redact: (text: string) => string = (text) => text,
): Promise<FriendlyError | undefined> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const models = await provider.listModels(controller.signal);
    if (models.length > 0 && !models.includes(provider.model)) {
      return friendlyError(new ProviderError('model_not_found', `no model ${provider.model}`), provider);
    }
    return undefined;
  } catch (caught) {
    const error = timedOut
      ? new ProviderError('timeout', `no answer within ${Math.round(timeoutMs / 1000)} s`)
      : caught instanceof ProviderError
        ? new ProviderError(caught.kind, redact(caught.message), caught.options)
        : new ProviderError('network', redact(String(caught)));
    return friendlyError(error, provider);
  } finally {
    clearTimeout(timer);
  }
}
