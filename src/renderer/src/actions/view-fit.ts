import { register } from './types';

/** Fits the whole circuit in the view. */
export const viewFit = register({
  name: 'view.fit',
  label: 'Fit to view',
  shortcuts: ['F', 'Shift+1'],
  perform: ({ state }) => state().requestFit(),
});
