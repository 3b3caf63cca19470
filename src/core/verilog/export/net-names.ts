import type { Netlist } from '../../simulation/netlist';
import { pinNet } from './export-netlist';
import type { UniqueName } from './verilog-names';

/** What the steps of one module's export share: its netlist, the names of its nets, its names in use. */
export interface ModuleScope {
  readonly netlist: Netlist;
  /** The Verilog name of each net, by net number; absent while unnamed (a net nothing drives). */
  readonly netName: string[];
  /** Names of ports, nets, registers and instances, unique in the module. */
  readonly unique: UniqueName;
}

/**
 * Names every driven net that has no name yet (the ports come first, so theirs stay the labels)
 * after its first driver: G1_out, FF1_Q…; a net a transistor's channel or a pull resistor may
 * drive is named after that pin too (N1_D).
 */
export function nameDrivenNets({ netlist, netName, unique }: ModuleScope): void {
  netlist.components.forEach((comp, c) => {
    const { layout } = comp;
    const pins = layout.model.kind === 'switch' ? layout.channelPins! : layout.model.kind === 'pull' ? [0] : [];
    [...layout.outputPins, ...pins].forEach((pin) => {
      const net = pinNet(netlist, c, pin);
      netName[net] ??= unique(`${comp.label}_${layout.definition.pins[pin]!.name}`);
    });
  });
}

/** The nets to declare as wires: every named net but the input ports and the bits of vector ports. */
export function declaredNets(netName: readonly string[], inputs: readonly { readonly port: string }[]): number[] {
  return netName.flatMap((name, net) =>
    name !== undefined && !inputs.some((i) => i.port === name) && !name.endsWith(']') ? [net] : [],
  );
}

/** The nets driven by a tri-state buffer: declared `tri`, and read through a buffer by blocks and storage. */
export function tristateNets(netlist: Netlist): Set<number> {
  const nets = new Set<number>();
  netlist.components.forEach((comp, c) => {
    if (comp.layout.tristate) nets.add(pinNet(netlist, c, comp.layout.outputPins[0]!));
  });
  return nets;
}
