import type { Circuit } from '../../../shared/circuit/types';
import { layoutOf } from '../../simulation/layout';
import { CircuitBuilder } from '../../simulation/test-support/circuit-builder';

const LOGIC = [
  'AND_2',
  'AND_3',
  'AND_4',
  'OR_2',
  'OR_3',
  'OR_4',
  'NAND_2',
  'NAND_3',
  'NOR_2',
  'NOR_3',
  'XOR_2',
  'XNOR_2',
  'NOT',
  'BUFFER',
  'MUX_2',
  'MUX_4',
  'DEMUX_2',
  'DECODER_2TO4',
  'HALF_ADDER',
  'FULL_ADDER',
];

/** A random loop-free circuit: its switches (and buttons), the outputs to read, and the circuit. */
export interface RandomCircuit {
  readonly circuit: Circuit;
  readonly inputs: string[];
  readonly outputs: string[];
}

/**
 * Builds a random combinational circuit from `choices`: 1–6 switches and push buttons (some
 * active-low), 1–12 gates and blocks each reading earlier signals, and 1–3 probes. With
 * `incomplete`, some inputs stay unwired (X) and tri-state buffers, reading switches only so that
 * no loop closes through a bus, may share a net (Z when none is enabled, X on a conflict).
 */
export function randomCircuit(choices: readonly number[], incomplete: boolean): RandomCircuit {
  let k = 0;
  const next = (n: number) => (choices[k++ % choices.length]! >>> 0) % n;
  const builder = new CircuitBuilder();
  const inputs: string[] = [];
  const signals: string[] = [];
  const inputCount = 1 + next(6);
  for (let i = 0; i < inputCount; i++) {
    const label = `I${i}`;
    if (next(4) === 0) builder.add(label, 'BUTTON_PUSH', { activeLow: next(2) === 0 });
    else builder.add(label, 'SWITCH_TOGGLE');
    inputs.push(label);
    signals.push(`${label}.out`);
  }
  const tristates: string[] = [];
  const partCount = 1 + next(12);
  for (let i = 0; i < partCount; i++) {
    const label = `U${i}`;
    const type = incomplete && next(5) === 0 ? 'TRISTATE_BUFFER' : LOGIC[next(LOGIC.length)]!;
    builder.add(label, type);
    const layout = layoutOf(type)!;
    for (const pin of layout.model.inputs) {
      if (incomplete && next(10) === 0) continue;
      const from = type === 'TRISTATE_BUFFER' ? signals.slice(0, inputCount) : signals;
      builder.wire(from[next(from.length)]!, `${label}.${pin}`);
    }
    if (type === 'TRISTATE_BUFFER') {
      if (tristates.length > 0 && next(2) === 0) builder.wire(tristates[next(tristates.length)]!, `${label}.out`);
      tristates.push(`${label}.out`);
    }
    for (const out of layout.model.outputs) signals.push(`${label}.${out}`);
  }
  const outputs: string[] = [];
  const probeCount = 1 + next(3);
  for (let i = 0; i < probeCount; i++) {
    builder.add(`P${i}`, 'PROBE').wire(signals[next(signals.length)]!, `P${i}.in`);
    outputs.push(`P${i}`);
  }
  return { circuit: builder.build(), inputs, outputs };
}

const ANY = [
  ...LOGIC,
  'TRISTATE_BUFFER',
  'D_FLIPFLOP',
  'JK_FLIPFLOP',
  'T_FLIPFLOP',
  'SR_LATCH',
  'D_LATCH',
  'REGISTER_4',
  'COUNTER_4',
];

/**
 * Builds an arbitrary random circuit: any part may read any output, so gate loops (latches, ring
 * oscillators) and storage feedback appear, plus a clock; some inputs stay unwired.
 */
export function randomAnyCircuit(choices: readonly number[]): RandomCircuit {
  let k = 0;
  const next = (n: number) => (choices[k++ % choices.length]! >>> 0) % n;
  const builder = new CircuitBuilder().add('CLK', 'CLOCK');
  const inputs: string[] = [];
  const signals: string[] = ['CLK.out'];
  const inputCount = 1 + next(4);
  for (let i = 0; i < inputCount; i++) {
    builder.add(`I${i}`, 'SWITCH_TOGGLE');
    inputs.push(`I${i}`);
    signals.push(`I${i}.out`);
  }
  const parts: { label: string; type: string }[] = [];
  const partCount = 1 + next(10);
  for (let i = 0; i < partCount; i++) {
    const part = { label: `U${i}`, type: ANY[next(ANY.length)]! };
    builder.add(part.label, part.type);
    parts.push(part);
    for (const out of layoutOf(part.type)!.model.outputs) signals.push(`${part.label}.${out}`);
  }
  const tristates: string[] = [];
  for (const part of parts) {
    for (const pin of layoutOf(part.type)!.model.inputs) {
      if (next(8) === 0) continue;
      builder.wire(signals[next(signals.length)]!, `${part.label}.${pin}`);
    }
    if (part.type === 'TRISTATE_BUFFER') {
      if (tristates.length > 0 && next(2) === 0) builder.wire(tristates[next(tristates.length)]!, `${part.label}.out`);
      tristates.push(`${part.label}.out`);
    }
  }
  const outputs: string[] = [];
  for (let i = 0; i < 1 + next(3); i++) {
    builder.add(`P${i}`, 'PROBE').wire(signals[next(signals.length)]!, `P${i}.in`);
    outputs.push(`P${i}`);
  }
  return { circuit: builder.build(), inputs, outputs };
}
