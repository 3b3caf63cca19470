import type { HandlerMap } from '../rpc/dispatch';
import type { CourseService } from './course-service';
import type { LessonService } from './lesson-service';

type LessonChannel =
  | 'course:list'
  | 'course:create'
  | 'course:rename'
  | 'course:reorder'
  | 'course:delete'
  | 'course:export'
  | 'course:import'
  | 'lesson:list'
  | 'lesson:get'
  | 'lesson:read'
  | 'lesson:create'
  | 'lesson:update'
  | 'lesson:delete'
  | 'lesson:undo'
  | 'lesson:redo'
  | 'progress:get'
  | 'progress:check';

/** Handlers of the `course:*`, `lesson:*` and `progress:*` channels. */
export function lessonHandlers(lessons: LessonService, courses: CourseService): Pick<HandlerMap, LessonChannel> {
  return {
    'course:list': () => courses.list(),
    'course:create': ({ title }) => courses.create(title),
    'course:rename': ({ courseId, title }) => courses.rename(courseId, title),
    'course:reorder': ({ courseId, lessons: order }) => courses.reorder(courseId, order),
    'course:delete': ({ courseId }) => courses.delete(courseId),
    'course:export': ({ courseId }) => courses.exportFile(courseId),
    'course:import': ({ content }) => courses.importFile(content),
    'lesson:list': () => lessons.list(),
    'lesson:get': ({ lessonId }) => lessons.get(lessonId),
    'lesson:read': ({ lessonId, courseId }) => lessons.read(lessonId, courseId),
    'lesson:create': ({ title, markdown, courseId }) =>
      lessons.create({
        title,
        ...(markdown !== undefined ? { markdown } : {}),
        ...(courseId !== undefined ? { courseId } : {}),
      }),
    'lesson:update': ({ lessonId, operations, label }) => lessons.update(lessonId, operations, label),
    'lesson:delete': ({ lessonId }) => lessons.delete(lessonId),
    'lesson:undo': ({ lessonId }) => lessons.undo(lessonId),
    'lesson:redo': ({ lessonId }) => lessons.redo(lessonId),
    'progress:get': ({ courseId }) => courses.progress(courseId),
    'progress:check': ({ courseId, lessonId, exerciseId, circuit }) =>
      courses.check(courseId, lessonId, exerciseId, circuit),
  };
}
