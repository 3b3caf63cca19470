import type { HostTimers, SimHostMessage, SimRequestMessage } from '../../core/simulation/host/protocol';
import { SIZE_LIMITS } from '../../core/simulation/host/full-parts';
import { SimulationHost } from '../../core/simulation/host/simulation-host';
import { RUN_TESTS_JOB, runTestsJob } from '../../core/testcases/job';
import type { SimUpdated } from '../../shared/contract/sim-channels';
import { fail } from '../../shared/errors';

/** Node's timers for the simulation host. */
export const nodeTimers: HostTimers = {
  now: () => performance.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The simulation host with the jobs that run beside it (the test runner), in a worker or in process. */
export function createSimulationHost(emit: (update: SimUpdated) => void): SimulationHost {
  return new SimulationHost(nodeTimers, emit, SIZE_LIMITS, { [RUN_TESTS_JOB]: runTestsJob });
}

/** Runs one request; a thrown error (a bug) becomes a logged INTERNAL failure, never a dead worker. */
export function answer(host: SimulationHost, message: SimRequestMessage): SimHostMessage {
  try {
    return { kind: 'reply', id: message.id, result: host.handle(message.request) };
  } catch (error) {
    console.error(`[INTERNAL] simulation request ${message.request.type} threw`, error);
    return {
      kind: 'reply',
      id: message.id,
      result: fail(
        'INTERNAL',
        `The simulator failed on ${message.request.type}.`,
        'This is a bug in CircuitForge; please report it. Your circuit was not changed.',
      ),
    };
  }
}
