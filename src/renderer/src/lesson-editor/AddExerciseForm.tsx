import { useMemo, useState, type FormEvent, type ReactElement } from 'react';
import type { Result } from '../../../shared/errors';
import { useAppStore } from '../stores/app-store';

/** The open circuit's test names, in its order, new after each change of the circuit. */
function useOpenCircuitTests(): readonly string[] {
  const docVersion = useAppStore((s) => s.docVersion);
  const circuitId = useAppStore((s) => s.replica?.circuitId);
  return useMemo(
    () => [...(useAppStore.getState().replica?.state.tests() ?? [])].map((t) => t.name),
    // The replica is changed in place; docVersion counts its changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [docVersion, circuitId],
  );
}

/**
 * "Add exercise": the circuit open on the canvas becomes an exercise's solution, tested by its own
 * tests (each visible, or hidden: the student learns only that it failed). Title, statement and
 * hints (one a line) are the author's; the refusal (a test the circuit fails, no tests) shows here.
 */
export function AddExerciseForm({ circuitId, onDone }: { circuitId: string; onDone: () => void }): ReactElement {
  const tests = useOpenCircuitTests();
  const [title, setTitle] = useState('');
  const [statement, setStatement] = useState('');
  const [hints, setHints] = useState('');
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ error: string; hint: string; tests: readonly string[] } | undefined>(
    undefined,
  );
  // A refusal stands for the tests it was about: once they change (a test written meanwhile) it goes.
  const shown = refusal?.tests === tests ? refusal : undefined;

  const toggle = (name: string, on: boolean) =>
    setHidden((now) => {
      const next = new Set(now);
      if (on) next.add(name);
      else next.delete(name);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (title.trim() === '' || busy) return;
    setBusy(true);
    setRefusal(undefined);
    void useAppStore
      .getState()
      .addAuthoringExercise({
        circuitId,
        title: title.trim(),
        statement,
        hints: hints
          .split('\n')
          .map((h) => h.trim())
          .filter((h) => h !== ''),
        hidden: tests.filter((name) => hidden.has(name)),
      })
      .then((result: Result<unknown>) => {
        setBusy(false);
        if (result.success) onDone();
        else setRefusal({ error: result.error, hint: result.hint, tests });
      });
  };

  return (
    <form
      className="lesson-editor-exercise"
      onSubmit={submit}
      aria-label="Add exercise"
      data-testid="lesson-exercise-form"
    >
      <label className="lesson-editor-label">
        Title
        <input
          type="text"
          className="lesson-editor-field"
          value={title}
          maxLength={120}
          placeholder="Half adder"
          autoFocus
          onChange={(e) => setTitle(e.target.value)}
          data-testid="lesson-exercise-title"
        />
      </label>
      <label className="lesson-editor-label">
        Statement
        <textarea
          className="lesson-editor-field lesson-editor-area"
          value={statement}
          rows={3}
          placeholder="What the student is to build"
          onChange={(e) => setStatement(e.target.value)}
          data-testid="lesson-exercise-statement"
        />
      </label>
      <label className="lesson-editor-label">
        Hints (one per line)
        <textarea
          className="lesson-editor-field lesson-editor-area"
          value={hints}
          rows={2}
          onChange={(e) => setHints(e.target.value)}
          data-testid="lesson-exercise-hints"
        />
      </label>
      <fieldset className="lesson-editor-exercise-tests">
        <legend>Tests of the open circuit</legend>
        {tests.length === 0 ? (
          <p className="lesson-editor-hint">This circuit has no tests yet: write one in the Tests panel first.</p>
        ) : (
          tests.map((name) => (
            <label key={name} className="lesson-editor-exercise-test">
              <span>{name}</span>
              <input
                type="checkbox"
                checked={hidden.has(name)}
                onChange={(e) => toggle(name, e.target.checked)}
                aria-label={`Hide the test "${name}" from the student`}
              />
              hidden
            </label>
          ))
        )}
      </fieldset>
      {shown && (
        <p className="lesson-editor-error" role="alert" data-testid="lesson-exercise-error">
          {shown.error}
          <span className="lesson-editor-hint">{shown.hint}</span>
        </p>
      )}
      <div className="lesson-editor-exercise-actions">
        <button
          type="submit"
          className="action-button primary"
          disabled={title.trim() === '' || busy}
          data-testid="lesson-exercise-add"
        >
          {busy ? 'Adding…' : 'Add'}
        </button>
        <button type="button" className="action-button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
