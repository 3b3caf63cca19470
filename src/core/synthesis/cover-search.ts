/** The result of {@link searchCover}: chosen rows, and whether they are proven cheapest. */
export interface CoverSearch {
  readonly rows: number[];
  readonly exact: boolean;
}

/** Work (bitset word operations) before the search gives up and keeps its best cover. */
export const DEFAULT_WORK_BUDGET = 20_000_000;

/**
 * Exact unate covering (the cheapest set of rows covering every column) by branch and bound with
 * the classic reductions at every node: a column with one candidate row forces it (essential), a
 * column whose candidates include another column's is dropped, a row whose columns a row of no
 * greater cost also covers is dropped. Branches on the column with the fewest candidates; sibling
 * branches exclude the rows already tried; the lower bound sums the cheapest candidates of an
 * independent set of columns. `initial` (a valid cover) is the first upper bound. Past
 * `workBudget` word operations the best cover found so far is returned with `exact: false`.
 */
export function searchCover(
  columnsOf: readonly number[][],
  rowCost: readonly number[],
  columnCount: number,
  initial: readonly number[],
  workBudget = DEFAULT_WORK_BUDGET,
): CoverSearch {
  const R = columnsOf.length;
  const C = columnCount;
  const RW = (R + 31) >>> 5;
  const CW = (C + 31) >>> 5;
  const rowBits = columnsOf.map((cols) => bitsOf(cols, CW));
  const colBits = Array.from({ length: C }, () => new Uint32Array(RW));
  columnsOf.forEach((cols, r) => cols.forEach((c) => (colBits[c]![r >>> 5]! |= 1 << (r & 31))));

  let best = [...initial];
  let bestCost = best.reduce((s, r) => s + rowCost[r]!, 0);
  let work = 0;
  let exhausted = false;

  const subset = (a: Uint32Array, b: Uint32Array, mask: Uint32Array) => {
    work += a.length;
    for (let w = 0; w < a.length; w++) if ((a[w]! & mask[w]! & ~b[w]!) !== 0) return false;
    return true;
  };
  const countIn = (a: Uint32Array, mask: Uint32Array) => {
    work += a.length;
    let n = 0;
    for (let w = 0; w < a.length; w++) n += popcount(a[w]! & mask[w]!);
    return n;
  };

  const search = (rowsIn: Uint32Array, colsIn: Uint32Array, costIn: number, chosen: number[]): void => {
    if (work > workBudget) {
      exhausted = true;
      return;
    }
    const rows = rowsIn.slice();
    const cols = colsIn.slice();
    let cost = costIn;
    const picked = [...chosen];
    for (let changed = true; changed;) {
      changed = false;
      for (const c of members(cols)) {
        if (!has(cols, c)) continue;
        const n = countIn(colBits[c]!, rows);
        if (n === 0) return; // no row left can cover it
        if (n > 1) continue;
        const r = firstIn(colBits[c]!, rows);
        picked.push(r);
        cost += rowCost[r]!;
        for (let w = 0; w < CW; w++) cols[w]! &= ~rowBits[r]![w]!;
        rows[r >>> 5]! &= ~(1 << (r & 31));
        changed = true;
      }
      if (cost >= bestCost) return;
      const liveCols = members(cols);
      for (const c1 of liveCols) {
        if (!has(cols, c1)) continue;
        for (const c2 of liveCols) {
          if (c1 === c2 || !has(cols, c2)) continue;
          // Covering c1 covers c2: drop c2 (of two equal columns, keep the lower).
          if (subset(colBits[c1]!, colBits[c2]!, rows) && (c1 < c2 || !subset(colBits[c2]!, colBits[c1]!, rows))) {
            cols[c2 >>> 5]! &= ~(1 << (c2 & 31));
            changed = true;
          }
        }
      }
      const liveRows = members(rows);
      for (const r1 of liveRows) {
        if (countIn(rowBits[r1]!, cols) === 0) {
          rows[r1 >>> 5]! &= ~(1 << (r1 & 31));
          changed = true;
          continue;
        }
        for (const r2 of liveRows) {
          if (r1 === r2 || !has(rows, r2) || rowCost[r2]! > rowCost[r1]!) continue;
          if (!subset(rowBits[r1]!, rowBits[r2]!, cols)) continue;
          // Of two rows covering the same columns at the same cost, keep the lower.
          const twin = rowCost[r2] === rowCost[r1] && subset(rowBits[r2]!, rowBits[r1]!, cols);
          if (twin && r2 > r1) continue;
          rows[r1 >>> 5]! &= ~(1 << (r1 & 31));
          changed = true;
          break;
        }
      }
    }
    const open = members(cols);
    if (open.length === 0) {
      if (cost < bestCost) {
        bestCost = cost;
        best = picked;
      }
      return;
    }
    if (cost + lowerBound(open, rows) >= bestCost) return;
    let column = open[0]!;
    let fewest = Infinity;
    for (const c of open) {
      const n = countIn(colBits[c]!, rows);
      if (n < fewest) {
        fewest = n;
        column = c;
      }
    }
    const candidates = membersIn(colBits[column]!, rows).sort(
      (a, b) => countIn(rowBits[b]!, cols) - countIn(rowBits[a]!, cols) || rowCost[a]! - rowCost[b]!,
    );
    const remaining = rows.slice();
    for (const r of candidates) {
      const nextCols = cols.slice();
      for (let w = 0; w < CW; w++) nextCols[w]! &= ~rowBits[r]![w]!;
      remaining[r >>> 5]! &= ~(1 << (r & 31));
      search(remaining, nextCols, cost + rowCost[r]!, [...picked, r]);
      if (exhausted) return;
    }
  };

  /** Independent columns need distinct rows: the sum of their cheapest candidates. */
  const lowerBound = (open: readonly number[], rows: Uint32Array): number => {
    const blocked = new Uint32Array(RW);
    const order = open.map((c) => [c, countIn(colBits[c]!, rows)] as const).sort((a, b) => a[1] - b[1]);
    let bound = 0;
    for (const [c] of order) {
      const candidates = colBits[c]!;
      let free = true;
      for (let w = 0; w < RW && free; w++) if ((candidates[w]! & rows[w]! & blocked[w]!) !== 0) free = false;
      if (!free) continue;
      let cheapest = Infinity;
      for (const r of membersIn(candidates, rows)) cheapest = Math.min(cheapest, rowCost[r]!);
      for (let w = 0; w < RW; w++) blocked[w]! |= candidates[w]! & rows[w]!;
      bound += cheapest;
    }
    work += order.length * RW;
    return bound;
  };

  const allRows = bitsOf(
    Array.from({ length: R }, (_, r) => r),
    RW,
  );
  const allCols = bitsOf(
    Array.from({ length: C }, (_, c) => c),
    CW,
  );
  search(allRows, allCols, 0, []);
  return { rows: best, exact: !exhausted };
}

function bitsOf(indexes: readonly number[], words: number): Uint32Array {
  const bits = new Uint32Array(words);
  for (const i of indexes) bits[i >>> 5]! |= 1 << (i & 31);
  return bits;
}

const has = (bits: Uint32Array, i: number) => ((bits[i >>> 5]! >>> (i & 31)) & 1) === 1;

function members(bits: Uint32Array): number[] {
  const result: number[] = [];
  for (let w = 0; w < bits.length; w++) {
    for (let v = bits[w]!; v !== 0; v &= v - 1) result.push((w << 5) + (31 - Math.clz32(v & -v)));
  }
  return result;
}

function membersIn(bits: Uint32Array, mask: Uint32Array): number[] {
  const result: number[] = [];
  for (let w = 0; w < bits.length; w++) {
    for (let v = bits[w]! & mask[w]!; v !== 0; v &= v - 1) result.push((w << 5) + (31 - Math.clz32(v & -v)));
  }
  return result;
}

function firstIn(bits: Uint32Array, mask: Uint32Array): number {
  return membersIn(bits, mask)[0]!;
}

function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
