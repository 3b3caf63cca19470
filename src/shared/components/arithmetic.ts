import { z } from 'zod';
import { LOGIC_PROPERTIES, inputLeft, outputRight, pin } from './builders';
import { widthOf } from './buses';
import { MAX_BUS_WIDTH, type ComponentDefinition, type PinDefinition, type PropertyDefinition } from './types';

/**
 * Arithmetic on buses, as Logisim's and Digital's Arithmetic libraries have it: an adder, a
 * subtractor, a comparator, a barrel shifter and a priority encoder of any width. Each works on whole
 * numbers; the simulator builds it from one-bit parts (see simulation/buses/arithmetic.ts).
 */

const BODY = 80;

/** The Width property of a part working on numbers. */
export const numberWidth = (fallback: number): PropertyDefinition<number> => ({
  schema: z.number().int().min(1).max(MAX_BUS_WIDTH),
  default: fallback,
  label: 'Width',
  description: `Bits of the numbers, 1 to ${MAX_BUS_WIDTH}.`,
  unit: 'bits',
});

/** Bits of a shifter's amount: enough to count from 0 to width − 1 (at least 1). */
export function shiftBits(dataWidth: number): number {
  return Math.max(1, Math.ceil(Math.log2(dataWidth)));
}

export const MAX_AMOUNT_BITS = 6;

/** A shifter's amount bits: its `amountBits` when set (1–6), else just enough for width − 1. */
export function amountBitsOf(properties: Readonly<Record<string, unknown>>): number {
  const n = properties.amountBits;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_AMOUNT_BITS
    ? n
    : shiftBits(widthOf(properties, 8));
}

export const SHIFT_MODES = ['left', 'right', 'arithmetic-right', 'rotate-left', 'rotate-right'] as const;
export type ShiftMode = (typeof SHIFT_MODES)[number];

/** A shifter's mode, `left` when absent or unknown. */
export function shiftModeOf(properties: Readonly<Record<string, unknown>>): ShiftMode {
  const mode = properties.mode;
  return (SHIFT_MODES as readonly unknown[]).includes(mode) ? (mode as ShiftMode) : 'left';
}

export const MAX_PRIORITY_SELECT_BITS = 5;

/** A priority encoder's output bits, 3 when absent or invalid. */
export function selectBitsOf(properties: Readonly<Record<string, unknown>>): number {
  const n = properties.selectBits;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_PRIORITY_SELECT_BITS ? n : 3;
}

function adderPins(w: number): PinDefinition[] {
  return [
    inputLeft('A', 20, `First number, ${w} bits.`, { width: w }),
    inputLeft('B', 40, `Second number, ${w} bits.`, { width: w }),
    inputLeft('CIN', 60, 'Carry in, added to the sum. Optional (reads 0 when unconnected).', { defaultValue: 0 }),
    outputRight('S', BODY, 20, `A + B + CIN, the low ${w} bits.`, { width: w }),
    outputRight('COUT', BODY, 60, 'Carry out: 1 when the sum does not fit.'),
  ];
}

function subtractorPins(w: number): PinDefinition[] {
  return [
    inputLeft('A', 20, `The number subtracted from, ${w} bits.`, { width: w }),
    inputLeft('B', 40, `The number subtracted, ${w} bits.`, { width: w }),
    inputLeft('BIN', 60, 'Borrow in, also subtracted. Optional (reads 0 when unconnected).', { defaultValue: 0 }),
    outputRight('D', BODY, 20, `A − B − BIN, the low ${w} bits (two's complement).`, { width: w }),
    outputRight('BOUT', BODY, 60, 'Borrow out: 1 when B + BIN is more than A (unsigned).'),
  ];
}

function comparatorPins(w: number): PinDefinition[] {
  return [
    inputLeft('A', 20, `First number, ${w} bits.`, { width: w }),
    inputLeft('B', 60, `Second number, ${w} bits.`, { width: w }),
    outputRight('GT', BODY, 20, '1 when A > B.'),
    outputRight('EQ', BODY, 40, '1 when A = B.'),
    outputRight('LT', BODY, 60, '1 when A < B.'),
  ];
}

function shifterPins(w: number, s: number): PinDefinition[] {
  return [
    inputLeft('A', 20, `The number shifted, ${w} bits.`, { width: w }),
    inputLeft('S', 60, `Shift amount, ${s} bit${s === 1 ? '' : 's'}.`, { width: s }),
    outputRight('Y', BODY, 20, `A shifted by S, ${w} bits.`, { width: w }),
  ];
}

/** Inputs I0.. down the left, 20 apart; EN at the bottom; Y, ANY and EOUT on the right. */
function priorityShape(n: number) {
  const inputs = 2 ** n;
  const height = (inputs + 1) * 20;
  const pins: PinDefinition[] = [
    ...Array.from({ length: inputs }, (_, i) =>
      inputLeft(
        `I${i}`,
        (i + 1) * 20,
        `Request ${i}${i === inputs - 1 ? ', the highest: wins over all' : ''}. Optional (reads 0 when unconnected).`,
        { defaultValue: 0 },
      ),
    ),
    pin('EN', 'input', 40, height, 'bottom', 'Enable. Optional (reads 1 when unconnected): at 0 every output is 0.', {
      defaultValue: 1,
    }),
    outputRight('Y', BODY, 20, `The number of the highest request that is 1, ${n} bits (0 when none).`, { width: n }),
    outputRight('ANY', BODY, 40, '1 when enabled and some request is 1.'),
    outputRight('EOUT', BODY, 60, '1 when enabled and no request is 1 (enables the next encoder of a chain).'),
  ];
  return { width: BODY, height, pins };
}

export const ARITHMETIC_COMPONENTS: readonly ComponentDefinition[] = [
  {
    type: 'ADDER',
    name: 'Adder',
    category: 'Arithmetic',
    family: 'block',
    description:
      'Adds two numbers of any width: S = A + B + CIN, the low bits; COUT is 1 when the sum does not fit. ' +
      "Works for two's complement numbers too (COUT is then not the overflow).",
    aliases: ['adder', 'n bit adder', 'bus adder', 'ripple carry adder', 'add', 'plus', 'sum', '74283'],
    labelPrefix: 'ADD',
    width: BODY,
    height: 80,
    pins: adderPins(8),
    properties: { width: numberWidth(8), ...LOGIC_PROPERTIES },
    shape: (properties) => ({ width: BODY, height: 80, pins: adderPins(widthOf(properties, 8)) }),
    shapeProperties: ['width'],
    examples: [
      {
        description: 'Feed the sum back for an accumulator.',
        from: { type: 'ADDER', pin: 'S' },
        to: { type: 'REGISTER', pin: 'D' },
      },
    ],
  },
  {
    type: 'SUBTRACTOR',
    name: 'Subtractor',
    category: 'Arithmetic',
    family: 'block',
    description:
      "Subtracts: D = A − B − BIN, the low bits in two's complement; BOUT is 1 when B + BIN is more than A (unsigned).",
    aliases: ['subtractor', 'subtracter', 'subtract', 'minus', 'difference', 'sub'],
    labelPrefix: 'SUB',
    width: BODY,
    height: 80,
    pins: subtractorPins(8),
    properties: { width: numberWidth(8), ...LOGIC_PROPERTIES },
    shape: (properties) => ({ width: BODY, height: 80, pins: subtractorPins(widthOf(properties, 8)) }),
    shapeProperties: ['width'],
    examples: [
      {
        description: 'Count down a register.',
        from: { type: 'SUBTRACTOR', pin: 'D' },
        to: { type: 'REGISTER', pin: 'D' },
      },
    ],
  },
  {
    type: 'COMPARATOR',
    name: 'Comparator',
    category: 'Arithmetic',
    family: 'block',
    description: "Compares two numbers: GT, EQ or LT is 1. Unsigned, or two's complement when Signed is on.",
    aliases: ['comparator', 'magnitude comparator', 'compare', 'equal', 'greater than', 'less than', '7485'],
    labelPrefix: 'CMP',
    width: BODY,
    height: 80,
    pins: comparatorPins(8),
    properties: {
      width: numberWidth(8),
      signed: {
        schema: z.boolean(),
        default: false,
        label: 'Signed',
        description: "Compare as two's complement numbers (the top bit is the sign) instead of unsigned.",
      },
      ...LOGIC_PROPERTIES,
    },
    shape: (properties) => ({ width: BODY, height: 80, pins: comparatorPins(widthOf(properties, 8)) }),
    shapeProperties: ['width'],
    examples: [
      {
        description: 'Stop a counter at a limit.',
        from: { type: 'COUNTER', pin: 'Q' },
        to: { type: 'COMPARATOR', pin: 'A' },
      },
    ],
  },
  {
    type: 'SHIFTER',
    name: 'Shifter',
    category: 'Arithmetic',
    family: 'block',
    description:
      'A barrel shifter: Y is A shifted by S places, left or right (zeros come in), arithmetic right (the sign ' +
      'bit comes in) or rotated. S has enough bits for width − 1 unless Amount bits says more; an amount of width or more shifts everything out (a rotation wraps).',
    aliases: ['shifter', 'barrel shifter', 'shift', 'shift left', 'shift right', 'rotate', 'rotator'],
    labelPrefix: 'SHF',
    width: BODY,
    height: 80,
    pins: shifterPins(8, 3),
    properties: {
      width: numberWidth(8),
      amountBits: {
        schema: z.number().int().min(0).max(MAX_AMOUNT_BITS),
        default: 0,
        omitWhenDefault: true,
        label: 'Amount bits',
        description: `Bits of S, 1 to ${MAX_AMOUNT_BITS}; 0 (the default) is just enough for width − 1. A wider S can shift everything out (as in Digital).`,
        unit: 'bits',
      },
      mode: {
        schema: z.enum(SHIFT_MODES),
        default: 'left',
        label: 'Shift',
        description:
          'left, right (logical: zeros come in), arithmetic-right (the sign bit comes in), rotate-left or rotate-right.',
      },
      ...LOGIC_PROPERTIES,
    },
    shape: (properties) => ({
      width: BODY,
      height: 80,
      pins: shifterPins(widthOf(properties, 8), amountBitsOf(properties)),
    }),
    shapeProperties: ['width', 'amountBits'],
    examples: [
      {
        description: 'Keep the shifted value.',
        from: { type: 'SHIFTER', pin: 'Y' },
        to: { type: 'REGISTER', pin: 'D' },
      },
    ],
  },
  {
    type: 'PRIORITY_ENCODER',
    name: 'Priority encoder',
    category: 'Arithmetic',
    family: 'block',
    description:
      'Y is the number of the highest request I0.. that is 1; ANY says one is. With Select bits n it has 2^n requests.',
    aliases: ['priority encoder', 'encoder', 'interrupt priority', '74148', 'highest bit'],
    labelPrefix: 'PE',
    width: BODY,
    height: priorityShape(3).height,
    pins: priorityShape(3).pins,
    properties: {
      selectBits: {
        schema: z.number().int().min(1).max(MAX_PRIORITY_SELECT_BITS),
        default: 3,
        label: 'Select bits',
        description: `Bits of Y, 1 to ${MAX_PRIORITY_SELECT_BITS}: the encoder has 2^n requests.`,
        unit: 'bits',
      },
      ...LOGIC_PROPERTIES,
    },
    shape: (properties) => priorityShape(selectBitsOf(properties)),
    shapeProperties: ['selectBits'],
    examples: [
      {
        description: 'A switch raises a request.',
        from: { type: 'SWITCH_TOGGLE', pin: 'out' },
        to: { type: 'PRIORITY_ENCODER', pin: 'I0' },
      },
    ],
  },
];
