import { downloadTextFile } from '../platform/file-io';
import { registerCommand } from './types';

/** Saves the course chosen in the lesson editor as one course file (its lessons and the circuits they show). */
export const lessonsExportCourse = registerCommand({
  name: 'lessons.exportCourse',
  label: 'Export course file…',
  enabled: (s) => s.authoringCourseId !== undefined,
  perform: async ({ state }) => {
    const result = await state().exportAuthoringCourse();
    if (!result.success) {
      state().pushNotice({ level: 'error', message: result.error, hint: result.hint });
      return;
    }
    downloadTextFile(result.data.fileName, result.data.content);
  },
});
