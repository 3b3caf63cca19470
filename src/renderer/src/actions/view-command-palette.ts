import { registerCommand } from './types';

/** Opens the command palette: every command by name, with its key, run with Enter. */
export const viewCommandPalette = registerCommand({
  name: 'view.commandPalette',
  label: 'Command palette',
  perform: ({ state }) => state().setCommandPaletteOpen(true),
});
