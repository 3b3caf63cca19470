import type { Circuit, ComponentInstance, PinRef, Wire } from '../../../shared/circuit/types';
import { getDefinition } from '../../../shared/components/registry';
import type { VerilogOutputs, VerilogPort } from '../../../shared/contract/verilog-channels';
import type { Design, DesignPort, Net } from './design';

/** What each part is for, so that layout can put inputs left and outputs right. */
export type PartRole = 'input' | 'logic' | 'output' | 'return';

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
}

const MAX_LABEL = 32;

/** Hands out labels, unique ignoring case, that fit the label rule. */
class Labels {
  private readonly used: Set<string>;
  private readonly counters = new Map<string, number>();
  constructor(taken: ReadonlySet<string> = new Set()) {
    this.used = new Set(taken);
  }

  /** `base` made a label (see {@link cleanLabel}), with "_2", "_3"… on a clash. */
  named(base: string): string {
    const clean = cleanLabel(base);
    let label = clean;
    for (let n = 2; this.used.has(label.toLowerCase()); n++) {
      const suffix = `_${n}`;
      label = `${clean.slice(0, MAX_LABEL - suffix.length)}${suffix}`;
    }
    this.used.add(label.toLowerCase());
    return label;
  }

  /** The next free "<prefix><n>" (G1, G2…). */
  next(prefix: string): string {
    let n = this.counters.get(prefix) ?? 1;
    while (this.used.has(`${prefix}${n}`.toLowerCase())) n++;
    this.counters.set(prefix, n + 1);
    const label = `${prefix}${n}`;
    this.used.add(label.toLowerCase());
    return label;
  }
}

/** Text made a label: letters, digits and "_", a letter first, at most 32 characters; `q[2]` → `q2`. */
export function cleanLabel(text: string, room = MAX_LABEL): string {
  let clean = text
    .replace(/\[(\d+)\]/g, '$1')
    .replace(/[^A-Za-z0-9_]/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (!/^[A-Za-z]/.test(clean)) clean = `P${clean}`;
  return clean.slice(0, room);
}

/** The label of a port bit: `a[2]` → "A2", a one-bit `cin` → "CIN"; a long name is cut before the index. */
export function portBitLabel(port: DesignPort, bit: number): string {
  // A negative index (`[-2:1]`) reads m2: a label has no minus sign.
  const index = port.nets.length === 1 ? '' : String(port.indices[bit]!).replace('-', 'm');
  return `${cleanLabel(port.name.toUpperCase(), MAX_LABEL - index.length)}${index}`;
}

const prefixOf = (type: string) => getDefinition(type)?.labelPrefix ?? 'U';

/**
 * Turns a design into parts and wires: a switch per input bit (a CLOCK for inputs that clock
 * flip-flops), the design's gates and flip-flops, a constant per value a part reads, and per output
 * bit an LED with its resistor and ground, or a probe. Each wire runs from the net's driver to one
 * reader. Nothing the user should know is dropped silently: unused inputs, undriven outputs and
 * unknown values become warnings.
 */
export function buildCircuit(design: Design, options: BuildOptions): BuiltCircuit {
  const labels = new Labels(options.taken);
  const components: ComponentInstance[] = [];
  const wires: Wire[] = [];
  const roles = new Map<string, PartRole>();
  const returns = new Map<string, { resistor: string; ground: string }>();
  const warnings: string[] = [];
  const drivers = new Map<Net, PinRef>();
  const add = (type: string, label: string, role: PartRole): string => {
    const id = options.newId('c');
    components.push({ id, type, label, x: 0, y: 0, rotation: 0, properties: {} });
    roles.set(id, role);
    return id;
  };
  const connect = (from: PinRef, to: PinRef) => wires.push({ id: options.newId('w'), from, to });

  // Inputs that clock flip-flops (directly or through an inverter) become clocks.
  const clockNets = new Set<Net>();
  const inverterInput = new Map<Net, Net>();
  for (const part of design.parts) if (part.gate === 'NOT') inverterInput.set(part.outputs[0]![1], part.inputs[0]![1]);
  for (const part of design.parts) {
    for (const [pin, net] of part.inputs) {
      if (pin !== 'CLK') continue;
      clockNets.add(net);
      const through = inverterInput.get(net);
      if (through !== undefined) clockNets.add(through);
    }
  }

  const ports: VerilogPort[] = [];
  const inputs = design.ports.filter((p) => p.direction === 'input');
  const outputs = design.ports.filter((p) => p.direction === 'output');
  for (const port of inputs) {
    // Bit by bit: in `input [1:0] ctl`, ctl[0] may clock flip-flops while ctl[1] is data.
    const clock = port.nets.some((net) => clockNets.has(net));
    const bitLabels = port.nets.map((net, bit) => {
      const label = labels.named(portBitLabel(port, bit));
      const id = add(clockNets.has(net) ? 'CLOCK' : 'SWITCH_TOGGLE', label, 'input');
      if (!drivers.has(net)) drivers.set(net, { component: id, pin: 'out' });
      return label;
    });
    ports.push({ name: port.name, direction: 'input', labels: bitLabels, clock });
  }
  // Output labels are the port's: taken before any gate is named.
  const outputLabels = outputs.map((port) => port.nets.map((_net, bit) => labels.named(portBitLabel(port, bit))));

  let gates = 0;
  let flipFlops = 0;
  const readers: { ref: PinRef; net: Net }[] = [];
  for (const part of design.parts) {
    const label =
      part.storage && part.name !== undefined
        ? labels.named(`${prefixOf(part.type)}_${part.name}`)
        : labels.next(prefixOf(part.type));
    const id = add(part.type, label, 'logic');
    if (part.storage) flipFlops++;
    else gates++;
    for (const [pin, net] of part.outputs) if (typeof net === 'number') drivers.set(net, { component: id, pin });
    for (const [pin, net] of part.inputs) readers.push({ ref: { component: id, pin }, net });
  }

  outputs.forEach((port, p) => {
    const bitLabels = outputLabels[p]!;
    port.nets.forEach((net, bit) => {
      const label = bitLabels[bit]!;
      if (options.outputs === 'probe') {
        const id = add('PROBE', label, 'output');
        readers.push({ ref: { component: id, pin: 'in' }, net });
        return;
      }
      const led = add('LED_RED', label, 'output');
      const resistor = add('RESISTOR', labels.next(prefixOf('RESISTOR')), 'return');
      const ground = add('GND', labels.next(prefixOf('GND')), 'return');
      connect({ component: led, pin: 'cathode' }, { component: resistor, pin: 'a' });
      connect({ component: resistor, pin: 'b' }, { component: ground, pin: 'gnd' });
      returns.set(led, { resistor, ground });
      readers.push({ ref: { component: led, pin: 'anode' }, net });
    });
    ports.push({ name: port.name, direction: 'output', labels: bitLabels, clock: false });
  });

  // Constants: one part per value per reading part, beside it.
  const constants = new Map<string, PinRef>();
  let unknownRead = false;
  const undriven = new Set<string>();
  const outputOf = new Map<string, string>();
  outputs.forEach((port, p) => port.nets.forEach((_n, bit) => outputOf.set(outputLabels[p]![bit]!, port.name)));
  const labelOf = new Map(components.map((c) => [c.id, c.label]));
  for (const { ref, net } of readers) {
    let from: PinRef | undefined;
    if (typeof net === 'number') from = drivers.get(net);
    else {
      const outputPort = outputOf.get(labelOf.get(ref.component) ?? '');
      if (net === 'x' || net === 'z') {
        if (outputPort !== undefined) {
          undriven.add(labelOf.get(ref.component)!);
          continue;
        }
        unknownRead = true;
      }
      const type = net === '1' ? 'CONST_HIGH' : 'CONST_LOW';
      const key = `${ref.component}:${type}`;
      from = constants.get(key);
      if (!from) {
        from = { component: add(type, labels.next(prefixOf(type)), 'logic'), pin: 'out' };
        constants.set(key, from);
      }
    }
    if (from) connect(from, ref);
    else undriven.add(labelOf.get(ref.component) ?? ref.component);
  }

  // What the user should know.
  const read = new Set(readers.map((r) => r.net));
  for (const port of inputs) {
    if (port.nets.every((net) => !read.has(net)))
      warnings.push(
        `The input "${port.name}" is not used by the design: its ${port.nets.length > 1 ? 'switches drive' : 'switch drives'} nothing.`,
      );
  }
  if (undriven.size > 0) {
    const list = [...undriven].slice(0, 8).join(', ');
    warnings.push(
      `Nothing in the design drives ${list}${undriven.size > 8 ? ` and ${undriven.size - 8} more` : ''}: left unconnected.`,
    );
  }
  if (unknownRead) warnings.push('Some logic reads an unknown value (x) from the design; it reads 0 here.');

  return { circuit: { components, wires }, roles, returns, ports, warnings, gates, flipFlops };
}
