import { z } from 'zod';
import { GRID, LOGIC_PROPERTIES, inputLeft, outputRight, pin } from './builders';
import { parseRanges, rangePinName, rangeWidth, type BitRange } from './bus-ranges';
import {
  MAX_BUS_WIDTH,
  type ComponentDefinition,
  type ComponentShape,
  type PinDefinition,
  type PropertyDefinition,
} from './types';

/** A bus width a property holds, 1 when absent or invalid. */
export function widthOf(properties: Readonly<Record<string, unknown>>, fallback = 1): number {
  const width = properties.width;
  return typeof width === 'number' && Number.isInteger(width) && width >= 1 && width <= MAX_BUS_WIDTH
    ? width
    : fallback;
}

/** The optional width of a part that works bit by bit (gates, multiplexers, probes): absent is 1 bit. */
const optionalWidth: PropertyDefinition<number> = {
  schema: z.number().int().min(1).max(MAX_BUS_WIDTH),
  default: 1,
  omitWhenDefault: true,
  label: 'Width',
  description: `Bits of the data pins, 1 to ${MAX_BUS_WIDTH}: over 1 the part works on a bus, bit by bit.`,
  unit: 'bits',
};

/**
 * A one-bit type made bus-capable: an optional `width` property gives the named data pins that many
 * bits (the part then works bit by bit); without it the part is exactly as before.
 */
export function withBusWidth(definition: ComponentDefinition, dataPins: readonly string[]): ComponentDefinition {
  const data = new Set(dataPins);
  return {
    ...definition,
    properties: { ...definition.properties, width: optionalWidth },
    shapeProperties: ['width'],
    shape: (properties): ComponentShape => {
      const width = widthOf(properties);
      return {
        width: definition.width,
        height: definition.height,
        pins: width === 1 ? definition.pins : definition.pins.map((p) => (data.has(p.name) ? { ...p, width } : p)),
      };
    },
  };
}

const busWidth = (fallback: number, min = 1): PropertyDefinition<number> => ({
  schema: z.number().int().min(min).max(MAX_BUS_WIDTH),
  default: fallback,
  label: 'Width',
  description: `Bits of the bus, ${min} to ${MAX_BUS_WIDTH}.`,
  unit: 'bits',
});

const rangesProperty: PropertyDefinition<string> = {
  schema: z.string().max(200),
  default: '',
  label: 'Bit ranges',
  description: 'How the bus is cut, lowest bits first, e.g. "0-3,4-7"; empty is one pin per bit.',
};

/** The ranges of a splitter or merger, one per bit when the text does not read. */
function rangesOf(properties: Readonly<Record<string, unknown>>): BitRange[] {
  const width = widthOf(properties, 4);
  const parsed = parseRanges(typeof properties.ranges === 'string' ? properties.ranges : '', width);
  return parsed.success ? parsed.data : Array.from({ length: width }, (_, i) => ({ lo: i, hi: i }));
}

/** A splitter or merger: the bus pin in the middle of one side, the ranges down the other, lowest bits on top. */
function fanShape(bus: 'in' | 'out'): (properties: Readonly<Record<string, unknown>>) => ComponentShape {
  return (properties) => {
    const ranges = rangesOf(properties);
    const width = widthOf(properties, 4);
    const height = (ranges.length + 1) * 2 * GRID;
    const bodyWidth = 60;
    const middle = Math.round(height / 2 / GRID) * GRID;
    const busPin =
      bus === 'in'
        ? inputLeft('in', middle, `The ${width}-bit bus.`, { width })
        : outputRight('out', bodyWidth, middle, `The ${width}-bit bus.`, { width });
    const rangePins = ranges.map((range, i) => {
      const words = range.lo === range.hi ? `Bit ${range.lo}` : `Bits ${range.hi} to ${range.lo}`;
      return bus === 'in'
        ? outputRight(rangePinName(range), bodyWidth, (i + 1) * 2 * GRID, `${words} of the bus.`, {
            width: rangeWidth(range),
          })
        : inputLeft(rangePinName(range), (i + 1) * 2 * GRID, `${words} of the bus.`, { width: rangeWidth(range) });
    });
    return { width: bodyWidth, height, pins: bus === 'in' ? [busPin, ...rangePins] : [...rangePins, busPin] };
  };
}

const TUNNEL_NAME = /^[A-Za-z][A-Za-z0-9_]{0,31}$/;

/** Splitters, mergers and tunnels: the wiring of buses. */
export const WIRING_COMPONENTS: readonly ComponentDefinition[] = [
  {
    type: 'SPLITTER',
    name: 'Splitter',
    category: 'Wiring',
    family: 'block',
    description:
      'Takes a bus apart: the bus comes in on the left, its bits (or runs of bits, by the bit ranges) go out on the right, lowest bits on top.',
    aliases: ['splitter', 'bus splitter', 'split', 'bit extractor', 'unbundle', 'break out'],
    labelPrefix: 'SPL',
    width: 60,
    height: 100,
    pins: fanShape('in')({}).pins,
    properties: { width: busWidth(4, 2), ranges: rangesProperty },
    shape: fanShape('in'),
    shapeProperties: ['width', 'ranges'],
    examples: [
      {
        description: 'Take apart a bus a merger made.',
        from: { type: 'MERGER', pin: 'out' },
        to: { type: 'SPLITTER', pin: 'in' },
      },
    ],
  },
  {
    type: 'MERGER',
    name: 'Merger',
    category: 'Wiring',
    family: 'block',
    description:
      'Makes a bus: bits (or runs of bits, by the bit ranges) come in on the left, lowest bits on top, and leave as one bus on the right.',
    aliases: ['merger', 'bus merger', 'merge', 'combiner', 'bundle', 'join bits'],
    labelPrefix: 'MRG',
    width: 60,
    height: 100,
    pins: fanShape('out')({}).pins,
    properties: { width: busWidth(4, 2), ranges: rangesProperty },
    shape: fanShape('out'),
    shapeProperties: ['width', 'ranges'],
    examples: [
      {
        description: 'A switch gives bit 0.',
        from: { type: 'SWITCH_TOGGLE', pin: 'out' },
        to: { type: 'MERGER', pin: 'b0' },
      },
    ],
  },
  {
    type: 'TUNNEL',
    name: 'Tunnel',
    category: 'Wiring',
    family: 'block',
    description:
      'A named connection without a wire: every tunnel of the circuit with the same name is one net. Tunnels stay inside their circuit.',
    aliases: ['tunnel', 'net label', 'label', 'wireless', 'named wire', 'goto'],
    labelPrefix: 'TUN',
    width: 60,
    height: 20,
    pins: [pin('io', 'passive', 0, 10, 'left', 'Joins the net of every tunnel of the same name.')],
    properties: {
      name: {
        schema: z.string().regex(TUNNEL_NAME, 'a tunnel name starts with a letter and uses letters, digits and "_"'),
        default: 'net',
        label: 'Name',
        description: 'Tunnels with the same name are connected.',
      },
      width: busWidth(1),
    },
    shape: (properties) => ({
      width: 60,
      height: 20,
      pins: [
        pin('io', 'passive', 0, 10, 'left', 'Joins the net of every tunnel of the same name.', {
          width: widthOf(properties),
        }),
      ],
    }),
    shapeProperties: ['width'],
    examples: [
      {
        description: 'A gate output goes through a tunnel.',
        from: { type: 'AND_2', pin: 'out' },
        to: { type: 'TUNNEL', pin: 'io' },
      },
    ],
  },
];

/** Wider parts: a constant with a value, a register and a counter of any width, a hex display. */
export const BUS_BLOCK_COMPONENTS: readonly ComponentDefinition[] = [
  {
    type: 'CONST_VALUE',
    name: 'Constant value',
    category: 'Inputs',
    family: 'block',
    description: 'A fixed number on a bus (bits past the width are dropped).',
    aliases: ['constant value', 'constant number', 'const', 'literal', 'fixed value', 'bus constant'],
    labelPrefix: 'K',
    width: 60,
    height: 40,
    pins: [outputRight('out', 60, 20, 'The value.', { width: 8 })],
    properties: {
      width: busWidth(8),
      value: {
        schema: z
          .number()
          .int()
          .min(0)
          .max(2 ** MAX_BUS_WIDTH - 1),
        default: 0,
        label: 'Value',
        description: 'The number it gives out.',
      },
    },
    shape: (properties) => ({
      width: 60,
      height: 40,
      pins: [outputRight('out', 60, 20, 'The value.', { width: widthOf(properties, 8) })],
    }),
    shapeProperties: ['width'],
    examples: [
      {
        description: 'Load a fixed number.',
        from: { type: 'CONST_VALUE', pin: 'out' },
        to: { type: 'REGISTER', pin: 'D' },
      },
    ],
  },
  {
    type: 'REGISTER',
    name: 'Register',
    category: 'Memory',
    family: 'block',
    description:
      'A register of any width: on a rising CLK edge while EN is 1, Q loads D. CLR clears it at once. Starts at its power-on value (0 unless set).',
    aliases: ['register n', 'n bit register', 'bus register', '8 bit register', 'word register', 'data latch'],
    labelPrefix: 'REG',
    width: 80,
    height: 80,
    pins: registerPins(8),
    properties: {
      width: busWidth(8),
      initial: {
        schema: z
          .number()
          .int()
          .min(0)
          .max(2 ** MAX_BUS_WIDTH - 1),
        default: 0,
        omitWhenDefault: true,
        label: 'Power-on value',
        description: 'What Q holds at power-on and after a reset (bits past the width are dropped).',
      },
      ...LOGIC_PROPERTIES,
    },
    shape: (properties) => ({ width: 80, height: 80, pins: registerPins(widthOf(properties, 8)) }),
    shapeProperties: ['width'],
    examples: [
      { description: 'Clock the register.', from: { type: 'CLOCK', pin: 'out' }, to: { type: 'REGISTER', pin: 'CLK' } },
    ],
  },
  {
    type: 'COUNTER',
    name: 'Counter',
    category: 'Memory',
    family: 'block',
    description:
      'A binary up-counter of any width: on each rising CLK edge while EN is 1, Q counts up by one and wraps to 0. ' +
      'CARRY is 1 at the top count while EN is 1. CLR resets it at once.',
    aliases: ['counter n', 'n bit counter', 'bus counter', '8 bit counter', 'binary counter bus'],
    labelPrefix: 'CNT',
    width: 80,
    height: 80,
    pins: counterPins(8),
    properties: { width: busWidth(8), ...LOGIC_PROPERTIES },
    shape: (properties) => ({ width: 80, height: 80, pins: counterPins(widthOf(properties, 8)) }),
    shapeProperties: ['width'],
    examples: [
      {
        description: 'A clock drives the counter.',
        from: { type: 'CLOCK', pin: 'out' },
        to: { type: 'COUNTER', pin: 'CLK' },
      },
    ],
  },
  {
    type: 'HEX_DISPLAY',
    name: 'Hex display',
    category: 'Outputs',
    family: 'seven-segment',
    description:
      'Shows the 4-bit number on its input as one hexadecimal digit, 0 to F (a dash while a bit is unknown).',
    aliases: ['hex display', 'hex digit', 'hexadecimal display', 'digit display', 'nibble display'],
    labelPrefix: 'HEX',
    width: 80,
    height: 160,
    pins: [inputLeft('in', 80, 'The 4-bit number to show.', { width: 4 })],
    properties: {
      colour: {
        schema: z.enum(['red', 'green', 'yellow', 'blue']),
        default: 'red',
        label: 'Colour',
        description: 'Colour of the lit segments.',
      },
    },
    examples: [
      {
        description: 'Show four bits made into a bus.',
        from: { type: 'MERGER', pin: 'out' },
        to: { type: 'HEX_DISPLAY', pin: 'in' },
      },
    ],
  },
];

/** The data pins of the one-bit types that take an optional width and then work bit by bit. */
export const BUS_CAPABLE_PINS: Readonly<Record<string, readonly string[]>> = {
  AND_2: ['a', 'b', 'out'],
  AND_3: ['a', 'b', 'c', 'out'],
  AND_4: ['a', 'b', 'c', 'd', 'out'],
  OR_2: ['a', 'b', 'out'],
  OR_3: ['a', 'b', 'c', 'out'],
  OR_4: ['a', 'b', 'c', 'd', 'out'],
  NAND_2: ['a', 'b', 'out'],
  NAND_3: ['a', 'b', 'c', 'out'],
  NOR_2: ['a', 'b', 'out'],
  NOR_3: ['a', 'b', 'c', 'out'],
  XOR_2: ['a', 'b', 'out'],
  XNOR_2: ['a', 'b', 'out'],
  NOT: ['in', 'out'],
  BUFFER: ['in', 'out'],
  TRISTATE_BUFFER: ['in', 'out'],
  MUX_2: ['I0', 'I1', 'Y'],
  MUX_4: ['I0', 'I1', 'I2', 'I3', 'Y'],
  PROBE: ['in'],
};

/** How a probe on a bus shows its value. */
export const probeFormat: PropertyDefinition<'hex' | 'dec' | 'bin'> = {
  schema: z.enum(['hex', 'dec', 'bin']),
  default: 'hex',
  omitWhenDefault: true,
  label: 'Number format',
  description: 'How a bus value is shown: hexadecimal (the default), decimal or binary.',
};

/** The registry's one-bit definitions with the bus-capable ones given their optional width. */
export function busCapable(definitions: readonly ComponentDefinition[]): ComponentDefinition[] {
  return definitions.map((d) => {
    const pins = BUS_CAPABLE_PINS[d.type];
    if (!pins) return d;
    const wide = withBusWidth(d, pins);
    if (d.type !== 'PROBE') return wide;
    // A probe on a bus grows to the right (its pin is on the left) to show the value: 10 per hex digit.
    return {
      ...wide,
      properties: { ...wide.properties, format: probeFormat },
      shape: (properties: Readonly<Record<string, unknown>>): ComponentShape => {
        const shape = wide.shape!(properties);
        const bits = widthOf(properties);
        return bits === 1 ? shape : { ...shape, width: d.width + Math.ceil(bits / 4) * GRID + 2 * GRID };
      },
    };
  });
}

function registerPins(width: number): PinDefinition[] {
  return [
    inputLeft('D', 20, `Data, ${width} bits.`, { width }),
    inputLeft('CLK', 40, 'Clock: loads on the rising edge.', { clock: true }),
    inputLeft('EN', 60, 'Load enable. Optional (reads 1 when unconnected).', { defaultValue: 1 }),
    pin('CLR', 'input', 40, 80, 'bottom', 'Asynchronous clear. Optional (reads 0 when unconnected).', {
      defaultValue: 0,
    }),
    outputRight('Q', 80, 20, `Stored value, ${width} bits.`, { width }),
  ];
}

function counterPins(width: number): PinDefinition[] {
  return [
    inputLeft('CLK', 20, 'Clock: counts on the rising edge.', { clock: true }),
    inputLeft('EN', 40, 'Count enable. Optional (reads 1 when unconnected).', { defaultValue: 1 }),
    inputLeft('CLR', 60, 'Asynchronous clear. Optional (reads 0 when unconnected).', { defaultValue: 0 }),
    outputRight('Q', 80, 20, `The count, ${width} bits.`, { width }),
    outputRight('CARRY', 80, 40, 'Carry out: 1 at the top count while enabled.'),
  ];
}
