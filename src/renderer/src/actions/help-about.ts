import { registerCommand } from './types';

/** Shows the app's name, version and host. */
export const helpAbout = registerCommand({
  name: 'help.about',
  label: 'About CircuitForge',
  perform: ({ state }) => state().setAboutOpen(true),
});
