import { minimizeSop } from '../synthesis/minimize';
import { not, sopExpr, variable, type Expr } from '../synthesis/expression';
import { L1, LX, LZ, type Logic } from '../simulation/logic';

/** What a net's truth table over its support says, simplified. */
export interface TableReading {
  /** The value where it is 0 or 1 (rows giving X or Z are free). */
  readonly expr: Expr;
  /** The variables the value really depends on, in order. */
  readonly relevant: string[];
  /** Where the net floats (Z: no tri-state driver enabled), if anywhere. */
  readonly floatsWhen?: Expr;
  /** Where it is unknown (X: a conflict or a floating input), if anywhere. */
  readonly unknownWhen?: Expr;
  /** A well-known function it is, named only when the table says so exactly. */
  readonly known?: string;
  /** Rows where it is 1, over `relevant` (first = most significant bit); for naming groups. */
  readonly ones: number[];
  /** True when every row is 0 or 1. */
  readonly pure: boolean;
  /** True when some row is 0 or 1 (else `expr` means nothing). */
  readonly defined: boolean;
}

/**
 * Reads a table of `values` over `names` (row r: variable i is bit `n - 1 - i` of r): drops the
 * variables it does not depend on, minimises what is left (Quine–McCluskey, exact cover) and names
 * the function when it is exactly a known one.
 */
export function readTable(names: readonly string[], values: readonly Logic[]): TableReading {
  const n = names.length;
  const relevantIndexes: number[] = [];
  for (let i = 0; i < n; i++) {
    const bit = 1 << (n - 1 - i);
    if (values.some((v, r) => values[r ^ bit] !== v)) relevantIndexes.push(i);
  }
  const relevant = relevantIndexes.map((i) => names[i]!);
  const k = relevant.length;
  // The table over the relevant variables only (the others held at 0: they change nothing).
  const projected: Logic[] = [];
  for (let r = 0; r < 1 << k; r++) {
    let row = 0;
    relevantIndexes.forEach((i, j) => {
      if (((r >>> (k - 1 - j)) & 1) === 1) row |= 1 << (n - 1 - i);
    });
    projected.push(values[row]!);
  }
  const rowsWith = (value: Logic) => projected.flatMap((v, r) => (v === value ? [r] : []));
  const ones = rowsWith(L1);
  const free = [...rowsWith(LX), ...rowsWith(LZ)];
  const pure = free.length === 0;
  const known = pure ? knownFunction(relevant, ones) : undefined;
  const expr =
    known?.expr ?? (pure ? smallestForm(relevant, ones) : sopExpr(minimizeSop(k, ones, free).terms, relevant));
  const floats = rowsWith(LZ);
  const unknown = rowsWith(LX);
  return {
    expr,
    relevant,
    ...(floats.length > 0 ? { floatsWhen: sopExpr(minimizeSop(k, floats).terms, relevant) } : {}),
    ...(unknown.length > 0 ? { unknownWhen: sopExpr(minimizeSop(k, unknown).terms, relevant) } : {}),
    ...(known?.name ? { known: known.name } : {}),
    ones,
    pure,
    defined: free.length < projected.length,
  };
}

/**
 * The minimal sum of products, or, when it is smaller, the XOR of the variables the function is
 * linear in (flipping one always flips the output) with the minimal sum of products of the rest:
 * a ripple adder's second sum bit is `a1 ⊕ b1 ⊕ (a0·b0 + a0·cin + b0·cin)`, not twelve products.
 */
function smallestForm(names: readonly string[], ones: readonly number[]): Expr {
  const k = names.length;
  const sop = minimizeSop(k, ones).terms;
  const isOne = new Set(ones);
  const linear: number[] = [];
  for (let i = 0; i < k; i++) {
    const bit = 1 << (k - 1 - i);
    let flips = true;
    for (let r = 0; r < 1 << k && flips; r++) if (isOne.has(r) === isOne.has(r ^ bit)) flips = false;
    if (flips) linear.push(i);
  }
  if (linear.length === 0) return sopExpr(sop, names);
  // The rest: the function with every linear variable at 0, over the other variables.
  const rest = names.map((_, i) => i).filter((i) => !linear.includes(i));
  const restOnes: number[] = [];
  for (let r = 0; r < 1 << rest.length; r++) {
    let row = 0;
    rest.forEach((i, j) => {
      if (((r >>> (rest.length - 1 - j)) & 1) === 1) row |= 1 << (k - 1 - i);
    });
    if (isOne.has(row)) restOnes.push(r);
  }
  const restTerms = minimizeSop(rest.length, restOnes).terms;
  const literals = (terms: readonly { mask: number }[], n: number) =>
    terms.reduce((sum, t) => sum + n - popcount(t.mask), 0);
  if (literals(sop, k) <= linear.length + literals(restTerms, rest.length)) return sopExpr(sop, names);
  const xorArgs: Expr[] = linear.map((i) => variable(names[i]!));
  const restExpr = sopExpr(
    restTerms,
    rest.map((i) => names[i]!),
  );
  if (restExpr.kind === 'const')
    return restExpr.value === 1 ? not({ kind: 'xor', args: xorArgs }) : { kind: 'xor', args: xorArgs };
  return { kind: 'xor', args: [...xorArgs, restExpr] };
}

const popcount = (x: number) => {
  let c = 0;
  for (let v = x; v !== 0; v &= v - 1) c++;
  return c;
};

/**
 * Functions worth a name or a better form than a sum of products, recognised from the whole table
 * (so never by guess): parity (XOR / XNOR), AND, OR, NAND, NOR, majority of three, 2-to-1 mux.
 */
function knownFunction(names: readonly string[], ones: readonly number[]): { expr?: Expr; name?: string } | undefined {
  const k = names.length;
  if (k < 2) return undefined;
  const rows = 1 << k;
  const isOne = new Set(ones);
  const matches = (f: (r: number) => boolean) => {
    for (let r = 0; r < rows; r++) if (f(r) !== isOne.has(r)) return false;
    return true;
  };
  const vars = names.map((name) => variable(name));
  if (matches((r) => popcount(r) % 2 === 1)) {
    return { expr: { kind: 'xor', args: vars }, name: k === 2 ? 'XOR' : 'odd parity' };
  }
  if (matches((r) => popcount(r) % 2 === 0)) {
    return { expr: not({ kind: 'xor', args: vars }), name: k === 2 ? 'XNOR' : 'even parity' };
  }
  if (matches((r) => r === rows - 1)) return { name: 'AND' };
  if (matches((r) => r !== 0)) return { name: 'OR' };
  if (matches((r) => r !== rows - 1)) return { expr: not({ kind: 'and', args: vars }), name: 'NAND' };
  if (matches((r) => r === 0)) return { expr: not({ kind: 'or', args: vars }), name: 'NOR' };
  if (k === 3 && matches((r) => popcount(r) >= 2)) return { name: 'majority' };
  if (k === 3) {
    for (let s = 0; s < 3; s++) {
      const others = [0, 1, 2].filter((i) => i !== s);
      const bit = (r: number, i: number) => (r >>> (2 - i)) & 1;
      for (const [low, high] of [others, [...others].reverse()] as [number, number][]) {
        if (matches((r) => (bit(r, s) === 1 ? bit(r, high) : bit(r, low)) === 1)) {
          return { name: `2-to-1 mux: ${names[s]} selects ${names[high]} (1) or ${names[low]} (0)` };
        }
      }
    }
  }
  return undefined;
}
