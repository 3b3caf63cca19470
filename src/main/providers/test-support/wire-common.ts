import type { FakeMessage, FakeStreamError, FakeToolCall, FakeUsage, SseFrame } from './fake-llm-types';

/** What a wire format needs to know about the request it answers. */
export interface WireContext {
  /** The request's `model`, echoed back like the real services do. */
  readonly model: string;
  /** 1-based number of the model request on this server (used in message ids). */
  readonly requestNumber: number;
  /** OpenAI `stream_options.include_usage`. */
  readonly includeUsage: boolean;
  /** The next number for a default tool-call id (one counter per server). */
  nextCallNumber(): number;
}

/** A provider's wire format: how a scripted reply looks on the wire. */
export interface WireFormat {
  /** Every SSE frame of a streamed reply, terminator included. */
  streamFrames(message: FakeMessage, context: WireContext): SseFrame[];
  /** The JSON body of a non-streamed reply. */
  completion(message: FakeMessage, context: WireContext): unknown;
  /** The format's own error body for an HTTP status (`message` overrides the default wording). */
  errorBody(status: number, message?: string): unknown;
  /** The frame that reports an error inside a stream. */
  streamErrorFrame(error: FakeStreamError): SseFrame;
  /** The HTTP status a non-streamed request gets for an error scripted to come mid-stream. */
  streamErrorStatus(error: FakeStreamError): number;
}

/** Used when a test scripts no usage: small, fixed, easy to assert on. */
export const DEFAULT_USAGE: Required<FakeUsage> = { input: 20, output: 10, cached: 0 };

/** Streamed before a stall, stream error or disconnect that names no reply of its own. */
export const DEFAULT_CUT_REPLY: FakeMessage = { kind: 'message', text: 'This reply will be cut short.', textPieces: 4 };

/** The scripted usage with defaults filled in. */
export function usageOf(message: FakeMessage): Required<FakeUsage> {
  return { ...DEFAULT_USAGE, ...message.usage, cached: message.usage?.cached ?? 0 };
}

/** The call's arguments as the text the model would have generated. */
export function argumentsText(call: FakeToolCall): string {
  return typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments);
}

/**
 * Splits text into `pieces` consecutive parts of near-equal length (fewer when the text is shorter;
 * none for ""). Splits between code points so no part carries half a surrogate pair.
 */
export function splitText(text: string, pieces: number): string[] {
  const points = Array.from(text);
  const count = Math.max(1, Math.min(Math.floor(pieces), points.length));
  if (points.length === 0) return [];
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const start = Math.round((i * points.length) / count);
    const end = Math.round(((i + 1) * points.length) / count);
    parts.push(points.slice(start, end).join(''));
  }
  return parts;
}

/** A JSON data frame. */
export function jsonFrame(data: unknown, event?: string): SseFrame {
  return event === undefined ? { data: JSON.stringify(data) } : { event, data: JSON.stringify(data) };
}

/** Seconds since the epoch, fixed so replies are reproducible. */
export const CREATED = 1_767_225_600;
