import { expect } from 'vitest';
import type { Simulation } from '../simulation';
import { builtCircuit, part, wire } from './parts';

/** Input ports `ins` (name → width) into pins of part `u`, its outputs `outs` (pin → width) to output ports. */
export function harness(
  type: string,
  properties: Record<string, string | number | boolean>,
  ins: Record<string, number>,
  outs: Record<string, number>,
) {
  const parts = [part('u', type, properties)];
  const wires = [];
  for (const [pin, width] of Object.entries(ins)) {
    parts.push(part(`in_${pin}`, 'PORT_IN', width > 1 ? { width } : {}));
    wires.push(wire(`w_${pin}`, `in_${pin}.out`, `u.${pin}`));
  }
  for (const [pin, width] of Object.entries(outs)) {
    parts.push(part(`out_${pin}`, 'PORT_OUT', width > 1 ? { width } : {}));
    wires.push(wire(`w_${pin}`, `u.${pin}`, `out_${pin}.in`));
  }
  return builtCircuit(parts, wires);
}

/** Sets the input ports, settles, and reads the output ports as numbers (undefined for an X or Z bit). */
export function run(
  sim: Simulation,
  values: Record<string, number>,
  outs: readonly string[],
): Record<string, number | undefined> {
  for (const [pin, value] of Object.entries(values)) expect(sim.setValue(`in_${pin}`, value).success).toBe(true);
  sim.settle();
  const read: Record<string, number | undefined> = {};
  for (const pin of outs) {
    const state = sim.componentState(`out_${pin}`);
    const bits = state?.bus ?? state?.value ?? '';
    read[pin] = /^[01]+$/.test(bits) ? parseInt(bits, 2) : undefined;
  }
  return read;
}
