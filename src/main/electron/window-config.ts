/**
 * The Electron window's security settings as plain data, so tests can read them without Electron.
 * Checklist: https://www.electronjs.org/docs/latest/tutorial/security
 */

/** The custom scheme the renderer is served from (no file://: checklist #18). */
export const APP_SCHEME = 'circuitforge';
/** The origin of the app's own pages. */
export const APP_ORIGIN = `${APP_SCHEME}://app`;
/** The one IPC channel events travel on, main → renderer. */
export const EVENT_CHANNEL = 'circuitforge:event';

/** `webPreferences` of every window (checklist #2–#4, #6, #8–#10). */
export function secureWebPreferences(preloadPath: string) {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    spellcheck: false,
  } as const;
}

/** The minimum of a sender frame the check needs (Electron's WebFrameMain has more). */
export interface SenderFrame {
  readonly url: string;
  readonly parent: unknown;
}

/**
 * True when an IPC message comes from the app's own top-level page (checklist #17): the main frame
 * (no parent) at the app origin, or at the dev server's origin while developing.
 */
export function isTrustedSender(frame: SenderFrame | null | undefined, devServerUrl?: string): boolean {
  if (!frame || frame.parent !== null) return false;
  let origin: string;
  try {
    origin = new URL(frame.url).origin;
  } catch {
    return false;
  }
  if (origin === APP_ORIGIN) return true;
  if (devServerUrl === undefined) return false;
  try {
    return origin === new URL(devServerUrl).origin;
  } catch {
    return false;
  }
}
