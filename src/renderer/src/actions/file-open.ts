import { registerCommand } from './types';

/** Opens the circuit switcher (the list of circuits). */
export const fileOpen = registerCommand({
  name: 'file.open',
  label: 'Open circuit…',
  perform: ({ state }) => state().setSwitcherOpen(true),
});
