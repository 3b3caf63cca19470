import { GRID } from '../../../../shared/components';
import type { Point } from '../../../../shared/routing/types';

/**
 * A wire's drawn path with a corner one grid step out of each pin (on the line it already runs),
 * so that even a straight wire has a middle segment a person can drag aside.
 */
export function editablePath(points: readonly Point[]): Point[] {
  if (points.length < 2) return [...points];
  const out = [...points];
  const stub = (from: Point, toward: Point): Point | undefined => {
    const dx = Math.sign(toward.x - from.x);
    const dy = Math.sign(toward.y - from.y);
    const length = Math.abs(toward.x - from.x) + Math.abs(toward.y - from.y);
    return length > GRID ? { x: from.x + dx * GRID, y: from.y + dy * GRID } : undefined;
  };
  const first = stub(out[0]!, out[1]!);
  if (first) out.splice(1, 0, first);
  const last = stub(out[out.length - 1]!, out[out.length - 2]!);
  if (last) out.splice(out.length - 1, 0, last);
  return out;
}

/** The segments a person may drag: all but the two that touch the pins. */
export function draggableSegments(points: readonly Point[]): number[] {
  const out: number[] = [];
  for (let i = 1; i + 2 < points.length; i++) out.push(i);
  return out;
}
