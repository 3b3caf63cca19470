import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../../shared/contract';
import { turnUndo } from './turn-undo';

const entry = (id: string, index: number, applied = true): HistoryEntry => ({
  id,
  label: id,
  source: id.startsWith('a') ? 'assistant' : 'user',
  createdAt: 0,
  index,
  applied,
});

describe("undoing an assistant turn's change", () => {
  const entries = [entry('u1', 1), entry('a2', 2), entry('u3', 3), entry('u4', 4)];

  it('is possible when the change is the last one applied', () => {
    expect(turnUndo('a2', entries.slice(0, 2), 2)).toEqual({ kind: 'available' });
  });

  it('is refused, with the reason, when later changes sit on top of it', () => {
    const one = turnUndo('a2', entries.slice(0, 3), 3);
    expect(one.kind).toBe('blocked');
    expect(one.kind === 'blocked' && one.reason).toMatch(/^A later change sits on top of it: undo that first/);
    const two = turnUndo('a2', entries, 4);
    expect(two.kind === 'blocked' && two.reason).toMatch(/^2 later changes sit on top of it: undo those first/);
  });

  it('says so when the change is already undone', () => {
    expect(turnUndo('a2', [entry('u1', 1), entry('a2', 2, false)], 1)).toEqual({ kind: 'undone' });
  });

  it('waits for the history, and knows when the change has left it', () => {
    expect(turnUndo('a2', undefined, 2).kind).toBe('unknown');
    const gone = turnUndo('gone', entries, 4);
    expect(gone.kind === 'unknown' && gone.reason).toMatch(/no longer in the circuit/);
  });
});
