import type { ServerResponse } from 'node:http';
import type { EventMessage } from '../../shared/contract';

/** How much an event client may fall behind, and how often it hears from a quiet host. */
export interface EventStreamLimits {
  /**
   * Bytes of events held for a client whose connection is not taking them (`write()` said wait).
   * Past this the client is dropped: its browser reconnects and reads the state again.
   */
  readonly maxPendingBytes: number;
  /** A comment line this often keeps proxies and the browser from calling the stream dead. */
  readonly heartbeatMs: number;
  /** How long the browser waits before reconnecting (the SSE `retry:` field). */
  readonly retryMs: number;
}

/** One event as it goes on the wire, encoded once for every client. */
export function eventFrame(message: EventMessage): string {
  return `event: ${message.name}\ndata: ${JSON.stringify(message.payload)}\n\n`;
}

/**
 * One client of `GET /events`. Frames are written while the connection takes them; once `write()`
 * asks to wait they queue here until `drain`. A queue that passes `maxPendingBytes` is never grown:
 * the client is dropped (its connection destroyed, which frees what Node buffered for it too), and
 * the renderer's event client reconnects and re-reads what it shows (src/renderer/src/api.ts).
 * Dropping rather than coalescing keeps every event type correct as it is: the stream carries
 * ordered edits (`circuit.changed`) that cannot be merged, and a client that stopped reading for
 * megabytes of events is better served by one fresh read than by the backlog.
 *
 * Memory per client is therefore at most the frame Node accepted last plus `maxPendingBytes`.
 */
export class EventStreamClient {
  /** Frames waiting for `drain`, from `head` on (an index, so that taking one is not a shift). */
  private queue: { readonly frame: string; readonly bytes: number }[] = [];
  private head = 0;
  private queuedBytes = 0;
  private waiting = false;
  private closed = false;
  private readonly heartbeat: ReturnType<typeof setInterval>;

  constructor(
    private readonly response: ServerResponse,
    private readonly limits: EventStreamLimits,
    private readonly onDropped: (reason: string) => void,
  ) {
    response.on('drain', () => this.flush());
    response.on('close', () => this.close());
    this.write(`retry: ${limits.retryMs}\n: connected\n\n`);
    // A heartbeat only goes out on an idle connection: queued behind a backlog it would say nothing.
    this.heartbeat = setInterval(() => {
      if (!this.waiting) this.write(': keep-alive\n\n');
    }, limits.heartbeatMs);
    this.heartbeat.unref();
  }

  /** Bytes queued here, waiting for the connection (not counting what Node buffered already). */
  get pendingBytes(): number {
    return this.queuedBytes;
  }

  /** Everything held for this client: what Node buffered for its socket and what waits here. */
  get bufferedBytes(): number {
    return this.queuedBytes + this.response.writableLength;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Sends a frame, queues it behind a backlog, or drops the client when the backlog would pass the bound. */
  send(frame: string): void {
    if (this.closed) return;
    if (!this.waiting) {
      this.write(frame);
      return;
    }
    const bytes = Buffer.byteLength(frame);
    if (this.queuedBytes + bytes > this.limits.maxPendingBytes) {
      this.drop(`it fell more than ${this.limits.maxPendingBytes} bytes behind`);
      return;
    }
    this.queue.push({ frame, bytes });
    this.queuedBytes += bytes;
  }

  /** Ends the stream (the host is closing). */
  end(): void {
    if (this.closed) return;
    this.close();
    this.response.end();
  }

  private write(frame: string): void {
    if (!this.response.write(frame)) this.waiting = true;
  }

  private flush(): void {
    this.waiting = false;
    while (!this.waiting && this.head < this.queue.length && !this.closed) {
      const { frame, bytes } = this.queue[this.head++]!;
      this.queuedBytes -= bytes;
      this.write(frame);
    }
    if (this.head === this.queue.length) {
      this.queue = [];
      this.head = 0;
    }
  }

  private drop(reason: string): void {
    this.close();
    this.onDropped(reason);
    // Destroy, not end: ending would wait behind the data the client is not reading.
    this.response.destroy();
  }

  private close(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.heartbeat);
    this.queue = [];
    this.head = 0;
    this.queuedBytes = 0;
  }
}
