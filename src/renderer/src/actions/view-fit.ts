import { registerCommand } from './types';

/** Fits the whole circuit in the view. */
export const viewFit = registerCommand({
  name: 'view.fit',
  label: 'Fit to view',
  perform: ({ state }) => state().requestFit(),
});
