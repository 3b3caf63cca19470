/**
 * Lets pending I/O (other requests, events) run before the next slice of a long job: the hosts put
 * it in every call's context (`CallContext.yieldNow`).
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Certain to let pending I/O run before it resolves, even when called from an I/O callback: there,
 * a first immediate runs before the loop polls again, so it takes two.
 */
export async function yieldToIo(): Promise<void> {
  await yieldToEventLoop();
  await yieldToEventLoop();
}
