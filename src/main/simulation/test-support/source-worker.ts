import { workerTransport, type WorkerEntry } from '../worker-transport';
import type { SimTransport } from '../transport';

/** The worker from its TypeScript source, loaded through tsx (tests run before any build). */
export function sourceWorkerEntry(): WorkerEntry {
  const entry = new URL('../sim-worker.ts', import.meta.url).href;
  return {
    code: `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); }).catch((error) => { console.error(error); process.exit(1); });`,
  };
}

/** A worker-thread transport running the simulation host from source. */
export function sourceWorkerTransport(): SimTransport {
  return workerTransport(sourceWorkerEntry());
}
