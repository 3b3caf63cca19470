import { join } from 'node:path';
import { app, BrowserWindow, ipcMain, protocol, session } from 'electron';
import { dispatch } from '../../core/rpc/dispatch';
import { CHANNEL_NAMES } from '../../shared/contract';
import { fail } from '../../shared/errors';
import { createAppServices, type AppServices } from '../app-services';
import { contentSecurityPolicy } from '../content-security-policy';
import { readStaticFile } from '../host/static-files';
import { APP_ORIGIN, APP_SCHEME, EVENT_CHANNEL, isTrustedSender, secureWebPreferences } from './window-config';

// Checklist #4: sandbox every renderer, whatever a window's options say.
app.enableSandbox();

protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);

const devServerUrl = process.env.ELECTRON_RENDERER_URL;
const rendererDir = join(import.meta.dirname, '../renderer');
let services: AppServices | undefined;

function serveRenderer(): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url);
    if (url.host !== 'app') return new Response('Not found', { status: 404 });
    const file = await readStaticFile(rendererDir, url.pathname);
    if (!file) return new Response('Not found', { status: 404 });
    return new Response(new Uint8Array(file.body), {
      headers: { 'Content-Type': file.contentType, 'Content-Security-Policy': contentSecurityPolicy('electron') },
    });
  });
}

function bindContract(current: AppServices): void {
  for (const channel of CHANNEL_NAMES) {
    ipcMain.handle(channel, async (event, payload: unknown) => {
      if (!isTrustedSender(event.senderFrame, devServerUrl)) {
        console.error(`[FORBIDDEN] ${channel} from untrusted frame ${event.senderFrame?.url ?? '(gone)'}`);
        return fail('FORBIDDEN', 'This page may not call CircuitForge.', 'Only the app window may call it.');
      }
      return dispatch(current.handlers, channel, payload, { host: 'electron' });
    });
  }
}

function createWindow(current: AppServices): BrowserWindow {
  const window = new BrowserWindow({
    width: 1440,
    height: 900,
    minWidth: 900,
    minHeight: 600,
    show: false,
    title: 'CircuitForge',
    backgroundColor: '#1b1d23',
    webPreferences: secureWebPreferences(join(import.meta.dirname, '../preload/index.cjs')),
  });
  window.once('ready-to-show', () => window.show());
  // Checklist #13, #14: the window never navigates away and never opens another window.
  window.webContents.on('will-navigate', (event, url) => {
    if (new URL(url).origin !== APP_ORIGIN) event.preventDefault();
  });
  window.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
  const unsubscribe = current.events.subscribe((message) => {
    if (!window.isDestroyed()) window.webContents.send(EVENT_CHANNEL, message);
  });
  window.on('closed', unsubscribe);
  void window.loadURL(devServerUrl ?? `${APP_ORIGIN}/index.html`);
  return window;
}

void app.whenReady().then(() => {
  // Checklist #5: no page gets camera, microphone, notifications…
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  serveRenderer();
  services = createAppServices({ host: 'electron', dataDir: app.getPath('userData') });
  bindContract(services);
  createWindow(services);
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0 && services) createWindow(services);
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

app.on('will-quit', () => {
  void services?.close();
});
