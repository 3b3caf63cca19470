/**
 * The SDKs' own timeout, only a backstop: for a stream it covers the response headers alone, so the
 * engine watches the first byte, the gaps between chunks and the whole turn with its own timers
 * (src/core/ai/model-call.ts, loop.ts).
 */
export const SDK_TIMEOUT_MS = 10 * 60_000;
