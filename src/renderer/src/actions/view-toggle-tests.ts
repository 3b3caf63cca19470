import { registerCommand } from './types';

/** Shows or hides the Tests panel of the open circuit. */
export const viewToggleTests = registerCommand({
  name: 'view.toggleTests',
  label: 'Show/hide the tests',
  perform: ({ state }) => state().toggleTests(),
});
