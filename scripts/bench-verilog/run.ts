// `npm run bench:verilog`: Verilog import through the app's path at about 100, 1,000, 5,000,
// 10,000 (flattened) and 50,000 gates (designs.ts; the last in modules kept as subcircuits). Each design is measured in a process of its own (measure-design.ts through
// child.mjs): the first import in a fresh worker (which compiles Yosys's WebAssembly), the median
// of the next ones with where their time goes (synthesis, conversion, ELK layout), the longest
// stall of the main thread meanwhile, the process's peak memory, and what the import made against
// what Yosys reported. Then Yosys alone, WebAssembly against a native `yosys` when there is one.
// Prints a table, then one JSON line.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { VerilogReport } from '../../src/shared/contract/verilog-channels';
import { benchDesigns } from './designs';
import { nativeYosysVersion, runNativeYosys, type NativeRun } from './native';

const ROOT = join(import.meta.dirname, '..', '..');
const runs = Number(process.env.BENCH_VERILOG_RUNS ?? 3);
const only = process.env.BENCH_VERILOG_ONLY?.split(',');
const designs = benchDesigns().filter((d) => !only || only.includes(d.name));

interface Measured {
  readonly name: string;
  readonly worker: 'built' | 'source';
  readonly report: VerilogReport;
  /** The first import was stopped (the timeout): the counts come from an import without layout. */
  readonly countedWithoutLayout: boolean;
  readonly firstError?: string;
  readonly firstMs: number;
  readonly first: { synthesisMs?: number; convertMs?: number; layoutMs?: number; storeMs?: number };
  readonly warmMs: number[];
  readonly medianMs: number;
  readonly warm: { synthesisMs: number; convertMs: number; layoutMs: number; storeMs: number };
  readonly idleLoopMaxMs: number;
  readonly firstBusyMs: number;
  readonly busyMs: number;
  readonly idleBusyMs: number;
  readonly firstLoopMaxMs: number;
  readonly loopMaxMs: number;
  readonly loopP99Ms: number;
  readonly baselineRssMb: number;
  readonly firstPeakRssMb: number;
  readonly warmPeakRssMb: number;
  readonly maxRssMb: number;
  readonly yosysHereMs: number;
  readonly yosysHereCells: number;
  readonly yosysHereLoopMaxMs: number;
}

function measure(name: string): Measured {
  const child = spawnSync(process.execPath, [join(import.meta.dirname, 'child.mjs')], {
    env: { ...process.env, BENCH_VERILOG_DESIGN: name, BENCH_VERILOG_RUNS: String(runs) },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  const line = child.stdout.split('\n').find((l) => l.startsWith('RESULT '));
  if (child.status !== 0 || !line) throw new Error(`measuring ${name} failed (exit ${child.status}):\n${child.stdout}`);
  return JSON.parse(line.slice('RESULT '.length)) as Measured;
}

const wasmVersion = (
  JSON.parse(readFileSync(join(ROOT, 'node_modules', '@yowasp', 'yosys', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;
const nativeVersion = nativeYosysVersion();
console.log(
  `Verilog import benchmark: ${runs} imports per design after the first, Yosys ${wasmVersion} (WebAssembly), ` +
    `${process.release.name} ${process.version}, the app's limits, ${designs.length} designs:`,
);
for (const d of designs)
  console.log(`  ${d.name.padEnd(16)} ~${d.target.toLocaleString('en')} gates: ${d.description}`);
if (nativeVersion === undefined) {
  console.log('Native Yosys: not installed (apt-get install yosys), so the WebAssembly/native comparison is skipped.');
}

const results: { design: (typeof designs)[number]; measured: Measured; native?: NativeRun }[] = [];
for (const design of designs) {
  process.stderr.write(`measuring ${design.name}…\n`);
  const measured = measure(design.name);
  const native =
    nativeVersion === undefined ? undefined : runNativeYosys(design.source, design.top, design.flatten === true, runs);
  results.push({ design, measured, native });
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
// A figure not measured comes back from the child's JSON as null (NaN there).
const fixed = (value: number | null | undefined, digits = 0) =>
  value === undefined || value === null || Number.isNaN(value) ? '–' : value.toFixed(digits);
const placed = (m: Measured) => m.report.gates + m.report.flipFlops;
const nativeMs = (r: (typeof results)[number]) => (r.native ? median(r.native.ms) : undefined);

const rows: [string, (r: (typeof results)[number]) => string][] = [
  ['Yosys cells (gates + flip-flops)', (r) => String(r.measured.report.yosysCells)],
  ['placed gates + flip-flops', (r) => `${r.measured.report.gates} + ${r.measured.report.flipFlops}`],
  ['placed / Yosys cells', (r) => fixed(placed(r.measured) / r.measured.report.yosysCells, 3)],
  [
    'parts, wires',
    (r) => `${r.measured.report.parts}, ${r.measured.report.wires}${r.measured.countedWithoutLayout ? '*' : ''}`,
  ],
  [
    'first import ms (fresh worker)',
    (r) => (r.measured.firstError ? `> ${fixed(r.measured.firstMs)} (stopped)` : fixed(r.measured.firstMs)),
  ],
  [
    '  synthesis / convert / layout / store',
    (r) =>
      [
        fixed(r.measured.first.synthesisMs),
        fixed(r.measured.first.convertMs),
        // A stopped import's last stage ran until the stop.
        `${r.measured.firstError && r.measured.first.layoutMs != null ? '> ' : ''}${fixed(r.measured.first.layoutMs)}`,
        r.measured.firstError ? '–' : fixed(r.measured.first.storeMs),
      ].join(' / '),
  ],
  [`import ms, median of ${runs}`, (r) => fixed(r.measured.medianMs)],
  [
    '  synthesis / convert / layout / store',
    (r) =>
      [r.measured.warm.synthesisMs, r.measured.warm.convertMs, r.measured.warm.layoutMs, r.measured.warm.storeMs]
        .map((v) => fixed(v))
        .join(' / '),
  ],
  ['main thread longest stall ms, first', (r) => fixed(r.measured.firstLoopMaxMs, 1)],
  ['main thread longest stall ms, later', (r) => fixed(r.measured.loopMaxMs, 1)],
  ['main thread stall p99 ms, later', (r) => fixed(r.measured.loopP99Ms, 1)],
  ['  longest stall idle, 2 s (machine load)', (r) => fixed(r.measured.idleLoopMaxMs, 1)],
  ['main thread busy ms, first', (r) => fixed(r.measured.firstBusyMs, 1)],
  ['main thread busy ms, later (median)', (r) => fixed(r.measured.busyMs, 1)],
  ['  busy idle, 2 s', (r) => fixed(r.measured.idleBusyMs, 1)],
  ['peak RSS MB (process, worker incl.)', (r) => fixed(r.measured.maxRssMb)],
  ['  RSS before the first import MB', (r) => fixed(r.measured.baselineRssMb)],
  ['Yosys alone ms, WebAssembly', (r) => fixed(r.measured.yosysHereMs)],
  ['  main thread stall if run on it, ms', (r) => fixed(r.measured.yosysHereLoopMaxMs)],
  [`Yosys alone ms, native ${nativeVersion ?? '(none)'}`, (r) => fixed(nativeMs(r))],
  ['  native cells', (r) => (r.native ? String(r.native.cells) : '–')],
  ['  native peak MB (Yosys own figure)', (r) => fixed(r.native?.peakMb, 1)],
  ['WebAssembly / native', (r) => (nativeMs(r) ? fixed(r.measured.yosysHereMs / nativeMs(r)!, 2) : '–')],
];
const header = ['', ...results.map((r) => r.design.name)];
const table = rows.map(([label, cell]) => [label, ...results.map(cell)]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
const line = (cells: string[]) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[0]!) : c.padStart(widths[i]!))).join('  ');
console.log(line(header));
for (const row of table) console.log(line(row));
console.log(
  'Imports go through the app: verilog:import on its services (in-memory database), queue, worker. Synthesis =\n' +
    'Yosys in the worker up to its netlist; convert = netlist to parts; layout = placement (ELK up to 150 parts);\n' +
    'store = the main thread checks and stores the circuit. "Yosys alone" runs the app\'s script less its refusal\n' +
    'checks (native.ts) on the main thread, after one run that compiles it; it flattens where the import does.',
);
if (results.some((r) => r.measured.report.subcircuits.length > 0)) {
  console.log(
    'A design with modules kept (subcircuits): Yosys cells count every instance (what the limit counts);\n' +
      'placed gates + flip-flops, parts and wires count each module once (its definition and the top sheet).',
  );
}
for (const r of results) {
  if (!r.measured.firstError) continue;
  console.log(
    `${r.design.name}: the first import was stopped (${r.measured.firstError}); no more were run, and the\n` +
      '  counts marked * come from the same import in process, ELK (where used) given nothing to do.',
  );
}

// The machine is shared: its load moves every number here.
const load = loadavg().map((l) => Math.round(l * 100) / 100);
console.log(`load average ${load.join(' ')}`);
const round = (value: number | null | undefined, digits = 1) =>
  value === undefined || value === null || Number.isNaN(value) ? null : Number(value.toFixed(digits));
console.log(
  JSON.stringify({
    bench: 'verilog',
    load,
    runs,
    worker: results[0]?.measured.worker,
    yosys_wasm: wasmVersion,
    yosys_native: nativeVersion ?? null,
    designs: Object.fromEntries(
      results.map((r) => {
        const m = r.measured;
        const native = nativeMs(r);
        return [
          r.design.name,
          {
            target: r.design.target,
            flatten: r.design.flatten === true,
            subcircuits: m.report.subcircuits.length,
            yosys_cells: m.report.yosysCells,
            gates: m.report.gates,
            flip_flops: m.report.flipFlops,
            parts: m.report.parts,
            wires: m.report.wires,
            placed_per_cell: round(placed(m) / m.report.yosysCells, 3),
            first_ms: round(m.firstMs),
            first_stopped: m.firstError ?? null,
            counted_without_layout: m.countedWithoutLayout,
            first_synthesis_ms: round(m.first.synthesisMs),
            first_convert_ms: round(m.first.convertMs),
            // For a stopped import: how long the layout had run when it was stopped.
            first_layout_ms: round(m.first.layoutMs),
            first_store_ms: m.firstError ? null : round(m.first.storeMs),
            median_ms: round(m.medianMs),
            synthesis_ms: round(m.warm.synthesisMs),
            convert_ms: round(m.warm.convertMs),
            layout_ms: round(m.warm.layoutMs),
            store_ms: round(m.warm.storeMs),
            main_thread_max_stall_ms_first: round(m.firstLoopMaxMs),
            main_thread_max_stall_ms: round(m.loopMaxMs),
            main_thread_p99_stall_ms: round(m.loopP99Ms),
            main_thread_max_stall_ms_idle: round(m.idleLoopMaxMs),
            main_thread_busy_ms_first: round(m.firstBusyMs),
            main_thread_busy_ms: round(m.busyMs),
            main_thread_busy_ms_idle: round(m.idleBusyMs),
            peak_rss_mb: round(m.maxRssMb),
            baseline_rss_mb: round(m.baselineRssMb),
            yosys_wasm_ms: round(m.yosysHereMs),
            yosys_wasm_main_thread_stall_ms: round(m.yosysHereLoopMaxMs),
            yosys_native_ms: round(native),
            yosys_native_cells: r.native?.cells ?? null,
            yosys_native_peak_mb: round(r.native?.peakMb),
            wasm_native_ratio: native ? round(m.yosysHereMs / native, 2) : null,
          },
        ];
      }),
    ),
  }),
);
