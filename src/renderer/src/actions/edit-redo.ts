import { register } from './types';

/** Re-applies the last undone change. */
export const editRedo = register({
  name: 'edit.redo',
  label: 'Redo',
  shortcuts: ['Mod+Shift+Z', 'Ctrl+Y', 'Mod+Y'],
  enabled: (s) => s.history?.canRedo === true,
  perform: ({ state }) => state().redo(),
});
