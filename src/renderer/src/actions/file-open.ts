import { register } from './types';

/** Opens the circuit switcher (the list of circuits). */
export const fileOpen = register({
  name: 'file.open',
  label: 'Open circuit…',
  shortcuts: ['Mod+O'],
  perform: ({ state }) => state().setSwitcherOpen(true),
});
