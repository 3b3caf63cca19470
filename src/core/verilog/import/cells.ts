import type { YosysCell } from './yosys-json';

/** A logic function a gate cell computes, before chains are joined into wider gates. */
export type GateFunction = 'AND' | 'OR' | 'NAND' | 'NOR' | 'XOR' | 'XNOR' | 'NOT' | 'BUF' | 'MUX';

/** How one Yosys cell becomes one registry part: the type and which Yosys port feeds which pin. */
export interface CellMapping {
  readonly type: string;
  readonly gate?: GateFunction;
  /** Registry input pin → Yosys port. */
  readonly inputs: readonly (readonly [pin: string, port: string])[];
  /** Registry output pin → Yosys port. */
  readonly output: readonly [pin: string, port: string];
  readonly storage: boolean;
}

const two = (fn: GateFunction): CellMapping => ({
  type: `${fn}_2`,
  gate: fn,
  inputs: [
    ['a', 'A'],
    ['b', 'B'],
  ],
  output: ['out', 'Y'],
  storage: false,
});
const one = (type: string, fn: GateFunction): CellMapping => ({
  type,
  gate: fn,
  inputs: [['in', 'A']],
  output: ['out', 'Y'],
  storage: false,
});
const flipFlop = (inputs: CellMapping['inputs']): CellMapping => ({
  type: 'D_FLIPFLOP',
  inputs,
  output: ['Q', 'Q'],
  storage: true,
});

/**
 * The cells the import's script leaves (see script.ts: ABC's gate set and `dfflegalize`'s cells).
 * Asynchronous resets land on the flip-flop's own CLR (reset to 0) and PRE (reset to 1) pins;
 * enables and synchronous resets are logic in front of D by then.
 */
export const CELL_MAPPINGS: Readonly<Record<string, CellMapping>> = {
  $_AND_: two('AND'),
  $_OR_: two('OR'),
  $_NAND_: two('NAND'),
  $_NOR_: two('NOR'),
  $_XOR_: two('XOR'),
  $_XNOR_: two('XNOR'),
  $_NOT_: one('NOT', 'NOT'),
  $_BUF_: one('BUFFER', 'BUF'),
  $_MUX_: {
    type: 'MUX_2',
    gate: 'MUX',
    inputs: [
      ['I0', 'A'],
      ['I1', 'B'],
      ['S', 'S'],
    ],
    output: ['Y', 'Y'],
    storage: false,
  },
  $_DFF_P_: flipFlop([
    ['D', 'D'],
    ['CLK', 'C'],
  ]),
  $_DFF_PP0_: flipFlop([
    ['D', 'D'],
    ['CLK', 'C'],
    ['CLR', 'R'],
  ]),
  $_DFF_PP1_: flipFlop([
    ['D', 'D'],
    ['CLK', 'C'],
    ['PRE', 'R'],
  ]),
  $_DFFSR_PPP_: flipFlop([
    ['D', 'D'],
    ['CLK', 'C'],
    ['PRE', 'S'],
    ['CLR', 'R'],
  ]),
  $_DLATCH_P_: {
    type: 'D_LATCH',
    inputs: [
      ['D', 'D'],
      ['EN', 'E'],
    ],
    output: ['Q', 'Q'],
    storage: true,
  },
};

/** The widest gate of each joinable function in the registry (AND_4, OR_4, NAND_3, NOR_3). */
export const WIDEST: Partial<Record<GateFunction, number>> = { AND: 4, OR: 4, NAND: 3, NOR: 3 };

/** The mapping of a cell, or undefined for a cell type the import does not know. */
export function cellMapping(cell: YosysCell): CellMapping | undefined {
  return Object.prototype.hasOwnProperty.call(CELL_MAPPINGS, cell.type) ? CELL_MAPPINGS[cell.type] : undefined;
}
