import { bitCountWidth } from './bit-count';
import type { DigElement, DigValue, Point } from './document';

/** A Digital memory's address bits when its file does not say (Digital's default for `AddrBits`). */
export const DEFAULT_ADDRESS_BITS = 2;

/** Digital's grid pitch: pins sit on multiples of it. */
export const SIZE = 20;

/** One pin of a Digital element, where Digital draws it relative to the element (before turning). */
export interface DigPin {
  readonly name: string;
  readonly dir: 'in' | 'out';
  /** Bits it carries; 0 when the element takes the width of its net (a probe, a tunnel). */
  readonly width: number;
  readonly x: number;
  readonly y: number;
}

/** A subcircuit's interface as Digital lays out its instances: its In/Clock and Out elements in file order. */
export interface DigInterface {
  readonly inputs: readonly { readonly name: string; readonly width: number }[];
  readonly outputs: readonly { readonly name: string; readonly width: number }[];
  /** The width of its box in grid units (the circuit's "Width" attribute, 3 by default). */
  readonly boxWidth: number;
  /**
   * Where each pin is, inputs then outputs, when the circuit has a shape of its own (a DIL package,
   * a drawn shape); absent for the plain box.
   */
  readonly positions?: readonly (Point | undefined)[];
}

/** An integer attribute, or the fallback. */
/**
 * Digital's shift amount is `binLn2(bits)` wide (one more with a signed amount): one bit more than
 * width − 1 needs when the width is a power of two.
 */
export function digitalShiftBits(bits: number): number {
  let n = 1;
  while (2 ** n <= bits) n++;
  return n;
}

export function intAttr(attrs: ReadonlyMap<string, DigValue>, key: string, fallback: number): number {
  const v = attrs.get(key);
  return typeof v === 'number' && Number.isInteger(v) ? v : fallback;
}

export function boolAttr(attrs: ReadonlyMap<string, DigValue>, key: string, fallback: boolean): boolean {
  const v = attrs.get(key);
  return typeof v === 'boolean' ? v : fallback;
}

export function stringAttr(attrs: ReadonlyMap<string, DigValue>, key: string): string {
  const v = attrs.get(key);
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}

/** The names of an element's inputs drawn with an inverting circle (`inverterConfig`). */
export function invertedInputs(element: DigElement): ReadonlySet<string> {
  const v = element.attrs.get('inverterConfig');
  return new Set(Array.isArray(v) ? v : []);
}

type Port = { readonly name: string; readonly width: number };
const port = (name: string, width: number): Port => ({ name, width });

/**
 * Digital's layout of a box: inputs down the left edge, outputs down the right; with one output it
 * sits in the middle and an even number of inputs leaves the middle row free. An inverted input sits
 * one grid step further left; an inverted output (NAND, NOR, XNOR, NOT) one step further right.
 */
export function boxPins(
  inputs: readonly Port[],
  outputs: readonly Port[],
  width: number,
  options: { invert?: boolean; inverted?: ReadonlySet<string> } = {},
): DigPin[] {
  const symmetric = outputs.length === 1;
  const offs = symmetric ? Math.floor(inputs.length / 2) * SIZE : 0;
  const pins: DigPin[] = inputs.map((p, i) => {
    const correct = symmetric && inputs.length % 2 === 0 && i >= inputs.length / 2 ? SIZE : 0;
    const dx = options.inverted?.has(p.name) ? -SIZE : 0;
    return { name: p.name, dir: 'in', width: p.width, x: dx, y: i * SIZE + correct };
  });
  const outX = SIZE * (options.invert ? width + 1 : width);
  outputs.forEach((p, i) => pins.push({ name: p.name, dir: 'out', width: p.width, x: outX, y: i * SIZE + offs }));
  return pins;
}

const single = (name: string, dir: 'in' | 'out', width: number): DigPin[] => [{ name, dir, width, x: 0, y: 0 }];

/** The gates Digital draws as boxes: their output inverted or not. */
export const GATES: Readonly<Record<string, { readonly fn: string; readonly invert: boolean }>> = {
  And: { fn: 'AND', invert: false },
  NAnd: { fn: 'NAND', invert: true },
  Or: { fn: 'OR', invert: false },
  NOr: { fn: 'NOR', invert: true },
  XOr: { fn: 'XOR', invert: false },
  XNOr: { fn: 'XNOR', invert: true },
};

/** A splitter's ports ("4,4", "1*8", "0-3,4-7"): each its lowest bit and its width; undefined when the text does not read. */
export function splitterPorts(text: string): { lo: number; bits: number }[] | undefined {
  const ports: { lo: number; bits: number }[] = [];
  let next = 0;
  for (const raw of text.split(',')) {
    const item = raw.trim();
    if (item === '') continue;
    const star = /^(\d{1,3})\s*\*\s*(\d{1,3})$/.exec(item);
    const range = /^(\d{1,3})\s*-\s*(\d{1,3})$/.exec(item);
    if (star) {
      const bits = Number(star[1]);
      const count = Number(star[2]);
      if (bits < 1 || count > 64) return undefined;
      for (let i = 0; i < count; i++) {
        ports.push({ lo: next, bits });
        next += bits;
      }
    } else if (range) {
      const a = Number(range[1]);
      const b = Number(range[2]);
      const lo = Math.min(a, b);
      ports.push({ lo, bits: Math.abs(a - b) + 1 });
      next = Math.max(next, lo + Math.abs(a - b) + 1);
    } else if (/^\d{1,3}$/.test(item)) {
      const bits = Number(item);
      if (bits < 1) return undefined;
      ports.push({ lo: next, bits });
      next += bits;
    } else return undefined;
    if (next > 64) return undefined;
  }
  if (ports.length === 0) ports.push({ lo: 0, bits: 1 });
  return ports;
}

/** A splitter port's pin name as Digital writes it ("0-3", "4"). */
export function splitterPinName(p: { lo: number; bits: number }): string {
  return p.bits === 1 ? String(p.lo) : `${p.lo}-${p.lo + p.bits - 1}`;
}

/**
 * The pins of a Digital element where Digital draws them (before turning), or undefined when the
 * reader does not know the element's shape. `custom` is the interface of a subcircuit element.
 */
export function digitalPins(element: DigElement, custom?: DigInterface): DigPin[] | undefined {
  const a = element.attrs;
  const bits = intAttr(a, 'Bits', 1);
  const inverted = invertedInputs(element);
  const gate = GATES[element.name];
  if (gate) {
    const n = intAttr(a, 'Inputs', 2);
    const inputs = Array.from({ length: Math.max(1, n) }, (_, i) => port(`In_${i + 1}`, bits));
    const width = boolAttr(a, 'wideShape', false) ? 4 : 3;
    return boxPins(inputs, [port('out', bits)], width, { invert: gate.invert, inverted });
  }
  if (custom) {
    const box = boxPins(custom.inputs, custom.outputs, custom.boxWidth);
    const positions = custom.positions;
    if (!positions) return box;
    return box.map((p, i) => ({ ...p, ...(positions[i] ?? { x: p.x, y: p.y }) }));
  }
  const box = (inputs: Port[], outputs: Port[]) => boxPins(inputs, outputs, 3, { inverted });
  switch (element.name) {
    case 'Not': {
      const width = boolAttr(a, 'wideShape', false) ? 3 : 2;
      return [
        { name: 'in', dir: 'in', width: bits, x: 0, y: 0 },
        { name: 'out', dir: 'out', width: bits, x: width * SIZE, y: 0 },
      ];
    }
    // Gate, then the channel: an N channel's drain at the top, a P channel's source (Digital's FETShape).
    // The channel's ends are neither inputs nor outputs; as inputs, a placeholder (a wide FET) drives nothing.
    case 'NFET':
    case 'FGNFET':
      return [
        { name: 'G', dir: 'in', width: 1, x: 0, y: 2 * SIZE },
        { name: 'D', dir: 'in', width: bits, x: SIZE, y: 0 },
        { name: 'S', dir: 'in', width: bits, x: SIZE, y: 2 * SIZE },
      ];
    case 'PFET':
    case 'FGPFET':
      return [
        { name: 'G', dir: 'in', width: 1, x: 0, y: 0 },
        { name: 'S', dir: 'in', width: bits, x: SIZE, y: 0 },
        { name: 'D', dir: 'in', width: bits, x: SIZE, y: 2 * SIZE },
      ];
    case 'PowerSupply':
      return box([port('VDD', 1), port('GND', 1)], []);
    case 'TransGate':
      // Digital's TransGateShape: S above, ~S below, the switched ends A and B left and right.
      return [
        { name: 'S', dir: 'in', width: 1, x: SIZE, y: -SIZE },
        { name: '~S', dir: 'in', width: 1, x: SIZE, y: SIZE },
        { name: 'A', dir: 'in', width: bits, x: 0, y: 0 },
        { name: 'B', dir: 'in', width: bits, x: 2 * SIZE, y: 0 },
      ];
    case 'Relay':
    case 'RelayDT':
    case 'Switch':
    case 'SwitchDT': {
      // A relay's coil above, then each pole's contacts: A and B, and a double throw's C below B
      // (Digital's RelayShape, RelayDTShape, SwitchShape and SwitchDTShape).
      const poles = Math.max(1, Math.min(4, intAttr(a, 'poles', 1)));
      const throws = element.name.endsWith('DT');
      const coil: DigPin[] = element.name.startsWith('Relay')
        ? [
            { name: 'in1', dir: 'in', width: 1, x: 0, y: -2 * SIZE },
            { name: 'in2', dir: 'in', width: 1, x: 2 * SIZE, y: -2 * SIZE },
          ]
        : [];
      return [
        ...coil,
        ...Array.from({ length: poles }, (_v, p): DigPin[] => [
          { name: `A${p + 1}`, dir: 'in', width: bits, x: 0, y: 2 * SIZE * p },
          { name: `B${p + 1}`, dir: 'in', width: bits, x: 2 * SIZE, y: 2 * SIZE * p },
          ...(throws
            ? [{ name: `C${p + 1}`, dir: 'in' as const, width: bits, x: 2 * SIZE, y: 2 * SIZE * p + SIZE }]
            : []),
        ]).flat(),
      ];
    }
    case 'DiodeForward':
    case 'DiodeBackward':
      return [
        { name: 'in', dir: 'in', width: 1, x: 0, y: 0 },
        { name: 'out', dir: 'out', width: 1, x: 0, y: element.name === 'DiodeForward' ? SIZE : -SIZE },
      ];
    case 'LightBulb':
      // Digital's LightBulbShape: A on top, B two steps below.
      return [
        { name: 'A', dir: 'in', width: 1, x: 0, y: 0 },
        { name: 'B', dir: 'in', width: 1, x: 0, y: 2 * SIZE },
      ];
    case 'Fuse':
      return [
        { name: 'out1', dir: 'in', width: bits, x: 0, y: 0 },
        { name: 'out2', dir: 'in', width: bits, x: SIZE, y: 0 },
      ];
    case 'In':
    case 'Const':
    case 'VDD':
    case 'Ground':
    case 'PullUp':
    case 'PullDown':
      return single('out', 'out', bits);
    case 'Clock':
    case 'Button':
    case 'DipSwitch':
      return single('out', 'out', 1);
    case 'Reset':
      // ResetShape: its one output, named Reset, at the origin.
      return single('Reset', 'out', 1);
    case 'Out':
      return single('in', 'in', bits);
    case 'LED':
      return single('in', 'in', 1);
    case 'Probe':
      return single('in', 'in', 0);
    case 'Break':
      return single('brk', 'in', 1);
    case 'Tunnel':
      return single('in', 'in', 0);
    case 'Splitter': {
      const ins = splitterPorts(stringAttr(a, 'Input Splitting') || '4,4');
      const outs = splitterPorts(stringAttr(a, 'Output Splitting') || '8');
      if (!ins || !outs) return undefined;
      const spreading = Math.max(1, intAttr(a, 'splitterSpreading', 1));
      return [
        ...ins.map((p, i): DigPin => ({
          name: splitterPinName(p),
          dir: 'in',
          width: p.bits,
          x: 0,
          y: i * spreading * SIZE,
        })),
        ...outs.map((p, i): DigPin => ({
          name: splitterPinName(p),
          dir: 'out',
          width: p.bits,
          x: SIZE,
          y: i * spreading * SIZE,
        })),
      ];
    }
    case 'Multiplexer': {
      const sel = intAttr(a, 'Selector Bits', 1);
      const count = 2 ** Math.min(sel, 8);
      const flip = boolAttr(a, 'flipSelPos', false);
      const pins: DigPin[] = [{ name: 'sel', dir: 'in', width: sel, x: SIZE, y: flip ? 0 : count * SIZE }];
      if (count === 2) {
        pins.push({ name: 'in_0', dir: 'in', width: bits, x: 0, y: 0 });
        pins.push({ name: 'in_1', dir: 'in', width: bits, x: 0, y: 2 * SIZE });
      } else {
        for (let i = 0; i < count; i++) pins.push({ name: `in_${i}`, dir: 'in', width: bits, x: 0, y: i * SIZE });
      }
      pins.push({ name: 'out', dir: 'out', width: bits, x: 2 * SIZE, y: Math.floor(count / 2) * SIZE });
      return pins;
    }
    case 'Demultiplexer':
    case 'Decoder': {
      const sel = intAttr(a, 'Selector Bits', 1);
      const count = 2 ** Math.min(sel, 8);
      const flip = boolAttr(a, 'flipSelPos', false);
      const hasInput = element.name === 'Demultiplexer';
      const width = hasInput ? bits : 1;
      const height = hasInput || count <= 2 ? count * SIZE : (count - 1) * SIZE;
      const pins: DigPin[] = [{ name: 'sel', dir: 'in', width: sel, x: SIZE, y: flip ? 0 : height }];
      if (count === 2) {
        pins.push({ name: 'out_0', dir: 'out', width, x: 2 * SIZE, y: 0 });
        pins.push({ name: 'out_1', dir: 'out', width, x: 2 * SIZE, y: 2 * SIZE });
      } else {
        for (let i = 0; i < count; i++) pins.push({ name: `out_${i}`, dir: 'out', width, x: 2 * SIZE, y: i * SIZE });
      }
      if (hasInput) pins.push({ name: 'in', dir: 'in', width: bits, x: 0, y: Math.floor(count / 2) * SIZE });
      return pins;
    }
    case 'BitSelector': {
      // Digital's BitSelShape: the bus in on the left, the one bit out two steps right, sel below (above when flipped).
      const sel = intAttr(a, 'Selector Bits', 1);
      const flip = boolAttr(a, 'flipSelPos', false);
      return [
        { name: 'in', dir: 'in', width: 2 ** Math.min(sel, 6), x: 0, y: 0 },
        { name: 'sel', dir: 'in', width: sel, x: SIZE, y: flip ? -SIZE : SIZE },
        { name: 'out', dir: 'out', width: 1, x: 2 * SIZE, y: 0 },
      ];
    }
    case 'LookUpTable': {
      // The generic box: one-bit inputs 0…n-1, the word out.
      const n = Math.max(1, Math.min(intAttr(a, 'Inputs', 2), 20));
      return box(
        Array.from({ length: n }, (_, i) => port(String(i), 1)),
        [port('out', bits)],
      );
    }
    case 'BusSplitter': {
      // Digital's BusSplitterShape: D at the top left, OE below it, D0… down the right.
      const spreading = Math.max(1, intAttr(a, 'splitterSpreading', 1));
      return [
        { name: 'D', dir: 'out', width: bits, x: 0, y: 0 },
        { name: 'OE', dir: 'in', width: 1, x: 0, y: SIZE },
        ...Array.from({ length: Math.min(bits, 64) }, (_, i): DigPin => ({
          name: `D${i}`,
          dir: 'out',
          width: 1,
          x: SIZE,
          y: i * spreading * SIZE,
        })),
      ];
    }
    case 'Driver':
    case 'DriverInvSel': {
      const bottom = boolAttr(a, 'flipSelPos', false);
      const invOut = boolAttr(a, 'invertDriverOutput', false);
      return [
        { name: 'in', dir: 'in', width: bits, x: -SIZE, y: 0 },
        { name: 'sel', dir: 'in', width: 1, x: 0, y: bottom ? SIZE : -SIZE },
        { name: 'out', dir: 'out', width: bits, x: invOut ? 2 * SIZE : SIZE, y: 0 },
      ];
    }
    case 'D_FF':
      return box([port('D', bits), port('C', 1)], [port('Q', bits), port('~Q', bits)]);
    case 'D_FF_AS':
      return box([port('Set', 1), port('D', bits), port('C', 1), port('Clr', 1)], [port('Q', bits), port('~Q', bits)]);
    case 'JK_FF':
      return box([port('J', 1), port('C', 1), port('K', 1)], [port('Q', 1), port('~Q', 1)]);
    case 'JK_FF_AS':
      return box(
        [port('Set', 1), port('J', 1), port('C', 1), port('K', 1), port('Clr', 1)],
        [port('Q', 1), port('~Q', 1)],
      );
    case 'T_FF':
      return box(boolAttr(a, 'withEnable', true) ? [port('T', 1), port('C', 1)] : [port('C', 1)], [
        port('Q', 1),
        port('~Q', 1),
      ]);
    case 'RS_FF':
      return box([port('S', 1), port('C', 1), port('R', 1)], [port('Q', 1), port('~Q', 1)]);
    case 'RS_FF_AS':
      return box([port('S', 1), port('R', 1)], [port('Q', 1), port('~Q', 1)]);
    case 'Register':
      return box([port('D', bits), port('C', 1), port('en', 1)], [port('Q', bits)]);
    case 'Counter':
      return box([port('en', 1), port('C', 1), port('clr', 1)], [port('out', bits), port('ovf', 1)]);
    case 'CounterPreset':
      return box(
        [port('en', 1), port('C', 1), port('dir', 1), port('in', bits), port('ld', 1), port('clr', 1)],
        [port('out', bits), port('ovf', 1)],
      );
    case 'Seven-Seg': {
      const names = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'dp'];
      const pins: DigPin[] = names.map((name, i) => ({
        name,
        dir: 'in',
        width: 1,
        x: (i % 4) * SIZE,
        y: i < 4 ? 0 : 7 * SIZE,
      }));
      if (boolAttr(a, 'commonConnection', false)) {
        const anode = stringAttr(a, 'commonConnectionType') === 'anode';
        pins.push({ name: anode ? 'ca' : 'cc', dir: 'in', width: 1, x: 4 * SIZE, y: 7 * SIZE });
      }
      return pins;
    }
    case 'Seven-Seg-Hex':
      return [
        { name: 'd', dir: 'in', width: 4, x: 2 * SIZE, y: 7 * SIZE },
        { name: 'dp', dir: 'in', width: 1, x: 3 * SIZE, y: 7 * SIZE },
      ];
    case 'Add':
    case 'Sub':
      return box([port('a', bits), port('b', bits), port('c_i', 1)], [port('s', bits), port('c_o', 1)]);
    case 'Mul':
      return box([port('a', bits), port('b', bits)], [port('mul', Math.min(64, bits * 2))]);
    case 'Div':
      return box([port('a', bits), port('b', bits)], [port('q', bits), port('r', bits)]);
    case 'Comparator':
      return box([port('a', bits), port('b', bits)], [port('>', 1), port('=', 1), port('<', 1)]);
    case 'Neg':
      return box([port('in', bits)], [port('out', bits)]);
    case 'BitCount':
      return box([port('in', bits)], [port('out', bitCountWidth(bits))]);
    case 'BarrelShifter': {
      const shift = digitalShiftBits(bits) + (boolAttr(a, 'barrelSigned', false) ? 1 : 0);
      return box([port('in', bits), port('shift', shift)], [port('out', bits)]);
    }
    case 'PriorityEncoder': {
      const sel = intAttr(a, 'Selector Bits', 1);
      const inputs = Array.from({ length: 2 ** Math.min(Math.max(sel, 0), 6) }, (_, i) => port(`in${i}`, 1));
      return boxPins(inputs, [port('num', sel), port('any', 1)], 4, { inverted });
    }
    case 'LedMatrix':
      // Digital draws it as the generic box (its picture opens in a window of its own).
      return box([port('r-data', intAttr(a, 'rowDataBits', 8)), port('c-addr', intAttr(a, 'colAddrBits', 3))], []);
    case 'BitExtender':
      return box([port('in', intAttr(a, 'inputBits', 8))], [port('out', intAttr(a, 'outputBits', 16))]);
    case 'ROM':
    case 'RAMDualPort':
    case 'RAMSinglePort':
    case 'RAMSinglePortSel':
    case 'RAMDualAccess':
    case 'RAMAsync':
    case 'BlockRAMDualPort':
    case 'EEPROM':
    case 'EEPROMDualPort':
    case 'ROMDualPort':
    case 'RegisterFile':
      return memoryPins(element.name, intAttr(a, 'AddrBits', DEFAULT_ADDRESS_BITS), bits, inverted);
    case 'Delay':
      return [
        { name: 'in', dir: 'in', width: bits, x: 0, y: 0 },
        { name: 'out', dir: 'out', width: bits, x: 2 * SIZE, y: 0 },
      ];
    case 'Text':
    case 'Testcase':
    case 'Rectangle':
    case 'Data':
      return [];
    default:
      return undefined;
  }
}

/**
 * A memory's pins: Digital draws its memories as a labelled box three grid steps wide (the register
 * file four), inputs down the left in the order below, outputs down the right.
 */
function memoryPins(name: string, addr: number, bits: number, inverted: ReadonlySet<string>): DigPin[] {
  const A = (n: string) => port(n, addr);
  const D = (n: string) => port(n, bits);
  const one = (n: string) => port(n, 1);
  const layouts: Record<string, readonly [Port[], Port[]]> = {
    ROM: [[A('A'), one('sel')], [D('D')]],
    ROMDualPort: [
      [A('A1'), one('s1'), A('A2'), one('s2')],
      [D('D1'), D('D2')],
    ],
    RAMDualPort: [[A('A'), D('Din'), one('str'), one('C'), one('ld')], [D('D')]],
    RAMSinglePort: [[A('A'), one('str'), one('C'), one('ld')], [D('D')]],
    RAMSinglePortSel: [[A('A'), one('CS'), one('WE'), one('OE')], [D('D')]],
    EEPROM: [[A('A'), one('CS'), one('WE'), one('OE')], [D('D')]],
    EEPROMDualPort: [[A('A'), D('Din'), one('str'), one('C'), one('ld')], [D('D')]],
    RAMDualAccess: [
      [one('str'), one('C'), one('ld'), A('1A'), D('1Din'), A('2A')],
      [D('1D'), D('2D')],
    ],
    RAMAsync: [[A('A'), D('D'), one('we')], [D('Q')]],
    BlockRAMDualPort: [[A('A'), D('Din'), one('str'), one('C')], [D('D')]],
    RegisterFile: [
      [D('Din'), one('we'), A('Rw'), one('C'), A('Ra'), A('Rb')],
      [D('Da'), D('Db')],
    ],
  };
  const [inputs, outputs] = layouts[name]!;
  return boxPins(inputs, outputs, name === 'RegisterFile' ? 4 : 3, { inverted });
}

/** Where a pin lands on Digital's canvas: mirrored (top to bottom), turned, then moved to the element's place. */
export function pinPosition(element: DigElement, pin: { x: number; y: number }): Point {
  const x = pin.x;
  const y = element.mirror ? -pin.y : pin.y;
  const [sin, cos] = [
    [0, 1],
    [1, 0],
    [0, -1],
    [-1, 0],
  ][element.rotation] as [number, number];
  return { x: x * cos + y * sin + element.pos.x, y: -x * sin + y * cos + element.pos.y };
}
