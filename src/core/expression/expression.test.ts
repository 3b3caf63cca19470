import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BINARY_OPERATORS, evaluate, parseExpression, variablesOf, type BinaryOperator } from './expression';

const SEED = 1402;
const VARS = ['A', 'B', 'C', 'd1'] as const;

/** A random expression tree, independent of the parser's types. */
type Tree =
  | { t: 'c'; v: 0 | 1 }
  | { t: 'v'; name: string }
  | { t: 'not'; arg: Tree }
  | { t: 'bin'; op: BinaryOperator; left: Tree; right: Tree };

const treeArbitrary = fc.letrec<{ tree: Tree }>((tie) => ({
  tree: fc.oneof(
    // Deep trees with many binary nodes, so that precedence and associativity are exercised.
    { maxDepth: 6, depthSize: 'large', withCrossShrink: true },
    { weight: 1, arbitrary: fc.constantFrom<0 | 1>(0, 1).map((v): Tree => ({ t: 'c', v })) },
    { weight: 3, arbitrary: fc.constantFrom(...VARS).map((name): Tree => ({ t: 'v', name })) },
    { weight: 1, arbitrary: tie('tree').map((arg): Tree => ({ t: 'not', arg: arg })) },
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.constantFrom(...BINARY_OPERATORS), tie('tree'), tie('tree'))
        .map(([op, left, right]): Tree => ({ t: 'bin', op, left: left, right: right })),
    },
  ),
})).tree;

/** The truth, computed straight from the tree (not through the module). */
function direct(tree: Tree, env: Record<string, 0 | 1>): 0 | 1 {
  switch (tree.t) {
    case 'c':
      return tree.v;
    case 'v':
      return env[tree.name]!;
    case 'not':
      return direct(tree.arg, env) ? 0 : 1;
    case 'bin': {
      const a = direct(tree.left, env) === 1;
      const b = direct(tree.right, env) === 1;
      const table: Record<BinaryOperator, boolean> = {
        and: a && b,
        nand: !(a && b),
        or: a || b,
        nor: !(a || b),
        xor: a !== b,
        xnor: a === b,
      };
      return table[tree.op] ? 1 : 0;
    }
  }
}

/** The documented binding strengths, written out here so that the printer does not trust the module. */
const PRECEDENCE: Record<BinaryOperator, number> = { and: 3, nand: 3, xor: 2, xnor: 2, or: 1, nor: 1 };

const SPELLINGS: Record<BinaryOperator, string[]> = {
  and: ['and', 'AND', '&'],
  nand: ['nand', 'NAND'],
  or: ['or', 'Or', '|'],
  nor: ['nor'],
  xor: ['xor', '^'],
  xnor: ['xnor', 'XNOR'],
};

/**
 * Prints with the fewest parentheses the precedence rules allow (so that a wrong precedence or
 * associativity in the parser changes the meaning), spelling operators at random.
 */
function print(tree: Tree, pick: () => number): string {
  const choose = <T>(list: readonly T[]) => list[pick() % list.length]!;
  const level = (t: Tree) => (t.t === 'bin' ? PRECEDENCE[t.op] : 4);
  switch (tree.t) {
    case 'c':
      return String(tree.v);
    case 'v':
      return tree.name;
    case 'not': {
      const inner = print(tree.arg, pick);
      const arg = level(tree.arg) < 4 ? `(${inner})` : inner;
      return choose(['not ', '!', '~', 'NOT ']) + arg;
    }
    case 'bin': {
      const p = PRECEDENCE[tree.op];
      const left = print(tree.left, pick);
      const right = print(tree.right, pick);
      // Left-associative: the right operand needs parentheses already at equal precedence.
      const l = level(tree.left) < p ? `(${left})` : left;
      const r = level(tree.right) <= p ? `(${right})` : right;
      return `${l} ${choose(SPELLINGS[tree.op])} ${r}`;
    }
  }
}

function assignments(): Record<string, 0 | 1>[] {
  const list: Record<string, 0 | 1>[] = [];
  for (let r = 0; r < 1 << VARS.length; r++) {
    list.push(Object.fromEntries(VARS.map((v, i) => [v, ((r >> i) & 1) as 0 | 1])));
  }
  return list;
}

describe('parseExpression', () => {
  it('round-trips random expressions: parse(print(tree)) evaluates like the tree on every assignment', () => {
    fc.assert(
      fc.property(treeArbitrary, fc.array(fc.nat(), { minLength: 1, maxLength: 64 }), (tree, choices) => {
        let k = 0;
        const text = print(tree, () => choices[k++ % choices.length]!);
        const parsed = parseExpression(text);
        if (!parsed.success) throw new Error(`${text}: ${parsed.error}`);
        for (const env of assignments()) {
          expect(
            evaluate(parsed.data, (name) => env[name]!),
            `${text} at ${JSON.stringify(env)}`,
          ).toBe(direct(tree, env));
        }
      }),
      { seed: SEED, numRuns: 500 },
    );
  });

  it('binds NOT tighter than AND, AND tighter than XOR, XOR tighter than OR', () => {
    const at = (text: string, env: Record<string, 0 | 1>) => {
      const parsed = parseExpression(text);
      if (!parsed.success) throw new Error(parsed.error);
      return evaluate(parsed.data, (n) => env[n]!);
    };
    // If OR bound tighter than AND, A | B & C with A=1, C=0 would be (1|B)&0 = 0.
    expect(at('A | B & C', { A: 1, B: 0, C: 0 })).toBe(1);
    expect(at('A ^ B & C', { A: 1, B: 1, C: 0 })).toBe(1);
    expect(at('A | B ^ C', { A: 1, B: 1, C: 1 })).toBe(1);
    expect(at('!A & B', { A: 1, B: 1 })).toBe(0);
    // Left-associative: (1 nand 1) nand 0 = 1, whereas 1 nand (1 nand 0) = 0.
    expect(at('A nand B nand C', { A: 1, B: 1, C: 0 })).toBe(1);
  });

  it('reads constants and keywords in any case', () => {
    const parsed = parseExpression('NOT 0 AND (a Or 1)');
    expect(parsed.success && evaluate(parsed.data, () => 0)).toBe(1);
  });

  it.each([
    ['A and', 'Unexpected the end at column 6'],
    ['A and and B', 'Unexpected "and" at column 7'],
    ['(A or B', 'Unexpected the end at column 8'],
    ['A or B)', 'Unexpected ")" at column 7'],
    ['A + B', 'Unexpected "+" at column 3'],
    ['10', 'Unexpected "10" at column 1'],
    ['A B', 'Unexpected "B" at column 3'],
    ['', 'Unexpected the end at column 1'],
  ])('refuses %j, naming where', (text, message) => {
    const parsed = parseExpression(text);
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      expect(parsed.error).toContain(message);
      expect(parsed.hint).toContain('and/or/not');
    }
  });

  it('lists the variables an expression uses, once each', () => {
    const parsed = parseExpression('(A and B) or not A xor C1');
    expect(parsed.success && variablesOf(parsed.data)).toEqual(['A', 'B', 'C1']);
  });
});
