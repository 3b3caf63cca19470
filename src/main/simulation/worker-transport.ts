import { Worker } from 'node:worker_threads';
import type { SimHostMessage } from '../../core/simulation/host/protocol';
import builtWorker from './sim-worker?modulePath';
import type { SimTransport } from './transport';

/**
 * Starts the simulation host in a worker thread, so that a big simulation never blocks the main
 * process. The built app loads the chunk electron-vite made of sim-worker.ts; from source (tests,
 * where `?modulePath` is not resolved) it loads the TypeScript through tsx.
 */
export function workerTransport(): SimTransport {
  const worker =
    typeof builtWorker === 'string' && builtWorker.length > 0
      ? new Worker(builtWorker)
      : new Worker(
          `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(
            new URL('./sim-worker.ts', import.meta.url).href,
          )}); }).catch((error) => { console.error(error); process.exit(1); });`,
          { eval: true },
        );
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
