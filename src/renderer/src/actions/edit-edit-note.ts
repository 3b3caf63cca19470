import { register } from './types';

/** Opens the one selected note for writing (double-clicking it does the same). */
export const editEditNote = register({
  name: 'edit.editNote',
  label: 'Edit note',
  shortcuts: ['Enter'],
  enabled: (s) => s.selectedNotes.size === 1 && s.selectedComponents.size === 0 && s.editingNote === undefined,
  perform: ({ state }) => {
    const [id] = state().selectedNotes;
    if (id !== undefined) state().setEditingNote(id);
  },
});
