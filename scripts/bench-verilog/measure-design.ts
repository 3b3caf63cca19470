// One design of `npm run bench:verilog`, in its own process (started by run.ts through child.mjs),
// so that its peak memory is its own: imports through the app's path (the app's services, the
// `verilog:import` channel, its queue and worker thread, the check and the store), the first in a
// fresh worker and then `runs` more; the main thread's event-loop delay while they run; then Yosys
// alone on this thread (the comparable script of native.ts), for the WebAssembly/native ratio and
// to show what an import off the worker would block. Prints one line `RESULT {json}`.
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { NETLIST_FILE, SCRIPT_FILE, SOURCE_FILE } from '../../src/core/verilog/import/script';
import { importVerilog } from '../../src/core/verilog/import/import-verilog';
import { dispatch } from '../../src/core/rpc/dispatch';
import { yieldToEventLoop } from '../../src/main/yield-now';
import { MAX_VERILOG_GATES, type VerilogReport } from '../../src/shared/contract/verilog-channels';
import type { ChannelOutput, EventPayload } from '../../src/shared/contract';
import type { Result } from '../../src/shared/errors';
import { createAppServices } from '../../src/main/app-services';
import { runYosysHere } from '../../src/main/verilog/run-yosys';
import { sourceVerilogWorkerEntry } from '../../src/main/verilog/test-support/source-worker';
import { verilogWorkerChunk } from '../packaged-yosys.mjs';
import { benchDesigns } from './designs';
import { comparableScript, flatCellCount } from './native';

const ROOT = join(import.meta.dirname, '..', '..');
const name = process.env.BENCH_VERILOG_DESIGN;
const runs = Number(process.env.BENCH_VERILOG_RUNS ?? 3);
const workerFrom = process.env.BENCH_VERILOG_WORKER === 'source' ? 'source' : 'built';
const design = benchDesigns().find((d) => d.name === name);
if (!design) throw new Error(`no bench design named ${name}`);

const mb = (bytes: number) => bytes / 1024 / 1024;

/** The largest resident set seen since the last `take`, sampled every 10 ms. */
function rssSampler() {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 10);
  return {
    take() {
      const seen = Math.max(peak, process.memoryUsage.rss());
      peak = process.memoryUsage.rss();
      return seen;
    },
    stop: () => clearInterval(timer),
  };
}

interface Timed<T> {
  readonly ms: number;
  readonly value: T;
  /** The main thread's longest and 99th-percentile event-loop delay meanwhile, ms. */
  readonly loopMaxMs: number;
  readonly loopP99Ms: number;
  /**
   * How long the main thread ran callbacks meanwhile (event-loop utilisation, active), ms: its own
   * work, where a stall may also be the thread waiting for a CPU on a loaded machine.
   */
  readonly busyMs: number;
}

const RESOLUTION_MS = 5;

async function timed<T>(body: () => Promise<T>): Promise<Timed<T>> {
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  delay.enable();
  // Its first firing only sets its clock: a stall before it would not be recorded.
  await new Promise((resolve) => setTimeout(resolve, 4 * RESOLUTION_MS));
  const utilisation = performance.eventLoopUtilization();
  const started = performance.now();
  const value = await body();
  const ms = performance.now() - started;
  const busyMs = performance.eventLoopUtilization(utilisation).active;
  // The histogram records a stall when its timer fires after it: let it fire once more.
  await new Promise((resolve) => setTimeout(resolve, 4 * RESOLUTION_MS));
  delay.disable();
  return { ms, value, loopMaxMs: delay.max / 1e6, loopP99Ms: delay.percentile(99) / 1e6, busyMs };
}

/**
 * When each import reached synthesis's end, conversion's end and the worker's end (ms since it
 * started), and how long the main thread then took to check and store the circuit.
 */
interface Stages {
  synthesisMs?: number;
  convertMs?: number;
  layoutMs?: number;
  storeMs?: number;
}
const stages = new Map<number, { started: number; converting?: number; layingOut?: number; done?: number }>();
function onProgress(event: EventPayload<'verilog.progress'>): void {
  const now = performance.now();
  const job = stages.get(event.job) ?? { started: now };
  stages.set(event.job, job);
  if (event.stage === 'Turning cells into parts') job.converting ??= now;
  if (event.stage === 'Laying out') job.layingOut ??= now;
  if (event.done) job.done ??= now;
}
function stagesOf(job: number, answered: number): Stages {
  const seen = stages.get(job);
  if (!seen) return {};
  const { started, converting, layingOut, done } = seen;
  return {
    synthesisMs: converting === undefined ? undefined : converting - started,
    convertMs: converting === undefined || layingOut === undefined ? undefined : layingOut - converting,
    layoutMs: layingOut === undefined || done === undefined ? undefined : done - layingOut,
    storeMs: done === undefined ? undefined : answered - done,
  };
}

type Imported = Result<ChannelOutput<'verilog:import'>>;
let jobs = 0;
/** One `verilog:import` as a window asks it (the importer numbers its jobs 1, 2, … as asked). */
async function importOnce(): Promise<Timed<Imported> & Stages> {
  const job = ++jobs;
  let answered = 0;
  const run = await timed(async () => {
    const result = (await dispatch(
      services.handlers,
      'verilog:import',
      {
        source: design!.source,
        top: design!.top,
        fileName: `${design!.name}.v`,
        ...(design!.flatten ? { flatten: true } : {}),
      },
      // As both hosts call it: long jobs pause for the event loop between slices.
      { host: 'browser', yieldNow: yieldToEventLoop },
    )) as Imported;
    answered = performance.now();
    return result;
  });
  return { ...run, ...stagesOf(job, answered) };
}

function entry() {
  if (workerFrom === 'source') return sourceVerilogWorkerEntry();
  const chunk = verilogWorkerChunk(join(ROOT, 'out', 'main'));
  if (chunk === undefined) {
    throw new Error('out/main has no Verilog worker chunk: run `npm run bench:verilog` (it builds first).');
  }
  return { file: join(ROOT, 'out', 'main', 'chunks', chunk) };
}

// The stalls of an idle main thread over 2 s: what the machine's load alone costs (it is shared).
const idle = await timed(() => new Promise((resolve) => setTimeout(resolve, 2000)));
const memory = rssSampler();
const baselineRss = process.memoryUsage.rss();
// The app's services on an in-memory database, with the Verilog worker named here.
const services = createAppServices({ host: 'browser', verilogWorker: entry });
services.events.subscribe((message) => {
  if (message.name === 'verilog.progress') onProgress(message.payload);
});

// The first import starts the worker, which compiles Yosys's 30 MB of WebAssembly. An import the
// app stops (it runs longer than the app allows) ends the design's imports through the worker.
const first = await importOnce();
const firstPeakRss = memory.take();
const warm: (Timed<Imported> & Stages)[] = [];
for (let i = 0; first.value.success && i < runs; i++) {
  const run = await importOnce();
  if (!run.value.success) throw new Error(`${design.name}: ${run.value.code}: ${run.value.error}`);
  warm.push(run);
}
const warmPeakRss = memory.take();
const maxRssWithWorker = process.resourceUsage().maxRSS * 1024;
await services.close();
memory.stop();

// What the import makes, counted without ELK (given nothing to do where it would place) when no import finished.
let counts: VerilogReport;
if (first.value.success) {
  const last = (warm.at(-1) ?? first).value;
  counts = last.success ? last.data.report : first.value.data.report;
} else {
  const unplaced = await importVerilog(
    design.source,
    // Past the app's limit: a design the app stopped is counted whatever its size.
    { top: design.top, fileName: `${design.name}.v`, flatten: design.flatten, maxGates: 2 * MAX_VERILOG_GATES },
    {
      yosys: runYosysHere,
      layout: (graph) => Promise.resolve({ ...graph, children: graph.children?.map((c) => ({ ...c, x: 0, y: 0 })) }),
    },
  );
  if (!unplaced.success) throw new Error(`${design.name}: ${unplaced.code}: ${unplaced.error}`);
  counts = unplaced.data.report;
}

// Yosys alone on this thread, with the script native Yosys runs too: one run to compile, then `runs`.
const files = { [SOURCE_FILE]: design.source, [SCRIPT_FILE]: comparableScript(design.top, design.flatten === true) };
const here: Timed<number>[] = [];
for (let i = 0; i <= runs; i++) {
  const run = await timed(async () => {
    const result = await runYosysHere(['-s', SCRIPT_FILE], files, () => undefined);
    if (!result.ok) throw new Error(`${design.name}: Yosys stopped with exit code ${result.code}`);
    return flatCellCount(JSON.parse(result.files[NETLIST_FILE]!) as Parameters<typeof flatCellCount>[0], design.top);
  });
  if (i > 0) here.push(run);
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const max = (values: readonly number[]) => (values.length === 0 ? NaN : Math.max(...values));

console.log(
  `RESULT ${JSON.stringify({
    name: design.name,
    worker: workerFrom,
    runs,
    report: counts,
    countedWithoutLayout: !first.value.success,
    firstMs: first.ms,
    firstError: first.value.success ? undefined : `${first.value.code}: ${first.value.error}`,
    first: {
      synthesisMs: first.synthesisMs,
      convertMs: first.convertMs,
      layoutMs: first.layoutMs,
      storeMs: first.storeMs,
    },
    warmMs: warm.map((r) => r.ms),
    medianMs: median(warm.map((r) => r.ms)),
    warm: {
      synthesisMs: median(warm.map((r) => r.synthesisMs ?? NaN)),
      convertMs: median(warm.map((r) => r.convertMs ?? NaN)),
      layoutMs: median(warm.map((r) => r.layoutMs ?? NaN)),
      storeMs: median(warm.map((r) => r.storeMs ?? NaN)),
    },
    idleLoopMaxMs: idle.loopMaxMs,
    firstLoopMaxMs: first.loopMaxMs,
    loopMaxMs: max(warm.map((r) => r.loopMaxMs)),
    loopP99Ms: max(warm.map((r) => r.loopP99Ms)),
    firstBusyMs: first.busyMs,
    busyMs: median(warm.map((r) => r.busyMs)),
    idleBusyMs: idle.busyMs,
    baselineRssMb: mb(baselineRss),
    firstPeakRssMb: mb(firstPeakRss),
    warmPeakRssMb: mb(warmPeakRss),
    maxRssMb: mb(maxRssWithWorker),
    yosysHereMs: median(here.map((r) => r.ms)),
    yosysHereCells: here[0]?.value,
    yosysHereLoopMaxMs: max(here.map((r) => r.loopMaxMs)),
  })}`,
);
