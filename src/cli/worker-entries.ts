import { builtImportWorkerEntry } from '../main/import/worker-reader';
import type { WorkerEntry } from '../main/simulation/worker-transport';
import { builtVerilogWorkerEntry } from '../main/verilog/verilog-importer';

/**
 * The built worker chunk when this runs from the build (electron-vite resolves its `?modulePath`),
 * else the worker's TypeScript source loaded through tsx: `npx circuitforge` in a checkout runs the
 * source (bin/circuitforge.mjs), where the module-path hook leaves the built path empty.
 */
function builtOrSource(built: () => WorkerEntry, source: string): WorkerEntry {
  try {
    return built();
  } catch {
    // A variable, not a literal in `new URL(…)`: the bundler would otherwise copy the source as an asset.
    const entry = JSON.stringify(new URL(source, import.meta.url).href);
    // tsx is a dev dependency that the build never reaches: its name is not written as a literal
    // import, which the packaging reads as a package the app must ship (scripts/desktop-app.mjs).
    const tsx = JSON.stringify('tsx/esm/api');
    return {
      code: `import(${tsx}).then((tsx) => { tsx.register(); return import(${entry}); }).catch((error) => { console.error(error); process.exit(1); });`,
    };
  }
}

/** Where big circuit files (1 MiB and more) are read. */
export function importWorkerEntry(): WorkerEntry {
  return builtOrSource(builtImportWorkerEntry, '../main/import/import-worker.ts');
}

/** Where Verilog is synthesised (Yosys). */
export function verilogWorkerEntry(): WorkerEntry {
  return builtOrSource(builtVerilogWorkerEntry, '../main/verilog/yosys-worker.ts');
}
