/** A covering table after the classic reductions. */
export interface ReducedTable {
  /** Rows every minimum cover must contain (essential in the table or after a reduction). */
  readonly forced: number[];
  /** Rows still in play. */
  readonly rows: number[];
  /** Columns still to cover. */
  readonly columns: number[];
}

/**
 * Reduces a unate covering table without losing any minimum cover, until nothing changes:
 * a column with a single candidate row forces that row (essential prime); a column whose candidate
 * rows include all those of another column is dropped (covering the other covers it); a row whose
 * remaining columns another row of no greater cost also covers is dropped (row dominance).
 */
export function reduceCoverTable(
  columnsOf: readonly number[][],
  rowCost: readonly number[],
  columnCount: number,
): ReducedTable {
  const rowAlive = new Uint8Array(columnsOf.length).fill(1);
  const columnAlive = new Uint8Array(columnCount).fill(1);
  const rowsOf: number[][] = Array.from({ length: columnCount }, () => []);
  columnsOf.forEach((cols, r) => cols.forEach((c) => rowsOf[c]!.push(r)));
  const forced: number[] = [];
  const liveRowsOf = (c: number) => rowsOf[c]!.filter((r) => rowAlive[r] === 1);
  const liveColumnsOf = (r: number) => columnsOf[r]!.filter((c) => columnAlive[c] === 1);

  let changed = true;
  while (changed) {
    changed = false;
    for (let c = 0; c < columnCount; c++) {
      if (columnAlive[c] === 0) continue;
      const candidates = liveRowsOf(c);
      if (candidates.length !== 1) continue;
      const r = candidates[0]!;
      forced.push(r);
      rowAlive[r] = 0;
      for (const covered of columnsOf[r]!) columnAlive[covered] = 0;
      changed = true;
    }
    for (let r = 0; r < columnsOf.length; r++) {
      if (rowAlive[r] === 1 && liveColumnsOf(r).length === 0) {
        rowAlive[r] = 0;
        changed = true;
      }
    }
    // Column dominance: drop c2 when every row covering c1 also covers c2.
    const columnSets = new Map<number, Set<number>>();
    for (let c = 0; c < columnCount; c++) if (columnAlive[c] === 1) columnSets.set(c, new Set(liveRowsOf(c)));
    for (const [c1, s1] of columnSets) {
      if (columnAlive[c1] === 0) continue;
      for (const [c2, s2] of columnSets) {
        if (c1 === c2 || columnAlive[c2] === 0 || s2.size < s1.size) continue;
        if (s1.size === s2.size && c2 < c1) continue; // equal sets: keep the lower column
        if (isSubset(s1, s2)) {
          columnAlive[c2] = 0;
          changed = true;
        }
      }
    }
    // Row dominance: drop r1 when a row of no greater cost covers all its remaining columns.
    const rowSets = new Map<number, Set<number>>();
    for (let r = 0; r < columnsOf.length; r++) if (rowAlive[r] === 1) rowSets.set(r, new Set(liveColumnsOf(r)));
    for (const [r1, s1] of rowSets) {
      for (const [r2, s2] of rowSets) {
        if (r1 === r2 || rowAlive[r2] === 0 || s2.size < s1.size || rowCost[r2]! > rowCost[r1]!) continue;
        if (s1.size === s2.size && rowCost[r2] === rowCost[r1] && r2 > r1) continue; // twins: keep the lower row
        if (isSubset(s1, s2)) {
          rowAlive[r1] = 0;
          changed = true;
          break;
        }
      }
    }
  }
  return {
    forced,
    rows: [...rowAlive.keys()].filter((r) => rowAlive[r] === 1),
    columns: [...columnAlive.keys()].filter((c) => columnAlive[c] === 1),
  };
}

function isSubset(small: ReadonlySet<number>, big: ReadonlySet<number>): boolean {
  for (const x of small) if (!big.has(x)) return false;
  return true;
}
