import { deleteEdit } from '../editor/edit-operations';
import { register } from './types';

/** Deletes the selected components (with their wires) and wires. */
export const editDelete = register({
  name: 'edit.delete',
  label: 'Delete',
  shortcuts: ['Delete', 'Backspace'],
  enabled: (s) => s.selectedComponents.size > 0 || s.selectedWires.size > 0,
  perform: ({ state }) => {
    const s = state();
    const components = [...s.selectedComponents];
    const wires = [...s.selectedWires];
    return s.applyOperations('Delete', (circuit) => deleteEdit(circuit, components, wires));
  },
});
