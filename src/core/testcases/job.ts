import { fail, ok } from '../../shared/errors';
import type { HostJob } from '../simulation/host/protocol';
import { runTests, type NamedTest } from './run-tests';

/** The name the simulation host knows the test runner by. */
export const RUN_TESTS_JOB = 'runTests';

/** What the channel sends the host: the tests, and whether to keep the steps (waveform) or write a VCD. */
export interface RunTestsPayload {
  readonly tests: readonly NamedTest[];
  readonly vcd?: boolean;
  readonly trace?: boolean;
}

/** Runs tests where the simulation runs (a worker thread in the app), on the circuit as it is now. */
export const runTestsJob: HostJob = (circuit, library, payload) => {
  const { tests, vcd, trace } = payload as RunTestsPayload;
  const report = runTests(circuit, library, tests, {
    ...(vcd ? { vcd } : {}),
    ...(trace ? { trace: TRACE_STEPS } : {}),
  });
  if ('error' in report) return fail('INVALID_INPUT', `The circuit cannot be simulated: ${report.error}`, report.hint);
  return ok(report);
};

/** Steps kept per test for the waveform (each step is a row's settle; a clock pulse takes three). */
const TRACE_STEPS = 20_000;
