import { registerCommand } from './types';

/** Selects every component, wire and note. */
export const editSelectAll = registerCommand({
  name: 'edit.selectAll',
  label: 'Select all',
  enabled: (s) => s.replica !== undefined,
  perform: ({ state }) => {
    const circuit = state().replica?.state;
    if (!circuit) return;
    state().setSelection(
      [...circuit.components()].map((c) => c.id),
      [...circuit.wires()].map((w) => w.id),
      [...circuit.notes()].map((n) => n.id),
    );
  },
});
