// Entry of the simulation worker thread: the simulation host behind the message protocol.
// Imported outside a worker (the test runner resolves `?modulePath` to this module) it does nothing.
import { parentPort } from 'node:worker_threads';
import type { SimRequestMessage } from '../../core/simulation/host/protocol';
import { answer, createSimulationHost } from './host-adapter';

const port = parentPort;
if (port) {
  const host = createSimulationHost((update) => port.postMessage({ kind: 'update', update }));
  port.on('message', (message: SimRequestMessage) => port.postMessage(answer(host, message)));
}
