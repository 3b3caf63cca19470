import { simCall } from './sim-calls';
import { registerCommand } from './types';

/** Advances the clocks by one half-period and settles. */
export const simStep = registerCommand({
  name: 'sim.step',
  label: 'Step the clocks',
  perform: ({ state }) => simCall(state(), (circuitId) => state().stepClocks(circuitId)),
});
