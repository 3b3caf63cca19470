import { friendlyError, type FriendlyError } from './friendly-error';
import { callModel, cancelledError, type StreamTimers } from './model-call';
import { ProviderError, type ModelRequest, type Provider } from './provider';
import { decideRetry, type RetryPolicy } from './retry-policy';
import type { ModelResponse } from './stream-normaliser';

/** A move from one provider to the next, recorded with the turn. */
export interface Failover {
  readonly from: string;
  readonly to: string;
  readonly reason: string;
}

/** A retry or a provider switch, for the user to see as a quiet note. */
export interface ResilienceNotice {
  readonly kind: 'retry' | 'failover';
  readonly message: string;
}

export interface ResilientCallOptions {
  readonly providers: readonly Provider[];
  /** Index of the provider to start with (a turn stays on the provider that last answered). */
  readonly startAt: number;
  readonly signal: AbortSignal;
  readonly timers: StreamTimers;
  readonly policy: RetryPolicy;
  readonly random: () => number;
  readonly newId: () => string;
  /** The most characters one response may send before it is cut (default: `MAX_ANSWER_CHARS`, answer-cap.ts). */
  readonly maxAnswerChars?: number;
  /** Takes secrets out of what providers send back (their error messages). */
  readonly redact?: (text: string) => string;
  readonly onText: (text: string) => void;
  /** Text already shown for this response must be taken back (the answer restarts elsewhere). */
  readonly onTextReset: () => void;
  readonly onNotice: (notice: ResilienceNotice) => void;
  readonly onFailover: (failover: Failover) => void;
  /** Waits, or throws when the signal aborts. */
  readonly sleep: (ms: number, signal: AbortSignal) => Promise<void>;
}

/** A successful call: the response and which provider gave it. */
export interface ResilientCallResult {
  readonly response: ModelResponse;
  readonly providerIndex: number;
}

/** Why the call failed for good, in the user's words, with the underlying error. */
export class CallFailed extends Error {
  constructor(
    readonly error: ProviderError,
    readonly friendly: FriendlyError,
    readonly providerIndex: number,
  ) {
    super(friendly.message);
    this.name = 'CallFailed';
  }
}

/**
 * Asks the providers in order until one answers: retries with backoff on the same provider, moves to
 * the next one on a long Retry-After, repeated server failures or timeouts, and Groq's
 * `tool_use_failed` after one re-ask. Text shown before a failure is taken back (`onTextReset`) and
 * the user is told where the answer continues. The request is built per provider, because tool
 * schemas and streaming depend on the model.
 */
export async function callWithFailover(
  build: (provider: Provider) => ModelRequest,
  options: ResilientCallOptions,
): Promise<ResilientCallResult> {
  const { providers, signal } = options;
  for (let index = options.startAt; index < providers.length; index++) {
    const provider = providers[index]!;
    let attempts = 0;
    let serverFailures = 0;
    let reasked = false;
    for (;;) {
      attempts++;
      let shown = false;
      try {
        const response = await callModel(provider, build(provider), {
          signal,
          timers: options.timers,
          newId: options.newId,
          ...(options.maxAnswerChars === undefined ? {} : { maxChars: options.maxAnswerChars }),
          ...(options.redact === undefined ? {} : { redact: options.redact }),
          onText: (text) => {
            shown = true;
            options.onText(text);
          },
        });
        return { response, providerIndex: index };
      } catch (caught) {
        const error = caught instanceof ProviderError ? caught : new ProviderError('network', String(caught));
        if (error.kind === 'cancelled' || signal.aborted) throw cancelledError();
        if (shown) options.onTextReset();
        const serverLike = error.kind === 'server' || error.kind === 'timeout' || error.kind === 'network';
        serverFailures = serverLike ? serverFailures + 1 : 0;
        const next = providers[index + 1];
        const decision = decideRetry(
          error,
          {
            attempts,
            consecutiveServerFailures: serverFailures,
            reaskedToolUse: reasked,
            hasFallback: next !== undefined,
          },
          options.policy,
          options.random,
        );
        if (decision.action === 'fail') throw new CallFailed(error, friendlyError(error, provider), index);
        if (decision.action === 'failover') {
          const to = next!;
          options.onFailover({ from: name(provider), to: name(to), reason: decision.reason });
          options.onNotice({
            kind: 'failover',
            message: `${provider.label}: ${decision.reason}. Continuing with ${to.label} (${to.model}).`,
          });
          break;
        }
        if (error.kind === 'tool_use_failed') reasked = true;
        options.onNotice({
          kind: 'retry',
          message:
            decision.delayMs > 0
              ? `${provider.label}: ${decision.reason}; trying again in ${formatDelay(decision.delayMs)}.`
              : `${provider.label}: ${decision.reason}; asking again.`,
        });
        if (decision.delayMs > 0) await options.sleep(decision.delayMs, signal);
      }
    }
  }
  // Unreachable: the last provider has no fallback, so its failures end in "fail" above.
  throw new Error('callWithFailover ran out of providers');
}

function name(provider: Provider): string {
  return `${provider.label} (${provider.model})`;
}

function formatDelay(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 100) / 10} s` : `${ms} ms`;
}

/** A sleep that ends early, throwing, when the signal aborts. */
export function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(cancelledError());
    const onAbort = () => {
      clearTimeout(timer);
      reject(cancelledError());
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
