import { registerCommand } from './types';

/** Shows or hides the assistant panel. */
export const viewToggleChat = registerCommand({
  name: 'view.toggleChat',
  label: 'Show/hide the assistant',
  perform: ({ state }) => state().toggleChat(),
});
