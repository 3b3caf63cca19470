import type { SimHostMessage, SimRequestMessage } from '../../core/simulation/host/protocol';
import { SimulationHost } from '../../core/simulation/host/simulation-host';
import { answer, nodeTimers } from './host-adapter';

/** A channel to a simulation host: a worker thread in the app, the same thread in some tests. */
export interface SimTransport {
  send(message: SimRequestMessage): void;
  /** Listens for replies and updates. */
  onMessage(listener: (message: SimHostMessage) => void): void;
  /** Listens for the host dying (a crash of the worker). */
  onExit(listener: (reason: string) => void): void;
  close(): Promise<void>;
}

/**
 * Runs the host in this thread, with messages cloned and delivered asynchronously as across a
 * thread boundary, so that the service behaves the same as with the worker.
 */
export function inProcessTransport(): SimTransport {
  let listener: (message: SimHostMessage) => void = () => {};
  let closed = false;
  const deliver = (message: SimHostMessage) =>
    setImmediate(() => {
      if (!closed) listener(structuredClone(message));
    });
  const host = new SimulationHost(nodeTimers, (update) => deliver({ kind: 'update', update }));
  return {
    send(message) {
      const copy = structuredClone(message);
      setImmediate(() => {
        if (!closed) deliver(answer(host, copy));
      });
    },
    onMessage(l) {
      listener = l;
    },
    onExit() {},
    close() {
      closed = true;
      host.dispose();
      return Promise.resolve();
    },
  };
}
