import { registerCommand } from './types';

/** Creates an empty circuit and opens it. */
export const fileNew = registerCommand({
  name: 'file.new',
  label: 'New circuit',
  perform: ({ state }) => state().createCircuit(),
});
