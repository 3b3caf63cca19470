import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

/**
 * Three builds: the main process (Electron entry plus the browser host and the command line, all
 * three plain Node), the
 * sandboxed preload (one self-contained CommonJS file: a sandboxed preload cannot load modules,
 * https://electron-vite.org/guide/dev#limitations-of-sandboxing) and the renderer.
 */
export default defineConfig({
  main: {
    build: {
      // The browser host runs this output on the machine's Node (20+), not only inside Electron.
      target: 'node20',
      rolldownOptions: {
        input: {
          index: resolve('src/main/electron/main.ts'),
          host: resolve('src/main/host/cli.ts'),
          // The command line (src/cli, docs/CLI.md): built with the main process so that it shares its
          // chunks and its workers (import, Verilog) and is packaged with it; out/main/cli.js.
          cli: resolve('src/cli/bin.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve('src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve('src/renderer'),
    plugins: [react()],
    build: {
      rolldownOptions: { input: { index: resolve('src/renderer/index.html') } },
    },
  },
});
