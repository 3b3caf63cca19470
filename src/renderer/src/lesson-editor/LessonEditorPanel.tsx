import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { COMMAND_SHORTCUTS } from '../../../shared/commands';
import { matchesShortcut } from '../../../shared/shortcuts';
import { IS_MAC, runAction } from '../actions/manager';
import { DockablePanel } from '../panels/DockablePanel';
import { useAppStore } from '../stores/app-store';
import { Icon } from '../ui/icons';
import { offsetOfLine } from '../model/lesson-editor/insert-block';
import { AddExerciseForm } from './AddExerciseForm';
import { LessonPicker } from './LessonPicker';
import { LessonPreview } from './LessonPreview';
import { LessonText } from './LessonText';
import { SaveStatus } from './SaveStatus';

const matches = (event: KeyboardEvent, shortcuts: readonly string[]) =>
  shortcuts.some((s) =>
    matchesShortcut(
      {
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        shiftKey: event.shiftKey,
        altKey: event.altKey,
      },
      s,
      IS_MAC,
    ),
  );

/**
 * Undo and redo keys while focus is anywhere in the editor (its text, its fields, its header's
 * buttons) walk the LESSON's history: never the circuit's, and never the text field's own undo,
 * which would leave the history behind. Heard on the window's capture phase, before the app's
 * shortcuts; outside the editor the keys are the canvas's as ever.
 */
function onKeyDownCapture(event: KeyboardEvent): void {
  const target = event.target;
  if (!(target instanceof Element) || !target.closest('[data-panel="lessonEditor"]')) return;
  const s = useAppStore.getState();
  if (!s.authoringLesson) return;
  const undo = matches(event, COMMAND_SHORTCUTS['edit.undo']);
  const redo = !undo && matches(event, COMMAND_SHORTCUTS['edit.redo']);
  if (!undo && !redo) return;
  event.preventDefault();
  event.stopPropagation();
  void (undo ? s.undoAuthoring() : s.redoAuthoring());
}

function Tools(): ReactElement {
  const history = useAppStore((s) => s.authoringLesson?.history);
  const busy = useAppStore((s) => s.authoringBusy);
  const pending = useAppStore((s) => s.authoringSave === 'pending' || s.authoringSave === 'saving');
  // Typing not yet saved is undone too (it is saved first, then undone as one change).
  const canUndo = history !== undefined && (history.canUndo || pending);
  const canRedo = history !== undefined && history.canRedo && !pending;
  return (
    <>
      <button
        type="button"
        className="tool-button"
        onClick={() => void useAppStore.getState().undoAuthoring()}
        disabled={!canUndo || busy}
        title={history?.undoLabel ? `Undo "${history.undoLabel}" in the lesson` : 'Undo in the lesson'}
        aria-label="Undo in the lesson"
        data-testid="lesson-undo"
      >
        <Icon name="undo" />
      </button>
      <button
        type="button"
        className="tool-button"
        onClick={() => void useAppStore.getState().redoAuthoring()}
        disabled={!canRedo || busy}
        title={history?.redoLabel ? `Redo "${history.redoLabel}" in the lesson` : 'Redo in the lesson'}
        aria-label="Redo in the lesson"
        data-testid="lesson-redo"
      >
        <Icon name="redo" />
      </button>
    </>
  );
}

/** The footer: the lesson and course as files. */
function FileRow(): ReactElement {
  const hasLesson = useAppStore((s) => s.authoringLesson !== undefined);
  const hasCourse = useAppStore((s) => s.authoringCourseId !== undefined);
  return (
    <div className="lesson-editor-files">
      <button
        type="button"
        className="action-button"
        disabled={!hasLesson}
        onClick={() => runAction('lessons.exportPage')}
        data-testid="lesson-export-page"
      >
        <Icon name="download" /> Export page (HTML)
      </button>
      <button
        type="button"
        className="action-button"
        disabled={!hasCourse}
        title={hasCourse ? undefined : 'Choose a course first'}
        onClick={() => runAction('lessons.exportCourse')}
        data-testid="lesson-export-course"
      >
        <Icon name="download" /> Export course
      </button>
      <button
        type="button"
        className="action-button"
        onClick={() => runAction('lessons.importCourse')}
        data-testid="lesson-import-course"
      >
        <Icon name="upload" /> Import course
      </button>
    </div>
  );
}

function ErrorLine(): ReactElement | null {
  const error = useAppStore((s) => s.authoringError);
  if (!error) return null;
  return (
    <p className="lesson-editor-error" role="alert" data-testid="lesson-editor-error">
      {error.message}
      {error.hint && <span className="lesson-editor-hint">{error.hint}</span>}
    </p>
  );
}

/**
 * The lesson editor: choose or create a lesson (in a course or not), write its title and Markdown
 * beside a live preview with the text's problems, put the open circuit in as a live circuit or make it an exercise, undo
 * and redo in the lesson's history, and export the lesson as a page or its course as a file.
 */
export function LessonEditorPanel(): ReactElement {
  const hasLesson = useAppStore((s) => s.authoringDraft !== undefined);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const circuitId = useAppStore((s) => s.circuitMeta?.id);
  const [addingExercise, setAddingExercise] = useState(false);
  const goToLine = useCallback((line: number) => {
    const field = textRef.current;
    if (!field) return;
    const at = offsetOfLine(field.value, line);
    field.focus();
    field.setSelectionRange(at, at);
  }, []);
  useEffect(() => {
    window.addEventListener('keydown', onKeyDownCapture, true);
    return () => {
      window.removeEventListener('keydown', onKeyDownCapture, true);
      // Whatever was typed is saved when the editor goes (the slice saves on close as well).
      void useAppStore.getState().flushAuthoring();
    };
  }, []);
  return (
    <DockablePanel
      id="lessonEditor"
      title="Lesson editor"
      className="lesson-editor-panel"
      testId="lesson-editor"
      tools={<Tools />}
      closeLabel="Close the lesson editor"
      onClose={() => useAppStore.getState().setAuthoringOpen(false)}
    >
      <div className="lesson-editor-body">
        <LessonPicker />
        <ErrorLine />
        {hasLesson ? (
          <>
            <SaveStatus />
            {addingExercise && circuitId !== undefined && (
              <AddExerciseForm key={circuitId} circuitId={circuitId} onDone={() => setAddingExercise(false)} />
            )}
            <div className="lesson-editor-split">
              <LessonText
                textRef={textRef}
                addingExercise={addingExercise}
                onAddExercise={() => setAddingExercise(true)}
              />
              <LessonPreview onGoToLine={goToLine} />
            </div>
          </>
        ) : (
          <p className="panel-empty">
            Choose a lesson to edit, or make a new one with +. A lesson is Markdown: headings, lists, tables, math
            between $ signs, and live circuits.
          </p>
        )}
        <FileRow />
      </div>
    </DockablePanel>
  );
}
