import { Worker } from 'node:worker_threads';
import type { SimHostMessage } from '../../core/simulation/host/protocol';
import builtWorker from './sim-worker?modulePath';
import type { SimTransport } from './transport';

/** How to start the worker: the built chunk's path, or code to evaluate (tests run it from source). */
export type WorkerEntry = { readonly file: string } | { readonly code: string };

/** The worker chunk electron-vite builds from sim-worker.ts (resolved through `?modulePath`). */
export function builtWorkerEntry(): WorkerEntry {
  if (typeof builtWorker !== 'string' || builtWorker.length === 0) {
    throw new Error('The simulation worker is not built: run the app from its build (electron-vite build).');
  }
  return { file: builtWorker };
}

/**
 * Starts the simulation host in a worker thread, so that a big simulation never blocks the main
 * process. The worker starts on the first simulation request, not with the app.
 */
export function workerTransport(entry: WorkerEntry = builtWorkerEntry()): SimTransport {
  const worker = 'file' in entry ? new Worker(entry.file) : new Worker(entry.code, { eval: true });
  let exited = false;
  return {
    send: (message) => worker.postMessage(message),
    onMessage: (listener) => worker.on('message', (message: SimHostMessage) => listener(message)),
    onExit: (listener) => {
      worker.on('error', (error) => listener(error.message));
      worker.on('exit', (code) => {
        if (!exited) listener(`the simulation worker exited with code ${code}`);
      });
    },
    close: async () => {
      exited = true;
      await worker.terminate();
    },
  };
}
