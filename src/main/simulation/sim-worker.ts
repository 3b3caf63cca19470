// Entry of the simulation worker thread: the simulation host behind the message protocol.
// Imported outside a worker (the test runner resolves `?modulePath` to this module) it does nothing.
import { parentPort } from 'node:worker_threads';
import type { SimRequestMessage } from '../../core/simulation/host/protocol';
import { SimulationHost } from '../../core/simulation/host/simulation-host';
import { answer, nodeTimers } from './host-adapter';

const port = parentPort;
if (port) {
  const host = new SimulationHost(nodeTimers, (update) => port.postMessage({ kind: 'update', update }));
  port.on('message', (message: SimRequestMessage) => port.postMessage(answer(host, message)));
}
