import type { ProviderError } from './provider';

/** How the engine reacts to provider failures. Every number can be set by the caller (tests shorten them). */
export interface RetryPolicy {
  /** Attempts on one provider before giving up on it (the first try included). */
  readonly maxAttempts: number;
  /** First backoff; doubles each attempt, with up to 25 % jitter. */
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  /** A Retry-After longer than this is not waited for: the next provider is tried (or the user told). */
  readonly retryAfterCapMs: number;
  /** Consecutive 5xx or timeouts on one provider before moving to the next one. */
  readonly failoverAfter: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 4,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  retryAfterCapMs: 20_000,
  failoverAfter: 2,
};

/** What to do after a failure. */
export type RetryDecision =
  | { readonly action: 'retry'; readonly delayMs: number; readonly reason: string }
  | { readonly action: 'failover'; readonly reason: string }
  | { readonly action: 'fail' };

/** What the engine knows about the failures so far on the current provider. */
export interface AttemptState {
  /** Attempts made on this provider, the failed one included. */
  readonly attempts: number;
  /** Consecutive 5xx / timeouts / network failures on this provider, the failed one included. */
  readonly consecutiveServerFailures: number;
  /** Groq's tool_use_failed already re-asked once on this provider. */
  readonly reaskedToolUse: boolean;
  /** Another provider follows in the list. */
  readonly hasFallback: boolean;
}

/**
 * The one retry policy (the SDKs' own retries are off, so retries never multiply):
 * - never retry 400, 401, 403, 404 or a prompt that is too long: nothing changes by asking again;
 * - 408, 409, 429, 5xx, network errors and our timeouts: exponential backoff with jitter,
 *   honouring Retry-After up to a cap; a longer Retry-After moves on to the next provider;
 * - repeated 5xx or timeouts move on to the next provider;
 * - Groq's tool_use_failed: ask again once, then move on.
 * `random` is injectable so tests are exact.
 */
export function decideRetry(
  error: ProviderError,
  state: AttemptState,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
  random: () => number = Math.random,
): RetryDecision {
  const failover = (reason: string): RetryDecision =>
    state.hasFallback ? { action: 'failover', reason } : { action: 'fail' };
  switch (error.kind) {
    case 'cancelled':
    case 'auth':
    case 'model_not_found':
    case 'context_too_long':
    case 'bad_request':
      return { action: 'fail' };
    case 'tool_use_failed':
      if (!state.reaskedToolUse)
        return { action: 'retry', delayMs: 0, reason: 'the model produced an invalid tool call' };
      return failover('the model kept producing invalid tool calls');
    case 'rate_limited':
    case 'conflict':
    case 'server':
    case 'network':
    case 'timeout': {
      const retryAfter = error.retryAfterMs;
      if (retryAfter !== undefined && retryAfter > policy.retryAfterCapMs) {
        return failover(`asked to wait ${Math.ceil(retryAfter / 1000)} s`);
      }
      const serverLike = error.kind === 'server' || error.kind === 'timeout' || error.kind === 'network';
      if (serverLike && state.hasFallback && state.consecutiveServerFailures >= policy.failoverAfter) {
        return { action: 'failover', reason: describe(error) };
      }
      if (state.attempts >= policy.maxAttempts) return failover(describe(error));
      const backoff = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (state.attempts - 1));
      const jittered = backoff * (1 - 0.25 * random());
      const delayMs = Math.round(retryAfter === undefined ? jittered : Math.max(retryAfter, 0));
      return { action: 'retry', delayMs, reason: describe(error) };
    }
  }
}

function describe(error: ProviderError): string {
  if (error.kind === 'rate_limited') return 'rate-limited';
  if (error.kind === 'timeout') return 'no answer in time';
  if (error.kind === 'network') return 'could not connect';
  return error.status === undefined ? 'a server error' : `HTTP ${error.status}`;
}
