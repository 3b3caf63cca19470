import { registerCommand } from './types';

/** Shows or hides the history panel. */
export const viewToggleHistory = registerCommand({
  name: 'view.toggleHistory',
  label: 'Show/hide the history',
  perform: ({ state }) => state().toggleHistory(),
});
