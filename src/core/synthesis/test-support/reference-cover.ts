import { coversMinterm, literalCount, type Implicant } from '../implicant';

/**
 * The least (terms, literals) of a cover of `on` by `primes`, by the plainest branch and bound
 * there is (branch on the first uncovered minterm, prune on cost only; no reductions, no bounds
 * beyond the cost so far): slow, but obviously right, to cross-check the real search on 5 inputs.
 */
export function referenceMinimum(
  n: number,
  on: readonly number[],
  primes: readonly Implicant[],
): { terms: number; literals: number } {
  const rows = primes.filter((p) => on.some((m) => coversMinterm(p, m)));
  let best = { terms: Infinity, literals: Infinity };
  const better = (a: { terms: number; literals: number }) =>
    a.terms < best.terms || (a.terms === best.terms && a.literals < best.literals);
  const covered = new Int32Array(on.length);
  const search = (terms: number, literals: number): void => {
    if (!better({ terms, literals })) return;
    const open = on.findIndex((_, c) => covered[c] === 0);
    if (open < 0) {
      best = { terms, literals };
      return;
    }
    for (const row of rows) {
      if (!coversMinterm(row, on[open]!)) continue;
      const marks = on.map((m) => coversMinterm(row, m));
      marks.forEach((hit, c) => hit && covered[c]!++);
      search(terms + 1, literals + literalCount(row, n));
      marks.forEach((hit, c) => hit && covered[c]!--);
    }
  };
  search(0, 0);
  return best;
}
