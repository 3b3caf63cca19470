import type { EngineKind } from '../../../core/simulation/engine';
import { compile } from '../../../core/simulation/simulation';
import type { BundledSubcircuit } from '../../../shared/circuit/file-format';
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

/** One port as our simulation drives or reads it: per part, the bits it carries. */
interface PortAccess {
  readonly width: number;
  readonly parts: readonly {
    readonly label: string;
    readonly id: string;
    readonly offset: number;
    readonly bits: number;
  }[];
}

/**
 * The parts of each port of the design, as the import reported them: one part per bit (bit by bit),
 * or one port part per 32 bits (bus ports).
 */
function accessOf(circuit: Circuit, ports: readonly VerilogPort[], name: string, width: number): PortAccess {
  const port = ports.find((p) => p.name === name);
  if (!port)
    throw new Error(`the import reported no port "${name}" (it reported ${ports.map((p) => p.name).join(', ')})`);
  const idOf = (label: string) => {
    const part = circuit.components.find((c) => c.label === label);
    if (!part) throw new Error(`the circuit has no part labelled ${label} (port ${name})`);
    return part.id;
  };
  if (!port.bus) {
    const labels = labelsOf(ports, name, width);
    return { width, parts: labels.map((label, bit) => ({ label, id: idOf(label), offset: bit, bits: 1 })) };
  }
  if (port.width !== width)
    throw new Error(`the import reported ${port.width} bits for the ${width}-bit port "${name}"`);
  return {
    width,
    parts: port.labels.map((label, chunk) => ({
      label,
      id: idOf(label),
      offset: chunk * 32,
      bits: Math.min(32, width - chunk * 32),
    })),
  };
}

/** An imported design as our simulation runs it: its circuit and the subcircuits it places. */
export interface OurCircuit {
  readonly circuit: Circuit;
  readonly subcircuits: readonly BundledSubcircuit[];
}

/**
 * Our simulator on an imported circuit, driven like the Icarus testbench: per step, every input
 * set and settled, outputs read (most significant bit of each port first); with a clock, outputs
 * read again after each half of one cycle (`step(1)`: every CLOCK rises; `step(1)`: they fall, as
 * one `tick()`). X and Z read as "x" and "z".
 */
export function runOurs(
  imported: OurCircuit,
  design: Design,
  stimulus: Stimulus,
  ports: readonly VerilogPort[],
  engine: EngineKind,
): OurRun {
  const { circuit } = imported;
  const definitions = new Map(imported.subcircuits.map((s) => [s.id, s]));
  const compiled = compile(circuit, { engine, library: (id) => definitions.get(id) });
  if (!compiled.success) throw new Error(`${compiled.code}: ${compiled.error}`);
  const sim = compiled.data;
  const types = new Map(circuit.components.map((c) => [c.label, c.type]));
  const inputs = design.inputs.map((p) => accessOf(circuit, ports, p.name, p.width));
  const outputs = design.outputs.map((p) => accessOf(circuit, ports, p.name, p.width));
  const readPart = ({ label, id, bits }: PortAccess['parts'][number]): string => {
    if (bits > 1) {
      const bus = sim.componentState(id)?.bus;
      if (bus === undefined) throw new Error(`${label} shows no value`);
      return bus;
    }
    const value = sim.pinValue(label, signalPin(types.get(label)!));
    if (!value.success) throw new Error(value.error);
    return value.data;
  };
  const read = () => outputs.map((port) => [...port.parts].reverse().map(readPart).join('').toLowerCase()).join('');
  const lines: string[] = [];
  const diagnostics = new Set<string>();
  const noteDiagnostics = () => {
    for (const d of sim.diagnostics()) diagnostics.add(`${d.code}: ${d.message}`);
  };
  for (const [step, vector] of stimulus.vectors.entries()) {
    let at = 0;
    for (const input of inputs) {
      // The port's bits as the vector holds them, most significant first.
      const bits = vector.slice(at, at + input.width);
      for (const part of input.parts) {
        const text = bits.slice(input.width - part.offset - part.bits, input.width - part.offset);
        const set = part.bits === 1 ? sim.setInput(part.label, text === '1') : sim.setValue(part.id, parseInt(text, 2));
        if (!set.success) throw new Error(`${part.label}: ${set.error}`);
      }
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
