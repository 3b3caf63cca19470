import { registerCommand } from './types';

/** Shows or hides the Lessons panel (the courses, their lessons, the lesson being read). */
export const viewToggleLessons = registerCommand({
  name: 'view.toggleLessons',
  label: 'Show/hide the lessons',
  perform: ({ state }) => state().toggleLessons(),
});
