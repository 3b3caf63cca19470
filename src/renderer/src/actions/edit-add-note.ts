import { createId } from '../../../shared/ids';
import { viewCentre } from '../view/flow-instance';
import { addNoteEdit } from '../model/edits/note-edits';
import { registerCommand } from './types';

/** Places an empty note in the middle of the view, selected and open for writing. */
export const editAddNote = registerCommand({
  name: 'edit.addNote',
  label: 'Add note',
  enabled: (s) => s.replica !== undefined,
  perform: async ({ state }) => {
    const id = createId('n');
    const added = await state().applyOperations('Add note', addNoteEdit(viewCentre(), id).operations, {
      select: { notes: [id] },
    });
    if (added.success && state().replica?.state.note(id)) state().setEditingNote(id);
  },
});
