import { Worker } from 'node:worker_threads';
import type { VerilogImport, VerilogImporter, VerilogImportOptions } from '../../core/verilog/types';
import type { EventPayload } from '../../shared/contract';
import { fail, type Failure, type Result } from '../../shared/errors';
import type { WorkerEntry } from '../simulation/worker-transport';
import builtWorker from './yosys-worker?modulePath';
import type { VerilogMessage, VerilogRequest } from './protocol';

/** The worker chunk electron-vite builds from yosys-worker.ts (resolved through `?modulePath`). */
export function builtVerilogWorkerEntry(): WorkerEntry {
  if (typeof builtWorker !== 'string' || builtWorker.length === 0) {
    throw new Error('The Verilog worker is not built: run the app from its build (electron-vite build).');
  }
  return { file: builtWorker };
}

/** Options of {@link verilogImporter}. */
export interface VerilogImporterOptions {
  readonly entry?: () => WorkerEntry;
  /** Told every step of every import (the app sends them as `verilog.progress` events). */
  readonly progress?: (event: EventPayload<'verilog.progress'>) => void;
  /** An import running longer than this is stopped (the worker with it), in ms. Default 3 minutes. */
  readonly timeoutMs?: number;
  /** The idle worker is ended after this long without imports (its memory goes with it), in ms. */
  readonly idleMs?: number;
}

interface Job {
  readonly id: number;
  readonly source: string;
  readonly options: VerilogImportOptions;
  readonly resolve: (result: Result<VerilogImport>) => void;
}

/**
 * Runs Verilog imports in a worker thread, one at a time and in the order asked: Yosys is
 * synchronous and takes a few hundred MB, so two at once would only compete. The worker is started
 * on the first import and kept for the next ones (starting it compiles 30 MB of WebAssembly) until
 * it has been idle for a while. An import that crashes the worker or runs too long fails with a
 * message; the next one gets a fresh worker.
 */
export function verilogImporter(options: VerilogImporterOptions = {}): VerilogImporter {
  const entry = options.entry ?? builtVerilogWorkerEntry;
  const timeoutMs = options.timeoutMs ?? 180_000;
  const idleMs = options.idleMs ?? 60_000;
  const queue: Job[] = [];
  let nextId = 1;
  let running: { job: Job; timer: NodeJS.Timeout } | undefined;
  let worker: Worker | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let closed = false;

  const progress = (job: Job, stage: string, fraction: number, done = false) =>
    options.progress?.({
      job: job.id,
      fileName: job.options.fileName ?? 'design.v',
      stage,
      fraction: Math.min(1, Math.max(0, fraction)),
      waiting: queue.length,
      done,
    });

  const finish = (result: Result<VerilogImport>) => {
    if (!running) return;
    const { job, timer } = running;
    clearTimeout(timer);
    running = undefined;
    progress(job, result.success ? 'Done' : 'Failed', 1, true);
    job.resolve(result);
    startNext();
  };

  const stopWorker = () => {
    const stopping = worker;
    worker = undefined;
    if (stopping) void stopping.terminate();
  };

  const ensureWorker = (): Worker => {
    if (worker) return worker;
    const spec = entry();
    const started = 'file' in spec ? new Worker(spec.file) : new Worker(spec.code, { eval: true });
    started.on('message', (message: VerilogMessage) => {
      if (!running || message.job !== running.job.id) return;
      if (message.kind === 'progress') progress(running.job, message.stage, message.fraction);
      else finish(message.result);
    });
    const died = (reason: string) => {
      if (worker !== started) return;
      worker = undefined;
      if (running) {
        console.error(`[INTERNAL] the Verilog worker stopped: ${reason}`);
        finish(workerStopped(reason));
      }
    };
    started.on('error', (error) => died(error.message));
    started.on('exit', (code) => died(`exit code ${code}`));
    worker = started;
    return started;
  };

  function startNext(): void {
    if (running || closed) return;
    const job = queue.shift();
    if (!job) {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(stopWorker, idleMs);
      idleTimer.unref();
      return;
    }
    clearTimeout(idleTimer);
    const timer = setTimeout(() => {
      stopWorker();
      finish(
        fail(
          'DESIGN_TOO_LARGE',
          `Importing ${job.options.fileName ?? 'the design'} (synthesis and layout) took longer than ${Math.round(timeoutMs / 1000)} seconds, so it was stopped.`,
          'Import a smaller design, or split it into modules and import them one by one.',
        ),
      );
    }, timeoutMs);
    running = { job, timer };
    progress(job, 'Starting Yosys', 0);
    try {
      const request: VerilogRequest = { kind: 'import', job: job.id, source: job.source, options: job.options };
      ensureWorker().postMessage(request);
    } catch (error) {
      finish(workerStopped(error instanceof Error ? error.message : String(error)));
    }
  }

  return {
    run: (source, jobOptions) =>
      new Promise<Result<VerilogImport>>((resolve) => {
        if (closed) return resolve(workerStopped('the app is closing'));
        const job: Job = { id: nextId++, source, options: jobOptions, resolve };
        queue.push(job);
        if (running) progress(job, 'Waiting for the import before it', 0);
        startNext();
      }),
    close: async () => {
      closed = true;
      clearTimeout(idleTimer);
      for (const job of queue.splice(0)) job.resolve(workerStopped('the app is closing'));
      if (running) finish(workerStopped('the app is closing'));
      const stopping = worker;
      worker = undefined;
      if (stopping) await stopping.terminate();
    },
  };
}

function workerStopped(reason: string): Failure {
  return fail(
    'UNAVAILABLE',
    `The Verilog import stopped (${reason}).`,
    'Try again; if it happens again, the design may be too large for the memory of this computer.',
  );
}
