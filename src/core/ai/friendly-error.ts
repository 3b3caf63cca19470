import type { ErrorCode } from '../../shared/errors';
import type { Provider, ProviderError } from './provider';

/** A provider failure as the user reads it: what happened and what to do. */
export interface FriendlyError {
  readonly code: ErrorCode;
  readonly message: string;
  readonly hint: string;
  /** Seconds to wait before trying again, when the provider said. */
  readonly retryAfterSeconds?: number;
}

/** Says what went wrong in the user's words, naming the provider and model. */
export function friendlyError(
  error: ProviderError,
  provider: Pick<Provider, 'label' | 'model' | 'baseURL' | 'preset'>,
): FriendlyError {
  // A custom server is named by its address: "Other (OpenAI-compatible)" says nothing to the user.
  const host = /^https?:\/\/([^/?#]+)/i.exec(provider.baseURL)?.[1];
  const custom = provider.preset === 'openai-compatible' && host !== undefined;
  const who = custom ? `The server at ${host}` : provider.label;
  const whom = custom ? `the server at ${host}` : provider.label;
  switch (error.kind) {
    case 'rate_limited': {
      const seconds = error.retryAfterMs === undefined ? undefined : Math.max(1, Math.ceil(error.retryAfterMs / 1000));
      return {
        code: 'PROVIDER_RATE_LIMITED',
        message: `${who} is limiting requests right now.`,
        hint:
          seconds === undefined
            ? 'Wait a minute and try again, or set a fallback provider in Settings.'
            : `Wait ${seconds} s and try again, or set a fallback provider in Settings.`,
        ...(seconds === undefined ? {} : { retryAfterSeconds: seconds }),
      };
    }
    case 'auth':
      return {
        code: 'PROVIDER_AUTH_FAILED',
        message: `${who} rejected the API key.`,
        hint: `Check the ${custom ? 'server’s' : who} key in Settings (it may be mistyped, revoked or out of credit).`,
      };
    case 'model_not_found':
      return {
        code: 'PROVIDER_MODEL_NOT_FOUND',
        message: `${who} has no model called "${provider.model}".`,
        hint: 'Pick another model in Settings.',
      };
    case 'context_too_long':
      return {
        code: 'PROVIDER_CONTEXT_TOO_LONG',
        message: `The conversation is too long for ${provider.model}.`,
        hint: 'Clear the conversation or start a new one (the circuit is kept).',
      };
    case 'network':
      return {
        code: 'PROVIDER_UNREACHABLE',
        message: custom
          ? `Could not reach the server at ${provider.baseURL}.`
          : `Could not reach ${whom} at ${provider.baseURL}.`,
        hint:
          provider.preset === 'ollama'
            ? 'Check that Ollama is running (start it with "ollama serve") and the address in Settings.'
            : provider.preset === 'lmstudio'
              ? "Check that LM Studio's local server is started (Developer tab) and the address in Settings."
              : 'Check your internet connection and the address in Settings.',
      };
    case 'timeout':
      return {
        code: 'PROVIDER_TIMEOUT',
        message: `${who} stopped answering (${error.message}).`,
        hint: 'Try again; if it keeps happening, pick a faster model or set a fallback provider in Settings.',
      };
    case 'tool_use_failed':
      return {
        code: 'PROVIDER_FAILED',
        message: `${provider.model} could not produce a valid tool call.`,
        hint: 'Try again, rephrase the request, or pick a stronger model in Settings.',
      };
    case 'cancelled':
    case 'bad_request':
    case 'conflict':
    case 'server':
      return {
        code: 'PROVIDER_FAILED',
        message: `${who} could not answer: ${error.message.slice(0, 200)}`,
        hint: 'Try again in a moment, or set a fallback provider in Settings.',
      };
  }
}
