// @ts-check
// Rebuilds the native modules (better-sqlite3) of the STAGED app for Electron's ABI.
//
// Why not electron-builder's own rebuild: it runs @electron/rebuild with projectRootPath set to
// the project, and @electron/rebuild then walks up from the app folder to that root and rebuilds
// every node_modules it meets (search-module.js, traverseAncestorDirectories), which would replace
// the project's Node build of better-sqlite3 with an Electron one and break the tests. Here the
// walk is fenced to the staged folder: projectRootPath === buildPath.
import { rebuild } from '@electron/rebuild';

/**
 * The @electron/rebuild options for a staged app folder.
 * @param {{ appDir: string, electronVersion: string, platform: NodeJS.Platform, arch: string }} target
 * @returns {import('@electron/rebuild').RebuildOptions}
 */
export function nativeRebuildOptions({ appDir, electronVersion, platform, arch }) {
  return {
    buildPath: appDir,
    projectRootPath: appDir,
    electronVersion,
    platform,
    arch,
    types: ['prod', 'optional'],
    force: true,
    mode: 'sequential',
  };
}

/**
 * Rebuilds the staged app's native modules for Electron.
 * @param {Parameters<typeof nativeRebuildOptions>[0]} target
 */
export async function rebuildNativeModules(target) {
  await rebuild(nativeRebuildOptions(target));
}
