import type { Circuit, PinRef } from '../../../shared/circuit/types';
import type { VerilogOutputs, VerilogPort } from '../../../shared/contract/verilog-channels';
import type { Design } from './design';
import { instanceClockNets, placeInstance, type Definition } from './instance-parts';
import { prefixOf } from './labels';
import { clockNetsOf, placeInputs, placeOutputs, takeOutputLabels, type PortStyle } from './port-parts';
import { Sheet, type PartRole } from './sheet';

export type { PartRole } from './sheet';
export { cleanLabel, portBitLabel } from './labels';

/** A design as circuit parts and wires, not yet laid out (every part at 0,0). */
export interface BuiltCircuit {
  readonly circuit: Circuit;
  readonly roles: ReadonlyMap<string, PartRole>;
  /** Each LED's resistor and ground, placed beside it after layout. */
  readonly returns: ReadonlyMap<string, { readonly resistor: string; readonly ground: string }>;
  readonly ports: VerilogPort[];
  readonly warnings: string[];
  readonly gates: number;
  readonly flipFlops: number;
}

export interface BuildOptions {
  readonly outputs: VerilogOutputs;
  readonly newId: (prefix: string) => string;
  /** Labels already taken (lower case): an import merged into a circuit keeps clear of its parts. */
  readonly taken?: ReadonlySet<string>;
  /** `bus` (the default): one part per port; `bits`: one per bit (see {@link PortStyle}). */
  readonly style?: 'bus' | 'bits';
  /** A module kept as a subcircuit: every port becomes a port part (clocks come from outside). */
  readonly subcircuit?: boolean;
  /** The modules the design's instances place, by Yosys module name. */
  readonly definitions?: ReadonlyMap<string, Definition>;
}

/**
 * Turns a design into parts and wires: its ports (port-parts.ts), its gates and flip-flops, its
 * instances of modules kept as subcircuits (instance-parts.ts), and a constant per value a part
 * reads. Each wire runs from the net's driver to one reader. Nothing the user should know is
 * dropped silently: unused inputs, undriven outputs and unknown values become warnings.
 */
export function buildCircuit(design: Design, options: BuildOptions): BuiltCircuit {
  const sheet = new Sheet(options.newId, options.taken);
  const subcircuit = options.subcircuit ?? false;
  const style: PortStyle = {
    style: subcircuit ? 'bus' : (options.style ?? 'bus'),
    outputs: options.outputs,
    subcircuit,
  };
  const inputs = design.ports.filter((p) => p.direction === 'input');
  const outputs = design.ports.filter((p) => p.direction === 'output');

  const clockNets = clockNetsOf(design.parts, instanceClockNets(design.instances, options.definitions));
  const inputPorts = placeInputs(sheet, inputs, clockNets, style);
  const outputLabels = takeOutputLabels(sheet, outputs, style);
  let gates = 0;
  let flipFlops = 0;
  for (const part of design.parts) {
    const label =
      part.storage && part.name !== undefined
        ? sheet.labels.named(`${prefixOf(part.type)}_${part.name}`)
        : sheet.labels.next(prefixOf(part.type));
    const id = sheet.add(part.type, label, 'logic');
    if (part.storage) flipFlops++;
    else gates++;
    for (const [pin, net] of part.outputs) sheet.drive(net, { component: id, pin });
    for (const [pin, net] of part.inputs) sheet.read({ component: id, pin }, net);
  }
  for (const instance of design.instances) placeInstance(sheet, instance, options.definitions);
  const outputPorts = placeOutputs(sheet, outputs, outputLabels, style);
  joinReaders(sheet);

  const read = new Set(sheet.readers.map((r) => r.net));
  for (const port of inputs) {
    if (port.nets.every((net) => !read.has(net)))
      sheet.warnings.push(`The input "${port.name}" is not used by the design: nothing reads it.`);
  }
  return {
    circuit: { components: sheet.components, wires: sheet.wires },
    roles: sheet.roles,
    returns: sheet.returns,
    ports: [...inputPorts, ...outputPorts],
    warnings: sheet.warnings,
    gates,
    flipFlops,
  };
}

/**
 * Wires every reader to its net's driver; a constant becomes a part per value per reading part,
 * beside it. An output port reading x or z, and a reader with no driver, are left unconnected and
 * named in a warning; logic reading x reads 0, said once.
 */
function joinReaders(sheet: Sheet): void {
  const constants = new Map<string, PinRef>();
  let unknownRead = false;
  const undriven = new Set<string>();
  const labelOf = new Map(sheet.components.map((c) => [c.id, c.label]));
  for (const { ref, net } of sheet.readers) {
    let from: PinRef | undefined;
    if (typeof net === 'number') from = sheet.drivers.get(net);
    else {
      const outputPort = sheet.outputReaders.get(ref.component);
      if (net === 'x' || net === 'z') {
        if (outputPort !== undefined) {
          undriven.add(outputPort);
          continue;
        }
        unknownRead = true;
      }
      const type = net === '1' ? 'CONST_HIGH' : 'CONST_LOW';
      const key = `${ref.component}:${type}`;
      from = constants.get(key);
      if (!from) {
        from = { component: sheet.add(type, sheet.labels.next(prefixOf(type)), 'logic'), pin: 'out' };
        constants.set(key, from);
      }
    }
    if (from) sheet.connect(from, ref);
    else undriven.add(labelOf.get(ref.component) ?? ref.component);
  }
  if (undriven.size > 0) {
    const list = [...undriven].slice(0, 8).join(', ');
    sheet.warnings.push(
      `Nothing in the design drives ${list}${undriven.size > 8 ? ` and ${undriven.size - 8} more` : ''}: left unconnected.`,
    );
  }
  if (unknownRead) sheet.warnings.push('Some logic reads an unknown value (x) from the design; it reads 0 here.');
}
