import { registerCommand } from './types';

/** Shows or hides the lesson editor (write a lesson's text beside its live preview). */
export const lessonsToggleEditor = registerCommand({
  name: 'lessons.toggleEditor',
  label: 'Show/hide the lesson editor',
  perform: ({ state }) => state().toggleAuthoring(),
});
