import { dispatch } from '../../core/rpc/dispatch';
import type { EventMessage, EventPayload } from '../../shared/contract';
import type { Result } from '../../shared/errors';
import { createAppServices, type AppServiceOptions, type AppServices } from '../app-services';
import { sourceVerilogWorkerEntry } from '../verilog/test-support/source-worker';
import { FAST } from '../providers/test-support/engine-harness';
import { startFakeLlmServer, type FakeLlmServer } from '../providers/test-support/fake-llm-server';
import { inProcessTransport } from '../simulation/transport';

/** The app's real services with their assistant pointed at a fake provider server, and helpers to drive turns. */
export interface AssistantHarness {
  readonly server: FakeLlmServer;
  readonly services: AppServices;
  /** Every event the services emitted, in order. */
  readonly events: EventMessage[];
  readonly circuitId: string;
  call<T = unknown>(channel: string, input?: unknown): Promise<Result<T>>;
  /** Sends a message and waits for its turn to finish. */
  turn(message: string, extra?: Record<string, unknown>): Promise<EventPayload<'assistant.turnFinished'>>;
  /** Resolves with the finish event of a turn. */
  finished(turnId: string): Promise<EventPayload<'assistant.turnFinished'>>;
  /** The events of one turn, by name. */
  eventsOf<K extends EventMessage['name']>(name: K, turnId?: string): EventPayload<K>[];
  close(): Promise<void>;
}

/** Starts a fake server and the real services over it (in-process simulation, fast engine timers). */
export async function startAssistantHarness(
  options: {
    format?: 'openai' | 'anthropic';
    /** The assistant's environment; a function gets the fake server (for its address). */
    env?: Record<string, string> | ((server: FakeLlmServer) => Record<string, string>);
    services?: Partial<AppServiceOptions>;
  } = {},
): Promise<AssistantHarness> {
  const server = await startFakeLlmServer({ models: ['fake-model', 'claude-fake'] });
  const anthropic = options.format === 'anthropic';
  const services = createAppServices({
    host: 'browser',
    simulationTransport: () => inProcessTransport(),
    env: (typeof options.env === 'function' ? options.env(server) : options.env) ?? {
      CIRCUITFORGE_LLM_PROVIDER: anthropic ? 'anthropic' : 'openai-compatible',
      CIRCUITFORGE_LLM_BASE_URL: anthropic ? server.anthropicBaseURL : server.openaiBaseURL,
      CIRCUITFORGE_LLM_MODEL: anthropic ? 'claude-fake' : 'fake-model',
      CIRCUITFORGE_LLM_API_KEY: 'fake-key',
    },
    assistant: { limits: FAST.limits, retry: FAST.retry },
    verilogWorker: sourceVerilogWorkerEntry,
    ...options.services,
  });
  const events: EventMessage[] = [];
  const waiting = new Map<string, (payload: EventPayload<'assistant.turnFinished'>) => void>();
  const done = new Map<string, EventPayload<'assistant.turnFinished'>>();
  services.events.subscribe((message) => {
    events.push(message);
    if (message.name !== 'assistant.turnFinished') return;
    done.set(message.payload.turnId, message.payload);
    waiting.get(message.payload.turnId)?.(message.payload);
  });
  const call = <T>(channel: string, input: unknown = {}) =>
    dispatch(services.handlers, channel, input, { host: 'browser' }) as Promise<Result<T>>;
  const created = await call<{ meta: { id: string } }>('circuit:create', { name: 'Assistant test' });
  if (!created.success) throw new Error(created.error);
  const circuitId = created.data.meta.id;
  const finished = (turnId: string) =>
    new Promise<EventPayload<'assistant.turnFinished'>>((resolve) => {
      const already = done.get(turnId);
      if (already) resolve(already);
      else waiting.set(turnId, resolve);
    });
  return {
    server,
    services,
    events,
    circuitId,
    call,
    finished,
    async turn(message, extra = {}) {
      const sent = await call<{ turnId: string }>('assistant:send', { circuitId, message, ...extra });
      if (!sent.success) throw new Error(`${sent.error} ${sent.hint}`);
      return finished(sent.data.turnId);
    },
    eventsOf(name, turnId) {
      return events
        .filter((e) => e.name === name)
        .map((e) => e.payload as EventPayload<typeof name>)
        .filter((p) => turnId === undefined || (p as { turnId?: string }).turnId === turnId);
    },
    async close() {
      await services.close();
      await server.close();
    },
  };
}
