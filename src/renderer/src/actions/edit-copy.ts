import { copyToClipboard } from './clipboard-actions';
import { registerCommand } from './types';

/** Copies the selected components and the wires between them, and the selected notes. */
export const editCopy = registerCommand({
  name: 'edit.copy',
  label: 'Copy',
  enabled: (s) => s.selectedComponents.size > 0 || s.selectedNotes.size > 0,
  perform: ({ state }) => {
    copyToClipboard(state());
  },
});
