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

/** The renderer reaches the main process only through the contract (api.ts), and imports only src/shared. */
const rendererRestrictions = {
  paths: [{ name: 'electron', message: 'The renderer reaches the main process only through api.ts.' }],
  patterns: [
    { group: ['node:*'], message: 'The renderer runs in a sandbox: no Node.' },
    {
      group: ['**/main/**', '**/core/**', '**/preload/**'],
      message: 'The renderer imports only src/shared; the rest is reached through the contract (api.ts).',
    },
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
      'no-restricted-imports': ['error', pureLayerRestrictions('src/shared', ['core', 'main', 'preload', 'renderer'])],
    },
  },
  {
    files: ['src/core/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.bench.ts', '**/test-support/**'],
    rules: { 'no-restricted-imports': ['error', pureLayerRestrictions('src/core', ['main', 'preload', 'renderer'])] },
  },
  {
    // The assistant engine knows nothing of circuits: it may not reach the tools, the documents, the
    // assistant service or anything circuit-specific (they are built on it, not the other way round).
    files: ['src/core/ai/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test-support/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...pureLayerRestrictions('src/core', ['main', 'preload', 'renderer']),
          patterns: [
            ...pureLayerRestrictions('src/core', ['main', 'preload', 'renderer']).patterns,
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
