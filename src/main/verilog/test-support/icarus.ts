import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Design, Port } from './designs';
import type { Stimulus } from './stimulus';

/** Why the tests cannot run Icarus Verilog, or undefined when they can. */
export function iverilogMissing(): string | undefined {
  const probe = spawnSync('iverilog', ['-V'], { encoding: 'utf8' });
  const vvp = spawnSync('vvp', ['-V'], { encoding: 'utf8' });
  return probe.error || vvp.error
    ? 'Icarus Verilog (iverilog and vvp) is not installed, so the Verilog import cannot be checked against it. ' +
        'Install it with `apt-get install -y iverilog` (Debian, Ubuntu) or `brew install icarus-verilog` (macOS); ' +
        '.ci/run installs it.'
    : undefined;
}

/** One testbench: a module under test driven through a stimulus. */
export interface Bench {
  readonly design: Design;
  readonly stimulus: Stimulus;
  /**
   * The instance of the module under test inside the testbench, whose signals are named after the
   * design's ports (each a vector `[w-1:0]`, `[0:0]` for one bit) and its clock.
   */
  readonly instance: string;
}

const range = (port: Port) => `[${port.width - 1}:0]`;

/** The instance of the design's own top module (ports connected by name). */
export function originalInstance(design: Design): string {
  const ports = [
    ...(design.clock === undefined ? [] : [design.clock]),
    ...[...design.inputs, ...design.outputs].map((p) => p.name),
  ];
  return `${design.top} dut(${ports.map((p) => `.${p}(${p})`).join(', ')});`;
}

/** A testbench module `tb_<index>` printing "<index> <observation> <output bits>" lines. */
export function testbench(index: number, bench: Bench, memFile: string): string {
  const { design, stimulus } = bench;
  const n = design.inputs.reduce((sum, p) => sum + p.width, 0);
  const inputs = `{${design.inputs.map((p) => p.name).join(', ')}}`;
  const outputs = `{${design.outputs.map((p) => p.name).join(', ')}}`;
  const clock = design.clock;
  const show = (observation: string) => `$display("${index} %0d %b", ${observation}, ${outputs});`;
  return [
    `module tb_${index};`,
    `  reg [${n - 1}:0] tb_vec [0:${stimulus.vectors.length - 1}];`,
    '  integer tb_i;',
    ...(clock === undefined ? [] : [`  reg ${clock};`]),
    ...design.inputs.map((p) => `  reg ${range(p)} ${p.name};`),
    ...design.outputs.map((p) => `  wire ${range(p)} ${p.name};`),
    `  ${bench.instance}`,
    '  initial begin',
    `    $readmemb(${JSON.stringify(memFile)}, tb_vec);`,
    ...(clock === undefined ? [] : [`    ${clock} = 1'b0;`]),
    `    for (tb_i = 0; tb_i < ${stimulus.vectors.length}; tb_i = tb_i + 1) begin`,
    `      ${inputs} = tb_vec[tb_i];`,
    `      #1 ${show(`tb_i * ${stimulus.perStep}`)}`,
    ...(clock === undefined
      ? []
      : [
          `      #1 ${clock} = 1'b1;`,
          `      #1 ${show(`tb_i * 3 + 1`)}`,
          `      #1 ${clock} = 1'b0;`,
          `      #1 ${show(`tb_i * 3 + 2`)}`,
        ]),
    '    end',
    '  end',
    'endmodule',
  ].join('\n');
}

/** What one Icarus run printed: per bench, its observations in order. */
export type IcarusResult =
  { readonly ok: true; readonly lines: readonly string[][] } | { readonly ok: false; readonly error: string };

/**
 * Compiles `files` (paths) and `sources` (texts) with every bench in one `iverilog -g2012` run (the
 * benches are the only roots), runs it once with vvp and splits what it printed by bench.
 */
export function runIcarus(
  files: readonly string[],
  sources: readonly string[],
  benches: readonly Bench[],
): IcarusResult {
  const dir = mkdtempSync(join(tmpdir(), 'cf-verilog-import-'));
  try {
    const benchFile = join(dir, 'benches.sv');
    const texts = benches.map((bench, i) => {
      const mem = join(dir, `vectors_${i}.mem`);
      writeFileSync(mem, `${bench.stimulus.vectors.join('\n')}\n`);
      return testbench(i, bench, mem);
    });
    writeFileSync(benchFile, [...sources, ...texts].join('\n'));
    const roots = benches.flatMap((_, i) => ['-s', `tb_${i}`]);
    const compiled = spawnSync('iverilog', ['-g2012', ...roots, '-o', join(dir, 'benches.vvp'), ...files, benchFile], {
      encoding: 'utf8',
    });
    if (compiled.status !== 0) return { ok: false, error: `iverilog failed:\n${compiled.stderr}${compiled.stdout}` };
    const run = spawnSync('vvp', ['-n', join(dir, 'benches.vvp')], {
      encoding: 'utf8',
      timeout: 120_000,
      maxBuffer: 256 * 1024 * 1024,
    });
    if (run.status !== 0) return { ok: false, error: `vvp failed:\n${run.stderr}` };
    const lines = benches.map(() => [] as string[]);
    for (const line of run.stdout.split('\n')) {
      const match = /^(\d+) (\d+) ([01xz]+)$/.exec(line.trim());
      if (match) lines[Number(match[1])]![Number(match[2])] = match[3]!;
    }
    return { ok: true, lines };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Compiles files on their own (no simulation); the compiler's messages when it fails. */
export function compileOnly(files: readonly string[]): string | undefined {
  const compiled = spawnSync('iverilog', ['-g2012', '-o', '/dev/null', ...files], { encoding: 'utf8' });
  return compiled.status === 0 ? undefined : `${compiled.stderr}${compiled.stdout}`;
}
