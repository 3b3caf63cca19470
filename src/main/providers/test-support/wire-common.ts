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
 * none for ""). Splits between code points so no part carries half a surrogate pair. Linear, with
 * no array of characters, so a 30 MB answer splits as fast as it is copied.
 */
export function splitText(text: string, pieces: number): string[] {
  let points = 0;
  for (let i = 0; i < text.length; i++) if (!isLowSurrogateAfterHigh(text, i)) points++;
  const count = Math.max(1, Math.min(Math.floor(pieces), points));
  if (points === 0) return [];
  const parts: string[] = [];
  let start = 0;
  let point = 0;
  let unit = 0;
  for (let i = 0; i < count; i++) {
    const endPoint = Math.round(((i + 1) * points) / count);
    while (point < endPoint) {
      unit += isHighSurrogatePair(text, unit) ? 2 : 1;
      point++;
    }
    parts.push(text.slice(start, unit));
    start = unit;
  }
  return parts;
}

function isHighSurrogatePair(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  const next = text.charCodeAt(i + 1);
  return code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff;
}

function isLowSurrogateAfterHigh(text: string, i: number): boolean {
  return i > 0 && isHighSurrogatePair(text, i - 1);
}

/** A JSON data frame. */
export function jsonFrame(data: unknown, event?: string): SseFrame {
  return event === undefined ? { data: JSON.stringify(data) } : { event, data: JSON.stringify(data) };
}

/** Seconds since the epoch, fixed so replies are reproducible. */
export const CREATED = 1_767_225_600;
