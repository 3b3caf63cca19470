// @ts-check
// electron-builder's beforePack hook, run once per platform and arch before the app's files are
// copied: rebuilds the staged app's native modules (better-sqlite3) for that target's Electron.
// electron-builder's own rebuild is off (npmRebuild: false); native-rebuild.mjs says why.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { rebuildNativeModules } from './native-rebuild.mjs';

/** electron-builder's Arch enum, by value. */
const ARCH_NAMES = ['ia32', 'x64', 'armv7l', 'arm64', 'universal'];

/**
 * The rebuild target of a pack.
 * @param {{ electronPlatformName: string, arch: number, packager: { info: { appDir: string, framework: { version: string } } } }} context
 * @returns {{ appDir: string, electronVersion: string, platform: NodeJS.Platform, arch: string }}
 */
export function rebuildTarget(context) {
  const arch = ARCH_NAMES[context.arch];
  if (arch === undefined || arch === 'universal')
    throw new Error(`cannot rebuild native modules for arch ${context.arch}`);
  const platform = context.electronPlatformName === 'mas' ? 'darwin' : context.electronPlatformName;
  return {
    appDir: context.packager.info.appDir,
    electronVersion: context.packager.info.framework.version,
    platform: /** @type {NodeJS.Platform} */ (platform),
    arch,
  };
}

/**
 * @param {Parameters<typeof rebuildTarget>[0]} context
 */
export default async function beforePack(context) {
  const target = rebuildTarget(context);
  // The staged modules are about to be rebuilt for this target: `npm start` must redo its own build.
  rmSync(join(target.appDir, '.native-build.json'), { force: true });
  if (process.env.CIRCUITFORGE_SKIP_NATIVE_REBUILD === '1') {
    console.log(
      '  • native modules NOT rebuilt for Electron (CIRCUITFORGE_SKIP_NATIVE_REBUILD=1): this build is for inspection only',
    );
    return;
  }
  console.log(
    `  • rebuilding the staged app's native modules for Electron ${target.electronVersion} (${target.platform}-${target.arch})`,
  );
  await rebuildNativeModules(target);
}
