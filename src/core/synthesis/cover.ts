import { coversMinterm, literalCount, type Implicant } from './implicant';
import { reduceCoverTable } from './cover-reduction';

/** What {@link minimumCover} found: the chosen terms and whether they are proven minimal. */
export interface Cover {
  readonly terms: Implicant[];
  /** False when the search hit its node budget and returned the best cover found so far. */
  readonly exact: boolean;
}

/**
 * Every extra term must cost more than any saving in literals: a cover has at most 256 terms of at
 * most 8 literals, so 4096 per term makes the cost (terms, literals) in lexicographic order.
 */
const TERM_COST = 4096;

/** Search nodes before the branch and bound gives up and keeps its best cover (see CONTEXT.md). */
export const DEFAULT_NODE_BUDGET = 20_000;

/**
 * A cover of the minterms `on` by the fewest `primes`, ties broken by the fewest literals
 * (Petrick's problem). The table is first reduced (essential terms, dominated minterms and terms,
 * see `cover-reduction.ts`); what remains is solved by branch and bound, always branching on the
 * minterm with the fewest candidate terms, bounded below by an independent set of minterms that no
 * one term covers together. A greedy cover is the first upper bound; when the search exceeds
 * `nodeBudget` nodes, the best cover found so far is returned with `exact: false`.
 */
export function minimumCover(
  n: number,
  on: readonly number[],
  primes: readonly Implicant[],
  nodeBudget = DEFAULT_NODE_BUDGET,
): Cover {
  const rows = primes.filter((p) => on.some((m) => coversMinterm(p, m)));
  const rowCost = rows.map((r) => TERM_COST + literalCount(r, n));
  const columnsOf = rows.map((r) => on.flatMap((m, c) => (coversMinterm(r, m) ? [c] : [])));
  const reduced = reduceCoverTable(columnsOf, rowCost, on.length);
  // The core: only the surviving rows and columns, renumbered.
  const columnIndex = new Map(reduced.columns.map((c, i) => [c, i]));
  const coreColumns = reduced.rows.map((r) =>
    columnsOf[r]!.flatMap((c) => (columnIndex.has(c) ? [columnIndex.get(c)!] : [])),
  );
  const core = branchAndBound(
    coreColumns,
    reduced.rows.map((r) => rowCost[r]!),
    reduced.columns.length,
    nodeBudget,
  );
  const chosen = [...reduced.forced, ...core.rows.map((i) => reduced.rows[i]!)];
  return { terms: chosen.sort((a, b) => a - b).map((r) => rows[r]!), exact: core.exact };
}

/** Exact unate covering by branch and bound over a (reduced) table. */
function branchAndBound(
  columnsOf: readonly number[][],
  rowCost: readonly number[],
  columns: number,
  nodeBudget: number,
): { rows: number[]; exact: boolean } {
  if (columns === 0) return { rows: [], exact: true };
  const rowsOf: number[][] = Array.from({ length: columns }, () => []);
  columnsOf.forEach((cols, r) => cols.forEach((c) => rowsOf[c]!.push(r)));
  if (rowsOf.some((candidates) => candidates.length === 0)) throw new Error('a minterm has no covering prime');

  const covered = new Int32Array(columns);
  let uncoveredCount = columns;
  const take = (row: number, delta: 1 | -1) => {
    for (const c of columnsOf[row]!) {
      if (delta === 1 && covered[c] === 0) uncoveredCount--;
      covered[c]! += delta;
      if (delta === -1 && covered[c] === 0) uncoveredCount++;
    }
  };
  const gain = (row: number) => columnsOf[row]!.reduce((g, c) => g + (covered[c] === 0 ? 1 : 0), 0);

  // Greedy upper bound: the term covering the most uncovered minterms (cheapest on ties).
  let best: number[] = [];
  while (uncoveredCount > 0) {
    let pick = -1;
    let pickGain = 0;
    for (let r = 0; r < columnsOf.length; r++) {
      const g = gain(r);
      if (g > 0 && (pick < 0 || g > pickGain || (g === pickGain && rowCost[r]! < rowCost[pick]!))) {
        pick = r;
        pickGain = g;
      }
    }
    best.push(pick);
    take(pick, 1);
  }
  best = removeRedundant(best, columnsOf, columns);
  let bestCost = best.reduce((s, r) => s + rowCost[r]!, 0);
  covered.fill(0);
  uncoveredCount = columns;

  const blocked = new Uint8Array(columnsOf.length);
  // Rows an earlier sibling branch already tried: the covers containing them are explored.
  const banned = new Uint8Array(columnsOf.length);
  const lowerBound = (): number => {
    // Independent minterms need distinct terms: sum their cheapest candidates.
    blocked.fill(0);
    let bound = 0;
    const open = [];
    for (let c = 0; c < columns; c++) if (covered[c] === 0) open.push(c);
    open.sort((a, b) => rowsOf[a]!.length - rowsOf[b]!.length);
    for (const c of open) {
      const candidates = rowsOf[c]!;
      if (candidates.some((r) => blocked[r] === 1)) continue;
      let cheapest = Infinity;
      for (const r of candidates) {
        if (banned[r] === 1) continue;
        cheapest = Math.min(cheapest, rowCost[r]!);
        blocked[r] = 1;
      }
      // Every candidate is banned: no cover below this node.
      if (cheapest === Infinity) return Infinity;
      bound += cheapest;
    }
    return bound;
  };

  let nodes = 0;
  let exhausted = false;
  const chosen: number[] = [];
  const search = (cost: number): void => {
    if (uncoveredCount === 0) {
      if (cost < bestCost) {
        bestCost = cost;
        best = [...chosen];
      }
      return;
    }
    if (++nodes > nodeBudget) {
      exhausted = true;
      return;
    }
    if (cost + lowerBound() >= bestCost) return;
    let column = -1;
    let fewest = Infinity;
    for (let c = 0; c < columns; c++) {
      if (covered[c] !== 0) continue;
      const open = rowsOf[c]!.reduce((k, r) => k + (banned[r] === 1 ? 0 : 1), 0);
      if (open < fewest) {
        column = c;
        fewest = open;
      }
    }
    const candidates = rowsOf[column]!.filter((r) => banned[r] === 0);
    candidates.sort((a, b) => gain(b) - gain(a) || rowCost[a]! - rowCost[b]!);
    for (const r of candidates) {
      chosen.push(r);
      take(r, 1);
      search(cost + rowCost[r]!);
      take(r, -1);
      chosen.pop();
      banned[r] = 1;
      if (exhausted) break;
    }
    for (const r of candidates) banned[r] = 0;
  };
  search(0);
  return { rows: best, exact: !exhausted };
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
