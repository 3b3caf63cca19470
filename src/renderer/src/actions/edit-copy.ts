import { copyToClipboard } from './clipboard-actions';
import { register } from './types';

/** Copies the selected components and the wires between them. */
export const editCopy = register({
  name: 'edit.copy',
  label: 'Copy',
  shortcuts: ['Mod+C'],
  enabled: (s) => s.selectedComponents.size > 0,
  perform: ({ state }) => {
    copyToClipboard(state());
  },
});
