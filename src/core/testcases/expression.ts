import { toLong } from './numbers';

/** The binary operators of test expressions, by precedence (Digital's `OperatorPrecedence`), lowest first. */
export const PRECEDENCE = [
  ['|'],
  ['^'],
  ['&'],
  ['=', '!='],
  ['<', '<=', '>', '>='],
  ['<<', '>>'],
  ['+', '-'],
  ['*', '/', '%'],
] as const;
export type BinaryOperator = (typeof PRECEDENCE)[number][number];

/** An expression over loop and `let` variables (and, in `while` and `declare`, the circuit's outputs). */
export type Expr =
  | { readonly kind: 'number'; readonly value: bigint }
  | { readonly kind: 'name'; readonly name: string; readonly line: number; readonly column: number }
  | { readonly kind: 'unary'; readonly op: '-' | '~' | '!'; readonly arg: Expr }
  | {
      readonly kind: 'binary';
      readonly op: BinaryOperator;
      readonly left: Expr;
      readonly right: Expr;
      readonly line: number;
    }
  | {
      readonly kind: 'call';
      readonly name: 'signExt' | 'random' | 'ite';
      readonly args: readonly Expr[];
      readonly line: number;
      readonly column: number;
    };

/** The functions a test may call, with their number of arguments. */
export const FUNCTIONS: Readonly<Record<string, number>> = { signExt: 2, random: 1, ite: 3 };

/** Where an expression reads names from; throws {@link TestRunError} for an unknown one. */
export interface Scope {
  get(name: string, line: number, column: number): bigint;
  /** The next pseudo-random 64-bit value (the test's own generator). */
  random(): bigint;
}

/** A failure while the rows are produced or run: the line and column it belongs to, in the user's words. */
export class TestRunError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column = 0,
  ) {
    super(message);
  }
}

/** The value of an expression, with Java's `long` semantics (wrapping, truncating division). */
export function evaluate(expr: Expr, scope: Scope): bigint {
  switch (expr.kind) {
    case 'number':
      return expr.value;
    case 'name':
      return scope.get(expr.name, expr.line, expr.column);
    case 'unary': {
      const v = evaluate(expr.arg, scope);
      return expr.op === '-' ? toLong(-v) : expr.op === '~' ? toLong(~v) : v === 0n ? 1n : 0n;
    }
    case 'binary':
      return binary(expr.op, evaluate(expr.left, scope), evaluate(expr.right, scope), expr);
    case 'call':
      return call(expr, scope);
  }
}

function binary(op: BinaryOperator, a: bigint, b: bigint, at: Expr): bigint {
  const bool = (x: boolean) => (x ? 1n : 0n);
  switch (op) {
    case '|':
      return a | b;
    case '^':
      return a ^ b;
    case '&':
      return a & b;
    case '=':
      return bool(a === b);
    case '!=':
      return bool(a !== b);
    case '<':
      return bool(a < b);
    case '<=':
      return bool(a <= b);
    case '>':
      return bool(a > b);
    case '>=':
      return bool(a >= b);
    case '<<':
      return toLong(a << (b & 63n));
    case '>>':
      return a >> (b & 63n);
    case '+':
      return toLong(a + b);
    case '-':
      return toLong(a - b);
    case '*':
      return toLong(a * b);
    case '/':
    case '%': {
      if (b === 0n) throw new TestRunError('Division by zero in an expression.', at.kind === 'binary' ? at.line : 0);
      return op === '/' ? toLong(a / b) : a % b;
    }
  }
}

function call(expr: Extract<Expr, { kind: 'call' }>, scope: Scope): bigint {
  const [first, second, third] = expr.args.map((a) => () => evaluate(a, scope));
  switch (expr.name) {
    case 'ite':
      return first!() !== 0n ? second!() : third!();
    case 'random': {
      const max = first!();
      if (max <= 0n) throw new TestRunError(`random(${max}) needs a maximum above 0.`, expr.line, expr.column);
      return BigInt.asUintN(64, scope.random()) % BigInt.asUintN(64, max);
    }
    case 'signExt': {
      const bits = first!();
      const value = second!();
      if (bits < 0n || bits > 63n)
        throw new TestRunError(`signExt(${bits}, …) takes 0 to 63 bits.`, expr.line, expr.column);
      const mask = (1n << bits) - 1n;
      const sign = bits === 0n ? 0n : 1n << (bits - 1n);
      return toLong((value & sign) !== 0n ? (value & mask) | ~mask : value & mask);
    }
  }
}
