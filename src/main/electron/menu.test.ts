import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { COMMAND_IDS, COMMAND_SHORTCUTS, type CommandId } from '../../shared/commands';
import { EXAMPLES } from '../../shared/examples';
import { matchesShortcut, type KeyStroke } from '../../shared/shortcuts';
import { buildMenuTemplate, escapeLabel, RECENT_LIMIT, type MenuActions, type MenuInput } from './menu';

type Item = MenuItemConstructorOptions;

/** Records every action the menu triggers, in order. */
function recordingActions() {
  const calls: string[] = [];
  const actions: MenuActions = {
    command: (id) => void calls.push(`command ${id}`),
    nativeEdit: (action) => void calls.push(`native ${action}`),
    newCircuit: () => void calls.push('newCircuit'),
    importFiles: () => void calls.push('importFiles'),
    exportCircuit: () => void calls.push('exportCircuit'),
    exportVerilog: () => void calls.push('exportVerilog'),
    openRecent: (id) => void calls.push(`openRecent ${id}`),
    openExample: (id) => void calls.push(`openExample ${id}`),
    about: () => void calls.push('about'),
    toggleDevTools: () => void calls.push('toggleDevTools'),
  };
  return { calls, actions };
}

function template(overrides: Partial<MenuInput> = {}) {
  const { calls, actions } = recordingActions();
  const items = buildMenuTemplate({
    platform: 'linux',
    appName: 'CircuitForge',
    isPackaged: true,
    recent: [],
    actions,
    ...overrides,
  });
  return { calls, items };
}

function flatten(items: readonly Item[]): Item[] {
  return items.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? flatten(item.submenu) : [])]);
}

function byId(items: readonly Item[], id: string): Item {
  const found = flatten(items).find((item) => item.id === id);
  if (!found) throw new Error(`no menu item ${id}`);
  return found;
}

/** Clicks an item the way Electron does: with the mouse, or through its accelerator. */
function click(item: Item, how: 'mouse' | 'accelerator'): void {
  if (!item.click) throw new Error(`${item.id ?? item.label} has no click`);
  item.click({} as never, undefined, { triggeredByAccelerator: how === 'accelerator' });
}

const ELECTRON_KEY_NAMES: Record<string, string> = {
  plus: '+',
  enter: 'Enter',
  esc: 'Escape',
  delete: 'Delete',
  up: 'ArrowUp',
  down: 'ArrowDown',
  left: 'ArrowLeft',
  right: 'ArrowRight',
};

/** The key press an Electron accelerator stands for ("Shift+CmdOrCtrl+Z" → Ctrl/⌘, Shift, "z"). */
function strokeOf(accelerator: string, mac: boolean): KeyStroke {
  const parts = accelerator.split('+');
  const name = parts[parts.length - 1]!;
  const mods = new Set(parts.slice(0, -1));
  const cmdOrCtrl = mods.has('CmdOrCtrl');
  return {
    key: ELECTRON_KEY_NAMES[name.toLowerCase()] ?? (name.length === 1 ? name.toLowerCase() : name),
    ctrlKey: mods.has('Ctrl') || (cmdOrCtrl && !mac),
    metaKey: cmdOrCtrl && mac,
    shiftKey: mods.has('Shift'),
    altKey: mods.has('Alt'),
  };
}

/** Items main runs itself (files, the About box); every other command item belongs to the renderer. */
const MAIN_ITEMS = ['file.new', 'file.import', 'file.export', 'file.exportVerilog', 'help.about'];
const isRendererCommand = (id: string | undefined): id is CommandId =>
  COMMAND_IDS.includes(id as CommandId) && !MAIN_ITEMS.includes(id!);

describe('buildMenuTemplate', () => {
  it('has File, Edit, View and Help on Windows and Linux', () => {
    for (const platform of ['linux', 'win32'] as const) {
      expect(template({ platform }).items.map((m) => m.label)).toEqual([
        '&File',
        '&Edit',
        '&View',
        '&Simulate',
        '&Help',
      ]);
    }
  });

  it('starts with the app menu and adds a Window menu on macOS', () => {
    const { items } = template({ platform: 'darwin' });
    expect(items.map((m) => m.label ?? m.role)).toEqual([
      'CircuitForge',
      '&File',
      '&Edit',
      '&View',
      '&Simulate',
      'windowMenu',
      '&Help',
    ]);
  });

  it('has every item the desktop app promises', () => {
    const ids = flatten(template().items).map((item) => item.id);
    for (const id of [
      'file.new',
      'file.open',
      'file.recent',
      'file.import',
      'file.export',
      'file.importVerilog',
      'file.exportVerilog',
      'file.exportImage',
      'file.print',
      'edit.undo',
      'edit.redo',
      'edit.cut',
      'edit.copy',
      'edit.paste',
      'edit.duplicate',
      'edit.selectAll',
      'view.zoomIn',
      'view.zoomOut',
      'view.fit',
      'view.toggleTheme',
      'view.toggleChat',
      'view.toggleMinimap',
      'view.toggleHistory',
      'view.toggleTests',
      'view.toggleWaveform',
      'tests.runAll',
      'view.commandPalette',
      'circuit.openSubcircuit',
      'circuit.leaveSubcircuit',
      'edit.rotate',
      'edit.addNote',
      'edit.resetRoute',
      'layout.auto',
      'sim.toggleRun',
      'sim.step',
      'sim.reset',
      'help.about',
      'app.settings',
      'lessons.toggleEditor',
      'lessons.exportPage',
      'lessons.exportCourse',
      'lessons.importCourse',
    ]) {
      expect(ids).toContain(id);
    }
  });

  it('opens Settings from File on Windows and Linux and from the app menu on macOS, with Ctrl+, / ⌘,', () => {
    for (const platform of ['linux', 'win32', 'darwin'] as const) {
      const { calls, items } = template({ platform });
      const holder = items.find((menu) => flatten([menu]).some((item) => item.id === 'app.settings'));
      expect(holder?.label, platform).toBe(platform === 'darwin' ? 'CircuitForge' : '&File');
      expect(
        flatten(items).filter((item) => item.id === 'app.settings'),
        platform,
      ).toHaveLength(1);
      const settings = byId(items, 'app.settings');
      expect(settings.accelerator).toBe('CmdOrCtrl+,');
      click(settings, 'accelerator');
      expect(calls).toEqual(['command app.settings']);
    }
  });

  it('sends its own command when a command item is clicked with the mouse', () => {
    const { calls, items } = template();
    const commandItems = flatten(items).filter((item) => isRendererCommand(item.id));
    expect(commandItems.length).toBeGreaterThanOrEqual(20);
    for (const item of commandItems) {
      calls.length = 0;
      click(item, 'mouse');
      expect(calls).toEqual([`command ${item.id}`]);
    }
  });

  it('does the native text action when an editing shortcut reaches the menu (a text field had the focus)', () => {
    const { calls, items } = template();
    const expected: Record<string, string> = {
      'edit.undo': 'native undo',
      'edit.redo': 'native redo',
      'edit.cut': 'native cut',
      'edit.copy': 'native copy',
      'edit.paste': 'native paste',
      'edit.selectAll': 'native selectAll',
      'edit.duplicate': 'command edit.duplicate',
      'view.fit': 'command view.fit',
      'view.toggleChat': 'command view.toggleChat',
    };
    for (const [id, call] of Object.entries(expected)) {
      calls.length = 0;
      click(byId(items, id), 'accelerator');
      expect(calls, id).toEqual([call]);
    }
  });

  it('runs the File items in the main process', () => {
    const { calls, items } = template();
    for (const [id, call] of [
      ['file.new', 'newCircuit'],
      ['file.import', 'importFiles'],
      ['file.export', 'exportCircuit'],
      ['file.exportVerilog', 'exportVerilog'],
      ['help.about', 'about'],
    ] as const) {
      calls.length = 0;
      click(byId(items, id), 'mouse');
      expect(calls).toEqual([call]);
    }
  });

  it('shows each command’s shortcut from the command table, and no shortcut twice', () => {
    for (const platform of ['darwin', 'linux'] as const) {
      const all = flatten(template({ platform }).items)
        .map((item) => item.accelerator)
        .filter((a): a is string => a !== undefined);
      expect(new Set(all).size).toBe(all.length);
    }
    const commandItems = flatten(template().items).filter((item) => COMMAND_IDS.includes(item.id as CommandId));
    expect(commandItems.length).toBe(COMMAND_IDS.length);
    for (const item of commandItems) {
      const shortcut = COMMAND_SHORTCUTS[item.id as CommandId][0];
      // A command without keys (Import Verilog…) shows none.
      if (shortcut === undefined) {
        expect(item.accelerator, item.id).toBeUndefined();
        continue;
      }
      // Read the accelerator as the key press it stands for: the renderer must take it for the same shortcut.
      for (const mac of [false, true]) {
        expect(
          matchesShortcut(strokeOf(String(item.accelerator), mac), shortcut, mac),
          `${item.id} on ${mac ? 'macOS' : 'other'}`,
        ).toBe(true);
      }
    }
  });

  it('registers only accelerators that cannot be typed into a field; the others are shown', () => {
    const { items } = template();
    expect(byId(items, 'edit.undo')).toMatchObject({ accelerator: 'CmdOrCtrl+Z' });
    expect(byId(items, 'edit.undo').registerAccelerator).toBeUndefined();
    expect(byId(items, 'sim.step')).toMatchObject({ accelerator: 'Shift+CmdOrCtrl+Enter' });
    expect(byId(items, 'help.about')).toMatchObject({ accelerator: 'F1' });
    expect(byId(items, 'help.about').registerAccelerator).toBeUndefined();
    for (const id of ['edit.delete', 'edit.rotate', 'view.fit', 'view.toggleMinimap', 'view.toggleHistory']) {
      expect(byId(items, id).registerAccelerator, id).toBe(false);
    }
    expect(byId(items, 'edit.delete').accelerator).toBe('Delete');
  });

  it('lists the most recent circuits under Open Recent, at most ten, opening the one clicked', () => {
    const recent = Array.from({ length: 12 }, (_, i) => ({ id: `c${i}`, name: `Circuit ${i}` }));
    recent[0] = { id: 'c0', name: 'Adder & carry' };
    const { calls, items } = template({ recent });
    const submenu = byId(items, 'file.recent').submenu as Item[];
    expect(submenu).toHaveLength(RECENT_LIMIT);
    expect(submenu[0]!.label).toBe('Adder && carry');
    click(submenu[3]!, 'mouse');
    expect(calls).toEqual(['openRecent c3']);
  });

  it('offers every example under New from Example, opening the one clicked', () => {
    const { calls, items } = template();
    const submenu = byId(items, 'file.examples').submenu as Item[];
    expect(submenu.map((item) => item.label)).toEqual(EXAMPLES.map((e) => e.name));
    click(byId(items, 'file.example.half-adder'), 'mouse');
    expect(calls).toEqual(['openExample half-adder']);
  });

  it('shows a disabled placeholder when there is no circuit yet', () => {
    const submenu = byId(template().items, 'file.recent').submenu as Item[];
    expect(submenu).toEqual([expect.objectContaining({ label: 'No circuits yet', enabled: false })]);
  });

  it('offers Reload and DevTools only in development builds', () => {
    const packaged = flatten(template({ isPackaged: true }).items);
    expect(packaged.some((item) => item.role === 'reload' || item.id === 'view.devTools')).toBe(false);
    const dev = flatten(template({ isPackaged: false }).items);
    expect(dev.some((item) => item.role === 'reload')).toBe(true);
    expect(dev.some((item) => item.id === 'view.devTools')).toBe(true);
  });
});

describe('escapeLabel', () => {
  it('doubles ampersands so a name never becomes a mnemonic', () => {
    expect(escapeLabel('R&D && test')).toBe('R&&D &&&& test');
  });
});
