import { useLayoutEffect, useRef, type ReactElement, type RefObject } from 'react';
import { circuitRefBlock, insertBlock } from '../model/lesson-editor/insert-block';
import { useAppStore } from '../stores/app-store';
import { Icon } from '../ui/icons';

/**
 * The lesson's Markdown in a plain monospace text field, the button that puts the circuit open on
 * the canvas in at the cursor as a live circuit block (`ref: <id>`), and the one that makes that
 * circuit an exercise (its block at the end of the text).
 */
export function LessonText({
  textRef,
  addingExercise,
  onAddExercise,
}: {
  textRef: RefObject<HTMLTextAreaElement | null>;
  /** The "Add exercise" form is open (the panel shows it above the text). */
  addingExercise: boolean;
  onAddExercise: () => void;
}): ReactElement {
  const markdown = useAppStore((s) => s.authoringDraft?.markdown ?? '');
  const busy = useAppStore((s) => s.authoringBusy);
  const circuitId = useAppStore((s) => s.circuitMeta?.id);
  const circuitName = useAppStore((s) => s.circuitMeta?.name ?? '');
  const circuit = circuitId === undefined ? undefined : { id: circuitId, name: circuitName };
  const cursorAfter = useRef<number | undefined>(undefined);

  useLayoutEffect(() => {
    const field = textRef.current;
    const at = cursorAfter.current;
    if (!field || at === undefined) return;
    cursorAfter.current = undefined;
    field.focus();
    field.setSelectionRange(at, at);
  }, [markdown, textRef]);

  const insertCircuit = () => {
    const field = textRef.current;
    if (!circuit || !field) return;
    const inserted = insertBlock(markdown, field.selectionStart, circuitRefBlock(circuit.id));
    cursorAfter.current = inserted.cursor;
    useAppStore.getState().editAuthoringText(inserted.text);
  };

  return (
    <div className="lesson-editor-text">
      <div className="lesson-editor-text-tools">
        <button
          type="button"
          className="action-button"
          onClick={insertCircuit}
          disabled={!circuit || busy}
          title={circuit ? `Put "${circuit.name}" in at the cursor as a live circuit` : 'Open a circuit first'}
          data-testid="lesson-insert-circuit"
        >
          <Icon name="plus" /> Insert open circuit
        </button>
        <button
          type="button"
          className="action-button"
          onClick={onAddExercise}
          disabled={!circuit || busy || addingExercise}
          title={circuit ? `Make "${circuit.name}" and its tests an exercise` : 'Open the circuit that solves it first'}
          data-testid="lesson-add-exercise"
        >
          <Icon name="plus" /> Add exercise
        </button>
      </div>
      <textarea
        ref={textRef}
        className="lesson-editor-source"
        value={markdown}
        readOnly={busy}
        spellCheck={false}
        aria-label="Lesson text (Markdown)"
        onChange={(e) => useAppStore.getState().editAuthoringText(e.target.value)}
        onBlur={() => void useAppStore.getState().flushAuthoring()}
        data-testid="lesson-source"
      />
    </div>
  );
}
