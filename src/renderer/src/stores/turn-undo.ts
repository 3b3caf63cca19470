import type { HistoryEntry } from '../../../shared/contract';

/** Whether "Undo this change" can take back a turn's change now, and if not, why. */
export type TurnUndo =
  | { readonly kind: 'available' }
  | { readonly kind: 'blocked'; readonly reason: string }
  | { readonly kind: 'undone' }
  | { readonly kind: 'unknown'; readonly reason: string };

/**
 * One undo removes the whole turn, but undo takes back the LAST applied change: so the turn's
 * change must be the last one applied (`position` changes are applied, 1-based indexes). Changes
 * on top of it would be undone instead, so then the button says why it is disabled.
 */
export function turnUndo(changeId: string, entries: readonly HistoryEntry[] | undefined, position: number): TurnUndo {
  if (!entries) return { kind: 'unknown', reason: 'Reading the history…' };
  const entry = entries.find((e) => e.id === changeId);
  if (!entry) return { kind: 'unknown', reason: 'This change is no longer in the circuit’s history.' };
  if (entry.index > position) return { kind: 'undone' };
  if (entry.index === position) return { kind: 'available' };
  const later = position - entry.index;
  return {
    kind: 'blocked',
    reason: `${later === 1 ? 'A later change sits' : `${later} later changes sit`} on top of it: undo ${
      later === 1 ? 'that' : 'those'
    } first, or use the History panel.`,
  };
}
