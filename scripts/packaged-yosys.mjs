// @ts-check
// What the packaging check (check-packaging.mjs) needs to tell whether Yosys (@yowasp/yosys,
// WebAssembly) will load in the packaged app: the files the package reads at run time, the Verilog
// worker chunk of the build, a packed app.asar laid out again as a folder, and one import run by
// the built worker on plain Node from that folder.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';

export const YOSYS_PACKAGE = '@yowasp/yosys';

/**
 * The files of @yowasp/yosys that it loads at run time, relative to its folder: its entry, the
 * resource module the entry imports lazily, and every file that module names with
 * `new URL("./…", import.meta.url)` (the WebAssembly modules and Yosys's share/ files, read with
 * fs from beside the module on Node).
 * @param {string} packageDir
 * @returns {string[]}
 */
export function yosysRuntimeFiles(packageDir) {
  /** @type {{ exports?: { default?: string } | string }} */
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const entry = posix.normalize(
    typeof manifest.exports === 'string' ? manifest.exports : (manifest.exports?.default ?? 'index.js'),
  );
  const files = new Set([entry]);
  const entryDir = posix.dirname(entry);
  for (const [, lazy] of readFileSync(join(packageDir, entry), 'utf8').matchAll(/\bimport\(\s*"(\.\/[^"]+)"\s*\)/g)) {
    const module = posix.join(entryDir, /** @type {string} */ (lazy));
    files.add(module);
    if (!existsSync(join(packageDir, module))) continue;
    const moduleDir = posix.dirname(module);
    for (const [, url] of readFileSync(join(packageDir, module), 'utf8').matchAll(
      /new URL\(\s*"(\.\/[^"]+)"\s*,\s*import\.meta\.url\s*\)/g,
    )) {
      files.add(posix.join(moduleDir, /** @type {string} */ (url)));
    }
  }
  return [...files].sort();
}

/**
 * The Verilog worker chunk of a build (`out/main/chunks/yosys-worker-<hash>.js`), or undefined.
 * @param {string} outMain the build's out/main folder
 * @returns {string | undefined} its file name
 */
export function verilogWorkerChunk(outMain) {
  const chunks = join(outMain, 'chunks');
  if (!existsSync(chunks)) return undefined;
  return readdirSync(chunks).find((name) => /^yosys-worker-[\w-]+\.js$/.test(name));
}

/**
 * Writes every file of an asar archive into `target`, as the packaged app sees them: the packed
 * ones from the archive, the unpacked ones from `<archive>.unpacked` beside it. Links are skipped.
 * @param {string} archive
 * @param {string} target
 * @returns {number} the files written
 */
export function extractAsar(archive, target) {
  const buffer = readFileSync(archive);
  const headerSize = buffer.readUInt32LE(12);
  /** @type {{ files: Record<string, any> }} */
  const header = JSON.parse(buffer.toString('utf8', 16, 16 + headerSize));
  const dataStart = 8 + buffer.readUInt32LE(4);
  let written = 0;
  const walk = (/** @type {Record<string, any>} */ node, /** @type {string} */ prefix) => {
    for (const [name, entry] of Object.entries(node)) {
      const path = prefix === '' ? name : `${prefix}/${name}`;
      if (entry.files) {
        walk(entry.files, path);
        continue;
      }
      if (entry.link !== undefined) continue;
      const destination = join(target, ...path.split('/'));
      mkdirSync(dirname(destination), { recursive: true });
      if (entry.unpacked) {
        copyFileSync(join(`${archive}.unpacked`, ...path.split('/')), destination);
      } else {
        const start = dataStart + Number(entry.offset);
        writeFileSync(destination, buffer.subarray(start, start + Number(entry.size)));
      }
      written++;
    }
  };
  walk(header.files, '');
  return written;
}

/**
 * Imports `source` with the built Verilog worker of the app in `appDir` (a folder holding out/ and
 * node_modules/ as the packaged app does), started by plain Node: no TypeScript loader, no
 * NODE_OPTIONS, and the folder's own node_modules only (put it outside any project).
 * @param {string} appDir
 * @param {string} source
 * @param {{ top?: string, timeoutMs?: number }} [options]
 * @returns {{ ok: boolean, result?: any, detail: string }}
 */
export function importWithBuiltWorker(appDir, source, options = {}) {
  const chunk = verilogWorkerChunk(join(appDir, 'out', 'main'));
  if (chunk === undefined) return { ok: false, detail: `no Verilog worker chunk in ${join(appDir, 'out', 'main')}` };
  const script = `
    import { Worker } from 'node:worker_threads';
    const worker = new Worker(${JSON.stringify(join(appDir, 'out', 'main', 'chunks', chunk))}, { execArgv: [] });
    worker.on('error', (error) => { console.error(error); process.exit(2); });
    worker.on('message', (message) => {
      if (message.kind !== 'result') return;
      console.log(JSON.stringify(message.result));
      void worker.terminate();
    });
    worker.postMessage({ kind: 'import', job: 1, source: process.env.VERILOG_SOURCE, options: ${JSON.stringify({
      fileName: 'smoke.v',
      ...(options.top === undefined ? {} : { top: options.top }),
    })} });
  `;
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, VERILOG_SOURCE: source };
  delete env.NODE_OPTIONS;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: appDir,
    env,
    encoding: 'utf8',
    timeout: options.timeoutMs ?? 120_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  const detail = `exit ${run.status}${run.signal ? ` (${run.signal})` : ''}: ${run.stderr.trim().slice(-1500)}`;
  const line = run.stdout.trim().split('\n').at(-1) ?? '';
  try {
    const result = JSON.parse(line);
    return {
      ok: run.status === 0 && result.success === true,
      result,
      detail: result.success ? detail : `${result.code}: ${result.error}`,
    };
  } catch {
    return { ok: false, detail: `${detail}\n${run.stdout.slice(-500)}` };
  }
}
