/**
 * What each registry type does in simulation, independent of any engine.
 *
 * Blocks and storage are pure functions over bit masks (input `i` is bit `i` of `inp`, stored bit
 * `j` is bit `j` of `st`). Engines give them exact X semantics by evaluating every completion of
 * the unknown bits and keeping the bits on which all completions agree, so a block behaves like
 * the ideal circuit, never more pessimistic (a MUX whose inputs are equal ignores an unknown select).
 */

/** How an engine treats a type. */
export type ModelKind =
  /** Drives its outputs from simulation state (switch, button, clock) or a constant (VCC, GND…). */
  | 'source'
  /** Reads inputs and shows them (LED, seven-segment display, probe). */
  | 'display'
  /** Carries no logic (resistor). */
  | 'passive'
  /** A transistor: joins the nets of its channel pins while its gate (the one input) is `conductsOn`. */
  | 'switch'
  /** A pull resistor: gives the net of its one pin a weak `pull` level (see event/switch-level.ts). */
  | 'pull'
  /** AND/OR/XOR families, NOT and BUFFER. */
  | 'gate'
  /** Drives its output only while enabled. */
  | 'tristate'
  /** Combinational block: outputs are `out(inputs, 0)`. */
  | 'block'
  /** Latches and flip-flops: `next` updates the stored bits, `out` reads them. */
  | 'storage'
  /** ROM and RAM: words addressed by a bus (see `ComponentModel.memory` and memory-model.ts). */
  | 'memory';

/** The operation of a gate before its optional inversion. */
export type GateOp = 'AND' | 'OR' | 'XOR' | 'BUF';

/**
 * Where a source's value comes from. A `reset` (the power-on reset) is on, active, from power-on
 * until the `Simulation` releases it once the circuit has settled.
 */
export type SourceKind = 'switch' | 'button' | 'clock' | 'const0' | 'const1' | 'reset';

export interface ComponentModel {
  readonly kind: ModelKind;
  /** Input pins in the order of the bits of `inp`. */
  readonly inputs: readonly string[];
  /** Output pins (including power/ground rails) in the order of the bits returned by `out`. */
  readonly outputs: readonly string[];
  readonly gate?: { readonly op: GateOp; readonly invert: boolean };
  readonly source?: SourceKind;
  /** Number of stored bits (storage only). */
  readonly stateBits: number;
  /** The edge-triggered clock input, if any; `next` receives whether it just rose instead of its value. */
  readonly clock?: string;
  /**
   * Control inputs of storage (clock, enable, set, reset, preset, clear). An unknown control does
   * nothing, as in Verilog's `if`: so the unknown outputs of gates at power-on cannot corrupt the
   * stored bits, which start at 0. Unknown data inputs are propagated exactly.
   */
  readonly controls?: readonly string[];
  /** The stored bits after the inputs `inp` are applied to the stored bits `st` (storage). */
  readonly next?: (inp: number, st: number, edge: boolean) => number;
  /** The outputs for inputs `inp` and stored bits `st` (blocks and storage). */
  readonly out?: (inp: number, st: number) => number;
  /** A switch's gate level that makes it conduct (1 for NMOS, 0 for PMOS). */
  readonly conductsOn?: 0 | 1;
  /** A switch's two channel pins. */
  readonly channel?: readonly [string, string];
  /** A pull resistor's weak level. */
  readonly pull?: 0 | 1;
  /** A memory's widths, and whether it can be written (RAM). */
  readonly memory?: MemoryShape;
}

/**
 * A memory part as the engines see it. Its model inputs are the address bits (lowest first), then
 * for a RAM the data bits, WE and CLK, then OE; its outputs are the data bits.
 */
export interface MemoryShape {
  readonly addressBits: number;
  readonly dataBits: number;
  readonly writable: boolean;
  /**
   * A RAM whose data pins are both its data inputs and its outputs: it drives them only while
   * OE = 1 and WE = 0 (WE = 1 cuts the output off, so a write reads the bus, never its own word).
   */
  readonly bidirectional?: true;
}

const bit = (mask: number, i: number) => (mask >>> i) & 1;

function gate(op: GateOp, invert: boolean, inputs: readonly string[]): ComponentModel {
  return { kind: 'gate', inputs, outputs: ['out'], gate: { op, invert }, stateBits: 0 };
}

function source(source: SourceKind, output = 'out'): ComponentModel {
  return { kind: 'source', inputs: [], outputs: [output], source, stateBits: 0 };
}

function display(inputs: readonly string[]): ComponentModel {
  return { kind: 'display', inputs, outputs: [], stateBits: 0 };
}

function block(inputs: readonly string[], outputs: readonly string[], out: (inp: number) => number): ComponentModel {
  return { kind: 'block', inputs, outputs, stateBits: 0, out: (inp) => out(inp) };
}

/** Q and Qn of a one-bit store. */
const qAndQn = (_inp: number, st: number) => (st & 1) | ((~st & 1) << 1);

/** Asynchronous clear (wins) and preset of a flip-flop, else `clocked` on an edge. */
function flipFlopNext(pre: number, clr: number, clocked: (inp: number, st: number) => number) {
  return (inp: number, st: number, edge: boolean) => {
    if (bit(inp, clr)) return 0;
    if (bit(inp, pre)) return 1;
    return edge ? clocked(inp, st) & 1 : st;
  };
}

const AB = ['a', 'b'];
const ABC = ['a', 'b', 'c'];
const ABCD = ['a', 'b', 'c', 'd'];
const SEGMENTS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'dp'];

/** The model of every registry type, by type name. */
export const MODELS: Readonly<Record<string, ComponentModel>> = {
  SWITCH_TOGGLE: source('switch'),
  BUTTON_PUSH: source('button'),
  CLOCK: source('clock'),
  CONST_HIGH: source('const1'),
  CONST_LOW: source('const0'),
  RESET: source('reset'),
  VCC: source('const1', 'vcc'),
  GND: source('const0', 'gnd'),

  LED_RED: display(['anode']),
  LED_GREEN: display(['anode']),
  LED_YELLOW: display(['anode']),
  LED_BLUE: display(['anode']),
  SEVEN_SEGMENT: display(SEGMENTS),
  PROBE: display(['in']),
  BREAK: display(['in']),
  // Ports at the top level (one bit): an input port is a switch, an output port a probe.
  PORT_IN: source('switch'),
  PORT_OUT: display(['in']),
  HEX_DISPLAY: display(['in#0', 'in#1', 'in#2', 'in#3']),
  RESISTOR: { kind: 'passive', inputs: [], outputs: [], stateBits: 0 },
  NMOS: { kind: 'switch', inputs: ['G'], outputs: [], stateBits: 0, conductsOn: 1, channel: ['D', 'S'] },
  PMOS: { kind: 'switch', inputs: ['G'], outputs: [], stateBits: 0, conductsOn: 0, channel: ['D', 'S'] },
  PULL_UP: { kind: 'pull', inputs: [], outputs: [], stateBits: 0, pull: 1 },
  PULL_DOWN: { kind: 'pull', inputs: [], outputs: [], stateBits: 0, pull: 0 },

  AND_2: gate('AND', false, AB),
  AND_3: gate('AND', false, ABC),
  AND_4: gate('AND', false, ABCD),
  OR_2: gate('OR', false, AB),
  OR_3: gate('OR', false, ABC),
  OR_4: gate('OR', false, ABCD),
  NAND_2: gate('AND', true, AB),
  NAND_3: gate('AND', true, ABC),
  NOR_2: gate('OR', true, AB),
  NOR_3: gate('OR', true, ABC),
  XOR_2: gate('XOR', false, AB),
  XNOR_2: gate('XOR', true, AB),
  NOT: gate('BUF', true, ['in']),
  BUFFER: gate('BUF', false, ['in']),
  TRISTATE_BUFFER: { kind: 'tristate', inputs: ['in', 'en'], outputs: ['out'], stateBits: 0 },

  MUX_2: block(['I0', 'I1', 'S'], ['Y'], (inp) => bit(inp, bit(inp, 2))),
  MUX_4: block(['I0', 'I1', 'I2', 'I3', 'S0', 'S1'], ['Y'], (inp) => bit(inp, bit(inp, 4) | (bit(inp, 5) << 1))),
  DEMUX_2: block(['D', 'S'], ['Y0', 'Y1'], (inp) => bit(inp, 0) << bit(inp, 1)),
  DECODER_2TO4: block(['A0', 'A1', 'EN'], ['Y0', 'Y1', 'Y2', 'Y3'], (inp) => bit(inp, 2) << (inp & 3)),
  HALF_ADDER: block(['A', 'B'], ['S', 'C'], (inp) => (bit(inp, 0) ^ bit(inp, 1)) | ((bit(inp, 0) & bit(inp, 1)) << 1)),
  FULL_ADDER: block(['A', 'B', 'CIN'], ['S', 'COUT'], (inp) => {
    const sum = bit(inp, 0) + bit(inp, 1) + bit(inp, 2);
    return (sum & 1) | ((sum >> 1) << 1);
  }),

  SR_LATCH: {
    kind: 'storage',
    inputs: ['S', 'R'],
    outputs: ['Q', 'Qn'],
    stateBits: 1,
    controls: ['S', 'R'],
    // S and R both 1 is the forbidden input: both outputs 0, the stored bit unchanged.
    next: (inp, st) => (inp === 1 ? 1 : inp === 2 ? 0 : st),
    out: (inp, st) => (inp === 3 ? 0 : qAndQn(inp, st)),
  },
  D_LATCH: {
    kind: 'storage',
    inputs: ['D', 'EN'],
    outputs: ['Q', 'Qn'],
    stateBits: 1,
    controls: ['EN'],
    next: (inp, st) => (bit(inp, 1) ? bit(inp, 0) : st),
    out: qAndQn,
  },
  D_FLIPFLOP: {
    kind: 'storage',
    inputs: ['D', 'CLK', 'PRE', 'CLR'],
    outputs: ['Q', 'Qn'],
    stateBits: 1,
    clock: 'CLK',
    controls: ['CLK', 'PRE', 'CLR'],
    next: flipFlopNext(2, 3, (inp) => bit(inp, 0)),
    out: qAndQn,
  },
  JK_FLIPFLOP: {
    kind: 'storage',
    inputs: ['J', 'CLK', 'K', 'PRE', 'CLR'],
    outputs: ['Q', 'Qn'],
    stateBits: 1,
    clock: 'CLK',
    controls: ['CLK', 'PRE', 'CLR'],
    next: flipFlopNext(3, 4, (inp, st) => {
      const j = bit(inp, 0);
      const k = bit(inp, 2);
      return j && k ? ~st & 1 : j ? 1 : k ? 0 : st;
    }),
    out: qAndQn,
  },
  T_FLIPFLOP: {
    kind: 'storage',
    inputs: ['T', 'CLK', 'PRE', 'CLR'],
    outputs: ['Q', 'Qn'],
    stateBits: 1,
    clock: 'CLK',
    controls: ['CLK', 'PRE', 'CLR'],
    next: flipFlopNext(2, 3, (inp, st) => (bit(inp, 0) ? ~st & 1 : st)),
    out: qAndQn,
  },
  REGISTER_4: {
    kind: 'storage',
    inputs: ['D0', 'D1', 'D2', 'D3', 'CLK', 'EN', 'CLR'],
    outputs: ['Q0', 'Q1', 'Q2', 'Q3'],
    stateBits: 4,
    clock: 'CLK',
    controls: ['CLK', 'EN', 'CLR'],
    next: (inp, st, edge) => (bit(inp, 6) ? 0 : edge && bit(inp, 5) ? inp & 15 : st),
    out: (_inp, st) => st,
  },
  COUNTER_4: {
    kind: 'storage',
    inputs: ['CLK', 'EN', 'CLR'],
    outputs: ['Q0', 'Q1', 'Q2', 'Q3', 'CARRY'],
    stateBits: 4,
    clock: 'CLK',
    controls: ['CLK', 'EN', 'CLR'],
    next: (inp, st, edge) => (bit(inp, 2) ? 0 : edge && bit(inp, 1) ? (st + 1) & 15 : st),
    out: (inp, st) => st | ((st === 15 ? bit(inp, 1) : 0) << 4),
  },
};

/** The model of a type, or undefined for a type the simulator does not know. */
export function modelOf(type: string): ComponentModel | undefined {
  return Object.prototype.hasOwnProperty.call(MODELS, type) ? MODELS[type] : undefined;
}

/**
 * The stored bits a part starts with (power-on and reset): a flip-flop's `initial` (its power-on
 * value, 0 unless set to 1); 0 for every other part.
 */
export function initialStored(properties: Readonly<Record<string, unknown>>, stateBits: number): number {
  return stateBits === 1 && properties.initial === 1 ? 1 : 0;
}
