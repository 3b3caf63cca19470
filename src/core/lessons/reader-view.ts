import type { ReaderExercise, ReaderLesson } from '../../shared/contract/lesson-channels';
import type { Exercise, Lesson } from '../../shared/lessons/types';

/**
 * A lesson as a student may see it. Fields are picked one by one (never spread), so a field added
 * to the model later stays out until someone decides it may be shown: the reference solution never
 * leaves, nor a hidden test's name or rows (it is "Hidden test n", as Check calls it).
 */
export function readerLesson(lesson: Lesson): ReaderLesson {
  return {
    id: lesson.id,
    title: lesson.title,
    markdown: lesson.markdown,
    exercises: lesson.exercises.map(readerExercise),
  };
}

function readerExercise(exercise: Exercise): ReaderExercise {
  let hidden = 0;
  return {
    id: exercise.id,
    title: exercise.title,
    statement: exercise.statement,
    start: exercise.start,
    tests: exercise.tests.map((test) =>
      test.hidden
        ? { id: test.id, name: `Hidden test ${++hidden}`, hidden: true }
        : { id: test.id, name: test.name, hidden: false, source: test.source },
    ),
    hints: [...exercise.hints],
  };
}
