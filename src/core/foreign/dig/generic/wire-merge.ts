import type { DigWire, Point } from '../document';

/**
 * Digital's clean-up of wires after generic code added some (its WireConsistencyChecker and
 * WireMerger): wires of no length dropped; horizontal wires on one line that overlap or touch
 * merged into one, vertical ones likewise; each merged wire then cut where a wire of another
 * direction ends inside it (so that a T-junction the code drew joins, as it does in Digital);
 * diagonal wires kept as they are, once each.
 */
export function mergeWires(wires: readonly DigWire[]): DigWire[] {
  const horizontal = new Map<number, [number, number][]>();
  const vertical = new Map<number, [number, number][]>();
  const horizontalEnds: Point[] = [];
  const verticalEnds: Point[] = [];
  const diagonalEnds: Point[] = [];
  const out: DigWire[] = [];
  const diagonals = new Set<string>();
  const add = (lines: Map<number, [number, number][]>, line: number, a: number, b: number) => {
    let list = lines.get(line);
    if (!list) lines.set(line, (list = []));
    list.push(a < b ? [a, b] : [b, a]);
  };
  for (const w of wires) {
    if (w.p1.x === w.p2.x && w.p1.y === w.p2.y) continue;
    if (w.p1.y === w.p2.y) {
      add(horizontal, w.p1.y, w.p1.x, w.p2.x);
      horizontalEnds.push(w.p1, w.p2);
    } else if (w.p1.x === w.p2.x) {
      add(vertical, w.p1.x, w.p1.y, w.p2.y);
      verticalEnds.push(w.p1, w.p2);
    } else {
      const key = [w.p1.x, w.p1.y, w.p2.x, w.p2.y].join(',');
      const reverse = [w.p2.x, w.p2.y, w.p1.x, w.p1.y].join(',');
      if (!diagonals.has(key) && !diagonals.has(reverse)) {
        diagonals.add(key);
        out.push(w);
      }
      diagonalEnds.push(w.p1, w.p2);
    }
  }
  const cuts = (ends: readonly Point[], lineOf: (p: Point) => number, along: (p: Point) => number) => {
    const byLine = new Map<number, number[]>();
    for (const p of ends) {
      const list = byLine.get(lineOf(p)) ?? [];
      list.push(along(p));
      byLine.set(lineOf(p), list);
    }
    return byLine;
  };
  const emit = (
    lines: Map<number, [number, number][]>,
    protectedAt: Map<number, number[]>,
    wire: (line: number, a: number, b: number) => DigWire,
  ) => {
    for (const [line, spans] of lines) {
      spans.sort((p, q) => p[0] - q[0]);
      const merged: [number, number][] = [];
      for (const [a, b] of spans) {
        const last = merged[merged.length - 1];
        if (last && a <= last[1]) last[1] = Math.max(last[1], b);
        else merged.push([a, b]);
      }
      const points = [...new Set(protectedAt.get(line) ?? [])].sort((p, q) => p - q);
      for (const [a, b] of merged) {
        let from = a;
        for (const s of points) {
          if (s > from && s < b) {
            out.push(wire(line, from, s));
            from = s;
          }
        }
        out.push(wire(line, from, b));
      }
    }
  };
  emit(
    horizontal,
    cuts(
      [...verticalEnds, ...diagonalEnds],
      (p) => p.y,
      (p) => p.x,
    ),
    (y, a, b) => ({ p1: { x: a, y }, p2: { x: b, y } }),
  );
  emit(
    vertical,
    cuts(
      [...horizontalEnds, ...diagonalEnds],
      (p) => p.x,
      (p) => p.y,
    ),
    (x, a, b) => ({ p1: { x, y: a }, p2: { x, y: b } }),
  );
  return out;
}
