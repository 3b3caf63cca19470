/**
 * The Electron entry: one secure window over the `circuitforge://app` protocol, the contract on
 * IPC and the menu. Every decision lives in a plain module beside this one; this file only connects them.
 */
import { join } from 'node:path';
import { app, BrowserWindow, ipcMain, protocol, session } from 'electron';
import { EVENT_CHANNEL } from '../../shared/bridge';
import { createAppServices, type AppServices } from '../app-services';
import { installMenu } from './desktop-actions';
import { bindContract } from './ipc';
import { answerAppRequest } from './renderer-protocol';
import { guardWebContents, hardenSession } from './session-security';
import {
  APP_ENTRY_URL,
  APP_ORIGIN,
  APP_SCHEME,
  APP_SCHEME_PRIVILEGES,
  DEFAULT_WINDOW_SIZE,
  devServerOrigin,
  mainWindowOptions,
  secureWebPreferences,
} from './window-config';

// Checklist #4: sandbox every renderer, whatever a window's options say.
app.enableSandbox();
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: APP_SCHEME_PRIVILEGES }]);

const rendererUrl = process.env.ELECTRON_RENDERER_URL;
const devServer = devServerOrigin(rendererUrl, app.isPackaged);
const appOrigins = devServer === undefined ? [APP_ORIGIN] : [APP_ORIGIN, devServer];
const rendererDir = join(import.meta.dirname, '../renderer');
let services: AppServices | undefined;

function createWindow(current: AppServices): BrowserWindow {
  const window = new BrowserWindow({
    ...mainWindowOptions(DEFAULT_WINDOW_SIZE, undefined),
    webPreferences: secureWebPreferences(join(import.meta.dirname, '../preload/index.cjs'), {
      devTools: !app.isPackaged,
    }),
  });
  window.once('ready-to-show', () => window.show());
  const unsubscribe = current.events.subscribe((message) => {
    if (!window.isDestroyed()) window.webContents.send(EVENT_CHANNEL, message);
  });
  window.on('closed', unsubscribe);
  window
    .loadURL(devServer === undefined ? APP_ENTRY_URL : rendererUrl!)
    .catch((error: unknown) => console.error('[INTERNAL] could not load the app page', error));
  return window;
}

app.on('web-contents-created', (_event, contents) => guardWebContents(contents, appOrigins));

void app.whenReady().then(() => {
  hardenSession(session.defaultSession, devServer);
  protocol.handle(APP_SCHEME, async (request) => {
    const answer = await answerAppRequest(rendererDir, request.url, request.method);
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  });
  services = createAppServices({ host: 'electron' });
  bindContract(ipcMain, services.handlers, devServer === undefined ? {} : { devServerOrigin: devServer });
  installMenu(services);
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
