/**
 * The Electron window's and session's security settings as plain data, so tests can read them
 * without Electron. Numbers (#n) refer to Electron's checklist:
 * https://www.electronjs.org/docs/latest/tutorial/security
 */
import { encodeChannelsArgument } from '../../shared/bridge';
import { CHANNEL_NAMES } from '../../shared/contract';

/** The custom scheme the renderer is served from (no file://: #18). */
export const APP_SCHEME = 'circuitforge';
/** The host of the app's pages under {@link APP_SCHEME}. */
export const APP_HOST = 'app';
/** The origin of the app's own pages. */
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
/** The page the window opens. */
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

/**
 * Privileges of {@link APP_SCHEME}: a standard, secure origin (so relative URLs, localStorage and
 * fetch of its own files work) that is NOT allowed to bypass the Content-Security-Policy, register
 * service workers or be fetched cross-origin.
 */
export const APP_SCHEME_PRIVILEGES = {
  standard: true,
  secure: true,
  supportFetchAPI: true,
  bypassCSP: false,
  allowServiceWorkers: false,
  corsEnabled: false,
  stream: false,
  codeCache: false,
} as const;

/** `webPreferences` of every window (#2–#4, #6, #8–#10, #12, #20). */
export function secureWebPreferences(preloadPath: string, options: { devTools: boolean }) {
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
    // Middle-click opens links in new windows on some platforms; nothing here needs it (VS Code does the same).
    disableBlinkFeatures: 'Auxclick',
    webviewTag: false,
    navigateOnDragDrop: false,
    safeDialogs: true,
    // The spell checker downloads dictionaries from Google: an offline app must not.
    spellcheck: false,
    devTools: options.devTools,
    // The preload learns the contract's channel names from here (see src/shared/bridge.ts).
    additionalArguments: [encodeChannelsArgument(CHANNEL_NAMES)] as string[],
  } as const;
}

/** A window rectangle; x and y are absent when the window should be centred. */
export interface WindowBounds {
  readonly x?: number;
  readonly y?: number;
  readonly width: number;
  readonly height: number;
}

/** The smallest window the layout works in. */
export const MIN_WINDOW_SIZE = { width: 900, height: 600 } as const;
/** The size of a new window on a display large enough for it. */
export const DEFAULT_WINDOW_SIZE = { width: 1440, height: 900 } as const;

/** Options of the main window, apart from `webPreferences`. */
export function mainWindowOptions(bounds: WindowBounds, icon: string | undefined) {
  return {
    ...bounds,
    minWidth: MIN_WINDOW_SIZE.width,
    minHeight: MIN_WINDOW_SIZE.height,
    show: false,
    title: 'CircuitForge',
    backgroundColor: '#1b1d23',
    ...(icon === undefined ? {} : { icon }),
  };
}

/** The minimum of a sender frame the check needs (Electron's WebFrameMain has more). */
export interface SenderFrame {
  readonly url: string;
  readonly parent: unknown;
}

/**
 * The origin of a URL as Chromium sees it. Node's URL gives "null" for every non-special scheme, so
 * the app's own scheme (registered as standard in Chromium) is computed here: scheme and lower-case
 * host; a user name, password or port makes it no app origin. A blob: URL has its creator's origin.
 */
export function originOf(rawUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return undefined;
  }
  if (url.protocol === 'blob:') return url.pathname.startsWith('blob:') ? undefined : originOf(url.pathname);
  if (url.protocol === `${APP_SCHEME}:`) {
    if (url.username !== '' || url.password !== '' || url.port !== '' || url.hostname === '') return undefined;
    return `${APP_SCHEME}://${url.hostname.toLowerCase()}`;
  }
  return url.origin === 'null' ? undefined : url.origin;
}

/**
 * True when an IPC message comes from the app's own top-level page (#17): the main frame (no
 * parent) at the app origin, or at the dev server's origin while developing. A frame that is gone
 * (null, or whose url throws because it was destroyed) is refused.
 */
export function isTrustedSender(frame: SenderFrame | null | undefined, devServerOrigin?: string): boolean {
  if (!frame) return false;
  try {
    if (frame.parent !== null) return false;
    const origin = originOf(frame.url);
    return origin === APP_ORIGIN || (devServerOrigin !== undefined && origin === devServerOrigin);
  } catch {
    return false;
  }
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin of electron-vite's dev server, from ELECTRON_RENDERER_URL, or undefined. A packaged app
 * ignores it, and only an http URL on this machine is accepted: an environment variable must never
 * point the app window at a remote page.
 */
export function devServerOrigin(rendererUrl: string | undefined, isPackaged: boolean): string | undefined {
  if (isPackaged || rendererUrl === undefined) return undefined;
  try {
    const url = new URL(rendererUrl);
    return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname) ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the app's session may make a request: only to the app's own scheme, the dev server while
 * developing, DevTools, and data:/blob: URLs of the page itself. Everything else (any network
 * address) is cancelled, so nothing in the renderer can phone home even if the CSP had a hole.
 */
export function isAllowedRequest(rawUrl: string, devServer?: string): boolean {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return false;
  }
  const fromApp = (origin: string | undefined) =>
    origin === APP_ORIGIN || (devServer !== undefined && origin === devServer);
  switch (url.protocol) {
    case `${APP_SCHEME}:`:
    case 'blob:':
    case 'http:':
      return fromApp(originOf(rawUrl));
    case 'devtools:':
    case 'data:':
      return true;
    case 'ws:':
      // Vite's hot reload socket, on the dev server's host and port.
      return devServer !== undefined && `http://${url.host}` === devServer;
    default:
      return false;
  }
}

/**
 * Whether a download may go ahead (with the system's save dialog): only files the app's own page
 * makes (`blob:` URLs of the app's origin: an exported circuit, Verilog or image). Everything else
 * (a link the page did not make, a file from the network) is cancelled.
 */
export function isAppDownload(rawUrl: string, devServer?: string): boolean {
  if (!rawUrl.startsWith('blob:')) return false;
  const origin = originOf(rawUrl);
  return origin === APP_ORIGIN || (devServer !== undefined && origin === devServer);
}
