import { describe, expect, it } from 'vitest';
import { ProviderError, type ProviderErrorKind } from './provider';
import { decideRetry, DEFAULT_RETRY_POLICY, type AttemptState } from './retry-policy';

const state = (over: Partial<AttemptState> = {}): AttemptState => ({
  attempts: 1,
  consecutiveServerFailures: 0,
  reaskedToolUse: false,
  hasFallback: false,
  ...over,
});
const err = (kind: ProviderErrorKind, options: ConstructorParameters<typeof ProviderError>[2] = {}) =>
  new ProviderError(kind, 'x', options);

describe('decideRetry', () => {
  it('never retries a rejected key, a missing model, a bad request or a prompt too long', () => {
    for (const kind of ['auth', 'model_not_found', 'bad_request', 'context_too_long', 'cancelled'] as const) {
      expect(decideRetry(err(kind), state({ hasFallback: true }))).toEqual({ action: 'fail' });
    }
  });

  it('backs off exponentially with at most 25 % jitter, capped', () => {
    const delays = [1, 2, 3].map((attempts) => decideRetry(err('server'), state({ attempts }), undefined, () => 0));
    expect(delays.map((d) => (d.action === 'retry' ? d.delayMs : -1))).toEqual([500, 1000, 2000]);
    const jittered = decideRetry(err('rate_limited'), state({ attempts: 1 }), undefined, () => 1);
    expect(jittered).toMatchObject({ action: 'retry', delayMs: 375 });
    const capped = decideRetry(
      err('network'),
      state({ attempts: 3 }),
      { ...DEFAULT_RETRY_POLICY, maxAttempts: 10, maxDelayMs: 1500 },
      () => 0,
    );
    expect(capped).toMatchObject({ delayMs: 1500 });
  });

  it('honours Retry-After up to the cap, and moves on (or gives up) beyond it', () => {
    expect(decideRetry(err('rate_limited', { retryAfterMs: 3000 }), state())).toMatchObject({
      action: 'retry',
      delayMs: 3000,
    });
    expect(decideRetry(err('rate_limited', { retryAfterMs: 60_000 }), state({ hasFallback: true }))).toMatchObject({
      action: 'failover',
      reason: 'asked to wait 60 s',
    });
    expect(decideRetry(err('rate_limited', { retryAfterMs: 60_000 }), state())).toEqual({ action: 'fail' });
  });

  it('moves to the fallback after repeated server failures or timeouts, not on the first', () => {
    expect(
      decideRetry(err('server', { status: 500 }), state({ consecutiveServerFailures: 1, hasFallback: true })),
    ).toMatchObject({
      action: 'retry',
    });
    expect(
      decideRetry(err('timeout'), state({ attempts: 2, consecutiveServerFailures: 2, hasFallback: true })),
    ).toMatchObject({
      action: 'failover',
    });
  });

  it("asks again once after Groq's tool_use_failed, then moves on", () => {
    expect(decideRetry(err('tool_use_failed'), state({ hasFallback: true }))).toMatchObject({
      action: 'retry',
      delayMs: 0,
    });
    expect(decideRetry(err('tool_use_failed'), state({ reaskedToolUse: true, hasFallback: true }))).toMatchObject({
      action: 'failover',
    });
    expect(decideRetry(err('tool_use_failed'), state({ reaskedToolUse: true }))).toEqual({ action: 'fail' });
  });

  it('gives up after the last attempt', () => {
    expect(decideRetry(err('server'), state({ attempts: DEFAULT_RETRY_POLICY.maxAttempts }))).toEqual({
      action: 'fail',
    });
  });
});
