import { DEFAULT_WORK_BUDGET, minimumCover } from './cover';
import type { Implicant } from './implicant';
import { primeImplicants } from './primes';

/** The minimal sum of products of one function. */
export interface MinimalSop {
  /** Product terms; `[]` is the constant 0, one term with every variable eliminated is the constant 1. */
  readonly terms: Implicant[];
  /** True when the cover is proven to have the fewest terms (then the fewest literals). */
  readonly exact: boolean;
}

/**
 * Minimises the function of `n` variables (at most 16) that is 1 on `on`, free on `dontCares`
 * and 0 elsewhere: Quine–McCluskey prime implicants, then an exact minimum cover by branch and
 * bound within `workBudget` (bitset word operations; the best cover found so far beyond that).
 */
export function minimizeSop(
  n: number,
  on: readonly number[],
  dontCares: readonly number[] = [],
  workBudget = DEFAULT_WORK_BUDGET,
): MinimalSop {
  const onSet = [...new Set(on)].sort((a, b) => a - b);
  if (onSet.length === 0) return { terms: [], exact: true };
  const onLookup = new Set(onSet);
  const dcSet = [...new Set(dontCares)].filter((m) => !onLookup.has(m));
  if (onSet.length + dcSet.length === 1 << n) return { terms: [{ value: 0, mask: (1 << n) - 1 }], exact: true };
  const primes = primeImplicants(n, onSet, dcSet);
  return minimumCover(n, onSet, primes, workBudget);
}
