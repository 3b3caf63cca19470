import { literalsOf, type Implicant } from './implicant';

/** A Boolean expression over named signals. */
export type Expr =
  | { readonly kind: 'const'; readonly value: 0 | 1 }
  | { readonly kind: 'var'; readonly name: string }
  | { readonly kind: 'not'; readonly arg: Expr }
  | { readonly kind: 'and' | 'or' | 'xor'; readonly args: readonly Expr[] };

/** The constant 0 or 1. */
export const constant = (value: 0 | 1): Expr => ({ kind: 'const', value });
/** A signal. */
export const variable = (name: string): Expr => ({ kind: 'var', name });
/** The complement (¬¬x is x). */
export const not = (arg: Expr): Expr => (arg.kind === 'not' ? arg.arg : { kind: 'not', arg });

/** The sum of products of `terms`, variable `i` named `names[i]` (first = most significant bit). */
export function sopExpr(terms: readonly Implicant[], names: readonly string[]): Expr {
  if (terms.length === 0) return constant(0);
  const products = terms.map((term): Expr => {
    const literals = literalsOf(term, names.length).map((l) =>
      l.positive ? variable(names[l.variable]!) : not(variable(names[l.variable]!)),
    );
    if (literals.length === 0) return constant(1);
    return literals.length === 1 ? literals[0]! : { kind: 'and', args: literals };
  });
  return products.length === 1 ? products[0]! : { kind: 'or', args: products };
}

/** Evaluates an expression; a name missing from `values` is an error in the caller. */
export function evaluate(expr: Expr, values: Readonly<Record<string, 0 | 1>>): 0 | 1 {
  switch (expr.kind) {
    case 'const':
      return expr.value;
    case 'var': {
      const value = values[expr.name];
      if (value === undefined) throw new Error(`no value for ${expr.name}`);
      return value;
    }
    case 'not':
      return evaluate(expr.arg, values) === 1 ? 0 : 1;
    case 'and':
      return expr.args.every((a) => evaluate(a, values) === 1) ? 1 : 0;
    case 'or':
      return expr.args.some((a) => evaluate(a, values) === 1) ? 1 : 0;
    case 'xor':
      return expr.args.reduce<0 | 1>((acc, a) => (acc ^ evaluate(a, values)) as 0 | 1, 0);
  }
}

const UNICODE = { and: '·', or: ' + ', xor: ' ⊕ ' } as const;
const ASCII = { and: ' AND ', or: ' OR ', xor: ' XOR ' } as const;
/** Binding strength: a child binding less tightly than its parent is parenthesised. */
const RANK = { const: 4, var: 4, not: 3, and: 2, xor: 1, or: 0 } as const;

/** Mathematical notation: `¬A·B + C`, `A ⊕ B`. */
export function formatUnicode(expr: Expr): string {
  switch (expr.kind) {
    case 'const':
      return String(expr.value);
    case 'var':
      return expr.name;
    case 'not':
      return `¬${wrap(expr.arg, RANK.not, formatUnicode, true)}`;
    case 'and':
    case 'or':
    case 'xor':
      return expr.args.map((a) => wrap(a, RANK[expr.kind], formatUnicode, true)).join(UNICODE[expr.kind]);
  }
}

/**
 * Words, for readers who do not know the symbols: `(NOT A AND B) OR C`. Every operand that is
 * itself a binary operation is parenthesised, so no reader has to know the precedence rules.
 */
export function formatAscii(expr: Expr): string {
  switch (expr.kind) {
    case 'const':
      return String(expr.value);
    case 'var':
      return expr.name;
    case 'not':
      return `NOT ${wrap(expr.arg, RANK.not, formatAscii, false)}`;
    case 'and':
    case 'or':
    case 'xor':
      return expr.args.map((a) => wrap(a, RANK[expr.kind], formatAscii, false)).join(ASCII[expr.kind]);
  }
}

function wrap(child: Expr, parentRank: number, format: (e: Expr) => string, byPrecedence: boolean): string {
  const binary = child.kind === 'and' || child.kind === 'or' || child.kind === 'xor';
  const paren = byPrecedence ? RANK[child.kind] <= parentRank && binary : binary;
  const text = format(child);
  return paren ? `(${text})` : text;
}
