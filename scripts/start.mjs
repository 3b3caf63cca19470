// `npm start`: builds the app and runs it in Electron; where the Electron runtime cannot be
// obtained (it is downloaded lazily and the download can fail), serves the same app to a browser.
// `npm run web` (--web) always uses the browser host. Other flags go to the browser host.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const web = args.includes('--web');
const skipBuild = args.includes('--no-build');
const hostArgs = args.filter((a) => a !== '--web' && a !== '--no-build');

/** The Electron executable, or a sentence saying why there is none. */
function electronBinary() {
  try {
    const packageDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
    const pathFile = join(packageDir, 'path.txt');
    if (!existsSync(pathFile)) return { reason: 'the Electron runtime was not downloaded' };
    const binary = join(packageDir, 'dist', readFileSync(pathFile, 'utf8').trim());
    return existsSync(binary) ? { binary } : { reason: `the Electron runtime is missing (${binary})` };
  } catch {
    return { reason: 'the electron package is not installed' };
  }
}

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
  if (build.status !== 0) {
    console.error('circuitforge: the build failed (run "npm run build" to see why).');
    process.exit(1);
  }
}

const electron = web ? { reason: 'npm run web asks for the browser host' } : electronBinary();
if (electron.binary) {
  run(electron.binary, ['.']);
} else {
  console.log(
    `CircuitForge desktop window unavailable (${electron.reason}); serving the same app to your browser instead.`,
  );
  run(process.execPath, [join(root, 'out/main/host.js'), ...hostArgs]);
}
