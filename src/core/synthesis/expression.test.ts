import { describe, expect, it } from 'vitest';
import { constant, evaluate, formatAscii, formatUnicode, not, sopExpr, variable, type Expr } from './expression';

const [a, b, c] = [variable('A'), variable('B'), variable('C')];
const and = (...args: Expr[]): Expr => ({ kind: 'and', args });
const or = (...args: Expr[]): Expr => ({ kind: 'or', args });
const xor = (...args: Expr[]): Expr => ({ kind: 'xor', args });

describe('expressions', () => {
  it('print with the fewest parentheses in symbols, and every binary operand bracketed in words', () => {
    const cases: [Expr, string, string][] = [
      [or(and(a, not(b)), c), 'A·¬B + C', '(A AND NOT B) OR C'],
      [and(or(a, b), c), '(A + B)·C', '(A OR B) AND C'],
      [not(and(a, b)), '¬(A·B)', 'NOT (A AND B)'],
      [xor(a, and(b, c)), 'A ⊕ B·C', 'A XOR (B AND C)'],
      [and(xor(a, b), c), '(A ⊕ B)·C', '(A XOR B) AND C'],
      [xor(a, or(b, c)), 'A ⊕ (B + C)', 'A XOR (B OR C)'],
      [not(not(a)), 'A', 'A'],
      [constant(1), '1', '1'],
    ];
    for (const [expr, unicode, ascii] of cases) {
      expect(formatUnicode(expr)).toBe(unicode);
      expect(formatAscii(expr)).toBe(ascii);
    }
  });

  it('build sums of products from terms, first variable as the most significant bit', () => {
    expect(formatUnicode(sopExpr([], ['A', 'B']))).toBe('0');
    expect(formatUnicode(sopExpr([{ value: 0, mask: 3 }], ['A', 'B']))).toBe('1');
    expect(
      formatUnicode(
        sopExpr(
          [
            { value: 2, mask: 0 },
            { value: 1, mask: 2 },
          ],
          ['A', 'B'],
        ),
      ),
    ).toBe('A·¬B + B');
  });

  it('evaluate', () => {
    const f = or(and(a, not(b)), xor(b, c));
    const rows = [0, 1, 2, 3, 4, 5, 6, 7].map((r) =>
      evaluate(f, { A: (r >> 2) & 1, B: (r >> 1) & 1, C: r & 1 } as Record<string, 0 | 1>),
    );
    expect(rows).toEqual([0, 1, 1, 0, 1, 1, 1, 0]);
    expect(() => evaluate(a, {})).toThrow('no value for A');
  });
});
