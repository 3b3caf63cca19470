import { Worker } from 'node:worker_threads';
import {
  IMPORT_SLICE,
  readFileHere,
  type CheckedFile,
  type CircuitBatch,
  type CircuitFileReader,
  type FileSource,
} from '../../core/documents/import-slices';
import { recognizeForeignFormat } from '../../shared/circuit/foreign-formats';
import { readForeignFile } from '../../core/foreign/read-foreign';
import { fileNestedTooDeep, MAX_FILE_DEPTH } from '../../shared/circuit/file-format';
import { fail, ok, type Failure, type Result } from '../../shared/errors';
import { JsonDepthScanner } from '../../shared/json-depth';
import type { WorkerEntry } from '../simulation/worker-transport';
import { yieldToEventLoop } from '../yield-now';
import builtWorker from './import-worker?modulePath';
import type { ImportMessage, ImportRequest } from './protocol';

/**
 * Files from this size on are read in a worker. Below it, parsing and checking the shape takes a
 * few milliseconds in this thread (about 25 ms a MiB on this project's 2-core test machine), less
 * than starting a worker.
 */
export const WORKER_THRESHOLD = 1024 * 1024;

/** The worker chunk electron-vite builds from import-worker.ts (resolved through `?modulePath`). */
export function builtImportWorkerEntry(): WorkerEntry {
  if (typeof builtWorker !== 'string' || builtWorker.length === 0) {
    throw new Error('The import worker is not built: run the app from its build (electron-vite build).');
  }
  return { file: builtWorker };
}

/**
 * Parts in one message from the worker: taking in 5,000 components costs the main thread about
 * 7 ms; each message is a round trip, so fewer of them end a big import sooner (the state is still
 * built {@link IMPORT_SLICE} parts at a time).
 */
const WORKER_BATCH = 5000;

/** Characters of a file scanned for its nesting between two pauses of the event loop (a few ms). */
const DEPTH_SLICE = 256 * 1024;

/**
 * Reads circuit files of {@link WORKER_THRESHOLD} and more in a worker thread of their own, which
 * ends with the file (its memory goes with it); smaller ones in this thread. The parts come back
 * in batches of {@link WORKER_BATCH}, so that taking in one message never holds the main thread
 * for long, whatever the size of the file. A file nested too deep is refused before a worker is
 * started (and a copy of the file sent to it): its nesting is scanned here, in slices.
 */
export function workerFileReader(entry: () => WorkerEntry = builtImportWorkerEntry): CircuitFileReader {
  return async (content, source = {}) => {
    if (content.length < WORKER_THRESHOLD) return readFileHere(content, IMPORT_SLICE, source, readForeignFile);
    // Logisim and Digital files are XML: their nesting is bounded by their reader, not scanned as JSON.
    if (recognizeForeignFormat(content)) return readInWorker(entry(), content, source);
    if (await nestsTooDeep(content)) return fileNestedTooDeep();
    return readInWorker(entry(), content, { ...source, depthScanned: true });
  };
}

/** Whether a file nests more than {@link MAX_FILE_DEPTH} levels, scanned in slices between which other requests are served. */
async function nestsTooDeep(content: string): Promise<boolean> {
  const scanner = new JsonDepthScanner(MAX_FILE_DEPTH);
  for (let at = 0; at < content.length; at += DEPTH_SLICE) {
    await yieldToEventLoop();
    if (scanner.scan(content.slice(at, at + DEPTH_SLICE))) return true;
  }
  return false;
}

/**
 * The worker's young generation, in MB: the objects of a parsed file live on (a young generation
 * only copies them over), so a small one costs no time and keeps its peak down (the 200,000-part
 * file of `bench:host`: 53 MB above the text instead of 79).
 */
const WORKER_YOUNG_MB = 12;

function readInWorker(entry: WorkerEntry, content: string, source: FileSource): Promise<Result<CheckedFile>> {
  const resourceLimits = { maxYoungGenerationSizeMb: WORKER_YOUNG_MB };
  const worker =
    'file' in entry
      ? new Worker(entry.file, { resourceLimits })
      : new Worker(entry.code, { eval: true, resourceLimits });
  const send = (request: ImportRequest) => worker.postMessage(request);
  /** Who waits for the next batch; the worker sends one per request. */
  let waiting: ((batch: CircuitBatch | undefined) => void) | undefined;
  let finished = false;
  let broken: string | undefined;
  const stop = () => {
    finished = true;
    waiting?.(undefined);
    void worker.terminate();
  };
  return new Promise((resolve) => {
    worker.on('message', (message: ImportMessage) => {
      switch (message.kind) {
        case 'failure':
          resolve(message.failure);
          return stop();
        case 'header': {
          const { name, componentCount, wireCount, noteCount, subcircuits, uses, report } = message;
          const header = {
            name,
            componentCount,
            wireCount,
            noteCount,
            ...(subcircuits ? { subcircuits } : {}),
            ...(uses ? { uses } : {}),
            ...(report ? { report } : {}),
          };
          return resolve(ok({ ...header, batches: batches() }));
        }
        case 'batch':
          return waiting?.(message.batch);
        case 'end':
          return stop();
      }
    });
    const died = (reason: string) => {
      if (finished) return;
      broken = reason;
      console.error(`[INTERNAL] the import worker stopped: ${reason}`);
      resolve(stopped(reason));
      stop();
    };
    worker.on('error', (error) => died(error.message));
    worker.on('exit', (code) => died(`exit code ${code}`));
    send({ kind: 'read', content, batchSize: WORKER_BATCH, source });
  });

  /** Asks the worker for its next batch; one request at a time. */
  function ask(): Promise<CircuitBatch | undefined> {
    return new Promise((resolve) => {
      waiting = resolve;
      send({ kind: 'next' });
    });
  }

  async function* batches(): AsyncGenerator<CircuitBatch> {
    try {
      let next = finished ? undefined : ask();
      while (next) {
        const batch = await next;
        waiting = undefined;
        // The next batch is asked for before this one is checked, so that the worker copies it
        // over meanwhile: still one batch at most waiting in the port.
        next = batch && !finished ? ask() : undefined;
        if (batch) yield batch;
      }
      if (broken !== undefined) yield { failure: stopped(broken) };
    } finally {
      // Also when the builder stops early at a broken rule: the rest of the file is not needed.
      if (!finished) stop();
    }
  }
}

function stopped(reason: string): Failure {
  return fail(
    'UNAVAILABLE',
    `The file could not be read: the import worker stopped (${reason}).`,
    'Try again; if it happens again, the file may be too large for the memory of this computer.',
  );
}
