import type { TurnLimits } from '../../core/ai/loop';
import type { RetryPolicy } from '../../core/ai/retry-policy';
import { createAppServices, type AppServices } from '../../main/app-services';
import { createProvider } from '../../main/providers/create-provider';
import { inProcessTransport } from '../../main/simulation/transport';
import type { WorkerEntry } from '../../main/simulation/worker-transport';
import type { AskRequest } from './ask-request';

/** Engine settings a run may change (tests shorten the timers; the command line uses the app's). */
export interface AskEngineOptions {
  readonly limits?: Partial<TurnLimits>;
  readonly retry?: Partial<RetryPolicy>;
  /** Where the Verilog tools run Yosys (default: the app's built worker chunk). */
  readonly verilogWorker?: () => WorkerEntry;
}

/**
 * The app's services for one `ask` turn, as the evaluation starts them for a run (run-task.ts): an
 * in-memory library, the simulator in this process, the assistant on the chain the command
 * resolved (one client per provider, made once) and the environment with the flags in it, so
 * the key is kept out of everything the provider says. The workspace's own services cannot serve:
 * their assistant reads the environment it was started with, without the flags.
 */
export function startTurnServices(request: AskRequest, engine: AskEngineOptions = {}): AppServices {
  const clients = request.chain.providers.map(createProvider);
  return createAppServices({
    host: 'browser',
    simulationTransport: () => inProcessTransport(),
    starterCourse: false,
    env: request.env,
    ...(engine.verilogWorker === undefined ? {} : { verilogWorker: engine.verilogWorker }),
    assistant: {
      providers: () => clients,
      ...(engine.limits === undefined ? {} : { limits: engine.limits }),
      ...(engine.retry === undefined ? {} : { retry: engine.retry }),
    },
  });
}
