import { registerCommand } from './types';

/** Comes out of a subcircuit one level (the breadcrumb's parent). */
export const circuitLeaveSubcircuit = registerCommand({
  name: 'circuit.leaveSubcircuit',
  label: 'Leave the subcircuit',
  enabled: (s) => s.insideTop !== undefined,
  perform: ({ state }) => state().leaveSubcircuit(state().insidePath.length - 1),
});
