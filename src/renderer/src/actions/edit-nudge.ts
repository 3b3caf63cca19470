import { nudgeEdit } from '../model/edits/edit-operations';
import type { ExtraActionName } from './types';
import { register, type Action } from './types';

/** With Shift held, a nudge moves this many grid steps. */
const BIG_STEP = 5;

function nudge(name: ExtraActionName, key: string, dx: number, dy: number): Action {
  return register({
    name,
    label: `Nudge ${key.replace('Arrow', '').toLowerCase()}`,
    shortcuts: [key, `Shift+${key}`],
    enabled: (s) => s.selectedComponents.size > 0 || s.selectedNotes.size > 0,
    perform: ({ state, event }) => {
      const step = event?.shiftKey ? BIG_STEP : 1;
      const ids = [...state().selectedComponents];
      const notes = [...state().selectedNotes];
      return state().applyOperations('Move', (circuit) => nudgeEdit(circuit, ids, dx * step, dy * step, notes));
    },
  });
}

/** The arrow keys move the selection one grid step (five with Shift). */
export const editNudge: readonly Action[] = [
  nudge('edit.nudgeLeft', 'ArrowLeft', -1, 0),
  nudge('edit.nudgeRight', 'ArrowRight', 1, 0),
  nudge('edit.nudgeUp', 'ArrowUp', 0, -1),
  nudge('edit.nudgeDown', 'ArrowDown', 0, 1),
];
