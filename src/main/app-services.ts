import { ok } from '../shared/errors';
import { DocumentService } from '../core/documents/document-service';
import type { DocumentStore } from '../core/documents/document-store';
import { documentHandlers } from '../core/documents/handlers';
import { MemoryDocumentStore } from '../core/documents/memory-document-store';
import { EventBus } from '../core/events';
import { registryHandlers } from '../core/registry/handlers';
import type { HandlerMap } from '../core/rpc/dispatch';
import { APP_NAME, APP_VERSION } from './app-meta';
import { SimulationService } from './simulation/simulation-service';
import type { SimTransport } from './simulation/transport';
import { workerTransport } from './simulation/worker-transport';

/** Options both hosts pass when they start the app's services. */
export interface AppServiceOptions {
  readonly host: 'electron' | 'browser';
  /** Where documents are kept. Until the SQLite store lands, the default keeps them in memory. */
  readonly documentStore?: DocumentStore;
  /** Where simulations run. The default is a worker thread. */
  readonly simulationTransport?: () => SimTransport;
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
  const simulation = new SimulationService(documents, events, options.simulationTransport ?? workerTransport);
  const handlers: HandlerMap = {
    'app:info': () => ok({ name: APP_NAME, version: APP_VERSION, host: options.host, platform: process.platform }),
    ...registryHandlers,
    ...documentHandlers(documents),
    ...simulation.handlers(),
  };
  return {
    handlers,
    events,
    documents,
    close: () => simulation.close(),
  };
}
