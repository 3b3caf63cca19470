import { registerCommand } from './types';

/** Undoes the last change (one gesture, or one assistant turn). */
export const editUndo = registerCommand({
  name: 'edit.undo',
  label: 'Undo',
  enabled: (s) => s.history?.canUndo === true,
  perform: ({ state }) => state().undo(),
});
