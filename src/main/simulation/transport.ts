import type { SimHostMessage } from '../../core/simulation/host/protocol';
import type { SimTransport } from '../../core/simulation/transport';
import { answer, createSimulationHost } from './host-adapter';

export type { SimTransport };

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
  const host = createSimulationHost((update) => deliver({ kind: 'update', update }));
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
