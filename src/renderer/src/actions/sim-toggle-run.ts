import { call } from '../api';
import { simCall } from './sim-calls';
import { register } from './types';

/** Starts or pauses the clocks. */
export const simToggleRun = register({
  name: 'sim.toggleRun',
  label: 'Run/pause the clocks',
  shortcuts: ['Mod+Enter'],
  perform: ({ state }) =>
    simCall(state(), (circuitId) => call(state().simRunning ? 'sim:pause' : 'sim:run', { circuitId })),
});
