import { fail, ok, type Result } from '../../../shared/errors';
import { cellMapping, type GateFunction } from './cells';
import { publicName, sourceLine, type YosysBit, type YosysModule } from './yosys-json';

/** A net of the synthesised design: a Yosys bit number, or a constant. */
export type Net = YosysBit;

/** One gate, flip-flop or latch of the design, as the registry part it becomes. */
export interface LogicPart {
  readonly type: string;
  readonly gate?: GateFunction;
  readonly storage: boolean;
  /** Registry input pin → the net it reads. */
  readonly inputs: (readonly [pin: string, net: Net])[];
  /** Registry output pin → the net it drives (a flip-flop may drive Q and Qn). */
  readonly outputs: (readonly [pin: string, net: Net])[];
  /** The Verilog name of what it drives, when the user named it (a register: "count[2]"). */
  readonly name?: string;
}

/** A port of the top module, one net per bit, bit 0 (least significant) first. */
export interface DesignPort {
  readonly name: string;
  readonly direction: 'input' | 'output';
  /** The Verilog index of each bit (`input [7:4] a` → 4…7), bit 0 first. */
  readonly indices: readonly number[];
  readonly nets: readonly Net[];
}

/** An instance of another module of the design (kept as a subcircuit): its ports' nets, bit 0 first. */
export interface DesignInstance {
  /** The Yosys name of the module it places (`adder`, or `$paramod\adder\W=…` for a parameter set). */
  readonly module: string;
  /** Its Verilog name (`u1`), for its label. */
  readonly name: string;
  readonly connections: ReadonlyMap<string, readonly Net[]>;
}

/** A synthesised module: its ports, its parts, and the instances of other modules it keeps. */
export interface Design {
  readonly ports: readonly DesignPort[];
  readonly parts: LogicPart[];
  readonly instances: DesignInstance[];
  /** Cells Yosys reported in this module (gates, flip-flops, latches), instances left out. */
  readonly yosysCells: number;
  /**
   * Semantic differences with a Verilog simulator this module has: its flip-flops and latches
   * with no initial value (they start at 0 here, unknown in Verilog), and the names of flip-flops
   * with both an asynchronous set and reset (see {@link setResetNote}).
   */
  readonly differences: { readonly uninitialised: number; readonly setAndReset: readonly string[] };
}

/**
 * Reads a module of Yosys's netlist into parts, and instances of the design's other modules
 * (`isModule`) into instances; an unknown cell or an inout port is refused.
 */
export function readDesign(
  module: YosysModule,
  fileName: string,
  isModule: (type: string) => boolean = () => false,
): Result<Design> {
  const ports: DesignPort[] = [];
  for (const [name, port] of Object.entries(module.ports)) {
    if (port.direction === 'inout') {
      return fail(
        'VERILOG_UNSUPPORTED',
        `${fileName}: the port "${name}" is inout (bidirectional); a circuit's inputs and outputs go one way.`,
        `Split "${name}" into an input and an output port, and import again.`,
      );
    }
    const width = port.bits.length;
    const offset = port.offset ?? 0;
    const indices = port.bits.map((_bit, i) => (port.upto ? offset + width - 1 - i : offset + i));
    ports.push({ name, direction: port.direction, indices, nets: port.bits });
  }

  const names = netNames(module);
  const initialised = initialisedNets(module);
  const parts: LogicPart[] = [];
  const instances: DesignInstance[] = [];
  let uninitialised = 0;
  const setAndReset: string[] = [];
  for (const [cellName, cell] of Object.entries(module.cells)) {
    if (isModule(cell.type)) {
      instances.push({
        module: cell.type,
        name: publicName(cellName) ?? cellName,
        connections: new Map(Object.entries(cell.connections)),
      });
      continue;
    }
    const mapping = cellMapping(cell);
    if (!mapping) {
      const line = sourceLine(cell.attributes);
      return fail(
        'VERILOG_UNSUPPORTED',
        `${fileName}${line === undefined ? '' : `, line ${line}`}: the design needs a ${cell.type} cell ("${cellName}"), which has no part in CircuitForge.`,
        'Describe that logic with plain gates, flip-flops and multiplexers, and import again.',
      );
    }
    const bit = (port: string): Net => cell.connections[port]?.[0] ?? 'x';
    const out = bit(mapping.output[1]);
    if (mapping.storage && !(typeof out === 'number' && initialised.has(out))) uninitialised++;
    // Set and reset both driven by signals (not tied off): levels here, edges in Verilog.
    if (cell.type === '$_DFFSR_PPP_' && typeof bit('S') === 'number' && typeof bit('R') === 'number')
      setAndReset.push((typeof out === 'number' ? names.get(out) : undefined) ?? cellName);
    parts.push({
      type: mapping.type,
      gate: mapping.gate,
      storage: mapping.storage,
      inputs: mapping.inputs.map(([pin, port]) => [pin, bit(port)] as const),
      outputs: [[mapping.output[0], out]],
      name: mapping.storage && typeof out === 'number' ? names.get(out) : undefined,
    });
  }
  return ok({ ports, parts, instances, yosysCells: parts.length, differences: { uninitialised, setAndReset } });
}

/** The nets given an initial value of 0 or 1 (an `init` attribute, most significant bit first). */
function initialisedNets(module: YosysModule): Set<number> {
  const nets = new Set<number>();
  for (const net of Object.values(module.netnames)) {
    const init = net.attributes?.['init'];
    if (typeof init !== 'string') continue;
    net.bits.forEach((bit, i) => {
      const value = init[init.length - 1 - i];
      if (typeof bit === 'number' && (value === '0' || value === '1')) nets.add(bit);
    });
  }
  return nets;
}

/** The name a person gave each net (`count[2]`), where there is one; ports and hidden names left out. */
function netNames(module: YosysModule): Map<number, string> {
  const names = new Map<number, string>();
  for (const [name, net] of Object.entries(module.netnames)) {
    if (net.hide_name === 1 || publicName(name) === undefined) continue;
    const width = net.bits.length;
    const offset = net.offset ?? 0;
    net.bits.forEach((bit, i) => {
      if (typeof bit !== 'number' || names.has(bit)) return;
      const index = net.upto ? offset + width - 1 - i : offset + i;
      names.set(bit, width === 1 ? name : `${name}[${index}]`);
    });
  }
  return names;
}

/**
 * Puts the gates in the order signals flow through them (a gate after every gate it reads, loops
 * cut where they close), then the flip-flops and latches: labels count along the flow (G1 next to
 * the inputs) and a layout that keeps creation order reads left to right.
 */
export function orderParts(design: Design): void {
  const logic = design.parts.filter((p) => !p.storage);
  const storage = design.parts.filter((p) => p.storage);
  const driver = new Map<Net, LogicPart>();
  for (const part of logic) for (const [, net] of part.outputs) driver.set(net, part);
  const ordered: LogicPart[] = [];
  const state = new Map<LogicPart, 'visiting' | 'done'>();
  for (const root of logic) {
    if (state.has(root)) continue;
    // Depth first without recursion: a part is emitted after the parts driving its inputs.
    const stack: { part: LogicPart; next: number }[] = [{ part: root, next: 0 }];
    state.set(root, 'visiting');
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      if (top.next < top.part.inputs.length) {
        const before = driver.get(top.part.inputs[top.next++]![1]);
        if (before && !state.has(before)) {
          state.set(before, 'visiting');
          stack.push({ part: before, next: 0 });
        }
        continue;
      }
      stack.pop();
      state.set(top.part, 'done');
      ordered.push(top.part);
    }
  }
  design.parts.splice(0, design.parts.length, ...ordered, ...storage);
}
