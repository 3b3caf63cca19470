import { downloadTextFile } from '../platform/file-io';
import { registerCommand } from './types';

/**
 * Saves the lesson open in the lesson editor as one HTML page whose circuits stay live (to post on a
 * course website): a download in the browser, the save dialog in the desktop app.
 */
export const lessonsExportPage = registerCommand({
  name: 'lessons.exportPage',
  label: 'Export lesson as HTML page…',
  enabled: (s) => s.authoringLesson !== undefined,
  perform: async ({ state }) => {
    const result = await state().exportAuthoringPage();
    if (!result.success) {
      state().pushNotice({ level: 'error', message: result.error, hint: result.hint });
      return;
    }
    downloadTextFile(result.data.fileName, result.data.html, 'text/html');
  },
});
