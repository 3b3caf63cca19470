import { MAX_BUS_WIDTH } from '../../../shared/components/types';
import type { VerilogOutputs, VerilogPort } from '../../../shared/contract/verilog-channels';
import type { DesignPort, LogicPart, Net } from './design';
import { cleanLabel, portBitLabel, prefixOf } from './labels';
import type { Sheet } from './sheet';

/** How a design's ports become parts. */
export interface PortStyle {
  /**
   * `bus`: a port is one part as wide as the port (an input or output port; a one-bit clock input a
   * CLOCK), labelled with its Verilog name; `bits`: one switch, clock, LED or probe per bit (A2).
   */
  readonly style: 'bus' | 'bits';
  /** What output bits become in `bits` style. */
  readonly outputs: VerilogOutputs;
  /** A module kept as a subcircuit: every port is a port part (its clocks come from outside). */
  readonly subcircuit: boolean;
}

/** Bits of a port that one port part carries: its label, and its nets from the lowest bit. */
export interface PortChunk {
  readonly label: string;
  readonly offset: number;
  readonly nets: readonly Net[];
}

/**
 * A port's parts in bus style: one, labelled with the port's name, or, for a port wider than a bus
 * (32 bits), one per 32 bits, labelled with their range (`data[63:32]` → data_63_32), said in a warning.
 */
function chunksOf(sheet: Sheet, port: DesignPort): PortChunk[] {
  if (port.nets.length <= MAX_BUS_WIDTH) {
    const label = sheet.labels.named(port.name);
    if (label !== port.name)
      sheet.warnings.push(
        `The port "${port.name}" is labelled ${label} (a label is a letter, then letters, digits and _, at most 32).`,
      );
    return [{ label, offset: 0, nets: port.nets }];
  }
  const chunks: PortChunk[] = [];
  for (let offset = 0; offset < port.nets.length; offset += MAX_BUS_WIDTH) {
    const nets = port.nets.slice(offset, offset + MAX_BUS_WIDTH);
    const range = `${port.indices[offset + nets.length - 1]}:${port.indices[offset]}`;
    chunks.push({ label: sheet.labels.named(cleanLabel(`${port.name}[${range}]`.replace(/-/g, 'm'))), offset, nets });
  }
  sheet.warnings.push(
    `The port "${port.name}" has ${port.nets.length} bits, more than a bus carries (${MAX_BUS_WIDTH}): it is ${chunks.length} ports, ${chunks.map((c) => c.label).join(', ')}.`,
  );
  return chunks;
}

/**
 * The nets that clock flip-flops, directly or through an inverter: those read by a CLK pin, and
 * those joined to `instanceClocks` (pins of placed modules that clock flip-flops inside them).
 */
export function clockNetsOf(parts: readonly LogicPart[], instanceClocks: Iterable<Net> = []): Set<Net> {
  const clockNets = new Set<Net>(instanceClocks);
  for (const part of parts) for (const [pin, net] of part.inputs) if (pin === 'CLK') clockNets.add(net);
  for (const part of parts) {
    if (part.gate === 'NOT' && clockNets.has(part.outputs[0]![1])) clockNets.add(part.inputs[0]![1]);
  }
  return clockNets;
}

/**
 * The parts of the input ports, each driving its nets. In bus style a port is one part (through a
 * splitter when wide); bit by bit where a bit clocks flip-flops inside a wider port (in
 * `input [1:0] ctl`, ctl[0] may clock while ctl[1] is data), or in `bits` style.
 */
export function placeInputs(
  sheet: Sheet,
  inputs: readonly DesignPort[],
  clockNets: ReadonlySet<Net>,
  style: PortStyle,
): VerilogPort[] {
  const ports: VerilogPort[] = [];
  for (const port of inputs) {
    // A module kept as a subcircuit takes its clocks through input ports.
    const clock = port.nets.some((net) => clockNets.has(net));
    const width = port.nets.length;
    if (style.subcircuit || (style.style === 'bus' && (width === 1 || !clock))) {
      const chunks = chunksOf(sheet, port);
      for (const chunk of chunks) {
        const type = clock && !style.subcircuit ? 'CLOCK' : 'PORT_IN';
        if (chunk.nets.length === 1) {
          sheet.drive(chunk.nets[0]!, { component: sheet.add(type, chunk.label, 'input'), pin: 'out' });
          continue;
        }
        const bits = chunk.nets.length;
        const portId = sheet.add('PORT_IN', chunk.label, 'input', { width: bits });
        const split = sheet.add('SPLITTER', sheet.labels.next(prefixOf('SPLITTER')), 'logic', { width: bits });
        sheet.connect({ component: portId, pin: 'out' }, { component: split, pin: 'in' });
        chunk.nets.forEach((net, bit) => sheet.drive(net, { component: split, pin: `b${bit}` }));
      }
      ports.push({ name: port.name, direction: 'input', labels: chunks.map((c) => c.label), clock, width, bus: true });
      continue;
    }
    const labels = port.nets.map((net, bit) => {
      const label = sheet.labels.named(portBitLabel(port, bit));
      const id = sheet.add(clockNets.has(net) ? 'CLOCK' : 'SWITCH_TOGGLE', label, 'input');
      sheet.drive(net, { component: id, pin: 'out' });
      return label;
    });
    ports.push({ name: port.name, direction: 'input', labels, clock, width, bus: false });
  }
  return ports;
}

/** Output ports' labels, taken before any gate is named so that they keep the port's name. */
export type OutputLabels = readonly (readonly PortChunk[] | readonly string[])[];

export function takeOutputLabels(sheet: Sheet, outputs: readonly DesignPort[], style: PortStyle): OutputLabels {
  return outputs.map((port) =>
    style.style === 'bus'
      ? chunksOf(sheet, port)
      : port.nets.map((_net, bit) => sheet.labels.named(portBitLabel(port, bit))),
  );
}

/**
 * The parts of the output ports, each reading its nets: in bus style an output port (through a
 * merger when wide); in `bits` style an LED with its resistor and ground, or a probe, per bit.
 */
export function placeOutputs(
  sheet: Sheet,
  outputs: readonly DesignPort[],
  taken: OutputLabels,
  style: PortStyle,
): VerilogPort[] {
  return outputs.map((port, p) => {
    const width = port.nets.length;
    if (style.style === 'bus') {
      const chunks = taken[p] as readonly PortChunk[];
      for (const { label, nets } of chunks) {
        const bits = nets.length;
        const portId = sheet.add('PORT_OUT', label, 'output', bits > 1 ? { width: bits } : {});
        sheet.outputReaders.set(portId, label);
        if (bits === 1) {
          sheet.read({ component: portId, pin: 'in' }, nets[0]!);
          continue;
        }
        const merge = sheet.add('MERGER', sheet.labels.next(prefixOf('MERGER')), 'logic', { width: bits });
        sheet.outputReaders.set(merge, label);
        sheet.connect({ component: merge, pin: 'out' }, { component: portId, pin: 'in' });
        nets.forEach((net, bit) => sheet.read({ component: merge, pin: `b${bit}` }, net));
      }
      return {
        name: port.name,
        direction: 'output',
        labels: chunks.map((c) => c.label),
        clock: false,
        width,
        bus: true,
      };
    }
    const labels = taken[p] as readonly string[];
    port.nets.forEach((net, bit) => {
      const label = labels[bit]!;
      if (style.outputs === 'probe') {
        const id = sheet.add('PROBE', label, 'output');
        sheet.outputReaders.set(id, label);
        sheet.read({ component: id, pin: 'in' }, net);
        return;
      }
      const led = sheet.add('LED_RED', label, 'output');
      sheet.outputReaders.set(led, label);
      const resistor = sheet.add('RESISTOR', sheet.labels.next(prefixOf('RESISTOR')), 'return');
      const ground = sheet.add('GND', sheet.labels.next(prefixOf('GND')), 'return');
      sheet.connect({ component: led, pin: 'cathode' }, { component: resistor, pin: 'a' });
      sheet.connect({ component: resistor, pin: 'b' }, { component: ground, pin: 'gnd' });
      sheet.returns.set(led, { resistor, ground });
      sheet.read({ component: led, pin: 'anode' }, net);
    });
    return { name: port.name, direction: 'output', labels: [...labels], clock: false, width, bus: false };
  });
}
