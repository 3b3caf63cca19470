import { register } from './types';

/** Shows or hides the assistant panel. */
export const viewToggleChat = register({
  name: 'view.toggleChat',
  label: 'Show/hide the assistant',
  shortcuts: ['Mod+J'],
  perform: ({ state }) => state().toggleChat(),
});
