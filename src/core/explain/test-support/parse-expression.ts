import { constant, not, variable, type Expr } from '../../synthesis/expression';

/**
 * Parses the explanation's notation back into an expression, to check what a reader would get
 * from it: `¬` binds tightest, then `·`, then `⊕`, then `+`; names are "A", "FF1.Q", "N1".
 */
export function parseExpression(text: string): Expr {
  const tokens = text.match(/[A-Za-z][A-Za-z0-9_.]*|[01]|[¬·⊕+()]/g) ?? [];
  if (tokens.join('') !== text.replace(/\s+/g, '')) throw new Error(`unexpected characters in "${text}"`);
  let at = 0;
  const peek = () => tokens[at];
  const expect = (token: string) => {
    if (tokens[at] !== token) throw new Error(`expected ${token} at token ${at} of "${text}"`);
    at++;
  };
  const binary = (kind: 'or' | 'xor' | 'and', symbol: string, next: () => Expr) => (): Expr => {
    const args = [next()];
    while (peek() === symbol) {
      at++;
      args.push(next());
    }
    return args.length === 1 ? args[0]! : { kind, args };
  };
  const primary = (): Expr => {
    const token = tokens[at++];
    if (token === undefined) throw new Error(`"${text}" ends too early`);
    if (token === '¬') return not(primary());
    if (token === '(') {
      const inner = or();
      expect(')');
      return inner;
    }
    if (token === '0' || token === '1') return constant(token === '1' ? 1 : 0);
    if (/^[A-Za-z]/.test(token)) return variable(token);
    throw new Error(`unexpected "${token}" in "${text}"`);
  };
  const and = binary('and', '·', primary);
  const xor = binary('xor', '⊕', and);
  const or = binary('or', '+', xor);
  const result = or();
  if (at !== tokens.length) throw new Error(`trailing tokens in "${text}"`);
  return result;
}
