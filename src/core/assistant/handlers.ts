import type { HandlerMap } from '../rpc/dispatch';
import type { LocalServer } from '../../shared/contract/assistant-channels';
import { ok } from '../../shared/errors';
import type { AssistantService } from './assistant-service';
import type { ConnectionChecks } from './connection';

type AssistantChannel =
  | 'assistant:send'
  | 'assistant:cancel'
  | 'assistant:retry'
  | 'assistant:status'
  | 'assistant:listModels'
  | 'assistant:testConnection'
  | 'assistant:detectLocal';

/** Handlers of the `assistant:*` channels. Local servers are found by the host (network I/O lives in src/main). */
export function assistantHandlers(
  assistant: AssistantService,
  checks: ConnectionChecks,
  detectLocal: () => Promise<LocalServer[]>,
): Pick<HandlerMap, AssistantChannel> {
  return {
    'assistant:listModels': (probe) => checks.listModels(probe),
    'assistant:testConnection': (probe) => checks.testConnection(probe),
    'assistant:detectLocal': async () => ok({ servers: await detectLocal() }),
    'assistant:send': (input) => assistant.send(input),
    'assistant:cancel': ({ turnId }) => assistant.cancel(turnId),
    'assistant:retry': ({ turnId }) => assistant.retry(turnId),
    'assistant:status': ({ check }) => assistant.status(check ?? false),
  };
}
