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
  'edit.undo',
  'edit.redo',
  'edit.cut',
  'edit.copy',
  'edit.paste',
  'edit.duplicate',
  'edit.delete',
  'edit.selectAll',
  'edit.rotate',
  'view.zoomIn',
  'view.zoomOut',
  'view.fit',
  'view.toggleTheme',
  'view.toggleChat',
  'view.toggleMinimap',
  'view.toggleHistory',
  'layout.auto',
  'sim.toggleRun',
  'sim.step',
  'sim.reset',
  'help.about',
] as const;

export type CommandId = (typeof COMMAND_IDS)[number];
