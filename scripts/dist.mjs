// @ts-check
// `npm run dist [-- electron-builder flags]`: builds the app, stages it (desktop-app.mjs) and
// packages it with electron-builder (build/electron-builder.yml) into dist/. Without flags it
// builds the installers of this platform (Linux: AppImage and deb; macOS: dmg; Windows: NSIS).
// electron-builder downloads the Electron runtime and its packaging tools; where they cannot be
// had, this ends with one sentence saying so (the full log is kept in dist/electron-builder.log).
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, stageApp, readElectronVersion } from './desktop-app.mjs';
import { buildLessonPage } from './lesson-page-build.mjs';

const LOG = join(ROOT, 'dist', 'electron-builder.log');

/** @param {string} sentence */
function stop(sentence) {
  console.error(`npm run dist: ${sentence}`);
  process.exit(1);
}

const NETWORK =
  /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|getaddrinfo|socket hang up|status code 40[34]|Unable to download/i;

/**
 * Why electron-builder failed, in one sentence, from its output: the step it was in (its last
 * "•" line before the first "⨯") and whether the error is a failed download.
 * @param {string} output
 * @param {string} electronVersion
 * @returns {string}
 */
export function explainFailure(output, electronVersion) {
  const lines = output.split('\n');
  const errorAt = lines.findIndex((line) => /^\s*⨯/.test(line));
  const error = errorAt === -1 ? '' : lines.slice(errorAt, errorAt + 3).join(' ');
  const step = (errorAt === -1 ? lines : lines.slice(0, errorAt)).filter((line) => /^\s*•/.test(line)).pop() ?? '';
  const log = `full log: ${relative(ROOT, LOG)}`;
  if (NETWORK.test(error)) {
    if (/rebuilding native modules/.test(step)) {
      return `better-sqlite3 could not be rebuilt for Electron ${electronVersion}: its Electron headers or prebuilt binary could not be downloaded (${log}).`;
    }
    if (/packaging\s+platform=/.test(step)) {
      return (
        `the Electron ${electronVersion} runtime that installers are built from could not be downloaded, so no ` +
        'installer was made: run it on a machine that can reach github.com, or put ' +
        `electron-v${electronVersion}-<platform>-<arch>.zip in the folder ELECTRON_CACHE names (${log}).`
      );
    }
    return `a tool electron-builder needs (${step.replace(/^\s*•\s*/, '').split(/\s{2,}/)[0] || 'a download'}) could not be downloaded, so no installer was made: run it on a machine that can reach github.com (${log}).`;
  }
  const message = error
    .replace(/^\s*⨯\s*/, '')
    .split(/\s+(?:failedTask|stackTrace)=/)[0]
    ?.trim();
  return `electron-builder failed${message ? `: ${message.slice(0, 300)}` : ''} (${log}).`;
}

async function main() {
  const build = spawnSync(process.execPath, [join(ROOT, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0 || buildLessonPage(ROOT).status !== 0)
    stop('the app did not build (run "npm run build" to see why).');

  try {
    await stageApp({ rebuild: false, log: (line) => console.log(`  • ${line}`) });
  } catch (error) {
    stop(error instanceof Error ? error.message : String(error));
  }

  mkdirSync(join(ROOT, 'dist'), { recursive: true });
  const log = createWriteStream(LOG);
  const args = [
    join(ROOT, 'node_modules/electron-builder/cli.js'),
    '--config',
    'build/electron-builder.yml',
    '--publish',
    'never',
    ...process.argv.slice(2),
  ];
  console.log(`  • packaging with electron-builder ${process.argv.slice(2).join(' ')}`.trimEnd());
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  /** @type {Record<string, string>} */
  const partial = { stdout: '', stderr: '' };
  const relay = (/** @type {'stdout' | 'stderr'} */ stream) => (/** @type {Buffer} */ chunk) => {
    const text = chunk.toString();
    output += text;
    log.write(text);
    // Show electron-builder's progress lines; errors and stack traces stay in the log.
    const lines = (partial[stream] + text).split('\n');
    partial[stream] = lines.pop() ?? '';
    for (const line of lines) if (/^\s+•/.test(line) && !/error/i.test(line)) console.log(line);
  };
  child.stdout.on('data', relay('stdout'));
  child.stderr.on('data', relay('stderr'));
  const code = await new Promise((resolve) => child.on('close', resolve));
  await new Promise((resolve) => log.end(resolve));
  if (code !== 0) stop(explainFailure(output, readElectronVersion()));
  console.log(`npm run dist: installers are in ${relative(ROOT, join(ROOT, 'dist')) || 'dist'}/`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
