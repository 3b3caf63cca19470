/** What a test scripts into a fake LLM server, and what the server records. */

/** One tool call in a scripted assistant reply. */
export interface FakeToolCall {
  /** Default: "call_<n>" (OpenAI) / "toolu_<n>" (Anthropic), n counting from 1 per server. */
  id?: string;
  name: string;
  /** A string is sent verbatim (so tests can send broken JSON or ""); an object is JSON.stringify'd. */
  arguments: string | Record<string, unknown>;
}

/**
 * Token counts of a reply. `input` is the whole prompt, `cached` the part of it read from the cache:
 * OpenAI reports prompt_tokens = input (cached_tokens inside it); Anthropic input_tokens = input − cached
 * and cache_read_input_tokens = cached, so one script normalises to the same totals in both formats.
 */
export interface FakeUsage {
  input: number;
  output: number;
  cached?: number;
}

/** Ways real OpenAI-compatible servers bend the streaming format (OpenAI streaming only). */
export type OpenAIQuirk =
  | 'missing-index' // tool-call deltas carry no "index" field
  | 'reused-index' // every tool call uses index 0; each new call starts with a new id (Ollama)
  | 'id-late' // the first delta of a call has no id; the id comes on its second delta
  | 'no-id' // no delta of the call carries an id
  | 'whole-call-per-chunk' // each call complete (id, name, full arguments) in ONE delta (Groq)
  | 'empty-first-chunk' // an extra first chunk with delta {} before the role chunk
  | 'usage-in-x-groq'; // usage comes in the last chunk as x_groq.usage instead of a usage chunk

/** A scripted assistant reply: text, tool calls or both. */
export interface FakeMessage {
  kind: 'message';
  /** Assistant text (may be combined with tool calls). */
  text?: string;
  /**
   * Send `text` this many times over (default 1): an answer of 100,000 × "y" is
   * `{ text: 'y', textRepeat: 100_000 }`, small enough to script through the control endpoint.
   */
  textRepeat?: number;
  toolCalls?: FakeToolCall[];
  /** Default: {input: 20, output: 10, cached: 0}. */
  usage?: FakeUsage;
  /**
   * OpenAI finish_reason; default "tool_calls" when there are calls, else "stop".
   * Anthropic: mapped to stop_reason (stop→end_turn, tool_calls→tool_use, length→max_tokens).
   */
  finishReason?: 'stop' | 'tool_calls' | 'length';
  /** Split text into this many deltas (default 3, fewer when the text is shorter). */
  textPieces?: number;
  /** Split each call's arguments into this many deltas (default 3). */
  argumentPieces?: number;
  /** Pause between chunks (default 0). */
  chunkDelayMs?: number;
  /**
   * Streaming only: after this many SSE frames, wait until the test calls `release(gate)` (or posts
   * to /__fake/release), then send the rest. A test holds the answer mid-stream for as long as its
   * checks take, on a loaded machine too, instead of guessing a delay.
   */
  holdAt?: { afterChunks: number; gate: string };
  /** OpenAI streaming only; ignored for Anthropic and for non-streamed requests. */
  quirks?: OpenAIQuirk[];
}

/** An error sent inside a stream, after some chunks. */
export interface FakeStreamError {
  message: string;
  type?: string;
  code?: string;
  failed_generation?: string;
}

/**
 * Replies that can travel as JSON (through the control endpoints).
 *
 * `afterChunks` counts SSE frames of `reply` (default: a short text), an Anthropic `ping` included, and
 * stops short of the terminator ([DONE] / message_stop) so the cut is always visible. A request that
 * did not ask for a stream gets: `stall` no answer at all, `disconnect` a dropped connection at once,
 * `stream-error` the HTTP error the service answers with (OpenAI 400 for invalid_request_error, else
 * 500; Anthropic the status of the error type, e.g. 529 for overloaded_error).
 */
export type FakeDataReply =
  | FakeMessage
  /**
   * Body default: the format's own error body for the status, with `message` as its message when
   * given; `{{apiKey}}` in `message` becomes the key the request carried (a provider that echoes
   * the key in its error). A string body is sent verbatim.
   */
  | { kind: 'http-error'; status: number; body?: unknown; message?: string; headers?: Record<string, string> }
  /** Streams the first N chunks, then keeps the connection open until the client goes away or the server closes. */
  | { kind: 'stall'; afterChunks: number; reply?: FakeMessage }
  /**
   * Then an error frame and the end. OpenAI: `event: error` data {"error":{…}} (Groq's in-stream
   * tool_use_failed); Anthropic: `event: error` data {"type":"error","error":{type, message}}.
   */
  | { kind: 'stream-error'; afterChunks: number; error: FakeStreamError; reply?: FakeMessage }
  /** Then destroys the socket. */
  | { kind: 'disconnect'; afterChunks: number; reply?: FakeMessage }
  /**
   * An answer that never ends: `text` (default 1,000 × "y") streamed again and again, one text
   * delta per frame, `chunkDelayMs` apart (default 0), until the client goes away or the server
   * closes. A request that did not ask for a stream gets a JSON body that never ends.
   */
  | { kind: 'endless'; text?: string; chunkDelayMs?: number }
  /** Exactly these frames, as a 200 text/event-stream. */
  | { kind: 'raw-sse'; frames: SseFrame[] }
  /** Exactly this JSON (non-streamed), status default 200. */
  | { kind: 'raw-json'; status?: number; body: unknown };

/** A scripted reply, or a function that decides per request. */
export type FakeReply = FakeDataReply | ((request: RecordedRequest) => FakeReply | Promise<FakeReply>);

/** One server-sent event. */
export interface SseFrame {
  event?: string;
  data: string;
}

/** A model request as the fake received it. */
export interface RecordedRequest {
  format: 'openai' | 'anthropic';
  method: string;
  path: string;
  /** Lower-case names. */
  headers: Record<string, string>;
  /** Parsed JSON (the raw text when it was not JSON). */
  body: unknown;
  stream: boolean;
  receivedAt: number;
  /** When the client went away before the fake had finished its reply (e.g. an aborted stall). */
  clientClosedAt?: number;
}

/** A running fake: one port serving both formats, one shared queue of replies. */
export interface FakeLlmServer {
  /** http://127.0.0.1:<port> */
  readonly origin: string;
  /** origin + "/v1" (what the openai SDK's baseURL takes). */
  readonly openaiBaseURL: string;
  /** origin (the anthropic SDK appends /v1/messages). */
  readonly anthropicBaseURL: string;
  /** Queue replies, consumed one per model request in order (both formats share one queue). */
  script(...replies: FakeReply[]): void;
  /** Replies still queued. */
  readonly pending: number;
  /** Every model request received, in order. */
  readonly requests: RecordedRequest[];
  /** Resolves when `n` model requests have been received in total (default timeout 5 s). */
  waitForRequests(n: number, timeoutMs?: number): Promise<void>;
  /** Resolves when the client of the n-th model request (1-based) went away before its reply ended. */
  waitForClientClose(n: number, timeoutMs?: number): Promise<void>;
  /** Models listed by GET /v1/models (and Ollama's GET /api/tags). */
  models: string[];
  /**
   * Lets every reply held at `gate` (see {@link FakeMessage.holdAt}) go on; a reply that reaches the
   * gate later passes at once, until `reset()`.
   */
  release(gate: string): void;
  /** Resolves when a reply is held at `gate` (default timeout 5 s). */
  waitForHold(gate: string, timeoutMs?: number): Promise<void>;
  /** Drop the queue, the recorded requests and the released gates, and restart the id counters. */
  reset(): void;
  /** Closes every open connection too (stalled streams included). */
  close(): Promise<void>;
}

/** How to start a fake. */
export interface FakeLlmServerOptions {
  /** Default 0: a free port. */
  port?: number;
  /** Default ["fake-model"]. */
  models?: string[];
  /**
   * When set, model and model-list requests must carry it: OpenAI as `Authorization: Bearer <key>`,
   * Anthropic as `x-api-key: <key>` or as the Bearer token @anthropic-ai/sdk 1.x sends.
   */
  apiKey?: string;
}
