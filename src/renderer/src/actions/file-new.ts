import { register } from './types';

/** Creates an empty circuit and opens it. */
export const fileNew = register({
  name: 'file.new',
  label: 'New circuit',
  shortcuts: ['Mod+Alt+N'],
  perform: ({ state }) => state().createCircuit(),
});
