import { copySelection, pasteEdit } from '../model/edits/clipboard';
import { registerCommand } from './types';

/** Copies and pastes the selection in one step, leaving the clipboard alone. */
export const editDuplicate = registerCommand({
  name: 'edit.duplicate',
  label: 'Duplicate',
  enabled: (s) => s.selectedComponents.size > 0 || s.selectedNotes.size > 0,
  perform: ({ state }) => {
    const ids = [...state().selectedComponents];
    const notes = [...state().selectedNotes];
    return state().applyOperations('Duplicate', (circuit) => {
      const content = copySelection(circuit, ids, notes);
      if (!content) return undefined;
      const edit = pasteEdit(circuit, content, 1);
      state().setSelection(edit.componentIds, edit.wireIds, edit.noteIds);
      return { ...edit, label: edit.label.replace(/^Paste/, 'Duplicate') };
    });
  },
});
