import { pasteEdit } from '../model/edits/clipboard';
import { registerCommand } from './types';

/** Pastes the clipboard beside the original, with new labels where needed, and selects the copy. */
export const editPaste = registerCommand({
  name: 'edit.paste',
  label: 'Paste',
  enabled: (s) => s.clipboard !== undefined,
  perform: ({ state }) => {
    const s = state();
    const content = s.clipboard;
    if (!content) return;
    const offset = s.nextPasteOffset();
    return s.applyOperations('Paste', (circuit) => {
      const edit = pasteEdit(circuit, content, offset);
      state().setSelection(edit.componentIds, edit.wireIds, edit.noteIds);
      return edit;
    });
  },
});
