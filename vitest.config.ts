import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**', 'out/**'],
    environment: 'node',
    testTimeout: 30_000,
    // Let `*.css?raw` imports read the stylesheets (vitest otherwise hands tests an empty string).
    css: { include: [/\.css\?raw$/] },
  },
});
