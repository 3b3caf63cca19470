import { deleteEdit } from '../model/edits/edit-operations';
import { copyToClipboard } from './clipboard-actions';
import { registerCommand } from './types';

/** Copies the selection, then deletes it (one undo step). */
export const editCut = registerCommand({
  name: 'edit.cut',
  label: 'Cut',
  enabled: (s) => s.selectedComponents.size > 0 || s.selectedNotes.size > 0,
  perform: ({ state }) => {
    const s = state();
    if (!copyToClipboard(s)) return;
    const components = [...s.selectedComponents];
    const wires = [...s.selectedWires];
    const notes = [...s.selectedNotes];
    return s.applyOperations('Cut', (circuit) => {
      const edit = deleteEdit(circuit, components, wires, notes);
      return edit && { ...edit, label: edit.label.replace(/^Delete/, 'Cut') };
    });
  },
});
