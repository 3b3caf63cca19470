import { join } from 'node:path';
import { AssistantService } from '../core/assistant/assistant-service';
import { ConnectionChecks } from '../core/assistant/connection';
import { assistantHandlers } from '../core/assistant/handlers';
import type { TurnLimits } from '../core/ai/loop';
import type { HistoryBudget } from '../core/assistant/history';
import type { Provider } from '../core/ai/provider';
import type { RetryPolicy } from '../core/ai/retry-policy';
import ELK from 'elkjs/lib/elk.bundled.js';
import type { LayoutEngine } from '../shared/layout/elk-graph';
import { createProvider } from './providers/create-provider';
import { detectLocalServers } from './providers/detect-local';
import { ok } from '../shared/errors';
import { ConversationService } from '../core/conversations/conversation-service';
import { conversationHandlers } from '../core/conversations/handlers';
import { DocumentService } from '../core/documents/document-service';
import { documentHandlers } from '../core/documents/handlers';
import { readForeignFile } from '../core/foreign/read-foreign';
import type { CircuitFileReader } from '../core/documents/import-slices';
import { EventBus } from '../core/events';
import { validationHandlers } from '../core/validation/handlers';
import { exampleHandlers } from '../core/examples/handlers';
import { lessonsForTurns } from '../core/assistant/turn-lessons';
import { CourseService } from '../core/lessons/course-service';
import { lessonHandlers } from '../core/lessons/handlers';
import { LessonService } from '../core/lessons/lesson-service';
import { lessonCircuits } from './lesson-circuits';
import { registryHandlers } from '../core/registry/handlers';
import type { HandlerMap } from '../core/rpc/dispatch';
import { settingsHandlers } from '../core/settings/handlers';
import type { SecretCipher } from '../core/settings/secret-cipher';
import { SettingsService } from '../core/settings/settings-service';
import { APP_NAME, APP_VERSION } from './app-meta';
import { SimulationService } from '../core/simulation/simulation-service';
import type { SimTransport } from '../core/simulation/transport';
import { workerTransport } from './simulation/worker-transport';
import { workerFileReader } from './import/worker-reader';
import { verilogHandlers } from '../core/verilog/handlers';
import { lessonPageHandlers } from '../core/lessons/page/handlers';
import { lessonPageRuntime } from './lesson-page-runtime';
import { lessonFrameSources, type LessonFrameSources } from './lesson-frame-policy';
import { lessonReaderHandlers } from '../core/lessons/reader-handlers';
import { installStarterCourse } from './starter-course';
import { lessonAuthoringHandlers } from '../core/lessons/preview-handlers';
import { testHandlers } from '../core/testcases/handlers';
import { verilogImporter } from './verilog/verilog-importer';
import type { WorkerEntry } from './simulation/worker-transport';
import type { EventPayload } from '../shared/contract';
import { openDatabase } from './store/database';
import { setAsideNotice } from './store/recovery-notice';
import { yieldToEventLoop } from './yield-now';
import { McpToolService } from '../core/mcp/mcp-tools';
import { McpEndpointState } from './mcp/mcp-endpoint-state';
import type { McpInfo } from '../shared/contract/mcp-channels';

export { DatabaseUnavailableError } from './store/database';
import { SqliteConversationStore } from './store/sqlite-conversation-store';
import { SqliteDocumentStore } from './store/sqlite-document-store';
import { SqliteLessonStore } from './store/sqlite-lesson-store';
import { SqliteSettingsStore } from './store/sqlite-settings-store';

/** The database's file name inside the data folder. */
export const DATABASE_FILE = 'circuitforge.db';

/** Options both hosts pass when they start the app's services. */
export interface AppServiceOptions {
  readonly host: 'electron' | 'browser';
  /**
   * The data folder (Electron: `app.getPath('userData')`; browser host: --data-dir or its default).
   * The database lives there. Without it the app runs on a throwaway in-memory database: tests only.
   */
  readonly dataDir?: string;
  /**
   * Seals secrets (API keys) before they are stored: Electron's safeStorage, or the browser host's
   * key file (store/key-file-cipher.ts). Without one, secrets cannot be saved and `secrets:set` says so.
   */
  readonly cipher?: SecretCipher;
  /**
   * The event stream, when a host wants to listen before the services start (e.g. to log or show the
   * notices raised while opening the database). By default the services make their own.
   */
  readonly events?: EventBus;
  /** Where simulations run. The default is a worker thread. */
  readonly simulationTransport?: () => SimTransport;
  /**
   * The environment the assistant reads (`CIRCUITFORGE_LLM_*` overrides the settings; local servers
   * are looked for where `CIRCUITFORGE_OLLAMA_URL` / `CIRCUITFORGE_LMSTUDIO_URL` say). Default: the
   * process's own.
   */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** The assistant's engine limits and retry timings (tests shorten them). */
  readonly assistant?: {
    readonly limits?: Partial<TurnLimits>;
    readonly retry?: Partial<RetryPolicy>;
    readonly history?: HistoryBudget;
    /** Providers to use instead of the configured ones (the evaluation's replay and recording). */
    readonly providers?: () => readonly Provider[];
  };
  /** How `circuit:import` reads big files. The default is a worker thread per file (src/main/import). */
  readonly readCircuitFile?: CircuitFileReader;
  /** Where Verilog imports run (Yosys). The default is the built worker chunk. */
  readonly verilogWorker?: () => WorkerEntry;
  /**
   * The built lesson-page runtime (out/lesson-page/lesson-page.js, see `lessonPageRuntimePath`),
   * inlined into exported lesson pages. Without it `lessons:exportPage` says the script is missing.
   */
  readonly lessonPageRuntime?: string;
  /**
   * Puts the starter course into the library on start when it was never installed there
   * (`installStarterCourse`). Both hosts do; tests ask for it, so their libraries start empty.
   */
  readonly starterCourse?: boolean;
  /**
   * The command an MCP client launches to reach this app over stdio (shown in Settings with the
   * client configurations). By default `npx circuitforge mcp`.
   */
  readonly mcpCommand?: McpInfo['stdio'];
}

/** The running app as the hosts see it: the handler map, the event stream, and a clean shutdown. */
export interface AppServices {
  readonly handlers: HandlerMap;
  readonly events: EventBus;
  readonly documents: DocumentService;
  readonly settings: SettingsService;
  readonly conversations: ConversationService;
  readonly assistant: AssistantService;
  readonly lessons: LessonService;
  readonly courses: CourseService;
  /**
   * The lesson page's script and style hashes, which the window's CSP allows so the lesson reader's
   * sandboxed frame can run the page (undefined without the built page script).
   */
  readonly lessonFrame: LessonFrameSources | undefined;
  /** The circuit tools for outside agents (MCP): src/main/mcp serves them over HTTP and stdio. */
  readonly mcp: McpToolService;
  /** Where MCP is served: the host that serves it over HTTP says so here, and Settings shows it. */
  readonly mcpEndpoint: McpEndpointState;
  close(): Promise<void>;
}

/**
 * Starts every service of the main process and wires them to the contract's handler map. Throws
 * {@link DatabaseUnavailableError} (with a hint) when the data folder cannot be used at all.
 */
export function createAppServices(options: AppServiceOptions): AppServices {
  const events = options.events ?? new EventBus();
  const { db, setAside } = openDatabase(
    options.dataDir === undefined ? ':memory:' : join(options.dataDir, DATABASE_FILE),
  );
  // Raised before any window listens: emitted to listeners the host attached already, and kept for
  // `app:notices`, which a window calls when it opens.
  const startupNotices: EventPayload<'app.notice'>[] = setAside.map((s) => setAsideNotice(s, DATABASE_FILE));
  const documentStore = new SqliteDocumentStore(db);
  const documents = new DocumentService(documentStore, events);
  const settingsStore = new SqliteSettingsStore(db);
  const settings = new SettingsService(settingsStore, events, options.cipher);
  const conversations = new ConversationService(
    new SqliteConversationStore(db),
    (id) => documentStore.getCircuit(id) !== undefined,
  );
  const lessonStore = new SqliteLessonStore(db);
  const lessons = new LessonService(lessonStore);
  const libraryCircuits = lessonCircuits(documents, documentStore, events);
  const courses = new CourseService(lessonStore, libraryCircuits);
  const starter = options.starterCourse === true ? installStarterCourse(courses, settingsStore) : ok('skipped');
  if (!starter.success) startupNotices.push({ level: 'warning', message: starter.error, hint: starter.hint });
  const simulation = new SimulationService(documents, events, options.simulationTransport ?? (() => workerTransport()));
  const env = options.env ?? process.env;
  const verilog = verilogImporter({
    entry: options.verilogWorker,
    progress: (payload) => events.emit('verilog.progress', payload),
  });
  const layout = elkLayout();
  const synthesise = (source: string, verilogOptions: Parameters<typeof verilog.run>[1]) =>
    verilog.run(source, verilogOptions);
  const mcp = new McpToolService({ documents, simulator: simulation, layout, verilog: synthesise, events });
  const mcpEndpoint = new McpEndpointState(options.mcpCommand ?? { command: 'npx', args: ['circuitforge', 'mcp'] });
  const assistant = new AssistantService({
    documents,
    conversations,
    settings,
    simulator: simulation,
    events,
    env,
    createProvider,
    layout,
    verilog: synthesise,
    yieldNow: yieldToEventLoop,
    lessons: lessonsForTurns(lessons, courses),
    ...options.assistant,
  });
  const handlers: HandlerMap = {
    'app:info': () =>
      ok({
        name: APP_NAME,
        version: APP_VERSION,
        host: options.host,
        platform: process.platform,
        dataDir: options.dataDir ?? null,
      }),
    'app:notices': () => ok(startupNotices),
    'mcp:info': () => ok(mcpEndpoint.info()),
    ...registryHandlers,
    ...documentHandlers(documents, options.readCircuitFile ?? workerFileReader(), readForeignFile),
    ...settingsHandlers(settings),
    ...conversationHandlers(conversations),
    ...validationHandlers(documents),
    ...exampleHandlers(documents),
    ...simulation.handlers(),
    ...testHandlers(documents, simulation),
    ...assistantHandlers(assistant, new ConnectionChecks(settings, createProvider, env), () => detectLocalServers(env)),
    ...verilogHandlers(documents, verilog),
    ...lessonHandlers(lessons, courses),
    ...lessonPageHandlers(lessonPageRuntime(options.lessonPageRuntime), libraryCircuits.circuit),
    ...lessonReaderHandlers({
      lessons,
      courses,
      documents,
      store: documentStore,
      circuits: libraryCircuits,
      runtime: lessonPageRuntime(options.lessonPageRuntime),
    }),
    ...lessonAuthoringHandlers(lessons, libraryCircuits),
  };
  for (const notice of startupNotices) events.emit('app.notice', notice);
  return {
    handlers,
    events,
    documents,
    settings,
    conversations,
    assistant,
    lessons,
    courses,
    lessonFrame: lessonFrameSources(options.lessonPageRuntime),
    mcp,
    mcpEndpoint,
    close: async () => {
      await assistant.close();
      await simulation.close();
      await verilog.close();
      // Closing checkpoints the WAL into the database file and releases the lock.
      if (db.open) db.close();
    },
  };
}

/**
 * ELK in the main process, for the assistant's placements: a turn lays out only the parts it adds
 * (tens, in milliseconds). ELK is loaded on first use.
 */
function elkLayout(): LayoutEngine {
  let elk: InstanceType<typeof ELK> | undefined;
  return (graph) => {
    elk ??= new ELK();
    return elk.layout(graph);
  };
}
