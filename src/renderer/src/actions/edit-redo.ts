import { registerCommand } from './types';

/** Re-applies the last undone change. */
export const editRedo = registerCommand({
  name: 'edit.redo',
  label: 'Redo',
  enabled: (s) => s.history?.canRedo === true,
  perform: ({ state }) => state().redo(),
});
