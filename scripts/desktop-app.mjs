// @ts-check
// The desktop app as Electron loads it, staged in its own folder (.cache/desktop-app): the built
// out/ folder, the icon, a package.json, and a node_modules holding only what the main process
// imports at run time (and what those import). Packaging (scripts/dist.mjs) and `npm start` use it.
// Native modules are rebuilt for Electron HERE, so the project's node_modules keep their Node build
// for the tests (see build/native-rebuild.mjs).
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rebuildNativeModules } from '../build/native-rebuild.mjs';

/** The project folder. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Where the app is staged. */
export const STAGE_DIR = join(ROOT, '.cache', 'desktop-app');
const MARKER = '.native-build.json';

const BUILTINS = new Set(builtinModules);

/**
 * The packages a built JavaScript file imports by name (`from "x"`, `import("x")`, `require("x")`),
 * without Node's own modules and electron.
 * @param {string} source
 * @returns {Set<string>}
 */
export function bareImports(source) {
  const found = new Set();
  // A package name has no spaces, parentheses or commas: that keeps code like `attr(wire, "from")`
  // followed by another string from reading as an import.
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*)["']([^"'./\s(),;][^"'\s(),;]*)["']/g;
  for (const match of source.matchAll(pattern)) {
    // An example in a doc comment (` *   import x from 'pkg'`, `// require('pkg')`) is not an import.
    const lineStart = source.lastIndexOf('\n', match.index) + 1;
    if (/^\s*(?:\*|\/\/)/.test(source.slice(lineStart, match.index))) continue;
    const specifier = /** @type {string} */ (match[1]);
    if (specifier.startsWith('node:')) continue;
    const parts = specifier.split('/');
    const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : /** @type {string} */ (parts[0]);
    if (BUILTINS.has(name) || name === 'electron') continue;
    found.add(name);
  }
  return found;
}

/**
 * Every package the files under `dir` import by name.
 * @param {string} dir
 * @returns {string[]}
 */
export function runtimeImports(dir) {
  const names = new Set();
  const walk = (/** @type {string} */ folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(c|m)?js$/.test(entry.name))
        for (const name of bareImports(readFileSync(path, 'utf8'))) names.add(name);
    }
  };
  walk(dir);
  return [...names].sort();
}

/**
 * @typedef {{ name: string, version: string, dir: string }} StagedPackage
 */

/**
 * The packages `names` need at run time, found the way Node finds them (node_modules folders from
 * the requiring package up to `root`), with their dependencies and optional dependencies.
 * @param {string} root the project folder
 * @param {readonly string[]} names
 * @returns {StagedPackage[]} sorted by folder
 */
export function dependencyClosure(root, names) {
  /** @type {Map<string, StagedPackage>} */
  const found = new Map();
  /** @param {string} name @param {string} from @param {boolean} optional */
  const visit = (name, from, optional) => {
    const dir = locate(root, name, from);
    if (dir === undefined) {
      if (optional) return;
      throw new Error(`${name} (needed by ${relative(root, from) || 'the app'}) is not installed: run npm install.`);
    }
    if (found.has(dir)) return;
    /** @type {{ version: string, dependencies?: Record<string, string>, optionalDependencies?: Record<string, string> }} */
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    found.set(dir, { name, version: manifest.version, dir });
    for (const dep of Object.keys(manifest.dependencies ?? {})) visit(dep, dir, false);
    for (const dep of Object.keys(manifest.optionalDependencies ?? {})) visit(dep, dir, true);
  };
  for (const name of names) visit(name, root, false);
  return [...found.values()].sort((a, b) => a.dir.localeCompare(b.dir));
}

/**
 * @param {string} root
 * @param {string} name
 * @param {string} from
 * @returns {string | undefined}
 */
function locate(root, name, from) {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === root || dirname(dir) === dir) return undefined;
  }
}

/**
 * The staged package.json: the project's identity, the entry point, and only the runtime
 * dependencies (with the versions the project pins).
 * @param {Record<string, unknown> & { dependencies?: Record<string, string> }} project
 * @param {readonly string[]} runtime
 */
export function stagedManifest(project, runtime) {
  /** @type {Record<string, string>} */
  const dependencies = {};
  for (const name of runtime) {
    const version = project.dependencies?.[name];
    if (version === undefined) {
      throw new Error(`The main process imports ${name}, which is not in package.json "dependencies": add it there.`);
    }
    dependencies[name] = version;
  }
  const keep = ['name', 'productName', 'version', 'description', 'license', 'author', 'homepage', 'type', 'main'];
  return { ...Object.fromEntries(keep.filter((k) => k in project).map((k) => [k, project[k]])), dependencies };
}

/**
 * Stages the built app into `target`; with `rebuild`, also rebuilds its native modules for the
 * local Electron (skipped when the last rebuild was for the same Electron and modules).
 * @param {{ target?: string, rebuild: boolean, log?: (line: string) => void }} options
 * @returns {Promise<{ dir: string, packages: StagedPackage[] }>}
 */
export async function stageApp({ target = STAGE_DIR, rebuild, log = () => undefined }) {
  for (const file of ['out/main/index.js', 'out/preload/index.cjs', 'out/renderer/index.html']) {
    if (!existsSync(join(ROOT, file))) throw new Error(`${file} is missing: run "npm run build" first.`);
  }
  /** @type {Record<string, unknown> & { dependencies?: Record<string, string>, main?: string }} */
  const project = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const runtime = runtimeImports(join(ROOT, 'out', 'main'));
  const manifest = stagedManifest(project, runtime);
  const packages = dependencyClosure(ROOT, runtime);

  mkdirSync(target, { recursive: true });
  for (const entry of ['out', 'resources']) rmSync(join(target, entry), { recursive: true, force: true });
  cpSync(join(ROOT, 'out'), join(target, 'out'), { recursive: true });
  mkdirSync(join(target, 'resources'), { recursive: true });
  cpSync(join(ROOT, 'resources', 'icon.png'), join(target, 'resources', 'icon.png'));
  writeFileSync(join(target, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);

  const electronVersion = readElectronVersion();
  const wanted = {
    electronVersion,
    platform: process.platform,
    arch: process.arch,
    packages: packages.map((p) => `${relative(ROOT, p.dir)}@${p.version}`),
  };
  const markerPath = join(target, MARKER);
  const previous = existsSync(markerPath) ? readFileSync(markerPath, 'utf8') : '';
  if (rebuild && previous === JSON.stringify(wanted)) {
    log(
      `desktop app staged in ${relative(ROOT, target)} (native modules already built for Electron ${electronVersion})`,
    );
    return { dir: target, packages };
  }
  rmSync(markerPath, { force: true });
  rmSync(join(target, 'node_modules'), { recursive: true, force: true });
  for (const pkg of packages) {
    cpSync(pkg.dir, join(target, relative(ROOT, pkg.dir)), {
      recursive: true,
      // Nested node_modules are staged as packages of their own, only if needed.
      filter: (source) => source === pkg.dir || !relative(pkg.dir, source).split(sep).includes('node_modules'),
    });
  }
  if (rebuild) {
    log(`rebuilding native modules for Electron ${electronVersion} in ${relative(ROOT, target)}…`);
    await rebuildNativeModules({ appDir: target, electronVersion, platform: process.platform, arch: process.arch });
    writeFileSync(markerPath, JSON.stringify(wanted));
  }
  log(`desktop app staged in ${relative(ROOT, target)} (${packages.length} runtime packages)`);
  return { dir: target, packages };
}

/** The version of the electron package the project installs. */
export function readElectronVersion() {
  return /** @type {{ version: string }} */ (
    JSON.parse(readFileSync(join(ROOT, 'node_modules', 'electron', 'package.json'), 'utf8'))
  ).version;
}

/**
 * The Electron executable, or why there is none. Resolved the way `require('electron')` does
 * (node_modules/electron/path.txt, ELECTRON_OVERRIDE_DIST_PATH) but without its fallback of
 * downloading the runtime on the spot, which must not happen in a test run.
 * @returns {{ binary: string, reason?: undefined } | { binary?: undefined, reason: string }}
 */
export function electronBinary() {
  const packageDir = join(ROOT, 'node_modules', 'electron');
  if (!existsSync(join(packageDir, 'package.json'))) return { reason: 'the electron package is not installed' };
  const pathFile = join(packageDir, 'path.txt');
  const executable = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : undefined;
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  if (executable === undefined && !override) {
    return { reason: 'the Electron runtime was never downloaded (node_modules/electron/path.txt is missing)' };
  }
  const binary = override
    ? join(override, executable ?? 'electron')
    : join(packageDir, 'dist', /** @type {string} */ (executable));
  return existsSync(binary) && statSync(binary).isFile()
    ? { binary }
    : { reason: `the Electron runtime is missing (${binary})` };
}
