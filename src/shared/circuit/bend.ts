import { GRID } from '../components';
import type { CircuitState } from './circuit-state';
import type { Operation } from './operations';
import type { Wire } from './types';

interface Point {
  readonly x: number;
  readonly y: number;
}

/** Drops repeated points and the middle of three points on one line. */
export function simplifyPath(points: readonly Point[]): Point[] {
  const out: Point[] = [];
  for (const p of points) {
    const last = out[out.length - 1];
    if (last && last.x === p.x && last.y === p.y) continue;
    const before = out[out.length - 2];
    if (before && last && ((before.x === last.x && last.x === p.x) || (before.y === last.y && last.y === p.y)))
      out[out.length - 1] = p;
    else out.push(p);
  }
  return out;
}

/**
 * A wire's drawn path with one segment moved sideways by `offset` (snapped to the grid): the
 * segment between points `index` and `index + 1` is replaced by a detour through its moved copy,
 * which joins its neighbours again; then the path is simplified. The ends stay on their pins.
 */
export function moveSegment(points: readonly Point[], index: number, offset: number): Point[] {
  const a = points[index];
  const b = points[index + 1];
  if (!a || !b || index === 0 || index + 1 === points.length - 1) return [...points];
  const d = Math.round(offset / GRID) * GRID;
  const horizontal = a.y === b.y;
  const shift = (p: Point) => (horizontal ? { x: p.x, y: p.y + d } : { x: p.x + d, y: p.y });
  return simplifyPath([...points.slice(0, index + 1), shift(a), shift(b), ...points.slice(index + 1)]);
}

/** The corners of a path between its two ends: what a wire bent by hand keeps as its waypoints. */
export function waypointsOf(points: readonly Point[]): Point[] {
  return points.slice(1, -1).map((p) => ({ x: p.x, y: p.y }));
}

/**
 * The edit that gives a wire new waypoints, or none (back to the router): the wire is replaced by
 * itself with the new corners, so undo brings the old ones back exactly.
 */
export function bendOperations(
  state: CircuitState,
  wireId: string,
  waypoints: readonly Point[] | undefined,
): Operation[] {
  const wire = state.wire(wireId);
  if (!wire) return [];
  const next: Wire = {
    id: wire.id,
    from: wire.from,
    to: wire.to,
    ...(waypoints && waypoints.length > 0 ? { waypoints: [...waypoints] } : {}),
  };
  return [
    { op: 'removeWire', id: wire.id },
    { op: 'addWire', wire: next },
  ];
}
