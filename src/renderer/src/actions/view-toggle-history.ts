import { register } from './types';

/** Shows or hides the history panel. */
export const viewToggleHistory = register({
  name: 'view.toggleHistory',
  label: 'Show/hide the history',
  shortcuts: ['H'],
  perform: ({ state }) => state().toggleHistory(),
});
