import { registerCommand } from './types';

/** Switches between the light and the dark theme. */
export const viewToggleTheme = registerCommand({
  name: 'view.toggleTheme',
  label: 'Toggle light/dark theme',
  perform: ({ state }) => state().toggleTheme(),
});
