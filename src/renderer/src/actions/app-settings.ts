import { registerCommand } from './types';

/** Opens the settings dialog (theme, data folder, the assistant's provider). */
export const appSettings = registerCommand({
  name: 'app.settings',
  label: 'Settings',
  perform: ({ state }) => state().openSettings(),
});
