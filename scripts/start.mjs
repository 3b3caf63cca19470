// `npm start`: builds the app and runs it in Electron; where the Electron runtime cannot be
// obtained (it is downloaded lazily and the download can fail), serves the same app to a browser.
// `npm run web` (--web) always uses the browser host. Other flags go to the browser host.
// Electron runs the staged app (scripts/desktop-app.mjs), whose native modules are rebuilt for
// Electron there, so the project's node_modules stay built for Node and the tests.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildLessonPage } from './lesson-page-build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const web = args.includes('--web');
const skipBuild = args.includes('--no-build');
const hostArgs = args.filter((a) => a !== '--web' && a !== '--no-build');

function run(command, commandArgs) {
  const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
}

if (!skipBuild) {
  const build = spawnSync(process.execPath, [join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // The exported lesson page's script (src/lesson-page), built on its own into out/lesson-page.
  const pageBuild = build.status === 0 ? buildLessonPage(root) : build;
  if (build.status !== 0 || pageBuild.status !== 0) {
    console.error('circuitforge: the build failed (run "npm run build" to see why).');
    process.exit(1);
  }
}

const desktop = web ? undefined : await import('./desktop-app.mjs');
const electron = desktop ? desktop.electronBinary() : { reason: 'npm run web asks for the browser host' };
let staged;
if (desktop && electron.binary) {
  try {
    staged = await desktop.stageApp({ rebuild: true, log: (line) => console.log(`circuitforge: ${line}`) });
  } catch (error) {
    electron.reason = `the desktop app could not be prepared: ${error instanceof Error ? error.message : String(error)}`;
  }
}
if (electron.binary && staged) {
  run(electron.binary, [staged.dir]);
} else {
  console.log(
    `CircuitForge desktop window unavailable (${electron.reason}); serving the same app to your browser instead.`,
  );
  run(process.execPath, [join(root, 'out/main/host.js'), ...hostArgs]);
}
