import type { WorkerEntry } from '../../simulation/worker-transport';

/** The Verilog worker from its TypeScript source, loaded through tsx (tests run before any build). */
export function sourceVerilogWorkerEntry(): WorkerEntry {
  const entry = new URL('../yosys-worker.ts', import.meta.url).href;
  return {
    code: `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); }).catch((error) => { console.error(error); process.exit(1); });`,
  };
}
