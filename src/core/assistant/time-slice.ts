import type { YieldNow } from '../slices';

/** How long a job on the main process may run before it lets other requests through. */
export const SLICE_MS = 4;

/** A timer's yield, for hosts that give none (tests, scripts). */
export const yieldToTimers: YieldNow = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A pause to call between steps of a long job: it yields to the host's event loop only once
 * `sliceMs` have passed since the last yield, so short jobs pay nothing and long ones never hold
 * the main process for more than a slice (plus one step).
 */
export function timeSliced(
  yieldNow: YieldNow,
  sliceMs = SLICE_MS,
  now: () => number = () => performance.now(),
): () => Promise<void> {
  let since = now();
  return async () => {
    if (now() - since < sliceMs) return;
    await yieldNow();
    since = now();
  };
}
