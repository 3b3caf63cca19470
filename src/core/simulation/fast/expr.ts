/**
 * Bitwise expressions over 32-bit lane words, built with constant folding, printed as JavaScript.
 * `0` is all lanes 0 and `-1` all lanes 1.
 */
export type Expr =
  | { readonly k: 'const'; readonly value: 0 | -1 }
  | { readonly k: 'var'; readonly name: string }
  | { readonly k: 'not'; readonly a: Expr }
  | { readonly k: 'and' | 'or' | 'xor'; readonly xs: readonly Expr[] }
  /** A lane word read from somewhere no local names (a memory's output in the array `O`). */
  | { readonly k: 'raw'; readonly code: string };

export const ZERO: Expr = { k: 'const', value: 0 };
export const ONES: Expr = { k: 'const', value: -1 };

/** A lane word read by code that names no local (read where it is used: never loaded up front). */
export function raw(code: string): Expr {
  return { k: 'raw', code };
}

/** A named lane word (a local variable of the generated code). */
export function v(name: string): Expr {
  return { k: 'var', name };
}

export function not(a: Expr): Expr {
  if (a.k === 'const') return a.value === 0 ? ONES : ZERO;
  if (a.k === 'not') return a.a;
  return { k: 'not', a };
}

function isNegationOf(a: Expr, b: Expr): boolean {
  return (a.k === 'not' && same(a.a, b)) || (b.k === 'not' && same(b.a, a));
}

function same(a: Expr, b: Expr): boolean {
  if (a === b) return true;
  if (a.k !== b.k) return false;
  if (a.k === 'const') return a.value === (b as typeof a).value;
  if (a.k === 'var') return a.name === (b as typeof a).name;
  if (a.k === 'raw') return a.code === (b as typeof a).code;
  if (a.k === 'not') return same(a.a, (b as typeof a).a);
  const bx = (b as typeof a).xs;
  return a.xs.length === bx.length && a.xs.every((x, i) => same(x, bx[i]!));
}

function nary(kind: 'and' | 'or', parts: readonly Expr[]): Expr {
  const absorbing = kind === 'and' ? 0 : -1;
  const flat: Expr[] = [];
  for (const p of parts) {
    const items = p.k === kind ? p.xs : [p];
    for (const x of items) {
      if (x.k === 'const') {
        if (x.value === absorbing) return x;
        continue;
      }
      if (flat.some((y) => same(x, y))) continue;
      if (flat.some((y) => isNegationOf(x, y))) return kind === 'and' ? ZERO : ONES;
      flat.push(x);
    }
  }
  if (flat.length === 0) return kind === 'and' ? ONES : ZERO;
  if (flat.length === 1) return flat[0]!;
  return { k: kind, xs: flat };
}

export function and(...parts: Expr[]): Expr {
  return nary('and', parts);
}

export function or(...parts: Expr[]): Expr {
  return nary('or', parts);
}

export function xor(a: Expr, b: Expr): Expr {
  if (a.k === 'const') return a.value === 0 ? b : not(b);
  if (b.k === 'const') return b.value === 0 ? a : not(a);
  return { k: 'xor', xs: [a, b] };
}

/** `when ? yes : no`, lane by lane. */
export function select(when: Expr, yes: Expr, no: Expr): Expr {
  return or(and(when, yes), and(not(when), no));
}

/** JavaScript source of an expression. */
export function print(e: Expr): string {
  switch (e.k) {
    case 'const':
      return e.value === 0 ? '0' : '-1';
    case 'var':
      return e.name;
    case 'raw':
      return e.code;
    case 'not':
      return `~${atom(e.a)}`;
    case 'and':
      return e.xs.map(atom).join(' & ');
    case 'or':
      return e.xs.map(atom).join(' | ');
    case 'xor':
      return e.xs.map(atom).join(' ^ ');
  }
}

function atom(e: Expr): string {
  return e.k === 'and' || e.k === 'or' || e.k === 'xor' ? `(${print(e)})` : print(e);
}

/** Names of the variables an expression reads. */
export function variables(e: Expr, into: Set<string> = new Set()): Set<string> {
  if (e.k === 'var') into.add(e.name);
  else if (e.k === 'not') variables(e.a, into);
  else if (e.k === 'and' || e.k === 'or' || e.k === 'xor') for (const x of e.xs) variables(x, into);
  return into;
}
