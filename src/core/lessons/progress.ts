import { exerciseKey, type Progress } from '../../shared/lessons/types';

/** A course's progress before the reader opened anything. */
export function emptyProgress(courseId: string): Progress {
  return { courseId, exercises: {}, lessons: {} };
}

/** The progress after a "Check": one more attempt; once passed, an exercise stays passed. */
export function recordCheck(
  progress: Progress,
  lessonId: string,
  exerciseId: string,
  passed: boolean,
  at: Date,
): Progress {
  const key = exerciseKey(lessonId, exerciseId);
  const before = progress.exercises[key];
  return {
    ...progress,
    exercises: {
      ...progress.exercises,
      [key]: {
        passed: (before?.passed ?? false) || passed,
        attempts: (before?.attempts ?? 0) + 1,
        lastChecked: at.toISOString(),
      },
    },
  };
}

/** The progress after opening a lesson. */
export function recordOpened(progress: Progress, lessonId: string, at: Date): Progress {
  return { ...progress, lessons: { ...progress.lessons, [lessonId]: { lastOpened: at.toISOString() } } };
}
