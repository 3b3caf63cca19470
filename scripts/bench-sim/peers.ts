// The peer simulators of the peer benchmark folder (SIMBENCH_DIR), run on our own Verilog export (Icarus, Verilator) or
// on the shared Logisim files (Logisim cannot read Verilog), with the shared testbenches.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportVerilog } from '../../src/core/verilog/export/verilog-export';
import type { BenchCircuit } from '../../src/core/simulation/test-support/bench-circuits';

/** One peer run: the checksum and the rate in vectors (or cycles) per second. */
export interface PeerRun {
  readonly k: number;
  readonly chk: string;
  readonly rate: number;
}

/** A peer that cannot run here, and why. */
export interface Skipped {
  readonly skipped: string;
}

function has(command: string, args: string[] = ['--version']): boolean {
  return !spawnSync(command, args, { encoding: 'utf8' }).error;
}

function run(command: string, args: string[], cwd?: string): { stdout: string; seconds: number } {
  const start = process.hrtime.bigint();
  const result = spawnSync(command, args, { encoding: 'utf8', cwd, maxBuffer: 64 * 1024 * 1024 });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr}\n${result.stdout}`);
  return { stdout: result.stdout, seconds };
}

function field(stdout: string, name: string): string {
  const match = new RegExp(`\\b${name}=([^\\s]+)`).exec(stdout);
  if (!match) throw new Error(`no ${name}= in:\n${stdout}`);
  return match[1]!;
}

/**
 * Our export of the circuit (module `<name>_cf`, one port per bit) plus a wrapper module `<name>`
 * with the buses the shared testbench and Verilator harness expect (a[31:0], q[63:0]…).
 */
export function writeVerilog(bench: BenchCircuit, dir: string): string {
  const exported = exportVerilog(bench.circuit, { moduleName: `${bench.name}_cf` });
  if (!exported.success) throw new Error(`${bench.name}: ${exported.error}`);
  const buses = [
    ...bench.inputs.map((b) => ({ ...b, dir: 'input' })),
    ...bench.outputs.map((b) => ({ ...b, dir: 'output' })),
  ];
  const extra = bench.kind === 'seq' ? ['clk', 'en'] : [];
  const ports = [...extra, ...buses.map((b) => b.name)];
  const lines = [`module ${bench.name}(${ports.join(', ')});`];
  for (const name of extra) lines.push(`  input wire ${name};`);
  for (const bus of buses) {
    lines.push(`  ${bus.dir} wire ${bus.bits.length === 1 ? '' : `[${bus.bits.length - 1}:0] `}${bus.name};`);
  }
  const connections = [
    ...extra.map((name) => `.${name}(${name})`),
    ...buses.flatMap((bus) =>
      bus.bits.map((bit, i) => `.${bit}(${bus.bits.length === 1 ? bus.name : `${bus.name}[${i}]`})`),
    ),
  ];
  lines.push(`  ${bench.name}_cf core(${connections.join(', ')});`, 'endmodule', '');
  const file = join(dir, `${bench.name}_ours.v`);
  writeFileSync(file, `${exported.data.source}\n${lines.join('\n')}`);
  return file;
}

/** Icarus Verilog 11: compiles our export with the shared testbench; rate = K / (wall − wall of K=0). */
export class Icarus {
  private readonly vvp = new Map<string, string>();
  constructor(
    private readonly shared: string,
    private readonly build: string,
  ) {}

  static available(): Skipped | undefined {
    return has('iverilog', ['-V']) && has('vvp', ['-V'])
      ? undefined
      : { skipped: 'iverilog not installed (apt-get install -y iverilog)' };
  }

  prepare(bench: BenchCircuit, verilog: string): void {
    const out = join(this.build, `${bench.name}.vvp`);
    run('iverilog', ['-g2012', '-o', out, verilog, join(this.shared, 'circuits', `${bench.name}_tb.v`)]);
    this.vvp.set(bench.name, out);
  }

  run(bench: BenchCircuit, k: number): PeerRun {
    const vvp = this.vvp.get(bench.name)!;
    const load = run('vvp', ['-n', vvp, '+K=0']).seconds;
    const timed = run('vvp', ['-n', vvp, `+K=${k}`]);
    return { k, chk: field(timed.stdout, 'chk'), rate: k / Math.max(1e-9, timed.seconds - load) };
  }
}

/** Verilator 5 at -O3 with the shared harness; rate = K / the harness's own loop time. */
export class Verilator {
  private readonly binaries = new Map<string, string>();
  constructor(
    private readonly shared: string,
    private readonly build: string,
  ) {}

  static available(): Skipped | undefined {
    return has('verilator') ? undefined : { skipped: 'verilator not installed (apt-get install -y verilator)' };
  }

  prepare(bench: BenchCircuit, verilog: string): void {
    const dir = join(this.build, 'vl', bench.name);
    mkdirSync(dir, { recursive: true });
    run('verilator', [
      '--cc',
      '--exe',
      '--build',
      '-O3',
      '--x-assign',
      'fast',
      '--x-initial',
      'fast',
      '--noassert',
      '-Wno-fatal',
      '-Wno-lint',
      '-Wno-style',
      '-CFLAGS',
      '-O3',
      '-MAKEFLAGS',
      'OPT_FAST=-O3 OPT_GLOBAL=-O3',
      '-j',
      '2',
      '--top-module',
      bench.name,
      '-Mdir',
      dir,
      verilog,
      join(this.shared, 'circuits', `${bench.name}_vl.cpp`),
    ]);
    this.binaries.set(bench.name, join(dir, `V${bench.name}`));
  }

  run(bench: BenchCircuit, k: number): PeerRun {
    const { stdout } = run(this.binaries.get(bench.name)!, [String(k)]);
    return { k, chk: field(stdout, 'chk'), rate: k / Number(field(stdout, 'loop_s')) };
  }
}

/** Logisim 2.7.1's own propagator, driven from Java with the same stimulus (shared LogisimBench.java). */
export class Logisim {
  constructor(
    private readonly shared: string,
    private readonly build: string,
    private readonly jar: string,
  ) {}

  static available(jar: string): Skipped | undefined {
    if (!has('java', ['-version'])) return { skipped: 'java not installed (apt-get install -y default-jre-headless)' };
    if (!has('javac', ['-version'])) return { skipped: 'javac not installed (needed to build LogisimBench.java)' };
    if (!existsSync(jar)) return { skipped: `${jar} missing (apt-get install -y logisim)` };
    return undefined;
  }

  prepare(): void {
    const classes = join(this.build, 'logisim');
    mkdirSync(classes, { recursive: true });
    const sources = ['LogisimBench.java', 'Probe.java'].map((f) => join(this.shared, 'logisim', f));
    run('javac', ['-cp', this.jar, '-d', classes, ...sources]);
  }

  run(bench: BenchCircuit, k: number): PeerRun {
    const circuit = join(this.shared, 'circuits', `${bench.name}_api.circ`);
    const { stdout } = run('java', [
      '-cp',
      `${this.jar}:${join(this.build, 'logisim')}`,
      'LogisimBench',
      circuit,
      String(k),
    ]);
    return { k, chk: field(stdout, 'chk'), rate: k / Number(field(stdout, 'loop_s')) };
  }
}
