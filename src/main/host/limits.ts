import { MAX_CIRCUIT_FILE_BYTES } from '../../shared/circuit/file-format';
import type { EventStreamLimits } from './event-stream';

/** Every bound the browser host puts on a client (README, "Security of the browser host"). */
export interface HostLimits {
  /** Largest request body; more is answered 413 without being kept. */
  readonly maxBodyBytes: number;
  /** Time to send a request's headers, from the moment the connection opens or the previous answer ends. */
  readonly headersTimeoutMs: number;
  /** Time to send a whole request, body included. */
  readonly requestTimeoutMs: number;
  /** How long an idle keep-alive connection stays open after its answer. */
  readonly keepAliveTimeoutMs: number;
  /** How often Node looks for requests past those timeouts. */
  readonly timeoutCheckMs: number;
  /** Connections held at once (see connection-guard.ts). */
  readonly maxConnections: number;
  /**
   * How long a connection answered before its body was read (a 413) goes on reading and dropping
   * what the client still sends, so that the client can read the answer (see close-after-answer.ts).
   */
  readonly lingerMs: number;
  readonly events: EventStreamLimits;
}

/**
 * The one size limit is the circuit file's, {@link MAX_CIRCUIT_FILE_BYTES} (64 MiB). The body limit
 * follows from it: a file travels inside a JSON request as an escaped string, in which each quote,
 * backslash and line break of valid JSON takes two bytes, so twice the file plus room for the rest
 * of the request carries any file that may be imported, and nothing much larger.
 */
export const MAX_BODY_BYTES = 2 * MAX_CIRCUIT_FILE_BYTES + 64 * 1024;

/** The limits the host runs with. */
export const HOST_LIMITS: HostLimits = {
  maxBodyBytes: MAX_BODY_BYTES,
  headersTimeoutMs: 5_000,
  requestTimeoutMs: 60_000,
  keepAliveTimeoutMs: 5_000,
  timeoutCheckMs: 1_000,
  maxConnections: 256,
  lingerMs: 2_000,
  events: { maxPendingBytes: 8 * 1024 * 1024, heartbeatMs: 15_000, retryMs: 2_000 },
};
