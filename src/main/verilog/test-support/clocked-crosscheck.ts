import type { Circuit } from '../../../shared/circuit/types';
import type { EngineKind } from '../../../core/simulation/engine';
import { simulate } from '../../../core/simulation/test-support/simulate';
import { runInIcarus } from './run-in-icarus';

/** A port of the circuit: its label as our simulator names it, its width. Verilog names it in capitals. */
export interface CrossPort {
  readonly name: string;
  readonly width: number;
}

/**
 * Runs the same clocked stimulus through our simulator and through the exported module in Icarus:
 * each step sets the inputs, reads the outputs, raises `clock`, reads them again and lowers it.
 * Gives both reads, one line per read, the outputs in binary and separated by spaces (lower case).
 */
export function clockedCrossCheck(options: {
  readonly circuit: Circuit;
  readonly engine: EngineKind;
  readonly source: string;
  readonly module: string;
  readonly inputs: readonly CrossPort[];
  readonly outputs: readonly CrossPort[];
  readonly clock: string;
  readonly steps: readonly Readonly<Record<string, number>>[];
}): { ours: string[]; icarus: string[] } {
  const { inputs, outputs, clock } = options;
  const sim = simulate(options.circuit, options.engine);
  const ours: string[] = [];
  const read = () =>
    ours.push(
      outputs
        .map((o) => {
          const state = sim.componentState(o.name);
          return (state?.bus ?? state?.value ?? '?').toLowerCase();
        })
        .join(' '),
    );
  for (const step of options.steps) {
    for (const i of inputs) sim.setValue(i.name, step[i.name] ?? 0);
    sim.settle();
    read();
    sim.setInput(clock, true);
    sim.settle();
    read();
    sim.setInput(clock, false);
    sim.settle();
  }
  const v = (name: string) => name.toUpperCase();
  const declare = (kind: string, ports: readonly CrossPort[]) =>
    ports.map((p) => `  ${kind} ${p.width > 1 ? `[${p.width - 1}:0] ` : ''}${v(p.name)};`);
  const all = [...inputs, { name: clock, width: 1 }, ...outputs];
  const show = `      $display("${outputs.map(() => '%b').join(' ')}", ${outputs.map((o) => v(o.name)).join(', ')});`;
  const bench = [
    'module tb;',
    ...declare('reg', [...inputs, { name: clock, width: 1 }]),
    ...declare('wire', outputs),
    `  ${options.module} dut(${all.map((p) => `.${v(p.name)}(${v(p.name)})`).join(', ')});`,
    '  initial begin',
    `    ${v(clock)} = 0;`,
    ...options.steps.flatMap((step) => [
      `    ${inputs.map((i) => `${v(i.name)} = ${step[i.name] ?? 0};`).join(' ')} #1`,
      show,
      `    ${v(clock)} = 1; #1`,
      show,
      `    ${v(clock)} = 0; #1;`,
    ]),
    '  end',
    'endmodule',
  ].join('\n');
  const icarus = runInIcarus(options.source, bench).filter((l) => /^[01xz]/.test(l));
  return { ours, icarus };
}
