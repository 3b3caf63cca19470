import type { EngineKind } from '../../../core/simulation/engine';
import { simulate } from '../../../core/simulation/test-support/simulate';
import type { Circuit } from '../../../shared/circuit/types';
import type { VerilogPort } from '../../../shared/contract/verilog-channels';
import type { Design } from './designs';
import type { Stimulus } from './stimulus';

/** The pin of an output part that carries its signal: an LED's anode, a probe's input. */
export function signalPin(type: string): string {
  return type.startsWith('LED') ? 'anode' : 'in';
}

/** The labels of a port as the import reported them, checked against the port's width. */
export function labelsOf(ports: readonly VerilogPort[], name: string, width: number): readonly string[] {
  const port = ports.find((p) => p.name === name);
  if (!port)
    throw new Error(`the import reported no port "${name}" (it reported ${ports.map((p) => p.name).join(', ')})`);
  if (port.labels.length !== width) {
    throw new Error(`the import reported ${port.labels.length} labels for the ${width}-bit port "${name}"`);
  }
  return port.labels;
}

/** Steps whose diagnostics are read: the first ones, then one in 50 (reading them costs a pass over the circuit). */
const diagnosed = (step: number) => step < 8 || step % 50 === 0;

/** What our simulator showed: the observations, and the diagnostics it raised on the way. */
export interface OurRun {
  readonly lines: readonly string[];
  /** "CODE: message", each once, read after the first steps and every 50th. */
  readonly diagnostics: readonly string[];
}

/**
 * Our simulator on an imported circuit, driven like the Icarus testbench: per step, every input
 * bit set and settled, outputs read (most significant bit of each port first); with a clock, outputs
 * read again after each half of one cycle (`step(1)`: every CLOCK rises; `step(1)`: they fall, as
 * one `tick()`). X and Z read as "x" and "z".
 */
export function runOurs(
  circuit: Circuit,
  design: Design,
  stimulus: Stimulus,
  ports: readonly VerilogPort[],
  engine: EngineKind,
): OurRun {
  const sim = simulate(circuit, engine);
  const types = new Map(circuit.components.map((c) => [c.label, c.type]));
  const inputs = design.inputs.map((p) => ({ width: p.width, labels: labelsOf(ports, p.name, p.width) }));
  const outputs = design.outputs.flatMap((p) =>
    [...labelsOf(ports, p.name, p.width)].reverse().map((label) => {
      const type = types.get(label);
      if (type === undefined) throw new Error(`the circuit has no part labelled ${label} (output ${p.name})`);
      return { label, pin: signalPin(type) };
    }),
  );
  const read = () =>
    outputs
      .map(({ label, pin }) => {
        const value = sim.pinValue(label, pin);
        if (!value.success) throw new Error(value.error);
        return value.data.toLowerCase();
      })
      .join('');
  const lines: string[] = [];
  const diagnostics = new Set<string>();
  const noteDiagnostics = () => {
    for (const d of sim.diagnostics()) diagnostics.add(`${d.code}: ${d.message}`);
  };
  for (const [step, vector] of stimulus.vectors.entries()) {
    let at = 0;
    for (const input of inputs) {
      input.labels.forEach((label, bit) => {
        const set = sim.setInput(label, vector[at + input.width - 1 - bit] === '1');
        if (!set.success) throw new Error(`${label}: ${set.error}`);
      });
      at += input.width;
    }
    sim.settle();
    if (diagnosed(step)) noteDiagnostics();
    lines.push(read());
    if (stimulus.perStep === 3) {
      sim.step(1);
      lines.push(read());
      sim.step(1);
      if (diagnosed(step)) noteDiagnostics();
      lines.push(read());
    }
  }
  return { lines, diagnostics: [...diagnostics] };
}
