import type { CircuitState, Note, Operation } from '../../../../shared/circuit';
import { MAX_NOTE_TEXT } from '../../../../shared/circuit';
import { createId } from '../../../../shared/ids';
import { snap } from '../../../../shared/layout/geometry';
import type { Edit } from './edit-operations';

/** Where a new note's top-left corner goes relative to the point it is placed at. */
const NOTE_OFFSET = { x: -80, y: -20 };

/** A new, empty note near a point (its top-left corner snapped to the grid), ready to be written. */
export function addNoteEdit(at: { x: number; y: number }, id = createId('n')): Edit {
  const note: Note = { id, x: snap(at.x + NOTE_OFFSET.x), y: snap(at.y + NOTE_OFFSET.y), text: '' };
  return { label: 'Add note', operations: [{ op: 'addNote', note }] };
}

/**
 * The edit that gives a note new text: line endings made "\n", trailing spaces of the whole text
 * dropped, cut at the longest text a note holds. Undefined when nothing would change.
 */
export function noteTextEdit(state: CircuitState, id: string, text: string): Edit | undefined {
  const note = state.note(id);
  if (!note) return undefined;
  const clean = text.replace(/\r\n?/g, '\n').trimEnd().slice(0, MAX_NOTE_TEXT);
  if (clean === note.text) return undefined;
  return { label: 'Edit note', operations: [{ op: 'updateNote', id, set: { text: clean } }] };
}

/** The operations that remove notes (those that still exist). */
export function removeNotesOperations(state: CircuitState, ids: Iterable<string>): Operation[] {
  return [...ids].filter((id) => state.note(id)).map((id) => ({ op: 'removeNote' as const, id }));
}
