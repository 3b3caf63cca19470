import { AnswerCap, answerCutNote, MAX_ANSWER_CHARS } from './answer-cap';
import { ProviderError, type ModelRequest, type Provider } from './provider';
import { StreamNormaliser, type ModelResponse } from './stream-normaliser';

/** The time limits of one model call (the SDKs' own timeout covers only a stream's response headers). */
export interface StreamTimers {
  /** From sending the request to its first event. */
  readonly firstByteMs: number;
  /** The longest silence between two events of a stream. */
  readonly chunkGapMs: number;
}

/**
 * One call to one provider, watched by our own timers: the response assembled by the
 * {@link StreamNormaliser}, its text passed to `onText` as it arrives. A response that passes
 * `maxChars` (default {@link MAX_ANSWER_CHARS}) is cut there: the stream is stopped, a line says
 * where, and the finish reason is `length` (so cut tool calls are refused, not run). Throws a
 * ProviderError: `cancelled` when `signal` aborts, `timeout` when a timer fires, or what the
 * provider threw.
 */
export async function callModel(
  provider: Provider,
  request: ModelRequest,
  options: {
    readonly signal: AbortSignal;
    readonly timers: StreamTimers;
    readonly newId: () => string;
    readonly onText: (text: string) => void;
    readonly maxChars?: number;
    /** Takes secrets out of the provider's error messages (default: left as they are). */
    readonly redact?: (text: string) => string;
  },
): Promise<ModelResponse> {
  const { signal, timers } = options;
  if (signal.aborted) throw cancelledError();
  const controller = new AbortController();
  let timedOut: string | undefined;
  const expire = (why: string) => () => {
    timedOut = why;
    controller.abort();
  };
  let timer = setTimeout(expire(`no answer within ${seconds(timers.firstByteMs)}`), timers.firstByteMs);
  const arm = (ms: number, why: string) => {
    clearTimeout(timer);
    timer = setTimeout(expire(why), ms);
  };
  const forwardAbort = () => controller.abort(signal.reason);
  signal.addEventListener('abort', forwardAbort, { once: true });
  const normaliser = new StreamNormaliser(options.newId);
  const cap = new AnswerCap(options.maxChars ?? MAX_ANSWER_CHARS);
  const redact = options.redact ?? ((text: string) => text);
  const failure = (error: unknown): ProviderError => {
    if (signal.aborted) return cancelledError();
    if (timedOut !== undefined) return new ProviderError('timeout', timedOut);
    // A provider may echo the key it was sent in its error: never passed on.
    if (error instanceof ProviderError) return new ProviderError(error.kind, redact(error.message), error.options);
    const message = error instanceof Error ? error.message : String(error);
    return new ProviderError('network', redact(message));
  };
  try {
    for await (const event of provider.stream(request, controller.signal)) {
      if (signal.aborted || timedOut !== undefined) break;
      arm(timers.chunkGapMs, `the answer stalled for ${seconds(timers.chunkGapMs)}`);
      const text = normaliser.push(cap.take(event));
      if (text !== '') options.onText(text);
      if (cap.reached) break;
    }
  } catch (error) {
    throw failure(error);
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', forwardAbort);
    // Nothing more of a cut answer is read: the provider's request is stopped.
    if (cap.reached) controller.abort();
  }
  if (signal.aborted || timedOut !== undefined) throw failure(undefined);
  if (cap.reached) {
    const note = answerCutNote(cap.max);
    normaliser.push({ type: 'text', text: note });
    options.onText(note);
    normaliser.push({ type: 'finish', reason: 'length' });
  }
  return normaliser.result();
}

export function cancelledError(): ProviderError {
  return new ProviderError('cancelled', 'Stopped by the user.');
}

function seconds(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 100) / 10} s` : `${ms} ms`;
}
