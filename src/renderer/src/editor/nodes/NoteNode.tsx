import type { NodeProps } from '@xyflow/react';
import { memo, useEffect, useRef, type KeyboardEvent, type ReactElement } from 'react';
import { MAX_NOTE_TEXT } from '../../../../shared/circuit';
import { useAppStore } from '../../stores/app-store';
import { noteTextEdit } from '../../model/edits/note-edits';
import type { NoteFlowNode } from '../../model/flow/note-nodes';

/** The widest a note without a set width grows before its text wraps. */
const AUTO_MAX_WIDTH = 280;

/**
 * A text note on the canvas: plain text, several lines, like a sticky note. Double-click (or Enter
 * when it is selected) writes in place: Ctrl/⌘+Enter or leaving the field stores the text as one
 * change, Escape drops what was typed.
 */
export const NoteNode = memo(function NoteNode({ data, selected }: NodeProps<NoteFlowNode>): ReactElement {
  const { note } = data;
  const editing = useAppStore((s) => s.editingNote === note.id);
  const style = note.width !== undefined ? { width: note.width } : { maxWidth: AUTO_MAX_WIDTH };
  return (
    <div
      className={`cf-note${selected ? ' selected' : ''}${editing ? ' editing' : ''}`}
      style={style}
      onDoubleClick={(event) => {
        event.stopPropagation();
        useAppStore.getState().setEditingNote(note.id);
      }}
    >
      {editing ? (
        <NoteEditor id={note.id} text={note.text} />
      ) : note.text === '' ? (
        <span className="cf-note-placeholder">Empty note: double-click to write</span>
      ) : (
        <p className="cf-note-text">{note.text}</p>
      )}
    </div>
  );
});

function NoteEditor({ id, text }: { id: string; text: string }): ReactElement {
  const field = useRef<HTMLTextAreaElement>(null);
  /** Escape closes without storing; the blur that follows must not store either. */
  const cancelled = useRef(false);
  useEffect(() => {
    // A new note's node stays hidden until React Flow has measured it, and a hidden field takes no
    // focus: try again on the next frames until it does.
    let frame = 0;
    let tries = 0;
    const focus = () => {
      const element = field.current;
      if (!element) return;
      element.focus();
      if (document.activeElement === element) {
        element.setSelectionRange(element.value.length, element.value.length);
      } else if (++tries < 30) frame = requestAnimationFrame(focus);
    };
    focus();
    return () => cancelAnimationFrame(frame);
  }, []);

  const close = (store: boolean) => {
    const s = useAppStore.getState();
    if (s.editingNote === id) s.setEditingNote(undefined);
    const value = field.current?.value;
    if (!store || value === undefined) return;
    void s.applyOperations('Edit note', (circuit) => noteTextEdit(circuit, id, value));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Keys typed here are text, never canvas shortcuts.
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      cancelled.current = true;
      close(false);
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      cancelled.current = true;
      close(true);
    }
  };

  return (
    <textarea
      ref={field}
      className="cf-note-editor nodrag nopan nowheel"
      defaultValue={text}
      maxLength={MAX_NOTE_TEXT}
      rows={Math.max(2, text.split('\n').length)}
      aria-label="Note text"
      placeholder="Write a note…"
      onKeyDown={onKeyDown}
      onInput={(event) => fitHeight(event.currentTarget)}
      onFocus={(event) => fitHeight(event.currentTarget)}
      onBlur={() => {
        if (!cancelled.current) close(true);
      }}
    />
  );
}

/** Grows the field with its text, so nothing scrolls inside a note. */
function fitHeight(element: HTMLTextAreaElement): void {
  element.style.height = 'auto';
  element.style.height = `${element.scrollHeight}px`;
}
