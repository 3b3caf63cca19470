// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const NODE_BUILTINS = [
  'assert',
  'buffer',
  'child_process',
  'cluster',
  'crypto',
  'dgram',
  'dns',
  'events',
  'fs',
  'fs/promises',
  'http',
  'http2',
  'https',
  'net',
  'os',
  'path',
  'process',
  'readline',
  'stream',
  'tls',
  'tty',
  'url',
  'util',
  'v8',
  'vm',
  'worker_threads',
  'zlib',
];

/** Layers: src/shared → src/core → src/main. Imports only go down that list (see docs/ARCHITECTURE.md). */
const pureLayerRestrictions = (layer, forbiddenLayers) => ({
  paths: [
    ...NODE_BUILTINS.map((name) => ({ name, message: `${layer} is pure: no Node I/O. Put adapters in src/main.` })),
    { name: 'electron', message: 'Only src/main/electron/ may import electron.' },
    { name: 'react', message: `${layer} knows nothing of React.` },
    { name: 'react-dom', message: `${layer} knows nothing of React.` },
    { name: 'better-sqlite3', message: 'Storage lives in src/main/store behind interfaces core defines.' },
  ],
  patterns: [
    { group: ['node:*'], message: `${layer} is pure: no Node I/O. Put adapters in src/main.` },
    {
      group: ['electron/*', '@xyflow/*', 'zustand', 'zustand/*', 'openai', '@anthropic-ai/*'],
      message: `${layer} may not import this.`,
    },
    ...forbiddenLayers.map((dir) => ({
      group: [`**/${dir}/**`, `**/${dir}`],
      message: `${layer} may not import from src/${dir} (imports go shared → core → main).`,
    })),
  ],
});

/** The LLM SDKs are used only by the providers (src/main/providers), behind the Provider interface. */
const LLM_SDKS = [
  {
    group: ['openai', 'openai/*', '@anthropic-ai/*'],
    message: 'Only src/main/providers/ may import an LLM SDK (the rest uses the Provider interface).',
  },
];

/** The renderer reaches the main process only through the contract (platform/api.ts), and imports only src/shared. */
const rendererRestrictions = {
  paths: [{ name: 'electron', message: 'The renderer reaches the main process only through api.ts.' }],
  patterns: [
    { group: ['node:*'], message: 'The renderer runs in a sandbox: no Node.' },
    {
      group: ['**/main/**', '**/core/**', '**/preload/**'],
      message: 'The renderer imports only src/shared; the rest is reached through the contract (platform/api.ts).',
    },
    {
      group: ['**/lesson-page/**'],
      message: "Nothing imports src/lesson-page: it is the exported lesson page's own script.",
    },
    ...LLM_SDKS,
  ],
};

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.cache/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      'no-console': 'off',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/shared/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        pureLayerRestrictions('src/shared', ['core', 'main', 'preload', 'renderer', 'lesson-page']),
      ],
    },
  },
  {
    // Test support follows the rule of its folder, as product code does; only test files themselves
    // may reach a layer above to assemble real adapters (src/main/test-support has those harnesses).
    files: ['src/core/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.bench.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        pureLayerRestrictions('src/core', ['main', 'preload', 'renderer', 'lesson-page']),
      ],
    },
  },
  {
    // The assistant engine knows nothing of circuits: it may not reach the tools, the documents, the
    // assistant service or anything circuit-specific (they are built on it, not the other way round).
    files: ['src/core/ai/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...pureLayerRestrictions('src/core', ['main', 'preload', 'renderer', 'lesson-page']),
          patterns: [
            ...pureLayerRestrictions('src/core', ['main', 'preload', 'renderer', 'lesson-page']).patterns,
            {
              group: [
                '**/core/tools/**',
                '../tools/*',
                '**/documents/**',
                '../assistant/*',
                '**/core/assistant/**',
                '**/simulation/**',
                '**/validation/**',
                '**/conversations/**',
                '**/shared/circuit/**',
                '**/shared/components/**',
              ],
              message:
                'The assistant engine (src/core/ai) is circuit-agnostic: it may not import tools, documents, the assistant or circuit code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/main/**/*.ts'],
    ignores: ['src/main/electron/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'Only src/main/electron/ may import electron.' }],
          patterns: [
            { group: ['electron/*'], message: 'Only src/main/electron/ may import electron.' },
            { group: ['**/renderer/**'], message: 'main never imports the renderer.' },
            { group: ['**/lesson-page/**'], message: 'main never imports src/lesson-page: it reads the built script.' },
            ...LLM_SDKS,
          ],
        },
      ],
    },
  },
  {
    // The providers are where the SDKs live (the same rule as the rest of src/main, without the SDK ban).
    files: ['src/main/providers/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'Only src/main/electron/ may import electron.' }],
          patterns: [
            { group: ['electron/*'], message: 'Only src/main/electron/ may import electron.' },
            { group: ['**/renderer/**'], message: 'main never imports the renderer.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', rendererRestrictions],
    },
  },
  {
    // The exported lesson page's runtime: a browser script of its own. It draws with the renderer's
    // symbols and its framework-free model, simulates with src/core, and reaches nothing else.
    files: ['src/lesson-page/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'The lesson page runs in any browser: no Electron.' }],
          patterns: [
            { group: ['node:*'], message: 'The lesson page runs in any browser: no Node.' },
            { group: ['**/main/**', '**/preload/**'], message: 'The lesson page has no main process to reach.' },
            {
              regex: '(^|/)renderer/(?!src/(symbols|model)/)',
              message: "The lesson page may use only the renderer's symbols and its framework-free model.",
            },
            ...LLM_SDKS,
          ],
        },
      ],
    },
  },
  {
    // The command line: a Node composition root like the hosts. It runs the app's services headless
    // (src/main), and draws images with the renderer's symbols, framework-free model and SVG export.
    files: ['src/cli/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'The command line runs on Node: no Electron.' }],
          patterns: [
            { group: ['electron/*'], message: 'The command line runs on Node: no Electron.' },
            {
              regex: '(^|/)renderer/(?!src/(symbols|model)/|src/export/svg-document)',
              message:
                "The command line may use only the renderer's symbols, its framework-free model and its SVG export.",
            },
            { group: ['**/lesson-page/**'], message: 'Nothing imports src/lesson-page.' },
            ...LLM_SDKS,
          ],
        },
      ],
    },
  },
  {
    // The renderer's model is framework-free (in the spirit of @xyflow/system): no React, no store,
    // no React Flow values (its types are fine; values come from @xyflow/system).
    files: ['src/renderer/src/model/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'react-dom/server', 'zustand', '@xyflow/react'].map((name) => ({
            name,
            allowTypeImports: true,
            message: 'src/renderer/src/model is framework-free: no React, no store (types are fine).',
          })),
        },
      ],
    },
  },
  {
    // Components reach the main process through the store's actions, so every call has one owner.
    // (A later block replaces the rule's options: the renderer's restrictions are repeated.)
    files: ['src/renderer/src/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...rendererRestrictions,
          patterns: [
            ...rendererRestrictions.patterns,
            {
              regex: '(^|/)api(\\.[cm]?[jt]sx?)?$',
              importNames: ['call'],
              message: 'Components call the main process through a store action (src/renderer/src/stores), not call().',
            },
          ],
        },
      ],
    },
  },
);
