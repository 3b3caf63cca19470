import type { ReactElement } from 'react';
import { useAppStore } from '../stores/app-store';
import { Icon } from '../ui/icons';
import { countedTally, lastOpenedLesson, tallyWords } from './lesson-progress';

/** A course's lessons in order, each with its exercises passed; the one read last is marked. */
export function LessonList({ courseId }: { courseId: string }): ReactElement {
  const course = useAppStore((s) => s.courses?.find((c) => c.id === courseId));
  const metas = useAppStore((s) => s.lessonMetas);
  const progress = useAppStore((s) => s.lessonProgress[courseId]);
  if (!course) return <p className="panel-empty">This course is no longer in your library.</p>;
  const last = lastOpenedLesson(course, progress);
  return (
    <>
      <h3 className="lessons-heading">{course.title}</h3>
      <ol className="lessons-list" aria-label={`Lessons of ${course.title}`} data-testid="lesson-list">
        {course.lessons.map((lesson, i) => {
          const total = metas.find((m) => m.id === lesson.id)?.exerciseCount ?? 0;
          const tally = countedTally(progress, lesson.id, total);
          const done = tally.total > 0 && tally.passed === tally.total;
          return (
            <li key={lesson.id}>
              <button
                type="button"
                className="lessons-row"
                data-lesson-id={lesson.id}
                data-done={done ? 'true' : undefined}
                onClick={() => void useAppStore.getState().openLesson(courseId, lesson.id)}
              >
                <span className="lessons-row-title">
                  <span className="lessons-number">{i + 1}.</span> {lesson.title}
                  {done && <Icon name="check" className="icon lessons-done" />}
                </span>
                <span className="lessons-row-meta" data-testid="lesson-tally">
                  {tallyWords(tally)}
                  {lesson.id === last && ' · read last'}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </>
  );
}
