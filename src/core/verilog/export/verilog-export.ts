import type { Circuit } from '../../../shared/circuit/types';
import { fail, ok, type Result } from '../../../shared/errors';
import { bitBlast, hasBuses } from '../../simulation/buses/bit-blast';
import { buildNetlist, type Netlist } from '../../simulation/netlist';
import { isStub, stubInstances } from './instance-stubs';
import { storageVerilog } from './storage-verilog';

/** Options of {@link exportVerilog}. */
export interface VerilogOptions {
  /** Module name; defaults to "circuit". */
  readonly moduleName?: string;
  /**
   * The module name of a subcircuit's definition, by circuit id: each `SUBCIRCUIT` part becomes an
   * instance of it. Without it a circuit with subcircuits is refused.
   */
  readonly moduleOf?: (circuitId: string) => string | undefined;
}

/** An exported module and its ports, in declaration order. */
export interface VerilogModule {
  readonly source: string;
  readonly moduleName: string;
  /** Input ports: one per switch, push button and clock, named after its label. */
  readonly inputs: readonly {
    readonly port: string;
    readonly component: string;
    readonly clock: boolean;
    /** Bits of a vector port (a wide input port); absent for one bit. */
    readonly width?: number;
  }[];
  /** Output ports: one per probe and LED, eight per seven-segment display (LABEL_a … LABEL_dp). */
  readonly outputs: readonly {
    readonly port: string;
    readonly component: string;
    readonly pin: string;
    /** Bits of a vector port (a wide output port); absent for one bit. */
    readonly width?: number;
  }[];
}

const KEYWORDS = new Set(
  (
    'always and assign automatic begin buf bufif0 bufif1 case casex casez cell cmos config deassign default defparam ' +
    'design disable edge else end endcase endconfig endfunction endgenerate endmodule endprimitive endspecify ' +
    'endtable endtask event for force forever fork function generate genvar highz0 highz1 if ifnone incdir include ' +
    'initial inout input instance integer join large liblist library localparam macromodule medium module nand ' +
    'negedge nmos nor noshowcancelled not notif0 notif1 or output parameter pmos posedge primitive pull0 pull1 ' +
    'pulldown pullup pulsestyle_ondetect pulsestyle_onevent rcmos real realtime reg release repeat rnmos rpmos ' +
    'rtran rtranif0 rtranif1 scalared showcancelled signed small specify specparam strong0 strong1 supply0 supply1 ' +
    'table task time tran tranif0 tranif1 tri tri0 tri1 triand trior trireg unsigned use uwire vectored wait wand ' +
    'weak0 weak1 while wire wor xnor xor logic bit byte int'
  ).split(' '),
);

/** A Verilog identifier for a label (labels are already identifiers; keywords get a trailing "_"). */
export function verilogName(name: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9_]/g, '_');
  const safe = /^[A-Za-z_]/.test(cleaned) ? cleaned : `n_${cleaned}`;
  return KEYWORDS.has(safe) ? `${safe}_` : safe;
}

const PRIMITIVES: Record<string, string> = {
  AND: 'and',
  OR: 'or',
  XOR: 'xor',
  BUF: 'buf',
};

/**
 * Exports a circuit as structural Verilog-2005: gate primitives for gates, `bufif1` for tri-state
 * buffers, continuous assignments for blocks, `always @(posedge …)` for flip-flops and registers,
 * level-sensitive `always @*` for latches. Storage starts at 0. Switches, buttons and clocks become
 * input ports, probes and LEDs output ports; a net driven by several tri-state buffers is one wire.
 * The module is zero-delay; the event engine's delays are not exported.
 */
export function exportVerilog(given: Circuit, options: VerilogOptions = {}): Result<VerilogModule> {
  // Subcircuits become module instances: their pins are stood in for while the nets are named.
  const stubbed = given.components.some((c) => c.type === 'SUBCIRCUIT') ? stubInstances(given) : undefined;
  const circuit = stubbed?.circuit ?? given;
  // Buses are exported bit by bit, wide ports as vectors: `input wire [3:0] A`, bit i read as `A[i]`.
  const blasted = hasBuses(circuit) ? bitBlast(circuit) : undefined;
  const vectorBits = new Map<
    string,
    { readonly id: string; readonly label: string; readonly bit: number; readonly width: number }
  >();
  for (const c of circuit.components) {
    const width = typeof c.properties.width === 'number' ? c.properties.width : 1;
    if ((c.type === 'PORT_IN' || c.type === 'PORT_OUT') && width > 1 && blasted) {
      for (let bit = 0; bit < width; bit++) vectorBits.set(`${c.id}#${bit}`, { id: c.id, label: c.label, bit, width });
    }
  }
  const vectorPorts = new Map<string, string>();
  const built = buildNetlist(blasted?.circuit ?? circuit);
  if (!built.success) return built;
  const netlist = built.data;
  const moduleName = verilogName(options.moduleName ?? 'circuit');
  const used = new Set<string>([moduleName]);
  const unique = (name: string) => {
    let candidate = verilogName(name);
    for (let n = 2; used.has(candidate); n++) candidate = `${verilogName(name)}_${n}`;
    used.add(candidate);
    return candidate;
  };

  const inputs: { port: string; component: string; clock: boolean; width?: number }[] = [];
  const outputs: { port: string; component: string; pin: string; width?: number }[] = [];
  const netName: string[] = new Array<string>(netlist.netCount);
  const body: string[] = [];
  const comps = netlist.components;

  // Ports first, so that their names stay the labels.
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
      if (vector) {
        if (vector.first) inputs.push({ port: vector.port, component: vector.id, clock: false, width: vector.width });
        netName[pinNet(netlist, c, comp.layout.outputPins[0]!)] ??= `${vector.port}[${vector.bit}]`;
        return;
      }
      const port = unique(comp.label);
      inputs.push({ port, component: comp.id, clock: source === 'clock' });
      netName[pinNet(netlist, c, comp.layout.outputPins[0]!)] ??= port;
    }
  });
  const vectorOutputs: { readonly target: string; readonly component: string; readonly pin: string }[] = [];
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
  // Every other driven net is named after its first driver: G1_out, FF1_Q…
  comps.forEach((comp, c) => {
    comp.layout.outputPins.forEach((pin) => {
      const net = pinNet(netlist, c, pin);
      netName[net] ??= unique(`${comp.label}_${comp.layout.definition.pins[pin]!.name}`);
    });
  });
  const wires = netName.flatMap((name, net) =>
    name !== undefined && !inputs.some((i) => i.port === name) && !name.endsWith(']') ? [net] : [],
  );
  const tristateNets = new Set<number>();
  comps.forEach((comp, c) => {
    if (comp.layout.tristate) tristateNets.add(pinNet(netlist, c, comp.layout.outputPins[0]!));
  });

  /**
   * How a component input reads: its net, its default while unconnected, or x (a floating logic
   * input reads as X; written as x rather than z because Icarus folds a constant z through gates).
   */
  const read = (c: number, pin: number): string => {
    const p = netlist.pinBase[c]! + pin;
    const d = comps[c]!.layout.defaults[pin]!;
    if (netlist.pinWires[p] === 0 && d >= 0) return `1'b${d}`;
    return netName[netlist.pinNet[p]!] ?? "1'bx";
  };

  /**
   * Blocks and storage read a tri-state net through a buffer: Verilog's `?:` and registers would
   * pass or keep a z, where the simulator (like a gate) reads it as X.
   */
  const buffered = new Map<string, string>();
  const readAsLogic = (c: number, pin: number): string => {
    const net = read(c, pin);
    const n = netlist.pinNet[netlist.pinBase[c]! + pin]!;
    if (!tristateNets.has(n) || netName[n] !== net) return net;
    let name = buffered.get(net);
    if (name === undefined) {
      name = unique(`${net}_logic`);
      buffered.set(net, name);
      body.push(`  wire ${name};`, `  buf (${name}, ${net});`);
    }
    return name;
  };

  comps.forEach((comp, c) => {
    const layout = comp.layout;
    const model = layout.model;
    if (isStub(comp.id)) return;
    const name = verilogName(`g_${comp.label}`);
    const viaBuffer = model.kind === 'block' || model.kind === 'storage';
    const ins = layout.inputPins.map((pin) => (viaBuffer ? readAsLogic(c, pin) : read(c, pin)));
    const outs = layout.outputPins.map((pin) => netName[pinNet(netlist, c, pin)]!);
    switch (model.kind) {
      case 'source':
        if (model.source === 'const0' || model.source === 'const1') {
          body.push(`  assign ${outs[0]} = 1'b${model.source === 'const1' ? 1 : 0};`);
        }
        return;
      case 'gate': {
        const { op, invert } = model.gate!;
        const prim = op === 'BUF' ? (invert ? 'not' : 'buf') : `${invert ? 'n' : ''}${PRIMITIVES[op]!}`;
        const primitive = prim === 'nxor' ? 'xnor' : prim;
        body.push(`  ${primitive} ${name} (${[outs[0]!, ...ins].join(', ')});`);
        return;
      }
      case 'tristate':
        body.push(`  bufif1 ${name} (${outs[0]}, ${ins[0]}, ${ins[1]});`);
        return;
      case 'block':
        for (const line of blockVerilog(comp.type, ins, outs)) body.push(`  ${line}`);
        return;
      case 'storage':
        for (const line of storageVerilog(comp.type, unique(`st_${comp.label}`), ins, outs)) body.push(`  ${line}`);
        return;
      case 'display':
      case 'passive':
        return;
    }
  });
  const assignOutput = (target: string, component: string, pinName: string) => {
    const c = comps.findIndex((comp) => comp.id === component);
    const pin = comps[c]!.layout.definition.pins.findIndex((p) => p.name === pinName);
    const p = netlist.pinBase[c]! + pin;
    body.push(`  assign ${target} = ${netName[netlist.pinNet[p]!] ?? "1'bz"};`);
  };
  outputs.forEach((o) => {
    if (o.width === undefined) assignOutput(o.port, o.component, o.pin);
  });
  vectorOutputs.forEach((o) => assignOutput(o.target, o.component, o.pin));

  // Subcircuit instances, connected by name to the nets their stand-ins sat on.
  const indexOf = new Map(comps.map((comp, c) => [comp.id, c]));
  const bitNet = (id: string, pin: 'in' | 'out'): string => {
    const c = indexOf.get(id);
    if (c === undefined) return "1'bx";
    const comp = comps[c]!;
    const index = comp.layout.definition.pins.findIndex((p) => p.name === pin);
    return netName[pinNet(netlist, c, index)] ?? "1'bx";
  };
  const connection = (stub: string, width: number, pin: 'in' | 'out') =>
    width === 1
      ? bitNet(stub, pin)
      : `{${Array.from({ length: width }, (_, i) => bitNet(`${stub}#${width - 1 - i}`, pin)).join(', ')}}`;
  for (const instance of stubbed?.instances ?? []) {
    const module = options.moduleOf?.(instance.circuit);
    if (module === undefined) {
      return fail(
        'INVALID_INPUT',
        `${instance.label} places a circuit that is not in the library.`,
        `Delete ${instance.label}, or place the subcircuit again from the palette.`,
      );
    }
    const pins = [
      ...instance.inputs.map((p) => `.${verilogName(p.name)}(${connection(p.stub, p.width, 'in')})`),
      ...instance.outputs.map((p) => `.${verilogName(p.name)}(${connection(p.stub, p.width, 'out')})`),
    ];
    body.push(`  ${module} ${unique(`u_${instance.label}`)} (${pins.join(', ')});`);
  }

  const range = (width: number | undefined) => (width === undefined ? '' : `[${width - 1}:0] `);
  const ports = [
    ...inputs.map((i) => `input wire ${range(i.width)}${i.port}`),
    ...outputs.map((o) => `output wire ${range(o.width)}${o.port}`),
  ];
  const declarations = wires.map((net) => `  ${tristateNets.has(net) ? 'tri' : 'wire'} ${netName[net]};`);
  const source = [
    `// Exported by CircuitForge: structural, zero-delay; storage starts at 0.`,
    `module ${moduleName}(${ports.length > 0 ? `\n  ${ports.join(',\n  ')}\n` : ''});`,
    ...declarations,
    ...body,
    'endmodule',
    '',
  ].join('\n');
  if (inputs.length + outputs.length === 0 && comps.length > 0) {
    return fail(
      'INVALID_INPUT',
      'The circuit has no switches, buttons, clocks, probes or LEDs to become ports.',
      'Add inputs and outputs.',
    );
  }
  return ok({ source, moduleName, inputs, outputs });
}

function pinNet(netlist: Netlist, c: number, pin: number): number {
  return netlist.pinNet[netlist.pinBase[c]! + pin]!;
}

/** Continuous assignments of a block: the textbook expressions of its outputs. */
function blockVerilog(type: string, i: readonly string[], o: readonly string[]): string[] {
  switch (type) {
    case 'MUX_2':
      return [`assign ${o[0]} = ${i[2]} ? ${i[1]} : ${i[0]};`];
    case 'MUX_4':
      return [`assign ${o[0]} = ${i[5]} ? (${i[4]} ? ${i[3]} : ${i[2]}) : (${i[4]} ? ${i[1]} : ${i[0]});`];
    case 'DEMUX_2':
      return [`assign ${o[0]} = ${i[0]} & ~${i[1]};`, `assign ${o[1]} = ${i[0]} & ${i[1]};`];
    case 'DECODER_2TO4':
      return [0, 1, 2, 3].map(
        (k) => `assign ${o[k]} = ${i[2]} & ${k & 2 ? '' : '~'}${i[1]} & ${k & 1 ? '' : '~'}${i[0]};`,
      );
    case 'HALF_ADDER':
      return [`assign ${o[0]} = ${i[0]} ^ ${i[1]};`, `assign ${o[1]} = ${i[0]} & ${i[1]};`];
    case 'FULL_ADDER':
      return [
        `assign ${o[0]} = ${i[0]} ^ ${i[1]} ^ ${i[2]};`,
        `assign ${o[1]} = (${i[0]} & ${i[1]}) | (${i[0]} & ${i[2]}) | (${i[1]} & ${i[2]});`,
      ];
    default:
      throw new Error(`no Verilog for block ${type}`);
  }
}
