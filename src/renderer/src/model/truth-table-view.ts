import type { ComponentInstance } from '../../../shared/circuit';
import { portWidth } from '../../../shared/components/subcircuit-interface';

/** The most input bits the panel lists (1,024 rows); the simulator itself goes to 16. */
export const MAX_LISTED_INPUTS = 10;

const INPUT_TYPES: ReadonlySet<string> = new Set(['SWITCH_TOGGLE', 'BUTTON_PUSH', 'PORT_IN']);
const OUTPUT_TYPES: ReadonlySet<string> = new Set([
  'LED_RED',
  'LED_GREEN',
  'LED_YELLOW',
  'LED_BLUE',
  'PROBE',
  'PORT_OUT',
]);

export interface TableSide {
  readonly id: string;
  readonly label: string;
  readonly type: string;
  /** Bits it carries: a port's width, 1 for a switch, button, LED or probe. */
  readonly width: number;
}

/** The columns of a circuit's truth table: its switches and buttons, then its LEDs and probes. */
export interface TableSides {
  readonly inputs: readonly TableSide[];
  readonly outputs: readonly TableSide[];
}

/** Reading order: top to bottom, then left to right (the top input is the most significant bit). */
function byPosition(a: ComponentInstance, b: ComponentInstance): number {
  return a.y - b.y || a.x - b.x || a.label.localeCompare(b.label);
}

/** Picks the truth table's inputs and outputs from a circuit's components. */
export function tableSides(components: Iterable<ComponentInstance>): TableSides {
  const all = [...components].sort(byPosition);
  const side = (types: ReadonlySet<string>) =>
    all
      .filter((c) => types.has(c.type))
      .map((c) => ({
        id: c.id,
        label: c.label,
        type: c.type,
        width: c.type.startsWith('PORT_') ? portWidth(c.properties) : 1,
      }));
  return { inputs: side(INPUT_TYPES), outputs: side(OUTPUT_TYPES) };
}

/** The input bits of a table: each input's width, summed. */
export function inputBits(sides: TableSides): number {
  return sides.inputs.reduce((sum, input) => sum + input.width, 0);
}

/** The row that these input values select (the first input's top bit the most significant). */
export function rowOfValues(values: readonly number[], widths: readonly number[]): number {
  return values.reduce((row, value, i) => row * 2 ** widths[i]! + value, 0);
}

/** The input values of a row: the inverse of `rowOfValues`. */
export function valuesOf(row: number, widths: readonly number[]): number[] {
  const values: number[] = [];
  let rest = row;
  for (let i = widths.length - 1; i >= 0; i--) {
    const size = 2 ** widths[i]!;
    values.unshift(rest % size);
    rest = Math.floor(rest / size);
  }
  return values;
}

/** A value of the table as people read it: one bit as it is, a known wide value as a number, else its bits. */
export function cellText(bits: string): string {
  return bits.length > 1 && /^[01]+$/.test(bits) ? String(parseInt(bits, 2)) : bits;
}

/** The row of a table (first input = most significant bit) that these input positions select. */
export function rowOf(positions: readonly boolean[]): number {
  return positions.reduce((row, on) => row * 2 + (on ? 1 : 0), 0);
}

/** The input positions of a row: the inverse of `rowOf`. */
export function positionsOf(row: number, inputCount: number): boolean[] {
  return Array.from({ length: inputCount }, (_, i) => ((row >> (inputCount - 1 - i)) & 1) === 1);
}
