import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

/**
 * Three builds: the main process (Electron entry plus the browser host, both plain Node), the
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
