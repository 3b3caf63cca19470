import { register } from './types';

/** Clears the selection. */
export const editDeselect = register({
  name: 'edit.deselect',
  label: 'Select none',
  shortcuts: ['Escape'],
  enabled: (s) => s.selectedComponents.size > 0 || s.selectedWires.size > 0 || s.selectedNotes.size > 0,
  perform: ({ state }) => state().setSelection([], []),
});
