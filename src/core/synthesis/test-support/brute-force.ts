import { coversMinterm, literalCount, type Implicant } from '../implicant';

/**
 * The least (terms, literals) of any sum of products of the function, by exhaustive search over
 * every product term (3^n of them) and every subset of the on-set (dynamic programming), with no
 * use of prime implicants: an independent check of the minimiser, for n ≤ 4.
 */
export function bruteForceMinimum(
  n: number,
  on: readonly number[],
  dontCares: readonly number[],
): { terms: number; literals: number } {
  const allowed = new Set([...on, ...dontCares]);
  const implicants: { covers: number; literals: number }[] = [];
  for (let mask = 0; mask < 1 << n; mask++) {
    for (let value = 0; value < 1 << n; value++) {
      if ((value & mask) !== 0) continue;
      const term: Implicant = { value, mask };
      let valid = true;
      let covers = 0;
      for (let m = 0; m < 1 << n; m++) {
        if (!coversMinterm(term, m)) continue;
        if (!allowed.has(m)) valid = false;
        const index = on.indexOf(m);
        if (index >= 0) covers |= 1 << index;
      }
      if (valid && covers !== 0) implicants.push({ covers, literals: literalCount(term, n) });
    }
  }
  const full = (1 << on.length) - 1;
  const best = new Array<{ terms: number; literals: number }>(full + 1);
  best[0] = { terms: 0, literals: 0 };
  for (let set = 1; set <= full; set++) {
    const lowest = set & -set;
    let found = { terms: Infinity, literals: Infinity };
    for (const implicant of implicants) {
      if ((implicant.covers & lowest) === 0) continue;
      const rest = best[set & ~implicant.covers]!;
      const candidate = { terms: rest.terms + 1, literals: rest.literals + implicant.literals };
      if (candidate.terms < found.terms || (candidate.terms === found.terms && candidate.literals < found.literals))
        found = candidate;
    }
    best[set] = found;
  }
  return best[full]!;
}
