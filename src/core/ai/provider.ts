import type { PresetId } from '../../shared/assistant/presets';
import type { ModelCapabilities } from './capabilities';
import type { ChatMessage, JsonObject } from './messages';

/** A tool as a provider sees it: its name, when to use it, and its arguments' JSON Schema. */
export interface ToolSpec {
  readonly name: string;
  readonly description: string;
  /** A JSON Schema object (`type: "object"`), derived from the tool's zod schema. */
  readonly parameters: JsonObject;
}

/** One request to a model. The system prompt is separate: providers place it where their API wants. */
export interface ModelRequest {
  readonly system: string;
  readonly messages: readonly ChatMessage[];
  /** Empty: the request goes without tools (the model can only answer in words). */
  readonly tools: readonly ToolSpec[];
  /**
   * `none`: the tools are listed (a history with tool calls needs them, and the prompt prefix stays
   * cacheable) but the model must answer in words.
   */
  readonly toolChoice: 'auto' | 'none';
  /** Stream the response (the engine decides, from the model's capabilities). */
  readonly stream: boolean;
  readonly maxOutputTokens?: number;
  readonly temperature?: number;
}

/** Why a model stopped writing. `length`: cut off by the output limit (tool arguments may be truncated). */
export type FinishReason = 'stop' | 'tool_calls' | 'length' | 'other';

/**
 * What a provider yields while a response arrives, before normalisation: text pieces, tool-call
 * pieces as the wire carried them (possibly without index or id), the finish reason and usage.
 * A non-streamed response is yielded as the same events, all at once.
 */
export type RawEvent =
  | { readonly type: 'text'; readonly text: string }
  | {
      readonly type: 'tool-delta';
      readonly index?: number;
      readonly id?: string;
      readonly name?: string;
      readonly arguments?: string;
    }
  | { readonly type: 'finish'; readonly reason: FinishReason }
  | { readonly type: 'usage'; readonly input?: number; readonly output?: number; readonly cached?: number };

/** A configured model behind one API: what the loop calls. Implementations live in src/main/providers. */
export interface Provider {
  readonly preset: PresetId;
  /** Shown to the user ("Groq"). */
  readonly label: string;
  readonly model: string;
  /** The base URL requests go to (named in "could not reach" errors). */
  readonly baseURL: string;
  readonly capabilities: ModelCapabilities;
  /**
   * Sends the request and yields the response as it arrives. Throws a {@link ProviderError} for
   * every failure (HTTP status, network, a broken stream); stops promptly when `signal` aborts.
   */
  stream(request: ModelRequest, signal: AbortSignal): AsyncIterable<RawEvent>;
  /** The models the server offers (no tokens spent): to fill the settings' list and check a connection. Throws a {@link ProviderError}. */
  listModels(signal: AbortSignal): Promise<string[]>;
}

/** What went wrong with a provider, in the terms the retry policy and the user need. */
export type ProviderErrorKind =
  | 'rate_limited' // 429
  | 'auth' // 401, 403
  | 'model_not_found' // 404 for the model
  | 'context_too_long' // the prompt does not fit
  | 'bad_request' // other 400s
  | 'tool_use_failed' // Groq: the model produced an invalid tool call (a 400, possibly inside the stream)
  | 'conflict' // 408, 409
  | 'server' // 5xx, or an error event inside the stream
  | 'network' // connection refused, reset, DNS
  | 'timeout' // our own timers: first byte, chunk gap, whole turn
  | 'cancelled'; // the user stopped the turn

/** A provider failure. `status` is the HTTP status where there was one. */
export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
    readonly options: {
      readonly status?: number;
      /** From Retry-After / retry-after-ms, in milliseconds. */
      readonly retryAfterMs?: number;
      /** The provider's own error code (e.g. "tool_use_failed", "context_length_exceeded"). */
      readonly code?: string;
    } = {},
  ) {
    super(message);
    this.name = 'ProviderError';
  }

  get status(): number | undefined {
    return this.options.status;
  }

  get retryAfterMs(): number | undefined {
    return this.options.retryAfterMs;
  }
}
