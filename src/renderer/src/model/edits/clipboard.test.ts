import { describe, expect, it } from 'vitest';
import { GRID } from '../../../../shared/components';
import { halfAdder } from '../../test-support/circuits';
import { copySelection, pasteEdit } from './clipboard';

function sequentialIds() {
  let n = 0;
  return (prefix: string) => `${prefix}_${++n}`;
}

describe('copy and paste', () => {
  it('copies the wires between copied components and leaves wires to the outside behind', () => {
    const state = halfAdder();
    const content = copySelection(state, ['sw1', 'sw2', 'xor'])!;
    expect(content.components.map((c) => c.id).sort()).toEqual(['sw1', 'sw2', 'xor']);
    expect(content.wires.map((w) => w.id).sort()).toEqual(['w1', 'w2']);
  });

  it('pastes a copy that applies, with new ids, unique labels and the inner wires rewired to the copy', () => {
    const state = halfAdder();
    const content = copySelection(state, ['sw1', 'sw2', 'xor', 'led1'])!;
    const edit = pasteEdit(state, content, 1, sequentialIds());
    const applied = state.apply(edit.operations);
    expect(applied.success).toBe(true);
    expect(state.componentCount).toBe(13);
    const labels = edit.componentIds.map((id) => state.component(id)!.label).sort();
    expect(labels).toEqual(['G3', 'LED3', 'SW3', 'SW4']);
    expect(edit.wireIds).toHaveLength(3);
    for (const id of edit.wireIds) {
      const w = state.wire(id)!;
      expect(edit.componentIds).toContain(w.from.component);
      expect(edit.componentIds).toContain(w.to.component);
    }
    const copy = state.component(edit.componentIds[0]!)!;
    expect({ x: copy.x, y: copy.y }).toEqual({ x: 20, y: 20 });
  });

  it('keeps the original labels when pasting after a cut', () => {
    const state = halfAdder();
    const content = copySelection(state, ['sw1', 'xor'])!;
    expect(
      state.apply([
        { op: 'removeComponent', id: 'sw1' },
        { op: 'removeComponent', id: 'xor' },
      ]).success,
    ).toBe(true);
    const edit = pasteEdit(state, content, 1, sequentialIds());
    expect(state.apply(edit.operations).success).toBe(true);
    expect(edit.componentIds.map((id) => state.component(id)!.label).sort()).toEqual(['G1', 'SW1']);
    expect(edit.label).toBe('Paste 2 components');
  });

  it('copies nothing when nothing is selected', () => {
    expect(copySelection(halfAdder(), [])).toBeUndefined();
  });

  it('copies selected notes with the parts and pastes them moved, with new ids, in the same edit', () => {
    const state = halfAdder();
    expect(state.apply([{ op: 'addNote', note: { id: 'n1', x: 0, y: -60, text: 'Sum', width: 120 } }]).success).toBe(
      true,
    );
    const content = copySelection(state, ['xor'], ['n1', 'missing'])!;
    expect(content.notes).toEqual([{ id: 'n1', x: 0, y: -60, text: 'Sum', width: 120 }]);
    const edit = pasteEdit(state, content, 2, sequentialIds());
    expect(edit.label).toBe('Paste G3 and a note');
    expect(state.apply(edit.operations).success).toBe(true);
    const step = 4 * GRID;
    expect(state.note(edit.noteIds[0]!)).toEqual({
      id: edit.noteIds[0],
      x: step,
      y: -60 + step,
      text: 'Sum',
      width: 120,
    });
    const notesOnly = pasteEdit(state, copySelection(state, [], ['n1'])!, 1, sequentialIds());
    expect(notesOnly.label).toBe('Paste a note');
    expect(copySelection(state, [], [])).toBeUndefined();
  });
});
