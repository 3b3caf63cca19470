import { rotateEdit } from '../editor/edit-operations';
import { register } from './types';

/** Turns each selected component a quarter turn clockwise. */
export const editRotate = register({
  name: 'edit.rotate',
  label: 'Rotate',
  shortcuts: ['R'],
  enabled: (s) => s.selectedComponents.size > 0,
  perform: ({ state }) => {
    const ids = [...state().selectedComponents];
    return state().applyOperations('Rotate', (circuit) => rotateEdit(circuit, ids));
  },
});
