import type { SimHostMessage, SimRequestMessage } from './host/protocol';

/** A channel to a simulation host: a worker thread in the app, the same thread in some tests. */
export interface SimTransport {
  send(message: SimRequestMessage): void;
  /** Listens for replies and updates. */
  onMessage(listener: (message: SimHostMessage) => void): void;
  /** Listens for the host dying (a crash of the worker). */
  onExit(listener: (reason: string) => void): void;
  close(): Promise<void>;
}
