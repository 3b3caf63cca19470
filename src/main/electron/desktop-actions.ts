/**
 * What the menu items do in the desktop app: renderer commands go out as `app.command` events,
 * file items use the native dialogs and the document service, About shows a native box.
 */
import {
  app,
  BrowserWindow,
  dialog,
  Menu,
  type MessageBoxOptions,
  type OpenDialogOptions,
  type SaveDialogOptions,
  type WebContents,
} from 'electron';
import type { AppServices } from '../app-services';
import { APP_NAME, APP_VERSION } from '../app-meta';
import { yieldToEventLoop } from '../yield-now';
import { CIRCUIT_FILE_FILTERS, exportCircuitFile, openCircuitFiles, type FileToImport } from './circuit-files';
import type { ForeignReportData } from '../../shared/contract';
import { buildMenuTemplate, RECENT_LIMIT, type MenuActions, type NativeEdit } from './menu';
import { VERILOG_FILE_FILTERS, writeVerilogFile } from './verilog-files';

/** The window the menu acts on: the focused one, else the first. */
function targetWindow(): BrowserWindow | undefined {
  return BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0];
}

function runNativeEdit(contents: WebContents, action: NativeEdit): void {
  switch (action) {
    case 'undo':
      return contents.undo();
    case 'redo':
      return contents.redo();
    case 'cut':
      return contents.cut();
    case 'copy':
      return contents.copy();
    case 'paste':
      return contents.paste();
    case 'selectAll':
      return contents.selectAll();
  }
}

/** Tells the user through the renderer's notices (failures carry their hint). */
function notify(services: AppServices, level: 'info' | 'error', message: string, hint?: string): void {
  services.events.emit('app.notice', { level, message, ...(hint === undefined ? {} : { hint }) });
}

/** Opens circuit files (dialog, second launch, file argument) and reports each failure. */
export async function openFiles(services: AppServices, paths: readonly string[]): Promise<void> {
  // Through the channel's handler: a big file is read in a worker and built in slices, so the
  // window stays responsive (src/main/import).
  const importFile = (file: FileToImport) =>
    services.handlers['circuit:import'](
      {
        content: file.content,
        fileName: file.fileName,
        ...(file.companions ? { companions: [...file.companions] } : {}),
      },
      { host: 'electron', yieldNow: yieldToEventLoop },
    );
  const results = await openCircuitFiles({ importFile }, paths);
  results.forEach((result, i) => {
    if (!result.success) return notify(services, 'error', result.error, result.hint);
    app.addRecentDocument(paths[i]!);
    // What an import from Logisim or Digital carried over, in the window's notices.
    const { report } = result.data as typeof result.data & { report?: ForeignReportData };
    if (report)
      notify(services, report.unsupported.length > 0 ? 'error' : 'info', importSummary(result.data.meta.name, report));
  });
}

async function chooseFiles(): Promise<string[]> {
  const window = targetWindow();
  const options: OpenDialogOptions = {
    title: 'Import circuits',
    filters: CIRCUIT_FILE_FILTERS,
    properties: ['openFile', 'multiSelections'],
  };
  const answer = window ? await dialog.showOpenDialog(window, options) : await dialog.showOpenDialog(options);
  return answer.canceled ? [] : answer.filePaths;
}

async function exportOpenCircuit(services: AppServices): Promise<void> {
  const current = services.documents.current();
  if (!current.success) return notify(services, 'error', current.error, current.hint);
  const exported = services.documents.exportFile(current.data.meta.id);
  if (!exported.success) return notify(services, 'error', exported.error, exported.hint);
  const window = targetWindow();
  const options: SaveDialogOptions = {
    title: `Export “${current.data.meta.name}”`,
    defaultPath: exported.data.fileName,
    filters: CIRCUIT_FILE_FILTERS,
    properties: ['showOverwriteConfirmation', 'createDirectory'],
  };
  const answer = window ? await dialog.showSaveDialog(window, options) : await dialog.showSaveDialog(options);
  if (answer.canceled || answer.filePath === undefined || answer.filePath === '') return;
  const written = await exportCircuitFile(services.documents, current.data.meta.id, answer.filePath);
  if (!written.success) return notify(services, 'error', written.error, written.hint);
  app.addRecentDocument(written.data.path);
  notify(services, 'info', `Exported “${current.data.meta.name}” to ${written.data.path}.`);
}

/** File › Export Verilog…: the open circuit as a module, saved where the user chooses. */
async function exportOpenVerilog(services: AppServices): Promise<void> {
  const current = services.documents.current();
  if (!current.success) return notify(services, 'error', current.error, current.hint);
  const { name, id } = current.data.meta;
  const exported = await services.handlers['verilog:export']({ circuitId: id }, { host: 'electron' });
  if (!exported.success) return notify(services, 'error', exported.error, exported.hint);
  const window = targetWindow();
  const options: SaveDialogOptions = {
    title: `Export “${name}” as Verilog`,
    defaultPath: exported.data.fileName,
    filters: VERILOG_FILE_FILTERS,
    properties: ['showOverwriteConfirmation', 'createDirectory'],
  };
  const answer = window ? await dialog.showSaveDialog(window, options) : await dialog.showSaveDialog(options);
  if (answer.canceled || answer.filePath === undefined || answer.filePath === '') return;
  const written = await writeVerilogFile(answer.filePath, exported.data.source);
  if (!written.success) return notify(services, 'error', written.error, written.hint);
  notify(services, 'info', `Exported “${name}” as module ${exported.data.moduleName} to ${written.data.path}.`);
}

async function showAbout(): Promise<void> {
  const window = targetWindow();
  const options: MessageBoxOptions = {
    type: 'info',
    title: `About ${APP_NAME}`,
    message: `${APP_NAME} ${APP_VERSION}`,
    detail: [
      'Design and simulate digital logic circuits, with an assistant that builds and checks them.',
      '',
      `Electron ${process.versions.electron ?? '?'} · Chromium ${process.versions.chrome ?? '?'} · Node ${process.versions.node}`,
    ].join('\n'),
    buttons: ['OK'],
  };
  if (window) await dialog.showMessageBox(window, options);
  else await dialog.showMessageBox(options);
}

function logFailure(what: string): (error: unknown) => void {
  return (error) => console.error(`[INTERNAL] ${what} failed`, error);
}

/** The menu actions over the app services. */
export function desktopMenuActions(services: AppServices): MenuActions {
  return {
    command: (command) => services.events.emit('app.command', { command }),
    nativeEdit: (action) => {
      const contents = targetWindow()?.webContents;
      if (contents) runNativeEdit(contents, action);
    },
    newCircuit: () => {
      const created = services.documents.create();
      if (!created.success) notify(services, 'error', created.error, created.hint);
    },
    importFiles: () =>
      void chooseFiles()
        .then((paths) => openFiles(services, paths))
        .catch(logFailure('Import')),
    exportCircuit: () => void exportOpenCircuit(services).catch(logFailure('Export')),
    exportVerilog: () => void exportOpenVerilog(services).catch(logFailure('Export Verilog')),
    openRecent: (id) => {
      const opened = services.documents.openCircuit(id);
      if (!opened.success) notify(services, 'error', opened.error, opened.hint);
    },
    openExample: (id) =>
      void Promise.resolve(services.handlers['examples:open']({ id }, { host: 'electron' }))
        .then((opened) => {
          // Opened in the main process: the window follows its `circuit.opened` event.
          if (!opened.success) notify(services, 'error', opened.error, opened.hint);
        })
        .catch(logFailure('New from example')),
    about: () => void showAbout().catch(logFailure('About')),
    toggleDevTools: () => targetWindow()?.webContents.toggleDevTools(),
  };
}

/** Installs the application menu and rebuilds it when the list of circuits (File › Recent) changes. */
export function installMenu(services: AppServices): () => void {
  const actions = desktopMenuActions(services);
  const build = () => {
    const listed = services.documents.list();
    const recent = listed.success ? listed.data.slice(0, RECENT_LIMIT) : [];
    Menu.setApplicationMenu(
      Menu.buildFromTemplate(
        buildMenuTemplate({
          platform: process.platform,
          appName: APP_NAME,
          isPackaged: app.isPackaged,
          recent,
          actions,
        }),
      ),
    );
  };
  build();
  return services.events.subscribe((message) => {
    if (message.name === 'circuit.listChanged') build();
  });
}

/** One line on what an import from Logisim or Digital carried over (the renderer's notice says more). */
function importSummary(name: string, report: ForeignReportData): string {
  const lacking = report.unsupported.map((u) => `${u.count} × ${u.name}`).join(', ');
  return lacking === ''
    ? `“${name}”: all ${report.components} parts carried over.`
    : `“${name}”: ${report.supported} of ${report.components} parts carried over; placeholders for ${lacking}.`;
}
