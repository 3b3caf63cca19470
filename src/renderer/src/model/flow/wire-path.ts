import { getSmoothStepPath, Position } from '@xyflow/system';
import type { Point } from '../../../../shared/routing/types';

/** How far a wire runs straight out of a pin before its first bend. */
const STUB = 10;

/** How far apart the bends of wires leaving neighbouring pins are. */
const LANE_GAP = 6;

/** One end of a wire: where its pin is and the side of the body the pin leaves from. */
export interface WireEnd {
  readonly x: number;
  readonly y: number;
  readonly position: Position;
}

/**
 * Where a wire from a right-side pin to a left-side pin further right turns down or up: the middle,
 * shifted by its pin's lane. Going down, the upper pin turns furthest right; going up, the lower
 * one; so wires fanning out from one side of a body neither overlap nor cross. Undefined (React
 * Flow's middle) for every other case.
 */
export function laneCenterX(source: WireEnd, target: WireEnd, lane: number, lanes: number): number | undefined {
  if (lanes < 2 || source.position !== Position.Right || target.position !== Position.Left) return undefined;
  const span = target.x - source.x - 2 * STUB;
  if (span <= 0 || Math.abs(target.y - source.y) < 1) return undefined;
  const step = Math.min(LANE_GAP, span / lanes);
  const rank = target.y > source.y ? (lanes - 1) / 2 - lane : lane - (lanes - 1) / 2;
  return (source.x + target.x) / 2 + rank * step;
}

/** The SVG path through a route's points. */
export function routePath(points: readonly Point[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ');
}

/**
 * The plain orthogonal bend of a wire that has no fitting route (not routed yet, or a part is being
 * dragged): out of each pin by a stub, then across at its lane. The canvas and the image export
 * draw it with this one function, so the two look the same.
 */
export function plainWirePath(source: WireEnd, target: WireEnd, lane: number, lanes: number): string {
  const centerX = laneCenterX(source, target, lane, lanes);
  const [path] = getSmoothStepPath({
    sourceX: source.x,
    sourceY: source.y,
    sourcePosition: source.position,
    targetX: target.x,
    targetY: target.y,
    targetPosition: target.position,
    borderRadius: 0,
    offset: STUB,
    ...(centerX === undefined ? {} : { centerX }),
  });
  return path;
}
