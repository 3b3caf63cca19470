import type { AppState } from '../stores/app-store';
import { registerCommand } from './types';

/** The one subcircuit instance selected (nothing else), or undefined. */
export function selectedInstance(s: AppState): string | undefined {
  if (s.selectedComponents.size !== 1 || s.selectedWires.size > 0 || s.selectedNotes.size > 0) return undefined;
  const [id] = s.selectedComponents;
  return id !== undefined && s.replica?.state.component(id)?.type === 'SUBCIRCUIT' ? id : undefined;
}

/** Goes inside the selected subcircuit instance, showing its live values (as a double-click does). */
export const circuitOpenSubcircuit = registerCommand({
  name: 'circuit.openSubcircuit',
  label: 'Open the selected subcircuit',
  enabled: (s) => selectedInstance(s) !== undefined,
  perform: ({ state }) => {
    const id = selectedInstance(state());
    return id === undefined ? undefined : state().openSubcircuit(id);
  },
});
