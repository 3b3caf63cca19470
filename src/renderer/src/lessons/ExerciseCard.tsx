import type { ReactElement } from 'react';
import type { ReaderExercise } from '../../../shared/contract';
import { exerciseKey } from '../../../shared/lessons/types';
import { useAppStore } from '../stores/app-store';
import { workKey } from '../stores/lessons-slice';
import { Icon } from '../ui/icons';
import { checkWords } from './check-words';

/**
 * One exercise: its title (the statement is in the lesson above), Start (the working copy on the
 * canvas), Check (its tests on that copy, the result in words), hints one at a time.
 */
export function ExerciseCard({
  courseId,
  lessonId,
  exercise,
}: {
  courseId: string;
  lessonId: string;
  exercise: ReaderExercise;
}): ReactElement {
  const key = workKey(courseId, lessonId, exercise.id);
  const work = useAppStore((s) => s.exerciseWork[key]);
  const passed = useAppStore(
    (s) => s.lessonProgress[courseId]?.exercises[exerciseKey(lessonId, exercise.id)]?.passed === true,
  );
  const copy = useAppStore((s) => s.workingCopyOf(courseId, lessonId, exercise.id));
  const onCanvas = useAppStore((s) => copy !== undefined && s.replica?.circuitId === copy);
  const store = useAppStore.getState;
  const hintsShown = work?.hintsShown ?? 0;
  const busy = work?.busy;
  const check = work?.check;
  const words = check ? checkWords(check, exercise) : undefined;

  return (
    <section
      className="exercise-card"
      aria-label={`Exercise: ${exercise.title}`}
      data-exercise-id={exercise.id}
      data-passed={passed ? 'true' : 'false'}
    >
      <header className="exercise-head">
        <span className="exercise-label">Exercise</span>
        <h4>{exercise.title}</h4>
        {passed && (
          <span className="exercise-passed" data-testid="exercise-passed">
            <Icon name="check" /> Passed
          </span>
        )}
      </header>
      <p className="exercise-note">
        {copy === undefined
          ? 'Start puts the exercise’s inputs and outputs on the canvas in a circuit of your own.'
          : onCanvas
            ? 'Your working copy is on the canvas: build it there, then Check.'
            : 'You have a working copy: Continue opens it on the canvas.'}
      </p>
      <div className="exercise-actions">
        <button
          type="button"
          className="action-button primary"
          disabled={busy !== undefined}
          onClick={() => void store().startExercise(exercise.id)}
        >
          {busy === 'starting' ? 'Opening…' : copy === undefined ? 'Start' : onCanvas ? 'Show on canvas' : 'Continue'}
        </button>
        <button
          type="button"
          className="action-button"
          disabled={busy !== undefined || copy === undefined}
          title={copy === undefined ? 'Start the exercise first' : 'Run the exercise’s tests on your working copy'}
          onClick={() => void store().checkExercise(exercise.id)}
        >
          {busy === 'checking' ? 'Checking…' : 'Check'}
        </button>
        {copy !== undefined && (
          <button
            type="button"
            className="link-button"
            disabled={busy !== undefined}
            onClick={() => {
              if (window.confirm(`Start "${exercise.title}" over? Your working copy is replaced by a fresh one.`))
                void store().startExercise(exercise.id, true);
            }}
          >
            Start over
          </button>
        )}
      </div>
      {work?.problem && (
        <p className="exercise-result failed" role="alert">
          {work.problem.message}
          {work.problem.hint && <span className="lessons-hint">{work.problem.hint}</span>}
        </p>
      )}
      {words && (
        <p
          className={`exercise-result ${check?.passed ? 'passed' : 'failed'}`}
          role="status"
          data-testid="exercise-result"
        >
          <Icon name={check?.passed ? 'check' : 'cross'} />
          <span>
            {words.headline}
            {words.detail && <span className="lessons-hint">{words.detail}</span>}
          </span>
        </p>
      )}
      {exercise.hints.length > 0 && (
        <div className="exercise-hints">
          {exercise.hints.slice(0, hintsShown).map((hint, i) => (
            <p key={i} className="exercise-hint" data-testid="exercise-hint">
              <strong>Hint {i + 1}.</strong> {hint}
            </p>
          ))}
          {hintsShown < exercise.hints.length && (
            <button type="button" className="link-button" onClick={() => store().revealHint(exercise.id)}>
              {hintsShown === 0 ? 'Show a hint' : 'Show the next hint'} ({hintsShown + 1} of {exercise.hints.length})
            </button>
          )}
        </div>
      )}
    </section>
  );
}
