import { DX, DY, PITCH, type RoutingGrid } from './grid';
import type { Point, ScenePin } from './types';

/** The corner points of a path of neighbouring grid points, its ends moved onto the exact pins. */
export function polyline(grid: RoutingGrid, cells: readonly number[], from: ScenePin, to: ScenePin): Point[] {
  const points: Point[] = [];
  for (let i = 0; i < cells.length; i++) {
    const here = grid.position(cells[i]!);
    if (i > 0 && i < cells.length - 1) {
      const before = grid.position(cells[i - 1]!);
      const after = grid.position(cells[i + 1]!);
      if ((before.x === here.x && here.x === after.x) || (before.y === here.y && here.y === after.y)) continue;
    }
    points.push(here);
  }
  return snapEnds(points, from, to);
}

/**
 * Moves the ends of an orthogonal path onto pins that are off the grid (a part placed between grid
 * points), shifting the segment next to each end so the path stays orthogonal.
 */
function snapEnds(points: Point[], from: ScenePin, to: ScenePin): Point[] {
  if (points.length < 2)
    return [
      { x: from.x, y: from.y },
      { x: to.x, y: to.y },
    ];
  const out = points.map((p) => ({ ...p }));
  const fix = (end: number, next: number, pin: ScenePin) => {
    const e = out[end]!;
    const n = out[next]!;
    if (e.y === n.y) n.y = pin.y;
    else n.x = pin.x;
    e.x = pin.x;
    e.y = pin.y;
  };
  fix(0, 1, from);
  fix(out.length - 1, out.length - 2, to);
  return out;
}

/** A plain path for a wire the router could not take around the parts: out of each pin, then a Z. */
export function plainPath(from: ScenePin & { outward: number }, to: ScenePin & { outward: number }): Point[] {
  const a = { x: from.x + DX[from.outward]! * PITCH, y: from.y + DY[from.outward]! * PITCH };
  const b = { x: to.x + DX[to.outward]! * PITCH, y: to.y + DY[to.outward]! * PITCH };
  const mid = (a.x + b.x) / 2;
  return [{ x: from.x, y: from.y }, a, { x: mid, y: a.y }, { x: mid, y: b.y }, b, { x: to.x, y: to.y }];
}

/** The points of a tree (given as neighbour lists) on the way from one point to another (BFS). */
export function treePath(
  adjacency: ReadonlyMap<number, readonly number[]>,
  from: number,
  to: number,
): number[] | undefined {
  if (!adjacency.has(from) || !adjacency.has(to)) return undefined;
  const previous = new Map<number, number>([[from, -1]]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const cell = queue[i]!;
    if (cell === to) break;
    for (const next of adjacency.get(cell)!)
      if (!previous.has(next)) {
        previous.set(next, cell);
        queue.push(next);
      }
  }
  if (!previous.has(to)) return undefined;
  const path: number[] = [];
  for (let cell = to; cell !== -1; cell = previous.get(cell)!) path.push(cell);
  return path.reverse();
}
