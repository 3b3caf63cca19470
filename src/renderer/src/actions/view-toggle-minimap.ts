import { registerCommand } from './types';

/** Shows or hides the minimap. */
export const viewToggleMinimap = registerCommand({
  name: 'view.toggleMinimap',
  label: 'Show/hide the minimap',
  perform: ({ state }) => state().toggleMinimap(),
});
