// @ts-check
// The Electron fuses of packaged builds: switches compiled into the Electron binary that turn off
// ways to run other code through the app (https://www.electronjs.org/docs/latest/tutorial/fuses).
// after-pack.mjs flips them in every packaged app and reads them back.
import fuses from '@electron/fuses';

const { FuseV1Options, FuseVersion } = fuses;

/** @typedef {keyof typeof FuseV1Options & string} FuseName */

/**
 * The setting of every fuse @electron/fuses knows. `false` closes a door, `true` turns a check on.
 * @type {Readonly<Record<string, boolean>>}
 */
export const FUSE_SETTINGS = Object.freeze({
  // `ELECTRON_RUN_AS_NODE=1 CircuitForge script.js` would run any script as plain Node.
  RunAsNode: false,
  // Cookies and local storage encrypted with the OS key store (safeStorage's backend).
  EnableCookieEncryption: true,
  // NODE_OPTIONS could preload code (--require) into the main process.
  EnableNodeOptionsEnvironmentVariable: false,
  // --inspect / --inspect-brk would let anyone attach a debugger to the main process.
  EnableNodeCliInspectArguments: false,
  // The app.asar must match the hash electron-builder embeds (macOS and Windows).
  EnableEmbeddedAsarIntegrityValidation: true,
  // Load the app only from app.asar, never from a loose resources/app folder someone drops in.
  OnlyLoadAppFromAsar: true,
  LoadBrowserProcessSpecificV8Snapshot: false,
  // We serve the renderer from circuitforge://, never file://.
  GrantFileProtocolExtraPrivileges: false,
});

/**
 * The options of `flipFuses` for {@link FUSE_SETTINGS}.
 * @param {{ resetAdHocDarwinSignature: boolean }} options true for an unsigned arm64 macOS app,
 *   whose ad-hoc signature flipping breaks
 * @returns {import('@electron/fuses').FuseConfig<boolean>}
 */
export function fuseConfig({ resetAdHocDarwinSignature }) {
  /** @type {Record<number, boolean>} */
  const wire = {};
  for (const [name, value] of Object.entries(FUSE_SETTINGS)) {
    const index = /** @type {Record<string, number>} */ (/** @type {unknown} */ (FuseV1Options))[name];
    if (index === undefined) throw new Error(`@electron/fuses knows no fuse named ${name}`);
    wire[index] = value;
  }
  return { version: FuseVersion.V1, resetAdHocDarwinSignature, ...wire };
}

const ENABLE = 0x31; // '1'
const DISABLE = 0x30; // '0'

/**
 * The fuses whose state in a binary differs from {@link FUSE_SETTINGS} ([] when all are right).
 * @param {Record<string, unknown>} wire what `getCurrentFuseWire` read from the binary
 * @returns {string[]}
 */
export function fuseDrift(wire) {
  return Object.entries(FUSE_SETTINGS)
    .filter(([name, value]) => {
      const index = /** @type {Record<string, number>} */ (/** @type {unknown} */ (FuseV1Options))[name];
      return index === undefined || wire[String(index)] !== (value ? ENABLE : DISABLE);
    })
    .map(([name, value]) => `${name} should be ${value ? 'on' : 'off'}`);
}
