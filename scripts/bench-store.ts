// `npm run bench:store`: the cost of an edit, an undo and a redo through the DocumentService on the
// SQLite store (WAL, synchronous=FULL: every commit is synced to disk), on circuits of 100, 1,000
// and 10,000 components. Prints a table and one JSON line per operation. The target is a flat cost:
// 10,000 / 100 under 2 for time and for bytes written.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DocumentService } from '../src/core/documents/document-service';
import { seededRandom } from '../src/core/documents/test-support/random-edits';
import { EventBus } from '../src/core/events';
import type { Operation } from '../src/shared/circuit/operations';
import type { Circuit } from '../src/shared/circuit/types';
import { serializeCircuitFile } from '../src/shared/circuit/file-format';
import { openDatabase } from '../src/main/store/database';
import { SqliteDocumentStore } from '../src/main/store/sqlite-document-store';
import { temporaryFolder } from '../src/main/store/test-support/harness';
import { benchMemoryEdits } from './bench-store-memory';

const SIZES = [100, 1_000, 10_000] as const;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);
const WARM_UP = 30;
type Op = 'edit' | 'undo' | 'redo';
const OPS: Op[] = ['edit', 'undo', 'redo'];

interface Measured {
  /** Median wall time, ms. */
  readonly ms: number;
  /** Mean CPU time of this process, ms: what is left when the disk sync is taken out. */
  readonly cpuMs: number;
  /** Mean bytes this process wrote (write(2) calls, /proc/self/io wchar), or undefined off Linux. */
  readonly bytes: number | undefined;
}

/** A chain of N inverters, each driving the next: N components, N − 1 wires. */
function chain(size: number): Circuit {
  const id = (i: number) => `g${String(i).padStart(6, '0')}`;
  return {
    components: Array.from({ length: size }, (_v, i) => ({
      id: id(i),
      type: 'NOT',
      label: `G${i + 1}`,
      x: (i % 100) * 80,
      y: Math.floor(i / 100) * 60,
      rotation: 0 as const,
      properties: { delay: 1 },
    })),
    wires: Array.from({ length: size - 1 }, (_v, i) => ({
      id: `w${String(i).padStart(6, '0')}`,
      from: { component: id(i), pin: 'out' },
      to: { component: id(i + 1), pin: 'in' },
    })),
  };
}

const io = '/proc/self/io';
function bytesWritten(): number | undefined {
  if (!existsSync(io)) return undefined;
  return Number(/wchar:\s*(\d+)/.exec(readFileSync(io, 'utf8'))?.[1]);
}

interface Setup {
  readonly size: number;
  readonly service: DocumentService;
  readonly circuitId: string;
  readonly openMs: number;
  readonly close: () => number;
  readonly random: () => number;
  readonly samples: Record<Op, { ms: number[]; cpu: number; bytes: number }>;
}

/** A database of its own holding a chain of `size` inverters, closed and opened again as at a start. */
function setUp(size: number): Setup {
  const folder = temporaryFolder('circuitforge-bench-');
  const file = join(folder.dir, 'circuitforge.db');
  let { db } = openDatabase(file);
  const imported = new DocumentService(new SqliteDocumentStore(db), new EventBus()).importFile(
    serializeCircuitFile(`Chain of ${size}`, chain(size)),
  );
  if (!imported.success) throw new Error(imported.error);
  db.close();
  const openStarted = performance.now();
  db = openDatabase(file).db;
  const service = new DocumentService(new SqliteDocumentStore(db), new EventBus());
  if (!service.openCircuit(imported.data.meta.id).success) throw new Error('open failed');
  const openMs = performance.now() - openStarted;
  return {
    size,
    service,
    circuitId: imported.data.meta.id,
    openMs,
    random: seededRandom(size),
    samples: {
      edit: { ms: [], cpu: 0, bytes: 0 },
      undo: { ms: [], cpu: 0, bytes: 0 },
      redo: { ms: [], cpu: 0, bytes: 0 },
    },
    close() {
      db.close();
      const bytes = readFileSync(file).length;
      folder.remove();
      return bytes;
    },
  };
}

function measure(setup: Setup, op: Op, body: () => { success: boolean }, record: boolean): void {
  const bytes = bytesWritten() ?? 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = body();
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  if (!result.success) throw new Error(`${op} failed`);
  if (!record) return;
  setup.samples[op].ms.push(ms);
  setup.samples[op].cpu += (used.user + used.system) / 1000;
  setup.samples[op].bytes += (bytesWritten() ?? 0) - bytes;
}

/** One round on one circuit: move a random component (the typical edit), undo it, redo it. */
function round(setup: Setup, record: boolean): void {
  const { service, circuitId, random, size } = setup;
  const target = `g${String(Math.floor(random() * size)).padStart(6, '0')}`;
  const move: Operation[] = [
    { op: 'updateComponent', id: target, set: { x: Math.floor(random() * 8000), y: Math.floor(random() * 6000) } },
  ];
  measure(setup, 'edit', () => service.apply(circuitId, move, 'Move 1 component'), record);
  measure(setup, 'undo', () => service.undo(circuitId), record);
  measure(setup, 'redo', () => service.redo(circuitId), record);
}

/**
 * All sizes are set up first, then measured in interleaved rounds (the order rotating each round),
 * so a slow spell of the disk's sync falls on every size alike instead of on whichever ran then.
 */
function benchmark(): Record<number, { results: Record<Op, Measured>; openMs: number; fileBytes: number }> {
  const setups = SIZES.map(setUp);
  for (let i = 0; i < WARM_UP + ITERATIONS; i++) {
    for (let k = 0; k < setups.length; k++) round(setups[(i + k) % setups.length]!, i >= WARM_UP);
  }
  const onLinux = bytesWritten() !== undefined;
  return Object.fromEntries(
    setups.map((setup) => {
      const results = Object.fromEntries(
        OPS.map((op) => {
          const s = setup.samples[op];
          return [
            op,
            { ms: median(s.ms), cpuMs: s.cpu / ITERATIONS, bytes: onLinux ? s.bytes / ITERATIONS : undefined },
          ];
        }),
      ) as Record<Op, Measured>;
      return [setup.size, { results, openMs: setup.openMs, fileBytes: setup.close() }];
    }),
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const rounded = (value: number, digits = 3) => Number(value.toFixed(digits));
const by = benchmark();

const pad = (text: string, width: number) => text.padStart(width);
const header = ['', ...SIZES.map((s) => `${s.toLocaleString('en')} comps`), 'ratio 10k/100'];
const rows: string[][] = [];
for (const op of OPS) {
  const ms = SIZES.map((s) => by[s]!.results[op].ms);
  rows.push([`${op} ms (median)`, ...ms.map((v) => v.toFixed(3)), (ms[2]! / ms[0]!).toFixed(2)]);
}
for (const op of OPS) {
  const cpu = SIZES.map((s) => by[s]!.results[op].cpuMs);
  rows.push([`${op} cpu ms (mean)`, ...cpu.map((v) => v.toFixed(3)), (cpu[2]! / cpu[0]!).toFixed(2)]);
}
for (const op of OPS) {
  const bytes = SIZES.map((s) => by[s]!.results[op].bytes);
  if (bytes.some((b) => b === undefined)) continue;
  const b = bytes as number[];
  rows.push([`${op} bytes written`, ...b.map((v) => Math.round(v).toString()), (b[2]! / b[0]!).toFixed(2)]);
}
rows.push(['open circuit ms', ...SIZES.map((s) => by[s]!.openMs.toFixed(1)), '']);
rows.push(['database bytes', ...SIZES.map((s) => by[s]!.fileBytes.toString()), '']);
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
console.log(
  `Store benchmark: ${ITERATIONS} rounds of (edit, undo, redo) per size, interleaved, after ${WARM_UP} warm-up rounds.`,
);
console.log('Edit = move one component; every commit is synced to disk (WAL, synchronous=FULL).');
console.log(header.map((h, i) => (i === 0 ? h.padEnd(widths[0]!) : pad(h, widths[i]!))).join('  '));
for (const row of rows)
  console.log(row.map((c, i) => (i === 0 ? c.padEnd(widths[0]!) : pad(c, widths[i]!))).join('  '));
for (const op of OPS) {
  const at = (size: number) => by[size]!.results[op];
  const bytes100 = at(100).bytes;
  const bytes10000 = at(10_000).bytes;
  console.log(
    JSON.stringify({
      op,
      ms_100: rounded(at(100).ms),
      ms_1000: rounded(at(1_000).ms),
      ms_10000: rounded(at(10_000).ms),
      ratio: rounded(at(10_000).ms / at(100).ms, 2),
      bytes_per_edit_100: bytes100 === undefined ? null : Math.round(bytes100),
      bytes_per_edit_10000: bytes10000 === undefined ? null : Math.round(bytes10000),
      bytes_ratio: bytes100 === undefined || bytes10000 === undefined ? null : rounded(bytes10000 / bytes100, 2),
      cpu_ms_100: rounded(at(100).cpuMs),
      cpu_ms_10000: rounded(at(10_000).cpuMs),
    }),
  );
}

// One word of a 64 K-word memory: written as such, and as its whole contents set again.
const memory = benchMemoryEdits(Math.min(ITERATIONS, 60), bytesWritten);
console.log(
  `\nMemory: one word of a 64 K × 16-bit ROM (${memory.contents_chars.toLocaleString('en')} characters of contents), edit / undo / redo:`,
);
for (const [name, cost] of [
  ['writeMemory (the word)', memory.word],
  ['whole contents again', memory.whole],
] as const) {
  const bytes =
    cost.bytes_per_edit === null ? '' : `, ${cost.bytes_per_edit.toLocaleString('en')} bytes written per edit`;
  console.log(`  ${name.padEnd(24)} ${cost.edit_ms} / ${cost.undo_ms} / ${cost.redo_ms} ms${bytes}`);
}
const small = by[100]!.results.edit.bytes;
console.log(
  JSON.stringify({
    op: 'memory-word',
    contents_chars: memory.contents_chars,
    word: memory.word,
    whole: memory.whole,
    word_vs_move_bytes:
      small === undefined || memory.word.bytes_per_edit === null
        ? null
        : rounded(memory.word.bytes_per_edit / small, 2),
  }),
);
