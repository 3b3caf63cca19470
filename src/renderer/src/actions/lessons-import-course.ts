import { COURSE_FILE_EXTENSION } from '../../../shared/lessons/course-file';
import { pickTextFile } from '../platform/file-io';
import { registerCommand } from './types';

/**
 * Reads a course file the user picks and stores its course, lessons and circuits, then shows it in
 * the lesson editor. A file that is not a sound course file is refused whole, in the check's words.
 */
export const lessonsImportCourse = registerCommand({
  name: 'lessons.importCourse',
  label: 'Import course file…',
  perform: async ({ state }) => {
    const file = await pickTextFile(`${COURSE_FILE_EXTENSION},.json,application/json`);
    if (!file) return;
    const result = await state().importAuthoringCourse(file.content);
    if (!result.success) {
      state().pushNotice({
        level: 'error',
        message: `${file.name} was not imported: ${result.error}`,
        hint: result.hint,
      });
      return;
    }
    const count = result.data.lessons.length;
    state().setAuthoringOpen(true);
    state().pushNotice({
      level: 'info',
      message: `Imported the course "${result.data.title}" (${count} ${count === 1 ? 'lesson' : 'lessons'}).`,
    });
  },
});
