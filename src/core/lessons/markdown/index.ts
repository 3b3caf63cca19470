export { renderLesson, isAllowedImageSource, urlScheme } from './render-lesson';
export type { LessonBlock, RenderedLesson } from './render-lesson';
export { LESSON_TAG_NAMES, LESSON_CLASSES, lessonSchema } from './schema';
