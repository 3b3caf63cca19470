import { bendOperations } from '../../../shared/circuit';
import { registerCommand } from './types';

/** Gives the selected wires that were bent by hand back to the router. */
export const editResetRoute = registerCommand({
  name: 'edit.resetRoute',
  label: 'Reset wire route',
  enabled: (s) => [...s.selectedWires].some((id) => s.replica?.state.wire(id)?.waypoints !== undefined),
  perform: ({ state }) => {
    const ids = [...state().selectedWires];
    return state().applyOperations('Reset wire route', (circuit) => {
      const operations = ids
        .filter((id) => circuit.wire(id)?.waypoints !== undefined)
        .flatMap((id) => bendOperations(circuit, id, undefined));
      return operations.length > 0 ? { label: 'Reset wire route', operations } : undefined;
    });
  },
});
