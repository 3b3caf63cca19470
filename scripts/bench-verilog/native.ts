// Native Yosys, when the machine has it (Debian: `apt-get install yosys`), run on the same design
// with the app's script, for the WebAssembly/native ratio.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NETLIST_FILE, SCRIPT_FILE, SOURCE_FILE, yosysScript } from '../../src/core/verilog/import/script';

/**
 * The app's Yosys script without its refusal checks (`select …`, `write_json -selected`): Yosys
 * before 0.3x has no `write_json -selected`, and the checks only select cells (they cost
 * milliseconds). Every synthesis pass is kept, `flatten` as the import runs it (it flattens only
 * when asked). Both Yosys builds run this one in the comparison.
 */
export function comparableScript(top: string, flatten: boolean): string {
  return yosysScript(top, { flatten })
    .split('\n')
    .filter((line) => !/^select\b|^write_json -selected\b/.test(line))
    .join('\n');
}

/** The installed native Yosys's version ("0.23"), or undefined when there is none. */
export function nativeYosysVersion(): string | undefined {
  const run = spawnSync('yosys', ['-V'], { encoding: 'utf8' });
  if (run.error || run.status !== 0) return undefined;
  return /Yosys\s+([\d.]+(?:\+\d+)?)/.exec(run.stdout)?.[1] ?? run.stdout.trim();
}

interface Netlist {
  readonly modules: Record<string, { cells?: Record<string, { type?: string }> }>;
}

/**
 * The cells of `top` with every instance of a module expanded (as the import counts them): a cell
 * whose type is a module of the netlist counts that module's cells, any other cell one.
 */
export function flatCellCount(netlist: Netlist, top: string): number {
  const counted = new Map<string, number>();
  const count = (name: string): number => {
    const known = counted.get(name);
    if (known !== undefined) return known;
    let cells = 0;
    for (const cell of Object.values(netlist.modules[name]?.cells ?? {})) {
      const type = cell.type ?? '';
      cells += type in netlist.modules && type !== name ? count(type) : 1;
    }
    counted.set(name, cells);
    return cells;
  };
  return count(top);
}

export interface NativeRun {
  /** Wall time of each run, ms (the process, its yosys-abc child included). */
  readonly ms: number[];
  /** The peak memory Yosys reported for itself ("MEM: … MB peak"), MB; yosys-abc not included. */
  readonly peakMb: number | undefined;
  /** Cells in the netlist written, every instance of a module expanded. */
  readonly cells: number;
}

/** Runs native Yosys `runs` times (after one unmeasured run) on `source` with {@link comparableScript}. */
export function runNativeYosys(source: string, top: string, flatten: boolean, runs: number): NativeRun {
  const dir = mkdtempSync(join(tmpdir(), 'circuitforge-bench-yosys-'));
  try {
    writeFileSync(join(dir, SOURCE_FILE), source);
    writeFileSync(join(dir, SCRIPT_FILE), comparableScript(top, flatten));
    const ms: number[] = [];
    let peakMb: number | undefined;
    for (let i = 0; i <= runs; i++) {
      const started = performance.now();
      const run = spawnSync('yosys', ['-s', SCRIPT_FILE], { cwd: dir, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
      const elapsed = performance.now() - started;
      if (run.status !== 0) throw new Error(`native Yosys failed on ${top}:\n${run.stdout.slice(-2000)}${run.stderr}`);
      if (i > 0) ms.push(elapsed);
      const mem = /MEM:\s*([\d.]+)\s*MB peak/.exec(run.stdout);
      if (mem) peakMb = Math.max(peakMb ?? 0, Number(mem[1]));
    }
    const netlist = JSON.parse(readFileSync(join(dir, NETLIST_FILE), 'utf8')) as Netlist;
    return { ms, peakMb, cells: flatCellCount(netlist, top) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
