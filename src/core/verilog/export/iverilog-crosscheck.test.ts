import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import type { Circuit } from '../../../shared/circuit/types';
import type { EngineKind } from '../../simulation/engine';
import { layoutOf } from '../../simulation/layout';
import { CircuitBuilder } from '../../simulation/test-support/circuit-builder';
import { simulate } from '../../simulation/test-support/simulate';
import { exportVerilog, type VerilogModule } from './verilog-export';

const SEED = 424242;
const CIRCUITS_PER_RUN = 30;
const GATES = ['AND_2', 'AND_3', 'AND_4', 'OR_2', 'OR_3', 'OR_4', 'NAND_2', 'NAND_3', 'NOR_2', 'NOR_3'];
const MORE_GATES = ['XOR_2', 'XNOR_2', 'NOT', 'BUFFER', 'TRISTATE_BUFFER'];
const FLIP_FLOPS = ['D_FLIPFLOP', 'JK_FLIPFLOP', 'T_FLIPFLOP'];
const BLOCKS = ['MUX_2', 'MUX_4', 'DEMUX_2', 'DECODER_2TO4', 'HALF_ADDER', 'FULL_ADDER', 'XOR_2', 'NAND_2'];
const OTHER_STORAGE = ['SR_LATCH', 'D_LATCH', 'REGISTER_4', 'COUNTER_4', 'D_FLIPFLOP'];
const SWITCHES = 4;

interface Case {
  readonly circuit: Circuit;
  /** Switch values per cycle, one bit per switch. */
  readonly cycles: readonly number[];
}

interface Parts {
  readonly logic: readonly string[];
  readonly storage: readonly string[];
}

/**
 * A random circuit: storage is clocked by the clock, and its other controls (enable, set, reset,
 * preset or clear, at most one of the last two) come from switches; logic reads switches, storage
 * outputs and earlier logic (so every loop runs through storage), and now and then leaves an input
 * floating; tri-state buffers may share a bus, and read only switches and storage (so no loop
 * closes through a bus); latches read only switches and flip-flops (so no loop closes through a
 * transparent latch). A probe watches every output.
 */
function buildCase(parts: Parts, choices: readonly number[], cycles: readonly number[]): Case {
  let k = 0;
  const next = (n: number) => (choices[k++ % choices.length]! >>> 0) % n;
  const builder = new CircuitBuilder().add('CLK', 'CLOCK');
  const sources: string[] = [];
  const probe = (pin: string) => builder.add(`P${probes++}`, 'PROBE').wire(pin, `P${probes - 1}.in`);
  let probes = 0;
  for (let i = 0; i < SWITCHES; i++) {
    builder.add(`S${i}`, 'SWITCH_TOGGLE');
    sources.push(`S${i}.out`);
  }
  const storage = Array.from({ length: 1 + next(4) }, () => parts.storage[next(parts.storage.length)]!);
  // Switches and edge-triggered outputs: what a transparent latch may read without closing a loop.
  const edgeTriggered = [...sources];
  storage.forEach((type, f) => {
    builder.add(`F${f}`, type);
    const layout = layoutOf(type)!;
    const asyncPin = ['PRE', 'CLR'][next(2)];
    layout.model.inputs.forEach((pin, i) => {
      if (((layout.controlMask >>> i) & 1) === 0) return;
      if (pin === 'CLK') builder.wire('CLK.out', `F${f}.CLK`);
      else if (
        (pin !== 'PRE' && pin !== 'CLR') ||
        (pin === asyncPin && next(2) === 0) ||
        layout.defaults[layout.inputPins[i]!]! < 0
      ) {
        if (!(pin === 'PRE' || pin === 'CLR') || pin === asyncPin)
          builder.wire(`S${next(SWITCHES)}.out`, `F${f}.${pin}`);
      }
    });
    for (const out of layout.model.outputs) sources.push(`F${f}.${out}`);
    if (layout.clockInput >= 0) for (const out of layout.model.outputs) edgeTriggered.push(`F${f}.${out}`);
  });
  const fromStorage = sources.length;
  const gates = 3 + next(12);
  const buses: string[] = [];
  for (let g = 0; g < gates; g++) {
    const type = next(3) < 2 ? parts.logic[next(parts.logic.length)]! : MORE_GATES[next(MORE_GATES.length)]!;
    builder.add(`G${g}`, type);
    const layout = layoutOf(type)!;
    const from = type === 'TRISTATE_BUFFER' ? sources.slice(0, fromStorage) : sources;
    for (const input of layout.model.inputs) {
      if (type === 'TRISTATE_BUFFER' && input === 'en') builder.wire(`S${next(SWITCHES)}.out`, `G${g}.en`);
      else if (next(10) > 0) builder.wire(from[next(from.length)]!, `G${g}.${input}`);
    }
    if (type === 'TRISTATE_BUFFER') {
      if (buses.length > 0 && next(2) === 0) builder.wire(buses[next(buses.length)]!, `G${g}.out`);
      buses.push(`G${g}.out`);
    }
    for (const out of layout.model.outputs) {
      probe(`G${g}.${out}`);
      sources.push(`G${g}.${out}`);
    }
  }
  storage.forEach((type, f) => {
    const layout = layoutOf(type)!;
    const from = layout.clockInput >= 0 ? sources : edgeTriggered;
    layout.model.inputs.forEach((pin, i) => {
      if (((layout.controlMask >>> i) & 1) === 0) builder.wire(from[next(from.length)]!, `F${f}.${pin}`);
    });
    for (const out of layout.model.outputs) probe(`F${f}.${out}`);
  });
  return { circuit: builder.build(), cycles };
}

/** Outputs as one string per observation: after applying the switches, and after a clock cycle. */
function ours(test: Case, module: VerilogModule, engine: EngineKind): string[] {
  const sim = simulate(test.circuit, engine);
  const read = () => module.outputs.map((o) => sim.componentState(o.component)!.value!.toLowerCase()).join('');
  const lines = [read()];
  for (const cycle of test.cycles) {
    for (let s = 0; s < SWITCHES; s++) sim.setInput(`S${s}`, ((cycle >>> s) & 1) === 1);
    sim.settle();
    lines.push(read());
    sim.tick();
    lines.push(read());
  }
  return lines;
}

/** A testbench driving module `m` through the same observations, printing "<case> <step> <bits>". */
function testbench(index: number, test: Case, module: VerilogModule): string {
  const inputs = module.inputs.map((i) => i.port);
  const outputs = module.outputs.map((o) => o.port);
  const show = (step: number) => `    #1 $display("${index} ${step} %b", {${outputs.join(', ')}});`;
  const lines = [
    `module tb_${index};`,
    `  reg ${inputs.join(', ')};`,
    `  wire ${outputs.join(', ')};`,
    `  ${module.moduleName} dut(${[...inputs, ...outputs].map((p) => `.${p}(${p})`).join(', ')});`,
    '  initial begin',
    `    ${inputs.map((i) => `${i} = 1'b0;`).join(' ')}`,
    show(0),
  ];
  test.cycles.forEach((cycle, c) => {
    const sets = Array.from({ length: SWITCHES }, (_, s) => `S${s} = 1'b${(cycle >>> s) & 1};`);
    lines.push(`    ${sets.join(' ')}`, show(2 * c + 1), "    #1 CLK = 1'b1; #1 CLK = 1'b0;", show(2 * c + 2));
  });
  lines.push('  end', 'endmodule');
  return lines.join('\n');
}

function iverilogMissing(): string | undefined {
  const probe = spawnSync('iverilog', ['-V'], { encoding: 'utf8' });
  return probe.error
    ? 'Icarus Verilog (iverilog) is not installed, so the Verilog export cannot be cross-checked. ' +
        'Install it with `apt-get install -y iverilog` (Debian); .ci/run installs it.'
    : undefined;
}

/** Runs every case through iverilog in one invocation; returns the printed lines per case. */
function runIcarus(cases: readonly Case[], modules: readonly VerilogModule[]): Map<number, string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'cf-iverilog-'));
  try {
    const file = join(dir, 'cases.v');
    writeFileSync(
      file,
      [...modules.map((m) => m.source), ...cases.map((c, i) => testbench(i, c, modules[i]!))].join('\n'),
    );
    const compiled = spawnSync('iverilog', ['-g2005', '-o', join(dir, 'cases.vvp'), file], { encoding: 'utf8' });
    if (compiled.status !== 0) throw new Error(`iverilog rejected the export:\n${compiled.stderr}`);
    const run = spawnSync('vvp', ['-n', join(dir, 'cases.vvp')], { encoding: 'utf8', timeout: 60_000 });
    if (run.status !== 0) throw new Error(`vvp failed:\n${run.stderr}`);
    const lines = new Map<number, string[]>();
    for (const line of run.stdout.split('\n')) {
      const match = /^(\d+) (\d+) ([01xz]+)$/.exec(line.trim());
      if (!match) continue;
      const list = lines.get(Number(match[1])) ?? [];
      list[Number(match[2])] = match[3]!;
      lines.set(Number(match[1]), list);
    }
    return lines;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('Verilog export against Icarus Verilog', () => {
  it.each([
    ['gates and flip-flops', { logic: GATES, storage: FLIP_FLOPS }],
    ['blocks, latches, registers and counters', { logic: BLOCKS, storage: OTHER_STORAGE }],
  ] as const)('random circuits of %s give the same outputs, bit for bit and cycle by cycle', (_, parts) => {
    const missing = iverilogMissing();
    if (missing) throw new Error(missing);
    const caseArbitrary = fc
      .tuple(
        fc.array(fc.nat(), { minLength: 80, maxLength: 80 }),
        fc.array(fc.nat(15), { minLength: 4, maxLength: 12 }),
      )
      .map(([choices, cycles]) => buildCase(parts, choices, cycles));
    fc.assert(
      fc.property(fc.array(caseArbitrary, { minLength: CIRCUITS_PER_RUN, maxLength: CIRCUITS_PER_RUN }), (cases) => {
        const modules = cases.map((c, i) => {
          const exported = exportVerilog(c.circuit, { moduleName: `case_${i}` });
          if (!exported.success) throw new Error(exported.error);
          return exported.data;
        });
        const icarus = runIcarus(cases, modules);
        cases.forEach((c, i) => {
          for (const engine of ['event', 'fast'] as const) {
            const got = ours(c, modules[i]!, engine);
            const want = icarus.get(i);
            if (JSON.stringify(got) === JSON.stringify(want)) continue;
            throw new Error(
              `Case ${i}, ${engine} engine (seed ${SEED}): ours ${JSON.stringify(got)}, Icarus ${JSON.stringify(want)}.\n` +
                `Cycles: ${JSON.stringify(c.cycles)}\n${modules[i]!.source}`,
            );
          }
        });
      }),
      // Shrinking would rerun Icarus hundreds of times; the message names the case instead.
      { seed: SEED, numRuns: 2, endOnFailure: true },
    );
  });
});
