import { deleteEdit } from '../editor/edit-operations';
import { copyToClipboard } from './clipboard-actions';
import { register } from './types';

/** Copies the selection, then deletes it (one undo step). */
export const editCut = register({
  name: 'edit.cut',
  label: 'Cut',
  shortcuts: ['Mod+X'],
  enabled: (s) => s.selectedComponents.size > 0,
  perform: ({ state }) => {
    const s = state();
    if (!copyToClipboard(s)) return;
    const components = [...s.selectedComponents];
    const wires = [...s.selectedWires];
    return s.applyOperations('Cut', (circuit) => {
      const edit = deleteEdit(circuit, components, wires);
      return edit && { ...edit, label: edit.label.replace(/^Delete/, 'Cut') };
    });
  },
});
