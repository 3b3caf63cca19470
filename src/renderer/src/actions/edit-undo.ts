import { register } from './types';

/** Undoes the last change (one gesture, or one assistant turn). */
export const editUndo = register({
  name: 'edit.undo',
  label: 'Undo',
  shortcuts: ['Mod+Z'],
  enabled: (s) => s.history?.canUndo === true,
  perform: ({ state }) => state().undo(),
});
