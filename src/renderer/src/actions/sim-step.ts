import { call } from '../api';
import { simCall } from './sim-calls';
import { register } from './types';

/** Advances the clocks by one half-period and settles. */
export const simStep = register({
  name: 'sim.step',
  label: 'Step the clocks',
  shortcuts: ['Mod+Shift+Enter'],
  perform: ({ state }) => simCall(state(), (circuitId) => call('sim:step', { circuitId, halfPeriods: 1 })),
});
