import { fail, ok } from '../shared/errors';
import { DocumentService } from '../core/documents/document-service';
import type { DocumentStore } from '../core/documents/document-store';
import { documentHandlers } from '../core/documents/handlers';
import { MemoryDocumentStore } from '../core/documents/memory-document-store';
import { EventBus } from '../core/events';
import { validationHandlers } from '../core/validation/handlers';
import { registryHandlers } from '../core/registry/handlers';
import type { HandlerMap } from '../core/rpc/dispatch';
import { APP_NAME, APP_VERSION } from './app-meta';

/** Options both hosts pass when they start the app's services. */
export interface AppServiceOptions {
  readonly host: 'electron' | 'browser';
  /** Where documents are kept. Until the SQLite store lands, the default keeps them in memory. */
  readonly documentStore?: DocumentStore;
}

/** The running app as the hosts see it: the handler map, the event stream, and a clean shutdown. */
export interface AppServices {
  readonly handlers: HandlerMap;
  readonly events: EventBus;
  readonly documents: DocumentService;
  close(): Promise<void>;
}

/** Starts every service of the main process and wires them to the contract's handler map. */
export function createAppServices(options: AppServiceOptions): AppServices {
  const events = new EventBus();
  const documents = new DocumentService(options.documentStore ?? new MemoryDocumentStore(), events);
  const handlers: HandlerMap = {
    'app:info': () => ok({ name: APP_NAME, version: APP_VERSION, host: options.host, platform: process.platform }),
    ...registryHandlers,
    ...documentHandlers(documents),
    ...validationHandlers(documents),
    ...simulatorNotRunning,
  };
  return {
    handlers,
    events,
    documents,
    close: () => Promise.resolve(),
  };
}

/**
 * Interim answers of the `sim:*` channels until the simulator service is wired in (issue 3): an
 * honest failure the renderer can show, never a fake state.
 */
const simulatorNotRunning: Pick<
  HandlerMap,
  | 'sim:snapshot'
  | 'sim:setInput'
  | 'sim:run'
  | 'sim:pause'
  | 'sim:step'
  | 'sim:setSpeed'
  | 'sim:reset'
  | 'sim:truthTable'
> = Object.fromEntries(
  [
    'sim:snapshot',
    'sim:setInput',
    'sim:run',
    'sim:pause',
    'sim:step',
    'sim:setSpeed',
    'sim:reset',
    'sim:truthTable',
  ].map((channel) => [
    channel,
    () =>
      fail(
        'UNAVAILABLE',
        'The simulator is not part of this build yet.',
        'Simulation arrives with the simulator service.',
      ),
  ]),
) as never;
