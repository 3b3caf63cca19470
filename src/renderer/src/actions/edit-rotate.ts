import { rotateEdit } from '../model/edits/edit-operations';
import { registerCommand } from './types';

/** Turns each selected component a quarter turn clockwise. */
export const editRotate = registerCommand({
  name: 'edit.rotate',
  label: 'Rotate',
  enabled: (s) => s.selectedComponents.size > 0,
  perform: ({ state }) => {
    const ids = [...state().selectedComponents];
    return state().applyOperations('Rotate', (circuit) => rotateEdit(circuit, ids));
  },
});
