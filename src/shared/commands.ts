/**
 * Commands a user can run from a shortcut, a button or (in the desktop app) a menu. The renderer
 * owns their implementations (its action registry); the Electron menu sends them as `app.command`
 * events so a menu item always runs exactly what its shortcut runs.
 */
export const COMMAND_IDS = [
  'file.new',
  'file.open',
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
  'edit.delete',
  'edit.selectAll',
  'edit.rotate',
  'edit.addNote',
  'edit.resetRoute',
  'view.zoomIn',
  'view.zoomOut',
  'view.fit',
  'view.toggleTheme',
  'view.toggleChat',
  'view.toggleMinimap',
  'view.toggleHistory',
  'view.toggleTruthTable',
  'view.toggleTests',
  'view.toggleWaveform',
  'view.toggleLessons',
  'layout.auto',
  'sim.toggleRun',
  'sim.step',
  'sim.reset',
  'tests.runAll',
  'view.commandPalette',
  'circuit.openSubcircuit',
  'circuit.leaveSubcircuit',
  'help.about',
  'app.settings',
  'lessons.toggleEditor',
  'lessons.exportPage',
  'lessons.exportCourse',
  'lessons.importCourse',
] as const;

export type CommandId = (typeof COMMAND_IDS)[number];

/**
 * THE shortcuts of every command: the renderer binds them (actions/) and the desktop menu shows the
 * first one as its accelerator (src/main/electron/menu.ts), so the two cannot drift apart. Syntax:
 * "Mod+Shift+Z", where Mod is ⌘ on macOS and Ctrl elsewhere and Ctrl is Ctrl everywhere (see
 * `shortcuts.ts`). The first shortcut is the one menus and tooltips show.
 */
export const COMMAND_SHORTCUTS: { readonly [K in CommandId]: readonly string[] } = {
  // Browsers keep Ctrl+N for a new window: the browser host is reached with Mod+Alt+N.
  'file.new': ['Mod+N', 'Mod+Alt+N'],
  'file.open': ['Mod+O'],
  'file.import': ['Mod+Shift+O'],
  'file.export': ['Mod+Shift+E'],
  // No keys: the free ones near I and E are the browser's (developer tools) or type characters.
  'file.importVerilog': [],
  'file.exportVerilog': [],
  'file.exportImage': ['Mod+Alt+E'],
  'file.print': ['Mod+P'],
  'edit.undo': ['Mod+Z'],
  'edit.redo': ['Mod+Shift+Z', 'Ctrl+Y', 'Mod+Y'],
  'edit.cut': ['Mod+X'],
  'edit.copy': ['Mod+C'],
  'edit.paste': ['Mod+V'],
  'edit.duplicate': ['Mod+D'],
  'edit.delete': ['Delete', 'Backspace'],
  'edit.selectAll': ['Mod+A'],
  'edit.rotate': ['R'],
  'edit.addNote': ['N'],
  'edit.resetRoute': ['Shift+R'],
  'view.zoomIn': ['Mod+=', 'Mod++', '='],
  'view.zoomOut': ['Mod+-', '-'],
  'view.fit': ['F', 'Shift+1'],
  'view.toggleTheme': ['Mod+Alt+T'],
  'view.toggleChat': ['Mod+J'],
  'view.toggleMinimap': ['M'],
  'view.toggleHistory': ['H'],
  'view.toggleTruthTable': ['T'],
  'view.toggleTests': ['Shift+T'],
  'view.toggleWaveform': ['W'],
  'view.toggleLessons': ['L'],
  'layout.auto': ['Mod+Shift+L'],
  'sim.toggleRun': ['Mod+Enter'],
  'sim.step': ['Mod+Shift+Enter'],
  'sim.reset': ['Mod+Alt+R'],
  // A function key: it types nothing, browsers leave it free, and IDEs run with it.
  'tests.runAll': ['F9'],
  // Ctrl+K is the page's to take (GitHub, Slack); the browsers' own Ctrl+Shift+P opens a window.
  'view.commandPalette': ['Mod+K'],
  // As a file manager goes into a folder and up to its parent (a double-click goes in too).
  'circuit.openSubcircuit': ['Mod+ArrowDown'],
  'circuit.leaveSubcircuit': ['Mod+ArrowUp'],
  'help.about': ['F1'],
  'app.settings': ['Mod+,'],
  // No keys yet: the lesson editor is opened from the command palette, the View menu or its button.
  'lessons.toggleEditor': [],
  'lessons.exportPage': [],
  'lessons.exportCourse': [],
  'lessons.importCourse': [],
};
