/**
 * The Electron entry: one instance, one secure window over the `circuitforge://app` protocol, the
 * contract on IPC, the menu, and a quit that closes the services (the database) first. Every
 * decision lives in a plain module beside this one; this file only connects them to Electron.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { app, dialog, ipcMain, protocol, safeStorage, session } from 'electron';
import { randomBytes } from 'node:crypto';
import { createAppServices, type AppServices } from '../app-services';
import { startMcpEndpoint, type McpEndpoint } from '../host/mcp-endpoint';
import { announceMcp } from '../mcp/discovery';
import { mcpEndpointOptions } from './mcp-options';
import { lessonPageRuntimePath } from '../lesson-page-runtime';
import { createMainWindow, focusWindow, type MainWindow } from './app-window';
import { createSafeStorageCipher } from './safe-storage-cipher';
import { installMenu, openFiles } from './desktop-actions';
import { bindContract } from './ipc';
import { createQuitGuard, fileArgument, secondInstanceFile, userArguments } from './launch';
import { answerAppRequest } from './renderer-protocol';
import { guardWebContents, hardenSession } from './session-security';
import { APP_ENTRY_URL, APP_ORIGIN, APP_SCHEME, APP_SCHEME_PRIVILEGES, devServerOrigin } from './window-config';

// Checklist #4: sandbox every renderer, whatever a window's options say.
app.enableSandbox();
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: APP_SCHEME_PRIVILEGES }]);

// A separate data folder (tests, a portable copy). Set before the single-instance lock, which is per folder.
const dataDirOverride = process.env.CIRCUITFORGE_DATA_DIR;
if (dataDirOverride !== undefined && dataDirOverride !== '') app.setPath('userData', resolve(dataDirOverride));

const launchFile = fileArgument(userArguments(process.argv, app.isPackaged), process.cwd());

// `CircuitForge --cli <command>`: the command line (docs/CLI.md), no window. The packaged app runs
// no script as Node (its RunAsNode fuse is off), so MCP clients and graders launch it this way.
if (process.argv.includes('--cli')) void import(pathToFileURL(join(import.meta.dirname, 'cli.js')).href);
// One instance per data folder, so two processes never write one database. A second launch hands
// its file to the first and quits.
else if (app.requestSingleInstanceLock(launchFile === undefined ? {} : { file: launchFile })) startApp();
else app.quit();

function startApp(): void {
  const rendererUrl = process.env.ELECTRON_RENDERER_URL;
  const devServer = devServerOrigin(rendererUrl, app.isPackaged);
  const appOrigins = devServer === undefined ? [APP_ORIGIN] : [APP_ORIGIN, devServer];
  const rendererDir = join(import.meta.dirname, '../renderer');
  const icon = join(app.getAppPath(), 'resources', 'icon.png');
  const pendingFiles: string[] = launchFile === undefined ? [] : [launchFile];
  let services: AppServices | undefined;
  let mainWindow: MainWindow | undefined;
  let unbindContract: (() => void) | undefined;
  let mcp: { endpoint: McpEndpoint; withdraw: () => void } | undefined;

  const open = (paths: readonly string[]) => {
    if (services === undefined) return void pendingFiles.push(...paths);
    if (mainWindow && !mainWindow.window.isDestroyed()) focusWindow(mainWindow.window);
    openFiles(services, paths).catch((error: unknown) => console.error('[INTERNAL] opening files failed', error));
  };

  const showWindow = async (current: AppServices) => {
    mainWindow = await createMainWindow({
      url: devServer === undefined ? APP_ENTRY_URL : rendererUrl!,
      preload: join(import.meta.dirname, '../preload/index.cjs'),
      icon: process.platform !== 'darwin' && existsSync(icon) ? icon : undefined,
      stateFile: join(app.getPath('userData'), 'window-state.json'),
      devTools: !app.isPackaged,
      events: current.events,
    });
  };

  app.on('web-contents-created', (_event, contents) => guardWebContents(contents, appOrigins));
  app.on('second-instance', (_event, argv, workingDirectory, additionalData) => {
    if (mainWindow && !mainWindow.window.isDestroyed()) focusWindow(mainWindow.window);
    const file = secondInstanceFile(additionalData, argv, workingDirectory, app.isPackaged);
    if (file !== undefined) open([file]);
  });
  app.on('open-file', (event, path) => {
    event.preventDefault();
    open([path]);
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on(
    'will-quit',
    createQuitGuard({
      close: async () => {
        await mainWindow?.stateSaved();
        unbindContract?.();
        mcp?.withdraw();
        await mcp?.endpoint.close();
        await services?.close();
      },
      quit: () => app.quit(),
    }),
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => app.quit());

  app
    .whenReady()
    .then(async () => {
      hardenSession(session.defaultSession, devServer);
      protocol.handle(APP_SCHEME, async (request) => {
        const answer = await answerAppRequest(rendererDir, request.url, request.method, services?.lessonFrame);
        return new Response(answer.body, { status: answer.status, headers: answer.headers });
      });
      const current = createAppServices({
        host: 'electron',
        dataDir: app.getPath('userData'),
        cipher: createSafeStorageCipher(safeStorage, process.platform),
        lessonPageRuntime: lessonPageRuntimePath(import.meta.dirname),
        starterCourse: true,
        mcpCommand: { command: process.execPath, args: ['--cli', 'mcp', '--data-dir', app.getPath('userData')] },
      });
      services = current;
      // Outside agents (MCP): Streamable HTTP on loopback, announced in the data folder for `circuitforge mcp`.
      const mcpOptions = mcpEndpointOptions(process.env, () => randomBytes(24).toString('base64url'));
      if (typeof mcpOptions === 'string') console.warn(`[MCP] not served: ${mcpOptions}`);
      else {
        // The app runs without MCP rather than not at all (a pinned port in use, a folder not writable).
        try {
          const endpoint = await startMcpEndpoint({ services: current, ...mcpOptions });
          const withdraw = announceMcp(app.getPath('userData'), {
            url: endpoint.url,
            token: mcpOptions.token,
            pid: process.pid,
            host: 'electron',
          });
          mcp = { endpoint, withdraw };
        } catch (error) {
          console.warn(`[MCP] not served: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      unbindContract = bindContract(
        ipcMain,
        current.handlers,
        devServer === undefined ? {} : { devServerOrigin: devServer },
      );
      installMenu(current);
      await showWindow(current);
      if (pendingFiles.length > 0) open(pendingFiles.splice(0));
      app.on('activate', () => {
        if (mainWindow === undefined || mainWindow.window.isDestroyed()) void showWindow(current);
      });
    })
    .catch((error: unknown) => {
      console.error('[INTERNAL] CircuitForge could not start', error);
      dialog.showErrorBox('CircuitForge could not start', error instanceof Error ? error.message : String(error));
      app.exit(1);
    });
}
