import { ok } from '../../shared/errors';
import type { HandlerMap } from '../rpc/dispatch';
import type { LessonCircuits } from './course-transfer';
import { referencedCircuits } from './course-transfer';
import type { LessonService } from './lesson-service';
import { previewLesson } from './lesson-preview';

/** Handlers of the lesson editor's own channels (`lesson:preview`, `lesson:pageCircuits`). */
export function lessonAuthoringHandlers(
  lessons: LessonService,
  library: LessonCircuits,
): Pick<HandlerMap, 'lesson:preview' | 'lesson:pageCircuits'> {
  return {
    // The text being written is previewed against the saved lesson's exercises; nothing is stored.
    'lesson:preview': ({ lessonId, markdown }) => {
      const authored = lessons.get(lessonId);
      if (!authored.success) return authored;
      return ok(previewLesson({ ...authored.data.lesson, markdown }, library.circuit));
    },
    'lesson:pageCircuits': ({ lessonId }) => {
      const authored = lessons.get(lessonId);
      if (!authored.success) return authored;
      return ok(
        referencedCircuits(authored.data.lesson).flatMap((id) => {
          const found = library.circuit(id);
          return found ? [{ id, name: found.name, circuit: found.circuit }] : [];
        }),
      );
    },
  };
}
