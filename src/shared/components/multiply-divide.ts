import { z } from 'zod';
import { numberWidth } from './arithmetic';
import { LOGIC_PROPERTIES, inputLeft, outputRight } from './builders';
import { widthOf } from './buses';
import type { ComponentDefinition, PinDefinition } from './types';

/**
 * A multiplier and a divider of any width up to 32 bits, unsigned or two's complement, as
 * Logisim's Multiplier and Divider have them (a carry-in added to the product and a high word; an
 * upper dividend word) and covering Digital's Mul (its double-width product is HI:P) and Div (its
 * remainder-positive option). The simulator builds them from one-bit parts (simulation/buses).
 */

const BODY = 80;

const signed = {
  schema: z.boolean(),
  default: false,
  label: 'Signed',
  description: "Two's complement numbers (the top bit is the sign) instead of unsigned.",
};

function multiplierPins(w: number): PinDefinition[] {
  return [
    inputLeft('A', 20, `First number, ${w} bits.`, { width: w }),
    inputLeft('B', 40, `Second number, ${w} bits.`, { width: w }),
    inputLeft('CIN', 60, `Added to the product, ${w} bits. Optional (reads 0 when unconnected).`, {
      width: w,
      defaultValue: 0,
    }),
    outputRight('P', BODY, 20, `A × B + CIN, the low ${w} bits.`, { width: w }),
    outputRight('HI', BODY, 60, `A × B + CIN, the high ${w} bits.`, { width: w }),
  ];
}

function dividerPins(w: number): PinDefinition[] {
  return [
    inputLeft('A', 20, `The number divided (its low ${w} bits).`, { width: w }),
    inputLeft('B', 40, `The divisor, ${w} bits (0 divides as 1).`, { width: w }),
    inputLeft(
      'UPPER',
      60,
      `The high ${w} bits of the number divided. Optional: unconnected it reads 0, or copies of A's sign bit when signed (A alone is divided).`,
      { width: w, defaultValue: 0 },
    ),
    outputRight('Q', BODY, 20, `The quotient, its low ${w} bits.`, { width: w }),
    outputRight('R', BODY, 60, `The remainder, ${w} bits.`, { width: w }),
  ];
}

export const MULTIPLY_DIVIDE_COMPONENTS: readonly ComponentDefinition[] = [
  {
    type: 'MULTIPLIER',
    name: 'Multiplier',
    category: 'Arithmetic',
    family: 'block',
    description:
      'Multiplies: A × B + CIN as a double-width number, P its low bits and HI its high bits. ' +
      "Unsigned, or two's complement when Signed is on.",
    aliases: ['multiplier', 'multiply', 'times', 'product', 'mul', 'array multiplier'],
    labelPrefix: 'MUL',
    width: BODY,
    height: 80,
    pins: multiplierPins(8),
    properties: { width: numberWidth(8), signed, ...LOGIC_PROPERTIES },
    shape: (properties) => ({ width: BODY, height: 80, pins: multiplierPins(widthOf(properties, 8)) }),
    shapeProperties: ['width'],
    examples: [
      {
        description: 'Scale a counted value.',
        from: { type: 'COUNTER', pin: 'Q' },
        to: { type: 'MULTIPLIER', pin: 'A' },
      },
    ],
  },
  {
    type: 'DIVIDER',
    name: 'Divider',
    category: 'Arithmetic',
    family: 'block',
    description:
      'Divides UPPER:A by B: Q the quotient (low bits), R the remainder; a divisor of 0 divides as 1. ' +
      "Unsigned, or two's complement when Signed is on (the quotient truncates toward 0, the remainder takes the dividend's sign unless Remainder positive).",
    aliases: ['divider', 'divide', 'division', 'quotient', 'remainder', 'modulo', 'div'],
    labelPrefix: 'DIV',
    width: BODY,
    height: 80,
    pins: dividerPins(8),
    properties: {
      width: numberWidth(8),
      signed,
      remainderPositive: {
        schema: z.boolean(),
        default: false,
        omitWhenDefault: true,
        label: 'Remainder positive',
        description:
          'Signed only: a negative remainder gains |B| and the quotient moves one away (as Digital can); the remainder is then 0 to |B| − 1.',
      },
      ...LOGIC_PROPERTIES,
    },
    shape: (properties) => ({ width: BODY, height: 80, pins: dividerPins(widthOf(properties, 8)) }),
    shapeProperties: ['width'],
    examples: [
      {
        description: 'Keep the quotient.',
        from: { type: 'DIVIDER', pin: 'Q' },
        to: { type: 'REGISTER', pin: 'D' },
      },
    ],
  },
];
