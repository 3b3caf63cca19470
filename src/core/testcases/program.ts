import type { Expr } from './expression';

/** A literal value of a row: a number, X (don't care; on an input, every value), Z (high impedance), C (a clock pulse). */
export type TestValue =
  /**
   * `computed`: the value of an expression, `(A+B)`. As in Digital, it is taken modulo the signal's
   * width (a sum that carries out of S compares its low bits). A literal that does not fit is cut the
   * same way, with a note saying so (widths.ts).
   */
  | { readonly kind: 'number'; readonly value: bigint; readonly computed?: true }
  | { readonly kind: 'x' }
  | { readonly kind: 'z' }
  | { readonly kind: 'clock' };

/** One entry of a row: a value, `bits(n, expr)` (n one-bit values, most significant first), or `(expr)`. */
export type Cell =
  | { readonly kind: 'value'; readonly value: TestValue; readonly line: number; readonly column: number }
  | {
      readonly kind: 'bits';
      readonly count: number;
      readonly expr: Expr;
      readonly line: number;
      readonly column: number;
    }
  | { readonly kind: 'expr'; readonly expr: Expr; readonly line: number; readonly column: number };

export type Statement =
  | { readonly kind: 'row'; readonly line: number; readonly cells: readonly Cell[] }
  /** `repeat(n) row` (its variable is `n`) and `loop(i, n) … end loop`. */
  | {
      readonly kind: 'loop';
      readonly variable: string;
      readonly count: number;
      readonly body: readonly Statement[];
      readonly line: number;
    }
  | { readonly kind: 'while'; readonly condition: Expr; readonly body: readonly Statement[]; readonly line: number }
  | { readonly kind: 'let'; readonly name: string; readonly expr: Expr; readonly line: number }
  | { readonly kind: 'resetRandom'; readonly line: number };

/** A name with where it was written. */
export interface Placed {
  readonly name: string;
  readonly line: number;
  readonly column: number;
}

/** A parsed test: its signals (the header), its statements, and what it sets up before the first row. */
export interface TestProgram {
  readonly names: readonly Placed[];
  readonly body: readonly Statement[];
  /** `declare name = expr;`: a signal computed from the circuit's outputs, checked like an output. */
  readonly declares: readonly (Placed & { readonly expr: Expr })[];
  /** `init name = value;`: a register's stored value before the first row. */
  readonly inits: readonly (Placed & { readonly value: bigint })[];
  /** `memory name(address) = value;`: a memory word before the first row. */
  readonly memories: readonly (Placed & { readonly address: bigint; readonly value: bigint })[];
  /** `program(v0, v1, …)`: the program memory's words from address 0. */
  readonly program?: { readonly words: readonly bigint[]; readonly line: number };
}

/** Loops run at most this often (Digital's limit). */
export const MAX_LOOP_COUNT = 2 ** 24;
