import { fail, ok, type Result } from '../../shared/errors';

/** The binary operators of a task's Boolean expressions. */
export const BINARY_OPERATORS = ['and', 'nand', 'xor', 'xnor', 'or', 'nor'] as const;
export type BinaryOperator = (typeof BINARY_OPERATORS)[number];

/** A parsed Boolean expression. */
export type Expr =
  | { readonly kind: 'const'; readonly value: 0 | 1 }
  | { readonly kind: 'var'; readonly name: string }
  | { readonly kind: 'not'; readonly arg: Expr }
  | { readonly kind: 'binary'; readonly op: BinaryOperator; readonly left: Expr; readonly right: Expr };

/**
 * Binding strength: NOT binds tightest, then AND/NAND, then XOR/XNOR, then OR/NOR (the usual
 * order of C and of most textbooks). Operators of one level associate to the left.
 */
export const PRECEDENCE: Readonly<Record<BinaryOperator, number>> = {
  and: 3,
  nand: 3,
  xor: 2,
  xnor: 2,
  or: 1,
  nor: 1,
};

const SYMBOLS: Readonly<Record<string, BinaryOperator | 'not'>> = {
  '&': 'and',
  '|': 'or',
  '^': 'xor',
  '!': 'not',
  '~': 'not',
};
const KEYWORDS = new Set<string>([...BINARY_OPERATORS, 'not']);

/** True when `word` is an operator keyword (so it cannot name an input). */
export function isKeyword(word: string): boolean {
  return KEYWORDS.has(word.toLowerCase());
}

type Token =
  | { readonly type: 'op'; readonly op: BinaryOperator | 'not'; readonly at: number }
  | { readonly type: 'const'; readonly value: 0 | 1; readonly at: number }
  | { readonly type: 'name'; readonly name: string; readonly at: number }
  | { readonly type: '(' | ')' | 'end'; readonly at: number };

const HINT =
  'Write expressions with input labels, and/or/not/xor/nand/nor/xnor or & | ^ ! ~, parentheses, 0 and 1, e.g. "(A and B) or not C".';

function tokenize(text: string): Result<Token[]> {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (/\s/.test(ch)) {
      i++;
    } else if (ch === '(' || ch === ')') {
      tokens.push({ type: ch, at: i++ });
    } else if (ch === '0' || ch === '1') {
      if (/[0-9A-Za-z_]/.test(text[i + 1] ?? '')) return unexpected(text, i);
      tokens.push({ type: 'const', value: ch === '1' ? 1 : 0, at: i++ });
    } else if (SYMBOLS[ch] !== undefined) {
      tokens.push({ type: 'op', op: SYMBOLS[ch], at: i++ });
    } else if (/[A-Za-z]/.test(ch)) {
      const start = i;
      while (i < text.length && /[A-Za-z0-9_]/.test(text[i]!)) i++;
      const word = text.slice(start, i);
      const lower = word.toLowerCase();
      tokens.push(
        KEYWORDS.has(lower)
          ? { type: 'op', op: lower as BinaryOperator | 'not', at: start }
          : { type: 'name', name: word, at: start },
      );
    } else {
      return unexpected(text, i);
    }
  }
  tokens.push({ type: 'end', at: text.length });
  return ok(tokens);
}

function unexpected(text: string, at: number) {
  const word = /^[A-Za-z0-9_]+/.exec(text.slice(at))?.[0] ?? text[at];
  const what = word === undefined ? 'the end' : `"${word}"`;
  return fail('INVALID_INPUT', `Unexpected ${what} at column ${at + 1} of "${text}".`, HINT);
}

/** Parses a Boolean expression; a mistake comes back as a failure naming the column. */
export function parseExpression(text: string): Result<Expr> {
  const tokens = tokenize(text);
  if (!tokens.success) return tokens;
  const list = tokens.data;
  let pos = 0;
  let error: ReturnType<typeof unexpected> | undefined;

  // Precedence climbing: parses operators binding at least as tightly as `min`.
  const binary = (min: number): Expr | undefined => {
    let left = unary();
    while (left) {
      const token = list[pos]!;
      if (token.type !== 'op' || token.op === 'not' || PRECEDENCE[token.op] < min) return left;
      pos++;
      const right = binary(PRECEDENCE[token.op] + 1);
      if (!right) return undefined;
      left = { kind: 'binary', op: token.op, left, right };
    }
    return undefined;
  };
  const unary = (): Expr | undefined => {
    const token = list[pos]!;
    switch (token.type) {
      case 'op':
        if (token.op !== 'not') break;
        pos++;
        {
          const arg = unary();
          return arg && { kind: 'not', arg };
        }
      case 'const':
        pos++;
        return { kind: 'const', value: token.value };
      case 'name':
        pos++;
        return { kind: 'var', name: token.name };
      case '(': {
        pos++;
        const inner = binary(0);
        if (!inner) return undefined;
        if (list[pos]!.type !== ')') break;
        pos++;
        return inner;
      }
      case ')':
      case 'end':
        break;
    }
    error ??= unexpected(text, list[pos]!.at);
    return undefined;
  };

  const expr = binary(0);
  if (expr && list[pos]!.type !== 'end') return unexpected(text, list[pos]!.at);
  if (!expr) return error ?? unexpected(text, list[pos]!.at);
  return ok(expr);
}

/** The value of an expression, given the value of each variable. */
export function evaluate(expr: Expr, value: (name: string) => 0 | 1): 0 | 1 {
  switch (expr.kind) {
    case 'const':
      return expr.value;
    case 'var':
      return value(expr.name);
    case 'not':
      return evaluate(expr.arg, value) === 1 ? 0 : 1;
    case 'binary': {
      const a = evaluate(expr.left, value);
      const b = evaluate(expr.right, value);
      switch (expr.op) {
        case 'and':
          return (a & b) as 0 | 1;
        case 'nand':
          return (1 - (a & b)) as 0 | 1;
        case 'or':
          return (a | b) as 0 | 1;
        case 'nor':
          return (1 - (a | b)) as 0 | 1;
        case 'xor':
          return (a ^ b) as 0 | 1;
        case 'xnor':
          return (1 - (a ^ b)) as 0 | 1;
      }
    }
  }
}

/** The variable names an expression uses, in order of first appearance. */
export function variablesOf(expr: Expr): string[] {
  const names: string[] = [];
  const walk = (e: Expr): void => {
    if (e.kind === 'var') {
      if (!names.includes(e.name)) names.push(e.name);
    } else if (e.kind === 'not') walk(e.arg);
    else if (e.kind === 'binary') {
      walk(e.left);
      walk(e.right);
    }
  };
  walk(expr);
  return names;
}
