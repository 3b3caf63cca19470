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
 * The accelerators come from the command table the renderer binds (`COMMAND_SHORTCUTS` in
 * src/shared/commands.ts). Keys that type a character (R, Delete, Shift+1) are shown but not
 * registered, or they would fire while the user types in a field.
 */
import type { MenuItemConstructorOptions } from 'electron';
import { COMMAND_SHORTCUTS, type CommandId } from '../../shared/commands';
import { EXAMPLES } from '../../shared/examples';
import { parseShortcut } from '../../shared/shortcuts';

/** A native editing action of the focused page (what Cmd+C does in a text field). */
export type NativeEdit = 'undo' | 'redo' | 'cut' | 'copy' | 'paste' | 'selectAll';

/** What the menu items do. main.ts implements them with Electron and the app services. */
export interface MenuActions {
  /** Sends a renderer command as an `app.command` event. */
  readonly command: (id: CommandId) => void;
  /** Runs a native editing action in the focused page. */
  readonly nativeEdit: (action: NativeEdit) => void;
  readonly newCircuit: () => void;
  readonly importFiles: () => void;
  readonly exportCircuit: () => void;
  /** Saves the open circuit as a Verilog module (`<module>.v`) through the save dialog. */
  readonly exportVerilog: () => void;
  readonly openRecent: (circuitId: string) => void;
  /** Opens a new circuit made from an example (by its id). */
  readonly openExample: (exampleId: string) => void;
  readonly about: () => void;
  readonly toggleDevTools: () => void;
}

type Item = MenuItemConstructorOptions;

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

const ELECTRON_KEYS: Readonly<Record<string, string>> = {
  '+': 'Plus',
  arrowleft: 'Left',
  arrowright: 'Right',
  arrowup: 'Up',
  arrowdown: 'Down',
  enter: 'Enter',
  escape: 'Esc',
  delete: 'Delete',
  backspace: 'Backspace',
};

/** A shortcut of the command table in Electron's accelerator syntax ("Mod+Shift+Z" → "Shift+CmdOrCtrl+Z"). */
export function toAccelerator(shortcut: string): string {
  const s = parseShortcut(shortcut);
  const key = ELECTRON_KEYS[s.key] ?? s.key.charAt(0).toUpperCase() + s.key.slice(1);
  return [s.ctrl ? 'Ctrl' : '', s.alt ? 'Alt' : '', s.shift ? 'Shift' : '', s.mod ? 'CmdOrCtrl' : '', key]
    .filter((p) => p !== '')
    .join('+');
}

/**
 * Whether a shortcut may be registered with the system. A key without Ctrl, ⌘ or Alt (R, Delete,
 * Shift+1) is only shown: registered, it would fire while the user types that character in a field.
 * Function keys type nothing, so they register.
 */
export function registersAccelerator(shortcut: string): boolean {
  const s = parseShortcut(shortcut);
  return s.mod || s.ctrl || s.alt || /^f\d{1,2}$/.test(s.key);
}

/** The accelerator a command's menu item shows: the first of its shortcuts in the command table. */
export function commandAccelerator(id: CommandId): Pick<Item, 'accelerator' | 'registerAccelerator'> {
  const shortcut = COMMAND_SHORTCUTS[id][0];
  if (shortcut === undefined) return {};
  return registersAccelerator(shortcut)
    ? { accelerator: toAccelerator(shortcut) }
    : { accelerator: toAccelerator(shortcut), registerAccelerator: false };
}

const NATIVE_EDITS: Partial<Record<CommandId, NativeEdit>> = {
  'edit.undo': 'undo',
  'edit.redo': 'redo',
  'edit.cut': 'cut',
  'edit.copy': 'copy',
  'edit.paste': 'paste',
  'edit.selectAll': 'selectAll',
};

function commandItem(actions: MenuActions, id: CommandId, label: string): Item {
  const native = NATIVE_EDITS[id];
  return {
    id,
    label,
    ...commandAccelerator(id),
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
      { id: 'file.new', label: '&New Circuit', ...commandAccelerator('file.new'), click: actions.newCircuit },
      // The circuits live in the app's library: Open shows them, as its shortcut does in the window.
      {
        id: 'file.open',
        label: '&Open…',
        ...commandAccelerator('file.open'),
        click: () => actions.command('file.open'),
      },
      { id: 'file.recent', label: 'Open &Recent', submenu: recentItems(input) },
      {
        id: 'file.examples',
        label: 'New from E&xample',
        submenu: EXAMPLES.map((example) => ({
          id: `file.example.${example.id}`,
          label: escapeLabel(example.name),
          toolTip: example.description,
          click: () => actions.openExample(example.id),
        })),
      },
      { type: 'separator' },
      { id: 'file.import', label: '&Import…', ...commandAccelerator('file.import'), click: actions.importFiles },
      { id: 'file.export', label: '&Export…', ...commandAccelerator('file.export'), click: actions.exportCircuit },
      // The import dialog (outputs, top module) and its progress are the page's; the file is saved here.
      commandItem(actions, 'file.importVerilog', 'Import &Verilog…'),
      {
        id: 'file.exportVerilog',
        label: 'Export Veri&log…',
        ...commandAccelerator('file.exportVerilog'),
        click: actions.exportVerilog,
      },
      // Images are drawn by the renderer (it has the symbols and the routes): the page runs these.
      commandItem(actions, 'file.exportImage', 'Export I&mage…'),
      commandItem(actions, 'file.print', '&Print…'),
      { type: 'separator' },
      // The lesson editor's files: the page makes them (from the lesson and course it has open).
      commandItem(actions, 'lessons.exportPage', 'Export Lesson as &HTML…'),
      commandItem(actions, 'lessons.exportCourse', 'Export &Course…'),
      commandItem(actions, 'lessons.importCourse', 'Import Co&urse…'),
      { type: 'separator' },
      // macOS keeps Settings in the app menu; elsewhere it sits in File, above Exit.
      ...(mac ? [] : [commandItem(actions, 'app.settings', 'Se&ttings…'), { type: 'separator' } as const]),
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
      { type: 'separator' },
      commandItem(actions, 'edit.rotate', 'R&otate'),
      commandItem(actions, 'edit.addNote', 'Add &Note'),
      commandItem(actions, 'edit.resetRoute', 'Reset &Wire Route'),
      commandItem(actions, 'layout.auto', 'Arrange &Automatically'),
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
      commandItem(actions, 'view.toggleTruthTable', 'Toggle Truth Ta&ble'),
      commandItem(actions, 'view.toggleTests', 'Toggle T&ests'),
      commandItem(actions, 'view.toggleWaveform', 'Toggle &Waveform'),
      commandItem(actions, 'view.toggleLessons', 'Toggle &Lessons'),
      commandItem(actions, 'lessons.toggleEditor', 'Toggle Lesso&n Editor'),
      { type: 'separator' },
      commandItem(actions, 'circuit.openSubcircuit', 'Open &Subcircuit'),
      commandItem(actions, 'circuit.leaveSubcircuit', '&Leave Subcircuit'),
      commandItem(actions, 'view.commandPalette', 'Command &Palette…'),
      { type: 'separator' },
      { role: 'togglefullscreen' },
      ...dev,
    ],
  };
}

function simulateMenu(actions: MenuActions): Item {
  return {
    label: '&Simulate',
    submenu: [
      commandItem(actions, 'sim.toggleRun', '&Run / Pause Clocks'),
      commandItem(actions, 'sim.step', '&Step Half a Period'),
      { type: 'separator' },
      commandItem(actions, 'sim.reset', 'R&eset Simulation'),
      { type: 'separator' },
      commandItem(actions, 'tests.runAll', 'Run All &Tests'),
    ],
  };
}

/** The whole application menu. On macOS it starts with the app menu and has a Window menu. */
export function buildMenuTemplate(input: MenuInput): Item[] {
  const { actions } = input;
  const about: Item = { id: 'help.about', label: `&About ${input.appName}`, click: actions.about };
  const menus: Item[] = [fileMenu(input), editMenu(actions), viewMenu(input), simulateMenu(actions)];
  const help: Item = { label: '&Help', role: 'help', submenu: [{ ...about, ...commandAccelerator('help.about') }] };
  if (input.platform !== 'darwin') return [...menus, help];
  const appMenu: Item = {
    label: input.appName,
    submenu: [
      { ...about, id: 'app.about' },
      { type: 'separator' },
      commandItem(actions, 'app.settings', 'Settings…'),
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
  return [appMenu, ...menus, { role: 'windowMenu' }, help];
}
