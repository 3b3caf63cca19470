// @ts-check
// `npm run test:packaging`: runs the real packaging path (build, stage, electron-builder with
// build/electron-builder.yml and its hooks) without any download, by handing electron-builder a
// stand-in Electron folder whose binary carries Electron's fuse wire in its default state. Then it
// checks what a user would get: the fuses flipped and read back, the app archive holding the built
// app and exactly the staged runtime packages, native addons outside the archive, no sources, maps
// or browser host. What only a real Electron can show (that the app starts) is the Electron
// end-to-end test's job.
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import fuses from '@electron/fuses';
import { fuseDrift } from '../build/fuses.mjs';
import { bareImports, ROOT, STAGE_DIR, stageApp } from './desktop-app.mjs';
import {
  extractAsar,
  importWithBuiltWorker,
  verilogWorkerChunk,
  YOSYS_PACKAGE,
  yosysRuntimeFiles,
} from './packaged-yosys.mjs';
import { buildLessonPage } from './lesson-page-build.mjs';

/** Electron's fuse wire as shipped (before flipping): version 1, 8 fuses. */
const DEFAULT_WIRE = [1, 8, ...'10110001'].map((c) => (typeof c === 'number' ? c : c.charCodeAt(0)));

/** A folder electron-builder accepts as `electronDist`: a binary with the fuse sentinel, and licences. */
function standInElectron() {
  const dir = mkdtempSync(join(tmpdir(), 'circuitforge-electron-dist-'));
  mkdirSync(join(dir, 'resources'));
  const binary = Buffer.concat([
    Buffer.from('#!/bin/sh\necho "stand-in Electron for the packaging check"\n'),
    Buffer.alloc(256),
    Buffer.from('dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX'),
    Buffer.from(DEFAULT_WIRE),
    Buffer.alloc(256),
  ]);
  writeFileSync(join(dir, 'electron'), binary);
  chmodSync(join(dir, 'electron'), 0o755);
  writeFileSync(join(dir, 'LICENSE'), 'MIT');
  writeFileSync(join(dir, 'LICENSES.chromium.html'), '<!doctype html>');
  writeFileSync(join(dir, 'version'), '0.0.0-stand-in');
  return dir;
}

/**
 * The file paths inside an asar archive (its header is a JSON tree after 16 bytes).
 * @param {string} file
 * @returns {string[]}
 */
export function asarFiles(file) {
  const buffer = readFileSync(file);
  const header = /** @type {{ files: Record<string, unknown> }} */ (
    JSON.parse(buffer.toString('utf8', 16, 16 + buffer.readUInt32LE(12)))
  );
  /** @type {string[]} */
  const paths = [];
  const walk = (/** @type {Record<string, any>} */ node, /** @type {string} */ prefix) => {
    for (const [name, entry] of Object.entries(node)) {
      if (entry.files) walk(entry.files, `${prefix}${name}/`);
      else paths.push(`${prefix}${name}`);
    }
  };
  walk(header.files, '');
  return paths;
}

/**
 * The version of every package manifest (`…/node_modules/<name>/package.json`) inside an asar
 * archive, by path: the header's entries give each file's offset in the content after the header.
 * @param {string} file
 * @returns {Map<string, string>}
 */
export function asarManifestVersions(file) {
  const buffer = readFileSync(file);
  const headerSize = buffer.readUInt32LE(4);
  const header = /** @type {{ files: Record<string, unknown> }} */ (
    JSON.parse(buffer.toString('utf8', 16, 16 + buffer.readUInt32LE(12)))
  );
  /** @type {Map<string, string>} */
  const versions = new Map();
  const walk = (/** @type {Record<string, any>} */ node, /** @type {string} */ prefix) => {
    for (const [name, entry] of Object.entries(node)) {
      const path = `${prefix}${name}`;
      if (entry.files) walk(entry.files, `${path}/`);
      else if (/(^|\/)node_modules\/(@[^/]+\/)?[^/]+\/package\.json$/.test(path) && entry.offset !== undefined) {
        const start = 8 + headerSize + Number(entry.offset);
        try {
          const manifest = JSON.parse(buffer.toString('utf8', start, start + entry.size));
          if (typeof manifest.version === 'string') versions.set(path, manifest.version);
        } catch {
          // not JSON: not a manifest this check reads
        }
      }
    }
  };
  walk(header.files, '');
  return versions;
}

/** @param {string} dir @returns {string[]} */
function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

const results = /** @type {{ name: string, ok: boolean, detail?: string }[]} */ ([]);
/** @param {string} name @param {boolean} ok @param {string} [detail] */
const check = (name, ok, detail) => {
  results.push({ name, ok, ...(detail === undefined ? {} : { detail }) });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${ok || detail === undefined ? '' : `: ${detail}`}`);
};

const build = spawnSync(process.execPath, [join(ROOT, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (build.status !== 0 || buildLessonPage(ROOT).status !== 0) {
  console.error('packaging check: the app did not build.');
  process.exit(1);
}

// Yosys (WebAssembly) runs in the Verilog worker thread: the worker must be its own chunk that
// imports @yowasp/yosys by name (bundled, the package's files would not sit beside its code), and
// the package must hold every file it reads at run time (its .wasm modules and share/ files,
// found beside its module through import.meta.url).
const yosysDir = join(ROOT, 'node_modules', ...YOSYS_PACKAGE.split('/'));
const yosysFiles = existsSync(yosysDir) ? yosysRuntimeFiles(yosysDir) : [];
const missingYosys = yosysFiles.filter((file) => !existsSync(join(yosysDir, file)));
check(
  `${YOSYS_PACKAGE} holds the ${yosysFiles.length} files it loads at run time (${yosysFiles.filter((f) => f.endsWith('.wasm')).length} .wasm)`,
  yosysFiles.some((file) => file.endsWith('.wasm')) && missingYosys.length === 0,
  existsSync(yosysDir) ? missingYosys.join(', ') : `${yosysDir} is missing: run npm install`,
);
const workerChunk = verilogWorkerChunk(join(ROOT, 'out', 'main'));
const workerSource = workerChunk ? readFileSync(join(ROOT, 'out', 'main', 'chunks', workerChunk), 'utf8') : '';
check(
  `the Verilog worker is built as its own chunk importing ${YOSYS_PACKAGE}`,
  workerChunk !== undefined &&
    bareImports(workerSource).has(YOSYS_PACKAGE) &&
    !workerSource.includes('yosys.core.wasm'),
  workerChunk
    ? `out/main/chunks/${workerChunk} bundles the package instead of importing it`
    : 'out/main/chunks/yosys-worker-*.js is missing',
);

const { packages } = await stageApp({ rebuild: false });
const output = mkdtempSync(join(tmpdir(), 'circuitforge-dist-check-'));
const electronDist = standInElectron();
const builder = spawnSync(
  process.execPath,
  [
    join(ROOT, 'node_modules/electron-builder/cli.js'),
    '--config',
    'build/electron-builder.yml',
    '--publish',
    'never',
    '--linux',
    'dir',
    `-c.electronDist=${electronDist}`,
    `-c.directories.output=${output}`,
  ],
  { cwd: ROOT, encoding: 'utf8', env: { ...process.env, CIRCUITFORGE_SKIP_NATIVE_REBUILD: '1' } },
);
check(
  'electron-builder packs the staged app',
  builder.status === 0,
  `${builder.stdout}\n${builder.stderr}`.trim().slice(-2000),
);

const appDir = join(output, 'linux-unpacked');
const binary = join(appDir, 'circuitforge');
if (existsSync(binary)) {
  const drift = fuseDrift(/** @type {Record<string, unknown>} */ (await fuses.getCurrentFuseWire(binary)));
  check('the fuses are flipped and read back as configured', drift.length === 0, drift.join(', '));
} else {
  check('the packaged binary exists', false, binary);
}

const asar = join(appDir, 'resources', 'app.asar');
const archived = existsSync(asar) ? asarFiles(asar) : [];
const unpacked = filesUnder(join(appDir, 'resources', 'app.asar.unpacked'));
const shipped = new Set([...archived, ...unpacked]);
for (const file of [
  'package.json',
  'out/main/index.js',
  // The command line (src/cli, docs/CLI.md), built with the main process.
  'out/main/cli.js',
  'out/preload/index.cjs',
  'out/renderer/index.html',
  'resources/icon.png',
]) {
  check(`app.asar holds ${file}`, archived.includes(file));
}
/** A package's folder relative to the project, with forward slashes. */
const folderOf = (/** @type {{ dir: string }} */ pkg) => relative(ROOT, pkg.dir).split(sep).join('/');
/**
 * Where a runtime package may ship: where the project has it, or, for one nested only because the
 * project's top level holds another version that the app does not ship (katex's commander beside
 * postject's), hoisted to the top as electron-builder lays the app's modules out.
 */
const placesOf = (/** @type {{ name: string, dir: string }} */ pkg) => {
  const hoisted = `node_modules/${pkg.name}`;
  const taken = packages.some((other) => other !== pkg && folderOf(other) === hoisted);
  return taken ? [folderOf(pkg)] : [...new Set([folderOf(pkg), hoisted])];
};
const archivedVersions = existsSync(asar) ? asarManifestVersions(asar) : new Map();
for (const pkg of packages) {
  const manifests = placesOf(pkg).map((place) => `${place}/package.json`);
  // electron-builder may also hoist the other way round: one version of a package that several
  // dependents share to the top, and the one other dependent's version nested under it (the MCP
  // SDK's content-type 1.0.5 under the SDK, express's 2.1.0 at the top). Node resolves either.
  const relaid = [...archivedVersions].some(
    ([path, version]) => version === pkg.version && path.endsWith(`node_modules/${pkg.name}/package.json`),
  );
  check(
    `the runtime package ${pkg.name} ${pkg.version} is shipped`,
    manifests.some((m) => shipped.has(m)) || relaid,
    manifests.join(' or '),
  );
}
const stray = [...shipped].filter((file) => /(^|\/)src\/.*\.tsx?$|\.map$|^out\/main\/host\.js$/.test(file));
check('no sources, source maps or browser host are shipped', stray.length === 0, stray.slice(0, 10).join(', '));
// Build intermediates (obj.target…) and the test extension are excluded by electron-builder.yml;
// every other addon must ship unpacked (outside app.asar).
const natives = filesUnder(join(STAGE_DIR, 'node_modules'))
  .filter((file) => file.endsWith('.node') && !file.endsWith('test_extension.node'))
  .filter((file) => !/\/build\/Release\/(obj|obj\.target|\.deps)\//.test(file))
  .map((file) => `node_modules/${file}`);
const packedNatives = natives.filter((file) => !unpacked.includes(file));
check(
  `native addons (${natives.length}) are outside the archive`,
  packedNatives.length === 0,
  packedNatives.join(', '),
);
const extra = archived
  .filter((file) => file.startsWith('node_modules/'))
  .map((file) =>
    file
      .split('/')
      .slice(0, file.startsWith('node_modules/@') ? 3 : 2)
      .join('/'),
  );
const allowed = new Set(packages.flatMap(placesOf));
const unexpected = [...new Set(extra)].filter((dir) => !allowed.has(dir));
check('no package beyond the staged runtime closure is shipped', unexpected.length === 0, unexpected.join(', '));

// Yosys reads its WebAssembly and share/ files with fs from beside its module: they ship outside
// the archive (asarUnpack in electron-builder.yml) as plain files, like the native addons.
const yosysShipped = yosysFiles.map((file) => `node_modules/${YOSYS_PACKAGE}/${file}`);
const yosysPacked = yosysShipped.filter((file) => !unpacked.includes(file));
check(
  `${YOSYS_PACKAGE}'s ${yosysShipped.length} run-time files are shipped outside the archive`,
  yosysShipped.length > 0 && yosysPacked.length === 0,
  yosysPacked.join(', '),
);
// The packaged app laid out as a folder (archive + unpacked files), away from the project's
// node_modules, and a design imported there by the built worker on plain Node: what the app ships
// is enough to synthesise. (Electron's own loading from app.asar is the one step not run here.)
if (existsSync(asar)) {
  const laidOut = mkdtempSync(join(tmpdir(), 'circuitforge-packaged-app-'));
  extractAsar(asar, laidOut);
  const smoke = importWithBuiltWorker(
    laidOut,
    'module smoke(input [1:0] a, input [1:0] b, input clk, output [2:0] sum, output reg q);\n' +
      '  assign sum = a + b;\n  always @(posedge clk) q <= ^a;\nendmodule\n',
  );
  const report = smoke.result?.data?.report;
  check(
    'the packaged app’s Verilog worker synthesises a design on plain Node',
    smoke.ok && report?.gates > 0 && report?.flipFlops === 1,
    smoke.ok ? `report: ${JSON.stringify(report)}` : smoke.detail,
  );
  // The command line loads from the packaged layout (its chunks and commander); the app's services,
  // with their native addon, load only when a command needs them.
  const cli = spawnSync(process.execPath, [join(laidOut, 'out/main/cli.js'), '--help'], { encoding: 'utf8' });
  check(
    'the packaged command line answers --help on plain Node',
    cli.status === 0 && cli.stdout.startsWith('Usage: circuitforge'),
    `${cli.stdout}\n${cli.stderr}`.trim().slice(-2000),
  );
  rmSync(laidOut, { recursive: true, force: true });
}

for (const dir of [output, electronDist]) rmSync(dir, { recursive: true, force: true });
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
