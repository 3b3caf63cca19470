import { autoLayoutEdit } from '../model/edits/auto-layout';
import { registerCommand } from './types';

/** Lays the circuit out left to right (ELK, layered, port-aware) as one undoable change. */
export const layoutAuto = registerCommand({
  name: 'layout.auto',
  label: 'Auto-layout',
  enabled: (s) => (s.replica?.state.componentCount ?? 0) > 0,
  perform: async ({ state }) => {
    const circuit = state().replica?.state;
    if (!circuit) return;
    const layout = await autoLayoutEdit(circuit);
    if (!layout.success) {
      state().pushNotice({ level: 'error', message: layout.error, hint: layout.hint });
      return;
    }
    await state().applyOperations('Auto-layout', layout.data.operations);
    state().requestFit();
  },
});
