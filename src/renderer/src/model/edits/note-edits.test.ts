import { describe, expect, it } from 'vitest';
import { GRID } from '../../../../shared/components';
import { MAX_NOTE_TEXT } from '../../../../shared/circuit';
import { halfAdder } from '../../test-support/circuits';
import { deleteEdit, nudgeEdit } from './edit-operations';
import { moveOperations } from './move-operations';
import { addNoteEdit, noteTextEdit } from './note-edits';
import { noteNodeId } from '../flow/note-nodes';

function withNote() {
  const state = halfAdder();
  const added = state.apply(addNoteEdit({ x: 203, y: 97 }, 'n1').operations);
  if (!added.success) throw new Error(added.error);
  return state;
}

describe('note edits', () => {
  it('places an empty note on the grid near the point', () => {
    const note = withNote().note('n1')!;
    expect(note.text).toBe('');
    expect([note.x % GRID, note.y % GRID]).toEqual([0, 0]);
    expect(Math.abs(note.x + 80 - 203)).toBeLessThanOrEqual(GRID / 2);
  });

  it('stores text with "\\n" line endings and no trailing space, cut at the limit, and skips no-ops', () => {
    const state = withNote();
    const edit = noteTextEdit(state, 'n1', 'Sum\r\ncarry\rdone  \n\n')!;
    expect(edit).toEqual({
      label: 'Edit note',
      operations: [{ op: 'updateNote', id: 'n1', set: { text: 'Sum\ncarry\ndone' } }],
    });
    expect(state.apply(edit.operations).success).toBe(true);
    expect(noteTextEdit(state, 'n1', 'Sum\ncarry\ndone ')).toBeUndefined();
    expect(noteTextEdit(state, 'gone', 'x')).toBeUndefined();
    const long = noteTextEdit(state, 'n1', 'y'.repeat(MAX_NOTE_TEXT + 50))!;
    expect(state.apply(long.operations).success).toBe(true);
    expect(state.note('n1')!.text).toHaveLength(MAX_NOTE_TEXT);
  });

  it('deletes selected notes with the parts and wires, in one edit that names them', () => {
    const state = withNote();
    expect(deleteEdit(state, [], [], ['n1'])?.label).toBe('Delete a note');
    const edit = deleteEdit(state, ['xor'], [], ['n1', 'missing'])!;
    expect(edit.label).toBe('Delete G1 and a note');
    expect(edit.operations.at(-1)).toEqual({ op: 'removeNote', id: 'n1' });
    expect(state.apply(edit.operations).success).toBe(true);
    expect(state.noteCount).toBe(0);
  });

  it('stores a drag of notes and parts as one change, snapped, leaving out what did not move', () => {
    const state = withNote();
    const note = state.note('n1')!;
    const xor = state.component('xor')!;
    const drag = new Map([
      [noteNodeId('n1'), { x: note.x + 41, y: note.y - 19 }],
      ['xor', { x: xor.x + 60, y: xor.y }],
      ['and', { x: state.component('and')!.x + 2, y: state.component('and')!.y }],
    ]);
    const { operations, label } = moveOperations(state, drag);
    expect(label).toBe('Move 2 items');
    expect(operations).toEqual([
      { op: 'updateNote', id: 'n1', set: { x: note.x + 40, y: note.y - 20 } },
      { op: 'updateComponent', id: 'xor', set: { x: xor.x + 60, y: xor.y } },
    ]);
    expect(moveOperations(state, new Map([[noteNodeId('n1'), { x: 0, y: 0 }]])).label).toBe('Move note');
  });

  it('nudges selected notes with the parts, by grid steps', () => {
    const state = withNote();
    const note = state.note('n1')!;
    expect(nudgeEdit(state, [], 0, -1, ['n1'])).toEqual({
      label: 'Move note',
      operations: [{ op: 'updateNote', id: 'n1', set: { x: note.x, y: note.y - GRID } }],
    });
    expect(nudgeEdit(state, ['xor'], 2, 0, ['n1'])?.label).toBe('Move 2 items');
  });
});
