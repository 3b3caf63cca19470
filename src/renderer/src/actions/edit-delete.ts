import { deleteEdit } from '../model/edits/edit-operations';
import { registerCommand } from './types';

/** Deletes the selected components (with their wires), wires and notes. */
export const editDelete = registerCommand({
  name: 'edit.delete',
  label: 'Delete',
  enabled: (s) => s.selectedComponents.size > 0 || s.selectedWires.size > 0 || s.selectedNotes.size > 0,
  perform: ({ state }) => {
    const s = state();
    const components = [...s.selectedComponents];
    const wires = [...s.selectedWires];
    const notes = [...s.selectedNotes];
    return s.applyOperations('Delete', (circuit) => deleteEdit(circuit, components, wires, notes));
  },
});
