import { ProviderError, type ProviderErrorKind } from '../../core/ai/provider';

/** What both SDKs' errors carry (openai and @anthropic-ai/sdk are generated from one template). */
interface SdkErrorShape {
  readonly name?: string;
  readonly message?: string;
  readonly status?: number;
  readonly headers?: Headers | Record<string, string> | undefined;
  readonly error?: unknown;
  readonly code?: string | null;
}

const CONTEXT_TOO_LONG =
  /context[_ ]length|maximum context|context window|too many tokens|prompt is too long|reduce the length|exceeds the (model'?s )?(max|context)/i;

/**
 * Turns whatever an SDK threw into a {@link ProviderError} the retry policy and the user can act on:
 * HTTP statuses, the providers' error codes in the body (also for errors sent inside a stream,
 * which have no status: Groq's `tool_use_failed`, Anthropic's `overloaded_error`), Retry-After, and
 * connection failures.
 */
export function classifyError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  const e = (typeof error === 'object' && error !== null ? error : {}) as SdkErrorShape;
  const message = cleanMessage(e.message ?? String(error));
  if (e.name === 'APIUserAbortError' || e.name === 'AbortError') return new ProviderError('cancelled', message);
  if (e.name === 'APIConnectionTimeoutError') return new ProviderError('timeout', message);
  if (e.name === 'APIConnectionError') return new ProviderError('network', message);
  if (e.status === undefined) {
    // An error event inside a stream has no HTTP status, only the provider's body; anything else
    // without a status (a reset socket, a garbled chunk) is a connection failure.
    return e.error === undefined
      ? new ProviderError('network', message)
      : fromBody(errorBody(e.error), message, undefined, undefined);
  }
  const body = errorBody(e.error);
  return fromBody(body, message, e.status, retryAfterMs(e.headers));
}

function fromBody(
  body: { code?: string; type?: string; status?: number },
  message: string,
  status: number | undefined,
  retryAfter: number | undefined,
): ProviderError {
  const code = body.code ?? body.type;
  const effective = status ?? body.status;
  const make = (kind: ProviderErrorKind) =>
    new ProviderError(kind, message, {
      ...(effective === undefined ? {} : { status: effective }),
      ...(retryAfter === undefined ? {} : { retryAfterMs: retryAfter }),
      ...(code === undefined ? {} : { code }),
    });
  if (code === 'tool_use_failed') return make('tool_use_failed');
  if (code === 'insufficient_quota' || code === 'billing_error') return make('auth');
  if (code === 'context_length_exceeded' || CONTEXT_TOO_LONG.test(message)) return make('context_too_long');
  if (code === 'rate_limit_error' || code === 'rate_limit_exceeded') return make('rate_limited');
  if (code === 'overloaded_error' || code === 'api_error' || code === 'server_error') return make('server');
  if (code === 'authentication_error' || code === 'permission_error' || code === 'invalid_api_key') return make('auth');
  if (effective === undefined) return make('server');
  if (effective === 401 || effective === 403) return make('auth');
  if (effective === 404)
    return make(/model/i.test(message) || code === 'model_not_found' ? 'model_not_found' : 'bad_request');
  if (effective === 408 || effective === 409) return make('conflict');
  if (effective === 413) return make('context_too_long');
  if (effective === 429) return make('rate_limited');
  if (effective >= 500) return make('server');
  return make('bad_request');
}

/** The provider's error object: OpenAI `{error: {code, type}}` (the SDK hands us the inner object), Anthropic `{type: "error", error: {type}}`. */
function errorBody(raw: unknown): { code?: string; type?: string; status?: number } {
  if (typeof raw !== 'object' || raw === null) return {};
  const record = raw as Record<string, unknown>;
  const inner =
    typeof record.error === 'object' && record.error !== null ? (record.error as Record<string, unknown>) : record;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const status = typeof record.status_code === 'number' ? record.status_code : undefined;
  const type = text(inner.type);
  return {
    ...(text(inner.code) === undefined ? {} : { code: text(inner.code) }),
    ...(type === undefined || type === 'error' ? {} : { type }),
    ...(status === undefined ? {} : { status }),
  };
}

/** `retry-after-ms` (milliseconds), else `retry-after` (seconds or an HTTP date). */
export function retryAfterMs(headers: SdkErrorShape['headers'], now = Date.now()): number | undefined {
  if (!headers) return undefined;
  const get = (name: string): string | undefined =>
    headers instanceof Headers ? (headers.get(name) ?? undefined) : (headers[name] ?? headers[name.toLowerCase()]);
  const ms = Number(get('retry-after-ms'));
  if (get('retry-after-ms') !== undefined && Number.isFinite(ms) && ms >= 0) return ms;
  const value = get('retry-after');
  if (value === undefined) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The SDKs prefix messages with the status ("429 Rate limit…"); the user gets the words only. */
function cleanMessage(message: string): string {
  return message
    .replace(/^\d{3}\s+/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 500);
}
