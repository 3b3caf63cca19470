#!/usr/bin/env node
// `circuitforge <command>` (docs/CLI.md). In a checkout (src/cli/bin.ts and tsx present: `npx
// circuitforge` after `npm ci`, no build needed) it runs the TypeScript source through tsx; else the
// built command line, out/main/cli.js (`npm run build`; the packaged app carries it).
import { existsSync } from 'node:fs';
import { register } from 'node:module';
import { fileURLToPath } from 'node:url';

const source = new URL('../src/cli/bin.ts', import.meta.url);
const built = new URL('../out/main/cli.js', import.meta.url);

async function loadTsx() {
  try {
    return await import('tsx/esm/api');
  } catch {
    return undefined;
  }
}

const tsx = existsSync(source) ? await loadTsx() : undefined;
if (tsx) {
  // The command line's tsconfig: the renderer's drawings it renders images with are JSX.
  tsx.register({ tsconfig: fileURLToPath(new URL('../tsconfig.cli.json', import.meta.url)) });
  // Registered last, so it runs first: the services' worker imports are resolved by the bundler,
  // which tsx is not (scripts/module-path-hook.mjs; the command line finds the workers' sources).
  register('../scripts/module-path-hook.mjs', import.meta.url);
  await import(source.href);
} else if (existsSync(built)) {
  await import(built.href);
} else {
  process.stderr.write(
    'CircuitForge’s command line is not built: run “npm run build” (or install the dev dependencies to run it from source).\n',
  );
  process.exitCode = 3;
}
