import type { WireRoute } from '../../../../shared/routing/types';

/** How far a route's end may be from its pin and still be drawn. */
const END_TOLERANCE = 0.5;

type At = { readonly x: number; readonly y: number } | undefined;

/** True when a route starts at `from` and ends at `to` (its wire's pins where they are now). */
export function routeFits(route: WireRoute, from: At, to: At): boolean {
  const fits = (p: At, q: { x: number; y: number }) =>
    p !== undefined && Math.abs(p.x - q.x) <= END_TOLERANCE && Math.abs(p.y - q.y) <= END_TOLERANCE;
  return route.points.length >= 2 && fits(from, route.points[0]!) && fits(to, route.points[route.points.length - 1]!);
}
