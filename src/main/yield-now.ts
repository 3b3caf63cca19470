/**
 * Lets pending I/O (other requests, events) run before the next slice of a long job: the hosts put
 * it in every call's context (`CallContext.yieldNow`).
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
