import { fail, ok } from '../../shared/errors';
import type { HandlerMap } from '../rpc/dispatch';
import type { LessonCircuits } from './course-transfer';
import { referencedCircuits } from './course-transfer';
import type { LessonService } from './lesson-service';
import { previewLesson } from './lesson-preview';
import { exerciseFromCircuit } from './new-exercise';

/** Handlers of the lesson editor's own channels (`lesson:preview`, `lesson:pageCircuits`, `lesson:addExercise`). */
export function lessonAuthoringHandlers(
  lessons: LessonService,
  library: LessonCircuits,
): Pick<HandlerMap, 'lesson:preview' | 'lesson:pageCircuits' | 'lesson:addExercise'> {
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
    // The circuit as the document service holds it now (its tests included) solves the exercise.
    'lesson:addExercise': ({ lessonId, circuitId, title, statement, hints, hidden }) => {
      const authored = lessons.get(lessonId);
      if (!authored.success) return authored;
      const solution = library.circuit(circuitId);
      if (!solution)
        return fail('NOT_FOUND', `There is no circuit ${circuitId}.`, 'Open the circuit that solves the exercise.');
      const made = exerciseFromCircuit(
        authored.data.lesson,
        solution.circuit,
        { title, statement, hints, hidden },
        library.circuit,
      );
      if (!made.success) return made;
      return lessons.update(lessonId, made.data.operations, `Add exercise "${made.data.exercise.title}"`);
    },
  };
}
