import type { Circuit } from '../../../shared/circuit/types';
import { PLACEHOLDER } from '../../simulation/placeholders/expand';
import { fail, ok, type Result } from '../../../shared/errors';
import { bitBlast, hasBuses } from '../../simulation/buses/bit-blast';
import { buildNetlist, type Netlist } from '../../simulation/netlist';
import { stubInstances, type InstanceStub } from './instance-stubs';

/** One bit of a wide port, by the id of the one-bit part it was blasted into (`<id>#<bit>`). */
export interface VectorBit {
  /** The wide port's id and label. */
  readonly id: string;
  readonly label: string;
  readonly bit: number;
  readonly width: number;
}

/** A circuit ready to be named and written: its netlist, its subcircuit instances, its vector port bits. */
export interface ExportNetlist {
  readonly netlist: Netlist;
  /** Subcircuit instances, whose pins are stand-ins in the netlist (see `instance-stubs.ts`). */
  readonly instances: readonly InstanceStub[];
  readonly vectorBits: ReadonlyMap<string, VectorBit>;
}

/**
 * The netlist the exporter names and writes: subcircuits stood in for (they become module
 * instances), buses blasted bit by bit (wide ports become vectors: `input wire [3:0] A`, bit i
 * read as `A[i]`). A circuit the simulator cannot read is the netlist's failure.
 */
export function exportNetlist(given: Circuit): Result<ExportNetlist> {
  // A placeholder (a part of an imported file we lack) has no behaviour to write.
  const placeholder = given.components.find((c) => c.type === PLACEHOLDER);
  if (placeholder) {
    const original = typeof placeholder.properties.original === 'string' ? placeholder.properties.original : '';
    return fail(
      'INVALID_INPUT',
      `${placeholder.label} stands for ${original || 'a part'} of the imported file, which CircuitForge does not have: it has no Verilog to write.`,
      'Replace it with parts that do the same (or a subcircuit), then export again.',
    );
  }
  const stubbed = given.components.some((c) => c.type === 'SUBCIRCUIT') ? stubInstances(given) : undefined;
  const circuit = stubbed?.circuit ?? given;
  const blasted = hasBuses(circuit) ? bitBlast(circuit) : undefined;
  const vectorBits = new Map<string, VectorBit>();
  for (const c of circuit.components) {
    const width = typeof c.properties.width === 'number' ? c.properties.width : 1;
    if ((c.type === 'PORT_IN' || c.type === 'PORT_OUT') && width > 1 && blasted) {
      for (let bit = 0; bit < width; bit++) vectorBits.set(`${c.id}#${bit}`, { id: c.id, label: c.label, bit, width });
    }
  }
  const built = buildNetlist(blasted?.circuit ?? circuit);
  if (!built.success) return built;
  return ok({ netlist: built.data, instances: stubbed?.instances ?? [], vectorBits });
}

/** The net of pin `pin` of component `c`. */
export function pinNet(netlist: Netlist, c: number, pin: number): number {
  return netlist.pinNet[netlist.pinBase[c]! + pin]!;
}
