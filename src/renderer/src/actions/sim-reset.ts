import { simCall } from './sim-calls';
import { registerCommand } from './types';

/** Clears every stored bit and puts the switches back. */
export const simReset = registerCommand({
  name: 'sim.reset',
  label: 'Reset the simulation',
  perform: ({ state }) => simCall(state(), (circuitId) => state().resetSimulation(circuitId)),
});
