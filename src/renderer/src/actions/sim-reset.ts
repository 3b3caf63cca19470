import { call } from '../api';
import { simCall } from './sim-calls';
import { registerCommand } from './types';

/** Clears every stored bit and puts the switches back. */
export const simReset = registerCommand({
  name: 'sim.reset',
  label: 'Reset the simulation',
  perform: ({ state }) =>
    simCall(state(), async (circuitId) => {
      const result = await call('sim:reset', { circuitId });
      if (result.success) state().applySimSnapshot(result.data);
      return result;
    }),
});
