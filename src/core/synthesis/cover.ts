import { DEFAULT_WORK_BUDGET, searchCover } from './cover-search';
import { coversMinterm, literalCount, type Implicant } from './implicant';

/** What {@link minimumCover} found: the chosen terms and whether they are proven minimal. */
export interface Cover {
  readonly terms: Implicant[];
  /** False when the search hit its work budget and returned the best cover found so far. */
  readonly exact: boolean;
}

/**
 * Every extra term must cost more than any saving in literals: a cover has at most 256 terms of at
 * most 8 literals, so 4096 per term makes the cost (terms, literals) in lexicographic order.
 */
const TERM_COST = 4096;

export { DEFAULT_WORK_BUDGET };

/**
 * A cover of the minterms `on` by the fewest `primes`, ties broken by the fewest literals
 * (Petrick's problem), by branch and bound with reductions at every node (`cover-search.ts`),
 * starting from a greedy cover. Past `workBudget` the best cover so far comes with `exact: false`.
 */
export function minimumCover(
  n: number,
  on: readonly number[],
  primes: readonly Implicant[],
  workBudget = DEFAULT_WORK_BUDGET,
): Cover {
  const rows = primes.filter((p) => on.some((m) => coversMinterm(p, m)));
  const rowCost = rows.map((r) => TERM_COST + literalCount(r, n));
  const columnsOf = rows.map((r) => on.flatMap((m, c) => (coversMinterm(r, m) ? [c] : [])));
  const greedy = greedyCover(columnsOf, rowCost, on.length);
  const found = searchCover(columnsOf, rowCost, on.length, greedy, workBudget);
  return { terms: [...found.rows].sort((a, b) => a - b).map((r) => rows[r]!), exact: found.exact };
}

/** A first cover: repeatedly the row covering the most uncovered columns (cheapest on ties). */
function greedyCover(columnsOf: readonly number[][], rowCost: readonly number[], columns: number): number[] {
  const covered = new Uint8Array(columns);
  let uncovered = columns;
  const gain = (row: number) => columnsOf[row]!.reduce((g, c) => g + (covered[c] === 0 ? 1 : 0), 0);
  const cover: number[] = [];
  while (uncovered > 0) {
    let pick = -1;
    let pickGain = 0;
    for (let r = 0; r < columnsOf.length; r++) {
      const g = gain(r);
      if (g > 0 && (pick < 0 || g > pickGain || (g === pickGain && rowCost[r]! < rowCost[pick]!))) {
        pick = r;
        pickGain = g;
      }
    }
    if (pick < 0) throw new Error('a minterm has no covering prime');
    cover.push(pick);
    for (const c of columnsOf[pick]!) {
      if (covered[c] === 0) uncovered--;
      covered[c] = 1;
    }
  }
  return removeRedundant(cover, columnsOf, columns);
}

/** Drops terms whose minterms the others cover (a greedy cover may contain some). */
function removeRedundant(cover: number[], columnsOf: readonly number[][], columns: number): number[] {
  const count = new Int32Array(columns);
  for (const r of cover) for (const c of columnsOf[r]!) count[c]!++;
  const kept: number[] = [];
  // The last picks cover the least, so they are tried for removal first.
  for (const r of [...cover].reverse()) {
    if (columnsOf[r]!.every((c) => count[c]! > 1)) for (const c of columnsOf[r]!) count[c]!--;
    else kept.push(r);
  }
  return kept.reverse();
}
