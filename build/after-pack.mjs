// @ts-check
// electron-builder's afterPack hook: flips the fuses (fuses.mjs) in the packaged Electron binary,
// before signing, then reads them back and fails the build if any is not as configured.
import { join } from 'node:path';
import fuses from '@electron/fuses';
import { fuseConfig, fuseDrift } from './fuses.mjs';

const ARM64 = 3; // electron-builder's Arch.arm64

/**
 * The Electron executable inside a packaged app folder.
 * @param {{ appOutDir: string, electronPlatformName: string, packager: { executableName: string, appInfo: { productFilename: string } } }} context
 * @returns {string}
 */
export function packagedBinary(context) {
  const { appOutDir, electronPlatformName, packager } = context;
  switch (electronPlatformName) {
    case 'darwin':
    case 'mas':
      return join(appOutDir, `${packager.appInfo.productFilename}.app`);
    case 'win32':
      return join(appOutDir, `${packager.appInfo.productFilename}.exe`);
    default:
      return join(appOutDir, packager.executableName);
  }
}

/**
 * @param {{ appOutDir: string, electronPlatformName: string, arch: number, packager: { executableName: string, appInfo: { productFilename: string } } }} context
 */
export default async function afterPack(context) {
  const binary = packagedBinary(context);
  const darwin = context.electronPlatformName === 'darwin' || context.electronPlatformName === 'mas';
  await fuses.flipFuses(binary, fuseConfig({ resetAdHocDarwinSignature: darwin && context.arch === ARM64 }));
  const drift = fuseDrift(/** @type {Record<string, unknown>} */ (await fuses.getCurrentFuseWire(binary)));
  if (drift.length > 0) throw new Error(`The fuses of ${binary} are wrong after flipping: ${drift.join(', ')}.`);
  console.log(`  • fuses set in ${binary}`);
}
