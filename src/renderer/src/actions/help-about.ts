import { register } from './types';

/** Shows the app's name, version and host. */
export const helpAbout = register({
  name: 'help.about',
  label: 'About CircuitForge',
  shortcuts: ['F1'],
  perform: ({ state }) => state().setAboutOpen(true),
});
