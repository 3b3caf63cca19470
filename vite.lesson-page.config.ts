import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The lesson-page runtime (src/lesson-page): one self-contained IIFE script that an exported lesson
 * page carries inline (src/core/lessons/page/lesson-page.ts). Built to out/lesson-page/lesson-page.js;
 * the main process reads it from there (or from the app's resources once packaged).
 */
export default defineConfig({
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: resolve('out/lesson-page'),
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    sourcemap: false,
    copyPublicDir: false,
    lib: {
      entry: resolve('src/lesson-page/main.tsx'),
      formats: ['iife'],
      name: 'CircuitForgeLessonPage',
      fileName: () => 'lesson-page.js',
    },
  },
});
