import { z } from 'zod';
import { CONTENTS_PROPERTY, MAX_CONTENTS_TEXT } from '../circuit/types';
import { contentsText, parseContentsText } from '../memory/contents-text';
import { MAX_ADDRESS_BITS, MAX_DATA_BITS } from '../memory/words';
import { LOGIC_PROPERTIES, inputLeft, outputRight, pin } from './builders';
import type { ComponentDefinition, ComponentShape, PinDefinition, PropertyDefinition } from './types';

/** The memory parts: their pins follow their widths, and the engines read their bus pins a bit at a time. */
export const MEMORY_TYPES: ReadonlySet<string> = new Set(['ROM', 'RAM']);

const W = 100;
const H = 100;

function bits(max: number, fallback: number, label: string, description: string): PropertyDefinition<number> {
  return { schema: z.number().int().min(1).max(max), default: fallback, label, description };
}

const MEMORY_PROPERTIES = {
  addressBits: bits(
    MAX_ADDRESS_BITS,
    8,
    'Address bits',
    `Width of the address: the memory holds 2^bits words (1 to ${MAX_ADDRESS_BITS} bits, up to 16 M words).`,
  ),
  dataBits: bits(MAX_DATA_BITS, 8, 'Data bits', `Width of each word (1 to ${MAX_DATA_BITS} bits).`),
  [CONTENTS_PROPERTY]: {
    schema: z.string().max(MAX_CONTENTS_TEXT),
    default: '',
    label: 'Contents',
    description:
      'The words from address 0, in hexadecimal, separated by spaces; "4*ff" is four words ff; words not given are 0.',
  } satisfies PropertyDefinition<string>,
  program: {
    schema: z.boolean(),
    default: false,
    omitWhenDefault: true,
    label: 'Program memory',
    description: "The memory a test's program(…) fills, wherever it is in the design (Digital's program memory).",
  } satisfies PropertyDefinition<boolean>,
  ...LOGIC_PROPERTIES,
};

export const DATA_BUSES = ['separate', 'bidirectional'] as const;

/** How a RAM's data travels: `separate` (D in, Q out) or `bidirectional` (one D, driven while reading). */
export function memoryDataBus(properties: Readonly<Record<string, unknown>>): (typeof DATA_BUSES)[number] {
  return properties.dataBus === 'bidirectional' ? 'bidirectional' : 'separate';
}

const RAM_PROPERTIES = {
  ...MEMORY_PROPERTIES,
  dataBus: {
    schema: z.enum(DATA_BUSES),
    default: 'separate',
    omitWhenDefault: true,
    label: 'Data bus',
    description:
      'separate: data in on D, the word out on Q. bidirectional: one D pin, written from the bus on the clock edge ' +
      'while WE is 1, and driven with the word while OE is 1 and WE is 0 (cut off otherwise), as on a shared data bus.',
  } satisfies PropertyDefinition<(typeof DATA_BUSES)[number]>,
};

/** The address and data widths of a memory part's properties (defaults filled in, out-of-range clamped). */
export function memoryWidths(properties: Readonly<Record<string, unknown>>): {
  addressBits: number;
  dataBits: number;
} {
  const read = (key: string, fallback: number, max: number) => {
    const value = properties[key];
    return typeof value === 'number' && Number.isInteger(value) ? Math.min(max, Math.max(1, value)) : fallback;
  };
  return { addressBits: read('addressBits', 8, MAX_ADDRESS_BITS), dataBits: read('dataBits', 8, MAX_DATA_BITS) };
}

const outputEnable = pin(
  'OE',
  'input',
  40,
  H,
  'bottom',
  'Output enable: while 0 the data output is cut off (high impedance), so several memories can share a bus. Optional (reads 1 when unconnected).',
  { defaultValue: 1 },
);

/**
 * A memory's contents must read as words of its widths (see contents-text.ts), and are kept as
 * `contentsText` writes them: "0 1,2" is stored as "0 1 2", so that undoing a write of some words
 * gives back exactly the text there was.
 */
function settleContents(
  properties: Readonly<Record<string, unknown>>,
): { readonly error: string } | { readonly properties: Record<string, unknown> } {
  const text = properties[CONTENTS_PROPERTY];
  if (typeof text !== 'string') return { properties: { ...properties } };
  const { addressBits, dataBits } = memoryWidths(properties);
  const read = parseContentsText(text, addressBits, dataBits);
  if (!read.success) return { error: `the contents do not fit. ${read.error}` };
  return { properties: { ...properties, [CONTENTS_PROPERTY]: contentsText(read.data) } };
}

function romShape(properties: Readonly<Record<string, unknown>>): ComponentShape {
  const { addressBits, dataBits } = memoryWidths(properties);
  const pins: PinDefinition[] = [
    inputLeft('A', 20, `Address, ${addressBits} bits.`, { width: addressBits }),
    outputRight('D', W, 20, `The word at the address, ${dataBits} bits.`, {
      width: dataBits,
      tristate: true,
      canConnectTo: ['input', 'passive', 'output'],
    }),
    outputEnable,
  ];
  return { width: W, height: H, pins };
}

function ramShape(properties: Readonly<Record<string, unknown>>): ComponentShape {
  const { addressBits, dataBits } = memoryWidths(properties);
  if (memoryDataBus(properties) === 'bidirectional') {
    const pins: PinDefinition[] = [
      inputLeft('A', 20, `Address, ${addressBits} bits.`, { width: addressBits }),
      inputLeft('WE', 60, 'Write enable: while 1, the rising clock edge writes the word on D, and D is not driven.'),
      inputLeft('CLK', 80, 'Clock: writes on the rising edge (0 → 1) while WE is 1.', { clock: true }),
      outputRight(
        'D',
        W,
        20,
        `Data bus, ${dataBits} bits, both ways: the word at the address while OE is 1 and WE is 0, else high impedance (the RAM listens).`,
        { width: dataBits, tristate: true, canConnectTo: ['input', 'passive', 'output'] },
      ),
      outputEnable,
    ];
    return { width: W, height: H, pins };
  }
  const pins: PinDefinition[] = [
    inputLeft('A', 20, `Address, ${addressBits} bits.`, { width: addressBits }),
    inputLeft('D', 40, `Data to write, ${dataBits} bits.`, { width: dataBits }),
    inputLeft('WE', 60, 'Write enable: while 1, the rising clock edge writes D at the address.'),
    inputLeft('CLK', 80, 'Clock: writes on the rising edge (0 → 1) while WE is 1.', { clock: true }),
    outputRight('Q', W, 20, `The word at the address (read at once, not clocked), ${dataBits} bits.`, {
      width: dataBits,
      tristate: true,
      canConnectTo: ['input', 'passive', 'output'],
    }),
    outputEnable,
  ];
  return { width: W, height: H, pins };
}

/** ROM and RAM: words addressed by a bus, their contents kept in the part. */
export const MEMORY_PARTS: readonly ComponentDefinition[] = [
  {
    type: 'ROM',
    name: 'ROM',
    category: 'Memory',
    family: 'block',
    description:
      'Read-only memory: D shows the word stored at address A (2^address bits words of data bits each). ' +
      'Its contents are part of the circuit (edit them in the properties, or load a hex file). ' +
      'An unknown address bit makes every bit of D unknown. OE = 0 cuts D off (high impedance).',
    aliases: ['rom', 'read only memory', 'program memory', 'lookup table', 'lut', 'eprom', 'instruction memory'],
    labelPrefix: 'ROM',
    width: W,
    height: H,
    pins: romShape({}).pins,
    properties: MEMORY_PROPERTIES,
    shape: romShape,
    shapeProperties: ['addressBits', 'dataBits'],
    settleProperties: settleContents,
    examples: [
      {
        description: 'A counter steps through the words.',
        from: { type: 'COUNTER', pin: 'Q' },
        to: { type: 'ROM', pin: 'A' },
      },
      {
        description: 'The word goes to a register.',
        from: { type: 'ROM', pin: 'D' },
        to: { type: 'REGISTER', pin: 'D' },
      },
    ],
  },
  {
    type: 'RAM',
    name: 'RAM',
    category: 'Memory',
    family: 'block',
    description:
      'Random-access memory with separate data in and out: Q shows the word at address A at once; on a rising CLK ' +
      'edge while WE is 1, the word D is written at A. It starts with its contents (all 0 unless given) at every ' +
      'reset. A write with an unknown address or WE does nothing. OE = 0 cuts Q off (high impedance). ' +
      'With Data bus bidirectional, one pin D carries the data both ways (driven only while reading).',
    aliases: ['ram', 'random access memory', 'data memory', 'memory', 'sram', 'read write memory'],
    labelPrefix: 'RAM',
    width: W,
    height: H,
    pins: ramShape({}).pins,
    properties: RAM_PROPERTIES,
    shape: ramShape,
    shapeProperties: ['addressBits', 'dataBits', 'dataBus'],
    settleProperties: settleContents,
    examples: [
      {
        description: 'The address comes from a register.',
        from: { type: 'REGISTER', pin: 'Q' },
        to: { type: 'RAM', pin: 'A' },
      },
      { description: 'A clock writes it.', from: { type: 'CLOCK', pin: 'out' }, to: { type: 'RAM', pin: 'CLK' } },
    ],
  },
];
