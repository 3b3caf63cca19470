import { fail, ok, type Result } from '../errors';
import type { Operation } from './operations';
import type { Note, NotePatch } from './types';

/**
 * The notes of a circuit, by id. Each edit returns the operations that undo it exactly: a note's
 * absent `width` comes back as absent (`width: null` in the undoing update), never as `undefined`.
 */
export class NoteTable {
  private readonly byId = new Map<string, Note>();

  get size(): number {
    return this.byId.size;
  }

  get(id: string): Note | undefined {
    return this.byId.get(id);
  }

  values(): IterableIterator<Note> {
    return this.byId.values();
  }

  add(note: Note): Result<Operation[]> {
    if (this.byId.has(note.id)) {
      return fail('DUPLICATE_ID', `A note with id "${note.id}" already exists.`, 'Use a new id.');
    }
    this.byId.set(note.id, withoutUndefined(note));
    return ok([{ op: 'removeNote', id: note.id }]);
  }

  remove(id: string): Result<Operation[]> {
    const note = this.byId.get(id);
    if (!note) return unknownNote(id);
    this.byId.delete(id);
    return ok([{ op: 'addNote', note }]);
  }

  update(id: string, set: NotePatch): Result<Operation[]> {
    const current = this.byId.get(id);
    if (!current) return unknownNote(id);
    const previous: NotePatch = {};
    const next: Note = { ...current };
    if (set.x !== undefined) [previous.x, next.x] = [current.x, set.x];
    if (set.y !== undefined) [previous.y, next.y] = [current.y, set.y];
    if (set.text !== undefined) [previous.text, next.text] = [current.text, set.text];
    if (set.width !== undefined) {
      previous.width = current.width ?? null;
      if (set.width === null) delete next.width;
      else next.width = set.width;
    }
    this.byId.set(id, next);
    return ok([{ op: 'updateNote', id, set: previous }]);
  }
}

/** A stored note never holds `width: undefined`, so its JSON and its equality stay exact. */
function withoutUndefined(note: Note): Note {
  const { width, ...rest } = note;
  return width === undefined ? rest : { ...rest, width };
}

function unknownNote(id: string): Result<never> {
  return fail('UNKNOWN_NOTE', `No note has id "${id}".`, 'Read the circuit state for the current note ids.');
}
