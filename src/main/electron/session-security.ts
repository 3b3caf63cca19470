/**
 * Applies the plain security decisions of window-config.ts and external-links.ts to Electron's
 * session and to every web contents (checklist #5, #12–#15).
 */
import { shell, type Session, type WebContents } from 'electron';
import { frameNavigationVerdict, navigationVerdict, windowOpenVerdict, type NavigationVerdict } from './external-links';
import { isAllowedRequest, isAppDownload } from './window-config';

/**
 * Denies every permission and every download but the files the page itself makes (exports, saved
 * through the system's save dialog), and cancels every request that leaves the app.
 */
export function hardenSession(session: Session, devServer: string | undefined): void {
  session.setPermissionRequestHandler((_contents, permission, callback) => {
    console.warn(`[FORBIDDEN] permission request for ${permission} denied`);
    callback(false);
  });
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
  session.setSpellCheckerEnabled(false);
  session.on('will-download', (event, item) => {
    if (isAppDownload(item.getURL(), devServer)) {
      item.setSaveDialogOptions({ defaultPath: item.getFilename() });
      return;
    }
    console.warn(`[FORBIDDEN] download of ${item.getURL().slice(0, 200)} cancelled`);
    event.preventDefault();
  });
  session.webRequest.onBeforeRequest((details, callback) => {
    const allowed = isAllowedRequest(details.url, devServer);
    if (!allowed) console.warn(`[FORBIDDEN] request to ${details.url.slice(0, 200)} cancelled`);
    callback({ cancel: !allowed });
  });
}

function openOutside(url: string): void {
  shell.openExternal(url).catch((error: unknown) => console.error(`[INTERNAL] could not open ${url}`, error));
}

function enforce(verdict: NavigationVerdict, url: string, prevent: () => void): void {
  if (verdict.action === 'allow') return;
  prevent();
  if (verdict.openExternal !== undefined) openOutside(verdict.openExternal);
  else console.warn(`[FORBIDDEN] navigation to ${url.slice(0, 200)} blocked`);
}

/**
 * Keeps a web contents on the app's pages: no webview, no navigation or redirect away (an allowed
 * https link opens in the system browser instead), no new window ever.
 */
export function guardWebContents(contents: WebContents, appOrigins: readonly string[]): void {
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.on('will-frame-navigate', (event) =>
    enforce(frameNavigationVerdict(event.url, event.isMainFrame, appOrigins), event.url, () => event.preventDefault()),
  );
  contents.on('will-redirect', (event) =>
    enforce(navigationVerdict(event.url, appOrigins), event.url, () => event.preventDefault()),
  );
  contents.setWindowOpenHandler(({ url }) => {
    enforce(windowOpenVerdict(url), url, () => undefined);
    return { action: 'deny' };
  });
}
