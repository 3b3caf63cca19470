import { useState, type ReactElement } from 'react';
import { MAX_NOTE_TEXT, type Note } from '../../../shared/circuit';
import { noteTextEdit } from '../model/edits/note-edits';
import { useAppStore } from '../stores/app-store';
import { parseNoteWidth } from './note-width';

/** The note's text; keyed on the stored text, so a change from elsewhere (undo) resets the draft. */
function NoteTextField({ note }: { note: Note }): ReactElement {
  const [draft, setDraft] = useState(note.text);
  const save = () => {
    void useAppStore.getState().applyOperations('Edit note', (circuit) => noteTextEdit(circuit, note.id, draft));
  };
  return (
    <div className="field">
      <label htmlFor="inspector-note-text">Text</label>
      <textarea
        id="inspector-note-text"
        className="inspector-note-text"
        value={draft}
        maxLength={MAX_NOTE_TEXT}
        rows={Math.min(12, Math.max(3, draft.split('\n').length + 1))}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={save}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            // Handled here: in the desktop app, a key the page lets through also runs its menu
            // accelerator (Ctrl+Enter runs the clocks).
            e.preventDefault();
            save();
          }
          if (e.key === 'Escape') setDraft(note.text);
        }}
      />
      <span className="field-hint">
        {draft.length} of {MAX_NOTE_TEXT} characters · Ctrl+Enter or leaving the field saves
      </span>
    </div>
  );
}

function NoteWidthField({ note }: { note: Note }): ReactElement {
  const [draft, setDraft] = useState(note.width === undefined ? '' : String(note.width));
  const [error, setError] = useState<string>();
  const save = () => {
    const parsed = parseNoteWidth(draft);
    if ('error' in parsed) return setError(parsed.error);
    setError(undefined);
    if ((parsed.width ?? undefined) === note.width) return;
    void useAppStore
      .getState()
      .applyOperations('Resize note', [{ op: 'updateNote', id: note.id, set: { width: parsed.width } }]);
  };
  return (
    <div className="field">
      <label htmlFor="inspector-note-width">Wrap width</label>
      <input
        id="inspector-note-width"
        inputMode="numeric"
        placeholder="automatic"
        value={draft}
        aria-invalid={error !== undefined}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={save}
        onKeyDown={(e) => {
          if (e.key === 'Enter') save();
        }}
      />
      {error && <span className="field-error">{error}</span>}
    </div>
  );
}

/** One selected note: its text and where it wraps, each change one undoable edit. */
export function NoteInspector({ note }: { note: Note }): ReactElement {
  return (
    <>
      <div className="inspector-title">
        <span className="inspector-name">Note</span>
      </div>
      <p className="inspector-description">Free text on the canvas; the circuit ignores it.</p>
      <section className="inspector-section">
        <NoteTextField key={`${note.id}:${note.text}`} note={note} />
        <NoteWidthField key={`${note.id}:${note.width ?? ''}`} note={note} />
      </section>
    </>
  );
}
