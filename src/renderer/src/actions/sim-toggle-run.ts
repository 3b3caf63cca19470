import { simCall } from './sim-calls';
import { registerCommand } from './types';

/** Starts or pauses the clocks. */
export const simToggleRun = registerCommand({
  name: 'sim.toggleRun',
  label: 'Run/pause the clocks',
  perform: ({ state }) => simCall(state(), (circuitId) => state().toggleClocks(circuitId)),
});
