import { registerCommand } from './types';

/** Runs every test of the open circuit and shows how they did in the Tests panel. */
export const testsRunAll = registerCommand({
  name: 'tests.runAll',
  label: 'Run all tests',
  enabled: (s) => s.replica !== undefined && !s.testRunning,
  perform: ({ state }) => state().runAllTests(),
});
