import { register } from './types';

/** Shows or hides the minimap. */
export const viewToggleMinimap = register({
  name: 'view.toggleMinimap',
  label: 'Show/hide the minimap',
  shortcuts: ['M'],
  perform: ({ state }) => state().toggleMinimap(),
});
