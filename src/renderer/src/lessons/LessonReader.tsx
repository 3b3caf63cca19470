import { useEffect, type ReactElement } from 'react';
import { useAppStore } from '../stores/app-store';
import { ExerciseCard } from './ExerciseCard';
import { LessonFrame } from './LessonFrame';
import { lessonTally, tallyWords } from './lesson-progress';

/**
 * The lesson being read: its page (text, math, tables, code and live circuits, as exported) in a
 * frame, and below it what the student does: open a live circuit in the editor, work the exercises.
 */
export function LessonReader(): ReactElement {
  const reading = useAppStore((s) => s.lessonReading);
  const theme = useAppStore((s) => s.theme);
  const progress = useAppStore((s) => (reading ? s.lessonProgress[reading.courseId] : undefined));
  const pageTheme = reading?.page?.theme;
  const hasLesson = reading?.lesson !== undefined;
  useEffect(() => {
    // The page carries its theme: the app's changed, it is made again in the new one.
    if (hasLesson && pageTheme !== undefined && pageTheme !== theme) void useAppStore.getState().loadLessonPage(theme);
  }, [hasLesson, pageTheme, theme]);

  if (!reading) return <p className="panel-empty">Choose a lesson.</p>;
  const { lesson, page, problem, courseId, lessonId } = reading;
  if (!lesson)
    return problem ? (
      <Problem message={problem.message} hint={problem.hint} />
    ) : (
      <p className="panel-empty">Opening the lesson…</p>
    );
  const tally = lessonTally(
    progress,
    lessonId,
    lesson.exercises.map((e) => e.id),
  );
  return (
    <div className="lesson-reader" data-lesson-id={lessonId}>
      <div className="lesson-page-area">
        {page ? (
          <LessonFrame html={page.html} title={lesson.title} />
        ) : problem ? (
          <Problem message={problem.message} hint={problem.hint} />
        ) : (
          <p className="panel-empty">Opening the lesson…</p>
        )}
      </div>
      <div className="lesson-work" aria-label="Your work on this lesson">
        {page && page.circuits.length > 0 && (
          <section className="lesson-circuits" aria-label="Live circuits">
            <h4 className="lessons-subheading">Live circuits</h4>
            <ul>
              {page.circuits.map((circuit) => (
                <li key={circuit.block} data-block={circuit.block}>
                  <span className="lesson-circuit-name">{circuit.name}</span>
                  {circuit.problem ? (
                    <span className="lessons-hint">{circuit.problem}</span>
                  ) : (
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => void useAppStore.getState().openLessonCircuit(circuit.block)}
                    >
                      Open in the editor
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
        {lesson.exercises.length > 0 && (
          <section className="lesson-exercises" aria-label="Exercises">
            <h4 className="lessons-subheading">
              Exercises{' '}
              <span className="lessons-row-meta" data-testid="lesson-progress">
                {tallyWords(tally)}
              </span>
            </h4>
            {lesson.exercises.map((exercise) => (
              <ExerciseCard key={exercise.id} courseId={courseId} lessonId={lessonId} exercise={exercise} />
            ))}
          </section>
        )}
      </div>
    </div>
  );
}

function Problem({ message, hint }: { message: string; hint?: string | undefined }): ReactElement {
  return (
    <p className="lessons-problem" role="alert">
      {message}
      {hint && <span className="lessons-hint">{hint}</span>}
    </p>
  );
}
