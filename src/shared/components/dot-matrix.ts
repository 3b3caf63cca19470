import { z } from 'zod';
import { pin } from './builders';
import type { ComponentDefinition, ComponentShape, PinDefinition } from './types';

/** Canvas units from one dot's centre to the next. */
export const DOT_PITCH = 20;
/**
 * The stub between the dots and the pins: 20, so that width and height differ by a multiple of
 * 2 × GRID and a quarter turn about the centre keeps the part on the grid.
 */
export const PIN_STUB = 20;
/** The most columns and rows a dot-matrix display has. */
export const MAX_DOTS_SIDE = 32;

/**
 * How a dot-matrix display is driven:
 * - `columns`: one bus per column (`c0` left … ), `rows` bits, bit 0 the bottom dot;
 * - `rows`: one bus per row (`r0` top …), `columns` bits, bit 0 the rightmost dot;
 * - `select`: `sel` (`rows` bits, bit 0 the bottom row) lights the selected rows with `data`
 *   (`columns` bits, bit 0 the leftmost dot) — Logisim's "select" input;
 * - `address`: the column numbered `addr` (0 the leftmost) shows `data` (`rows` bits, bit 0 the top
 *   dot); the other columns are dark — Digital's LED matrix.
 * The bit orders are the peers' own, so their files import without reordering.
 */
export const DOT_MATRIX_INPUTS = ['columns', 'rows', 'select', 'address'] as const;
export type DotMatrixInput = (typeof DOT_MATRIX_INPUTS)[number];

/** A dot-matrix display's properties, defaults filled in for what is absent or invalid. */
export interface DotMatrixSize {
  readonly columns: number;
  readonly rows: number;
  readonly input: DotMatrixInput;
}

const side = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_DOTS_SIDE ? value : fallback;

/** The size and input kind of a dot-matrix display from its properties. */
export function dotMatrixSize(properties: Readonly<Record<string, unknown>>): DotMatrixSize {
  const input = DOT_MATRIX_INPUTS.find((k) => k === properties.input) ?? 'columns';
  return { columns: side(properties.columns, 5), rows: side(properties.rows, 8), input };
}

/** Bits of the column address of a display of `columns` columns (at least 1). */
export function addressBits(columns: number): number {
  let bits = 1;
  while (2 ** bits < columns) bits++;
  return bits;
}

/** Where the grid of dots starts inside the body (the pins' stubs sit outside it). */
export function dotGridOrigin(size: DotMatrixSize): { readonly x: number; readonly y: number } {
  return size.input === 'columns' ? { x: 0, y: 0 } : { x: PIN_STUB, y: 0 };
}

/** Body and pins of a dot-matrix display. */
export function dotMatrixShape(properties: Readonly<Record<string, unknown>>): ComponentShape {
  const size = dotMatrixSize(properties);
  const { columns, rows, input } = size;
  const gridW = columns * DOT_PITCH;
  const gridH = rows * DOT_PITCH;
  const left = (name: string, y: number, width: number, description: string): PinDefinition =>
    pin(name, 'input', 0, y, 'left', description, width > 1 ? { width } : {});
  switch (input) {
    case 'columns': {
      const height = gridH + PIN_STUB;
      const pins = Array.from({ length: columns }, (_, i) =>
        pin(
          `c${i}`,
          'input',
          DOT_PITCH * i + DOT_PITCH / 2,
          height,
          'bottom',
          `Column ${i} (0 is the leftmost): bit 0 lights its bottom dot, bit ${rows - 1} its top dot.`,
          rows > 1 ? { width: rows } : {},
        ),
      );
      return { width: gridW, height, pins };
    }
    case 'rows':
      return {
        width: gridW + PIN_STUB,
        height: gridH,
        pins: Array.from({ length: rows }, (_, j) =>
          left(
            `r${j}`,
            DOT_PITCH * j + DOT_PITCH / 2,
            columns,
            `Row ${j} (0 is the top): bit 0 lights its rightmost dot, bit ${columns - 1} its leftmost.`,
          ),
        ),
      };
    case 'select':
      return {
        width: gridW + PIN_STUB,
        height: Math.max(gridH, 40),
        pins: [
          left('data', 10, columns, 'The dots of the selected rows: bit 0 lights the leftmost column.'),
          left('sel', 30, rows, 'Row select: each bit at 1 lights its row with data (bit 0 is the bottom row).'),
        ],
      };
    case 'address':
      return {
        width: gridW + PIN_STUB,
        height: Math.max(gridH, 40),
        pins: [
          left('data', 10, rows, 'The dots of the addressed column: bit 0 lights its top dot.'),
          left(
            'addr',
            30,
            addressBits(columns),
            'The column to show data in (0 is the leftmost); the other columns are dark.',
          ),
        ],
      };
  }
}

const sideProperty = (label: string, fallback: number, what: string) => ({
  schema: z.number().int().min(1).max(MAX_DOTS_SIDE),
  default: fallback,
  label,
  description: `Number of ${what}, 1 to ${MAX_DOTS_SIDE}.`,
});

/** The LED dot-matrix display. */
export const DOT_MATRIX: ComponentDefinition = {
  type: 'DOT_MATRIX',
  name: 'Dot-matrix display',
  category: 'Outputs',
  family: 'dot-matrix',
  description:
    'A grid of round LEDs (5 columns by 8 rows unless set), driven by a bus per column, a bus per row, ' +
    'a row select with column data, or a column address with row data; a dot lights while its bit is 1.',
  aliases: ['dot matrix', 'led matrix', 'matrix display', 'led grid', 'dot display', 'pixel display'],
  labelPrefix: 'DM',
  ...dotMatrixShape({}),
  properties: {
    columns: sideProperty('Columns', 5, 'columns of dots'),
    rows: sideProperty('Rows', 8, 'rows of dots'),
    input: {
      schema: z.enum(DOT_MATRIX_INPUTS),
      default: 'columns',
      label: 'Inputs',
      description:
        'columns: a bus per column (bit 0 the bottom dot); rows: a bus per row (bit 0 the rightmost dot); ' +
        'select: rows selected by sel show data (bit 0 the leftmost dot); address: the column addr shows data (bit 0 the top dot).',
    },
    colour: {
      schema: z.enum(['red', 'green', 'yellow', 'blue']),
      default: 'red',
      label: 'Colour',
      description: 'Colour of the lit dots.',
    },
  },
  shape: dotMatrixShape,
  shapeProperties: ['columns', 'rows', 'input'],
  examples: [
    {
      description: "A register's byte lights the dots of the first column.",
      from: { type: 'REGISTER', pin: 'Q' },
      to: { type: 'DOT_MATRIX', pin: 'c0' },
    },
  ],
};
