import { simplifyPath } from '../circuit/bend';
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
 * Brings the ends of a path on the grid onto pins that are off it (a part placed between grid
 * points): a short jog one grid step before each such end, so every other corner — and every
 * junction — stays where the grid put it.
 */
function snapEnds(points: Point[], from: ScenePin, to: ScenePin): Point[] {
  if (points.length < 2)
    return [
      { x: from.x, y: from.y },
      { x: to.x, y: to.y },
    ];
  const jog = (end: Point, next: Point, pin: ScenePin): Point[] => {
    if (end.x === pin.x && end.y === pin.y) return [end];
    const length = Math.abs(next.x - end.x) + Math.abs(next.y - end.y);
    const step = Math.min(PITCH, length) / (length || 1);
    const f = { x: end.x + (next.x - end.x) * step, y: end.y + (next.y - end.y) * step };
    const horizontal = end.y === next.y;
    return horizontal
      ? [{ x: pin.x, y: pin.y }, { x: f.x, y: pin.y }, f]
      : [{ x: pin.x, y: pin.y }, { x: pin.x, y: f.y }, f];
  };
  const head = jog(points[0]!, points[1]!, from);
  const tail = jog(points[points.length - 1]!, points[points.length - 2]!, to).reverse();
  const middle = points.slice(1, -1);
  const out = [...head, ...middle, ...tail];
  return simplifyPath(out);
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
