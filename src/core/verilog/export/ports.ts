import { isStub } from './instance-stubs';
import { pinNet, type VectorBit } from './export-netlist';
import type { ModuleScope } from './net-names';

/** An input port: one per switch, push button and clock, or one vector per wide input port. */
export interface InputPort {
  readonly port: string;
  readonly component: string;
  readonly clock: boolean;
  /** Bits of a vector port (a wide input port); absent for one bit. */
  readonly width?: number;
  /** A bidirectional input port (tri-state outputs inside drive its line too): an `inout`. */
  readonly bidirectional?: true;
}

/** An output port: one per probe and LED pin, or one vector per wide output port. */
export interface OutputPort {
  readonly port: string;
  readonly component: string;
  readonly pin: string;
  /** Bits of a vector port (a wide output port); absent for one bit. */
  readonly width?: number;
}

/** The ports of a module, in declaration order, and the bits of its vector outputs to assign. */
export interface ModulePorts {
  readonly inputs: InputPort[];
  readonly outputs: OutputPort[];
  /** One per bit of a vector output: `target` is `PORT[i]`, assigned from the bit's part's pin. */
  readonly vectorOutputs: readonly { readonly target: string; readonly component: string; readonly pin: string }[];
}

/**
 * Names the ports after their labels (first, so that they keep them): inputs, in component order,
 * then outputs (a display with several pins gets `LABEL_<pin>` per pin). The nets the inputs drive
 * are named after their ports (`A`, or `A[2]` for a bit of a vector). Subcircuit stand-ins are no
 * ports.
 */
export function namePorts(scope: ModuleScope, vectorBits: ReadonlyMap<string, VectorBit>): ModulePorts {
  const { netlist, netName, unique } = scope;
  const comps = netlist.components;
  const inputs: InputPort[] = [];
  const outputs: OutputPort[] = [];
  const vectorOutputs: { readonly target: string; readonly component: string; readonly pin: string }[] = [];
  const vectorPorts = new Map<string, string>();
  /** The port of a bit of a wide port (declared once, at its first bit), or undefined for a one-bit part. */
  const vectorPort = (id: string) => {
    const bit = vectorBits.get(id);
    if (!bit) return undefined;
    let port = vectorPorts.get(bit.id);
    const first = port === undefined;
    if (port === undefined) {
      port = unique(bit.label);
      vectorPorts.set(bit.id, port);
    }
    return { ...bit, port, first };
  };
  comps.forEach((comp, c) => {
    const source = comp.layout.model.source;
    if (isStub(comp.id)) return;
    if (source === 'switch' || source === 'button' || source === 'clock') {
      const vector = vectorPort(comp.id);
      const both = comp.properties['bidirectional'] === true ? { bidirectional: true as const } : {};
      if (vector) {
        if (vector.first)
          inputs.push({ port: vector.port, component: vector.id, clock: false, width: vector.width, ...both });
        netName[pinNet(netlist, c, comp.layout.outputPins[0]!)] ??= `${vector.port}[${vector.bit}]`;
        return;
      }
      const port = unique(comp.label);
      inputs.push({ port, component: comp.id, clock: source === 'clock', ...both });
      netName[pinNet(netlist, c, comp.layout.outputPins[0]!)] ??= port;
    }
  });
  comps.forEach((comp) => {
    if (comp.layout.model.kind !== 'display' || isStub(comp.id)) return;
    const pins = comp.layout.inputPins;
    const vector = vectorPort(comp.id);
    if (vector) {
      if (vector.first) outputs.push({ port: vector.port, component: vector.id, pin: 'in', width: vector.width });
      vectorOutputs.push({ target: `${vector.port}[${vector.bit}]`, component: comp.id, pin: 'in' });
      return;
    }
    pins.forEach((pin) => {
      const pinName = comp.layout.definition.pins[pin]!.name;
      const port = unique(pins.length === 1 ? comp.label : `${comp.label}_${pinName}`);
      outputs.push({ port, component: comp.id, pin: pinName });
    });
  });
  return { inputs, outputs, vectorOutputs };
}

/**
 * The assignments that drive the outputs from the nets their parts read (`1'bz` for an
 * unconnected pin): one-bit ports, then the bits of vector ports.
 */
export function outputAssignments({ netlist, netName }: ModuleScope, ports: ModulePorts): string[] {
  const comps = netlist.components;
  const lines: string[] = [];
  const assignOutput = (target: string, component: string, pinName: string) => {
    const c = comps.findIndex((comp) => comp.id === component);
    const pin = comps[c]!.layout.definition.pins.findIndex((p) => p.name === pinName);
    const p = netlist.pinBase[c]! + pin;
    lines.push(`  assign ${target} = ${netName[netlist.pinNet[p]!] ?? "1'bz"};`);
  };
  ports.outputs.forEach((o) => {
    if (o.width === undefined) assignOutput(o.port, o.component, o.pin);
  });
  ports.vectorOutputs.forEach((o) => assignOutput(o.target, o.component, o.pin));
  return lines;
}
