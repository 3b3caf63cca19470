import { registerCommand } from './types';

/** Shows or hides the truth table of the open circuit. */
export const viewToggleTruthTable = registerCommand({
  name: 'view.toggleTruthTable',
  label: 'Show/hide the truth table',
  perform: ({ state }) => state().toggleTruthTable(),
});
