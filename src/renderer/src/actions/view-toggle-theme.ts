import { register } from './types';

/** Switches between the light and the dark theme. */
export const viewToggleTheme = register({
  name: 'view.toggleTheme',
  label: 'Toggle light/dark theme',
  shortcuts: ['Mod+Alt+T'],
  perform: ({ state }) => state().toggleTheme(),
});
