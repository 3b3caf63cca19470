import type { WorkerEntry } from '../../simulation/worker-transport';

/** The import worker from its TypeScript source, loaded through tsx (tests run before any build). */
export function sourceImportWorkerEntry(): WorkerEntry {
  const entry = new URL('../import-worker.ts', import.meta.url).href;
  return {
    code: `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); }).catch((error) => { console.error(error); process.exit(1); });`,
  };
}
