// `npm run bench:sim`: our simulator against the peers of the peer benchmark folder (SIMBENCH_DIR) on the six gate-level
// circuits, in one run: checksums over the common stimulus must agree, then rates are measured
// (median of BENCH_RUNS runs). Prints a table and one JSON line per circuit. Also reports the
// compile time and memory of a 100,000-gate circuit, and the tiny CPU example (ROMs and a RAM) on both engines.
//
// Env: BENCH_RUNS (default 3), BENCH_CIRCUITS (comma list), SIMBENCH_DIR (the shared folder),
// LOGISIM_JAR (default /usr/share/logisim/logisim.jar), BENCH_SKIP_100K=1, BENCH_SKIP_HIERARCHY=1,
// BENCH_SKIP_MEMORY=1. The hierarchy and memory rows (bench-sim/hierarchy.ts, bench-sim/memory.ts) need no peers.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_CIRCUITS, type BenchCircuit } from '../src/core/simulation/test-support/bench-circuits';
import { measureCompile } from './bench-sim/compile-100k';
import { measureHierarchy } from './bench-sim/hierarchy';
import { measureMemory } from './bench-sim/memory';
import { eventEngine, fast, type Harness, type Run } from './bench-sim/ours';
import { Icarus, Logisim, Verilator, writeVerilog, type PeerRun, type Skipped } from './bench-sim/peers';

const RUNS = Number(process.env['BENCH_RUNS'] ?? 3);
/** Timed runs of the peers, about two seconds each on this kind of machine (half of bench.sh's). */
const K_ICARUS: Record<string, number> = {
  c1_rca32: 40000,
  c1_rca256: 2000,
  c2_cnt16: 250000,
  c2_cnt64: 30000,
  c3_mul8: 50000,
  c3_mul16: 6000,
};
const K_VERILATOR: Record<string, number> = {
  c1_rca32: 25e6,
  c1_rca256: 25e5,
  c2_cnt16: 15e6,
  c2_cnt64: 10e6,
  c3_mul8: 20e6,
  c3_mul16: 1e6,
};
const K_LOGISIM: Record<string, number> = {
  c1_rca32: 15000,
  c1_rca256: 1250,
  c2_cnt16: 100000,
  c2_cnt64: 30000,
  c3_mul8: 6000,
  c3_mul16: 400,
};
/** Vectors (cycles) over which every simulator's checksum must agree. */
const K_CHECK: Record<string, number> = {
  c1_rca32: 2000,
  c1_rca256: 500,
  c2_cnt16: 70000,
  c2_cnt64: 2000,
  c3_mul8: 2000,
  c3_mul16: 300,
};
const SECONDS_PER_RUN = 1.5;

/** The shared peer folder: SIMBENCH_DIR, else the nearest shared/bench/sim above this repository. */
function findShared(): string {
  const fromEnv = process.env['SIMBENCH_DIR'];
  if (fromEnv) return resolve(fromEnv);
  for (let dir = resolve(dirname(fileURLToPath(import.meta.url)), '..'); ; dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'bench', 'sim');
    if (existsSync(join(candidate, 'gen.py'))) return candidate;
    if (dirname(dir) === dir) throw new Error('shared/bench/sim not found; set SIMBENCH_DIR');
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const si = (rate: number | null) =>
  rate === null
    ? '—'
    : rate >= 1e6
      ? `${(rate / 1e6).toFixed(2)} M`
      : rate >= 1e3
        ? `${(rate / 1e3).toFixed(1)} k`
        : rate.toFixed(0);

interface Row {
  circuit: string;
  unit: string;
  gates: number;
  ours: number;
  event: number;
  iverilog: number | null;
  verilator: number | null;
  logisim: number | null;
  checks: Record<string, string>;
}

/**
 * Runs ours long enough for a stable rate: warm-up runs until the JIT has settled (a second),
 * then RUNS timed runs of about SECONDS_PER_RUN each, all on one compiled simulation (as Verilator
 * compiles once), each starting from reset.
 */
function measureOurs(harness: Harness): number {
  let k = 1 << 14;
  let warm: Run = harness(k);
  for (let spent = warm.seconds; spent < 1; spent += warm.seconds) {
    k = Math.min(k * 2, 1 << 24);
    warm = harness(k);
  }
  const timed = Math.max(32, Math.round(((warm.k / warm.seconds) * SECONDS_PER_RUN) / 32) * 32);
  return median(
    Array.from({ length: RUNS }, () => {
      const run = harness(timed);
      return run.k / run.seconds;
    }),
  );
}

function measurePeer(
  peer: { run(bench: BenchCircuit, k: number): PeerRun } | Skipped,
  bench: BenchCircuit,
  k: number,
): number | null {
  if ('skipped' in peer) return null;
  return median(Array.from({ length: RUNS }, () => peer.run(bench, k).rate));
}

function main(): void {
  const shared = findShared();
  const build = mkdtempSync(join(tmpdir(), 'cf-bench-sim-'));
  const jar = process.env['LOGISIM_JAR'] ?? '/usr/share/logisim/logisim.jar';
  const icarus = Icarus.available() ?? new Icarus(shared, build);
  const verilator = Verilator.available() ?? new Verilator(shared, build);
  const logisim = Logisim.available(jar) ?? new Logisim(shared, build, jar);
  for (const [name, peer] of [
    ['Icarus', icarus],
    ['Verilator', verilator],
    ['Logisim', logisim],
  ] as const) {
    if ('skipped' in peer) console.log(`${name}: skipped, ${peer.skipped}`);
  }
  if (!('skipped' in logisim)) logisim.prepare();
  console.log(
    `Peers from ${shared}; runs per rate: ${RUNS}; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );

  const names = process.env['BENCH_CIRCUITS']?.split(',') ?? Object.keys(BENCH_CIRCUITS);
  const rows: Row[] = [];
  let mismatch = false;
  try {
    for (const name of names) {
      const bench = BENCH_CIRCUITS[name]!();
      const verilog = writeVerilog(bench, build);
      if (!('skipped' in icarus)) icarus.prepare(bench, verilog);
      if (!('skipped' in verilator)) verilator.prepare(bench, verilog);
      const k = K_CHECK[name]!;
      const harness = fast(bench);
      const checks: Record<string, string> = { ours: harness(k).chk, 'ours (event engine)': eventEngine(bench, k).chk };
      for (const [peerName, peer] of [
        ['iverilog', icarus],
        ['verilator', verilator],
        ['logisim', logisim],
      ] as const) {
        if (!('skipped' in peer)) checks[peerName] = peer.run(bench, k).chk;
      }
      const agree = new Set(Object.values(checks)).size === 1;
      mismatch ||= !agree;
      console.log(
        `${name}: checksums over ${k} ${bench.kind === 'comb' ? 'vectors' : 'cycles'} ${agree ? 'agree' : 'DIFFER'}: ${JSON.stringify(checks)}`,
      );
      const eventProbe = eventEngine(bench, bench.kind === 'comb' ? 200 : 2000);
      const row: Row = {
        circuit: name,
        unit: bench.kind === 'comb' ? 'vectors/s' : 'cycles/s',
        gates: bench.gates + bench.flipFlops,
        ours: measureOurs(harness),
        event: eventProbe.k / eventProbe.seconds,
        iverilog: measurePeer(icarus, bench, K_ICARUS[name]!),
        verilator: measurePeer(verilator, bench, K_VERILATOR[name]!),
        logisim: measurePeer(logisim, bench, K_LOGISIM[name]!),
        checks,
      };
      rows.push(row);
      console.log(
        `${name}: ours ${si(row.ours)} · event ${si(row.event)} · iverilog ${si(row.iverilog)} · verilator ${si(row.verilator)} · logisim ${si(row.logisim)}`,
      );
    }
  } finally {
    rmSync(build, { recursive: true, force: true });
  }

  console.log(
    '\n| circuit | elements | unit | ours (fast) | ours (event) | Icarus | Verilator | Logisim | ours/Icarus (≥10) | ours/Verilator (≥0.33) |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const vsIcarus = r.iverilog ? r.ours / r.iverilog : null;
    const vsVerilator = r.verilator ? r.ours / r.verilator : null;
    const mark = (value: number | null, target: number) =>
      value === null ? '—' : `${value.toFixed(value >= 100 ? 0 : 2)} ${value >= target ? '✓' : '✗'}`;
    console.log(
      `| ${r.circuit} | ${r.gates} | ${r.unit} | ${si(r.ours)} | ${si(r.event)} | ${si(r.iverilog)} | ${si(r.verilator)} | ${si(r.logisim)} | ${mark(vsIcarus, 10)} | ${mark(vsVerilator, 0.33)} |`,
    );
  }
  console.log('');
  for (const r of rows) {
    console.log(
      JSON.stringify({
        circuit: r.circuit,
        ours: r.ours,
        iverilog: r.iverilog,
        verilator: r.verilator,
        logisim: r.logisim,
      }),
    );
  }
  if (process.env['BENCH_SKIP_100K'] !== '1') measureCompile();
  if (process.env['BENCH_SKIP_HIERARCHY'] !== '1') console.log(JSON.stringify({ hierarchy: measureHierarchy() }));
  if (process.env['BENCH_SKIP_MEMORY'] !== '1') {
    const cpu = measureMemory(RUNS);
    console.log(
      `\ntiny CPU (ROMs and a RAM), ${cpu.cycles} cycles: fast ${si(cpu.fast)} · event ${si(cpu.event)} cycles/s; ` +
        `final states ${cpu.agree ? 'agree' : 'DIFFER'}`,
    );
    console.log(JSON.stringify({ memory: cpu }));
    mismatch ||= !cpu.agree;
  }
  if (mismatch) {
    console.error('\nChecksums differ: some simulator computed different outputs (see above).');
    process.exitCode = 1;
  }
}

main();
