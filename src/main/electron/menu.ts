/**
 * The application menu as plain data, built by a pure function from the actions it triggers, so
 * tests read it without Electron (only types are imported).
 *
 * How a menu item and the renderer's shortcut stay one command: Chromium gives every key press to
 * the page first; a menu accelerator fires only for a key press the page did not handle (see
 * electron/electron `PlatformHandleKeyboardEvent`). So:
 * - clicked with the mouse, an item sends its `app.command` to the renderer, which runs exactly
 *   what its shortcut runs;
 * - fired by its accelerator, the renderer did not want the key (a text field has the focus, or no
 *   shortcut is bound): the editing items then do the native text action (undo, copy… in the
 *   field), the others still send their command.
 */
import type { MenuItemConstructorOptions } from 'electron';
import type { CommandId } from '../../shared/commands';

/** A native editing action of the focused page (what Cmd+C does in a text field). */
export type NativeEdit = 'undo' | 'redo' | 'cut' | 'copy' | 'paste' | 'selectAll';

/** What the menu items do. main.ts implements them with Electron and the app services. */
export interface MenuActions {
  /** Sends a renderer command as an `app.command` event. */
  readonly command: (id: CommandId) => void;
  /** Runs a native editing action in the focused page. */
  readonly nativeEdit: (action: NativeEdit) => void;
  readonly newCircuit: () => void;
  readonly openFile: () => void;
  readonly importFiles: () => void;
  readonly exportCircuit: () => void;
  readonly openRecent: (circuitId: string) => void;
  readonly about: () => void;
  readonly toggleDevTools: () => void;
}

/** A circuit in File › Recent. */
export interface RecentCircuit {
  readonly id: string;
  readonly name: string;
}

/** Everything the template depends on. */
export interface MenuInput {
  readonly platform: NodeJS.Platform;
  readonly appName: string;
  /** Development builds get Reload and DevTools. */
  readonly isPackaged: boolean;
  /** Most recent first. */
  readonly recent: readonly RecentCircuit[];
  readonly actions: MenuActions;
}

/** How many circuits File › Recent lists. */
export const RECENT_LIMIT = 10;

/**
 * The shortcut shown beside each command (Electron accelerator syntax). The renderer binds the same
 * keys; this table is the one to keep in step with its action registry.
 */
export const COMMAND_ACCELERATORS = {
  'edit.undo': 'CmdOrCtrl+Z',
  'edit.redo': 'Shift+CmdOrCtrl+Z',
  'edit.cut': 'CmdOrCtrl+X',
  'edit.copy': 'CmdOrCtrl+C',
  'edit.paste': 'CmdOrCtrl+V',
  'edit.duplicate': 'CmdOrCtrl+D',
  'edit.selectAll': 'CmdOrCtrl+A',
  'view.zoomIn': 'CmdOrCtrl+=',
  'view.zoomOut': 'CmdOrCtrl+-',
  'view.fit': 'Shift+1',
  'view.toggleChat': 'CmdOrCtrl+J',
  'view.toggleMinimap': 'Shift+CmdOrCtrl+M',
  'view.toggleHistory': 'Shift+CmdOrCtrl+H',
} as const satisfies Partial<Record<CommandId, string>>;

/** Shortcuts of the File items that main runs itself. */
export const FILE_ACCELERATORS = {
  'file.new': 'CmdOrCtrl+N',
  'file.open': 'CmdOrCtrl+O',
  'file.import': 'Shift+CmdOrCtrl+O',
  'file.export': 'Shift+CmdOrCtrl+E',
} as const;

const NATIVE_EDITS: Partial<Record<CommandId, NativeEdit>> = {
  'edit.undo': 'undo',
  'edit.redo': 'redo',
  'edit.cut': 'cut',
  'edit.copy': 'copy',
  'edit.paste': 'paste',
  'edit.selectAll': 'selectAll',
};

type Item = MenuItemConstructorOptions;

function commandItem(actions: MenuActions, id: CommandId, label: string): Item {
  const native = NATIVE_EDITS[id];
  const accelerator = (COMMAND_ACCELERATORS as Partial<Record<CommandId, string>>)[id];
  return {
    id,
    label,
    ...(accelerator === undefined ? {} : { accelerator }),
    click: (_item, _window, event) => {
      if (event.triggeredByAccelerator === true && native !== undefined) actions.nativeEdit(native);
      else actions.command(id);
    },
  };
}

/** `&` starts a mnemonic in menu labels on Windows and Linux; a circuit's name shows it as is. */
export function escapeLabel(text: string): string {
  return text.replace(/&/g, '&&');
}

function recentItems(input: MenuInput): Item[] {
  if (input.recent.length === 0) return [{ id: 'file.recent.none', label: 'No circuits yet', enabled: false }];
  return input.recent.slice(0, RECENT_LIMIT).map((circuit) => ({
    id: `file.recent.${circuit.id}`,
    label: escapeLabel(circuit.name),
    click: () => input.actions.openRecent(circuit.id),
  }));
}

function fileMenu(input: MenuInput): Item {
  const { actions } = input;
  const mac = input.platform === 'darwin';
  return {
    label: '&File',
    submenu: [
      { id: 'file.new', label: '&New Circuit', accelerator: FILE_ACCELERATORS['file.new'], click: actions.newCircuit },
      { id: 'file.open', label: '&Open…', accelerator: FILE_ACCELERATORS['file.open'], click: actions.openFile },
      { id: 'file.recent', label: 'Open &Recent', submenu: recentItems(input) },
      { type: 'separator' },
      {
        id: 'file.import',
        label: '&Import…',
        accelerator: FILE_ACCELERATORS['file.import'],
        click: actions.importFiles,
      },
      {
        id: 'file.export',
        label: '&Export…',
        accelerator: FILE_ACCELERATORS['file.export'],
        click: actions.exportCircuit,
      },
      { type: 'separator' },
      mac ? { role: 'close' } : { role: 'quit', label: 'E&xit' },
    ],
  };
}

function editMenu(actions: MenuActions): Item {
  return {
    label: '&Edit',
    submenu: [
      commandItem(actions, 'edit.undo', '&Undo'),
      commandItem(actions, 'edit.redo', '&Redo'),
      { type: 'separator' },
      commandItem(actions, 'edit.cut', 'Cu&t'),
      commandItem(actions, 'edit.copy', '&Copy'),
      commandItem(actions, 'edit.paste', '&Paste'),
      commandItem(actions, 'edit.duplicate', '&Duplicate'),
      commandItem(actions, 'edit.delete', 'De&lete'),
      { type: 'separator' },
      commandItem(actions, 'edit.selectAll', 'Select &All'),
    ],
  };
}

function viewMenu(input: MenuInput): Item {
  const { actions } = input;
  const dev: Item[] = input.isPackaged
    ? []
    : [
        { type: 'separator' },
        { role: 'reload' },
        { id: 'view.devTools', label: 'Toggle &Developer Tools', click: actions.toggleDevTools },
      ];
  return {
    label: '&View',
    submenu: [
      commandItem(actions, 'view.zoomIn', 'Zoom &In'),
      commandItem(actions, 'view.zoomOut', 'Zoom &Out'),
      commandItem(actions, 'view.fit', '&Fit to Window'),
      { type: 'separator' },
      commandItem(actions, 'view.toggleTheme', 'Toggle &Theme'),
      commandItem(actions, 'view.toggleChat', 'Toggle &Chat'),
      commandItem(actions, 'view.toggleMinimap', 'Toggle &Minimap'),
      commandItem(actions, 'view.toggleHistory', 'Toggle &History'),
      { type: 'separator' },
      { role: 'togglefullscreen' },
      ...dev,
    ],
  };
}

/** The whole application menu. On macOS it starts with the app menu and has a Window menu. */
export function buildMenuTemplate(input: MenuInput): Item[] {
  const { actions } = input;
  const about: Item = { id: 'help.about', label: `&About ${input.appName}`, click: actions.about };
  const menus: Item[] = [fileMenu(input), editMenu(actions), viewMenu(input)];
  if (input.platform !== 'darwin') return [...menus, { label: '&Help', role: 'help', submenu: [about] }];
  const appMenu: Item = {
    label: input.appName,
    submenu: [
      { ...about, id: 'app.about' },
      { type: 'separator' },
      { role: 'services' },
      { type: 'separator' },
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide' },
      { type: 'separator' },
      { role: 'quit' },
    ],
  };
  return [appMenu, ...menus, { role: 'windowMenu' }, { label: '&Help', role: 'help', submenu: [about] }];
}
