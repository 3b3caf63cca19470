import type { StateCreator } from 'zustand';
import { pinPosition } from '../../../shared/layout/geometry';
import type { WireRoute } from '../../../shared/routing/types';
import type { RouteAnswer } from '../model/routing/protocol';
import type { AppState } from './app-store';
import { routeFits } from '../model/routing/route-fit';

/**
 * The drawn paths of the wires, as the routing worker last answered (`editor/routing/`). A wire
 * without a route, or whose route no longer starts and ends on its pins (a part is being dragged),
 * is drawn with a plain bend until its route arrives. Entries that did not change keep their
 * identity, so only the wires whose routes changed are drawn again.
 */
export interface RoutesSlice {
  routes: ReadonlyMap<string, WireRoute>;
  /** Why wires are drawn plain (the circuit is too large to route), or undefined. */
  routingSkipped: string | undefined;
  /** How long the last routing took in the worker, and the last full one (for the editor benchmark). */
  routingTimes: { readonly lastMs: number; readonly fullMs: number | undefined };
  /** Takes in a routing answer: the changed routes replace theirs, removed wires lose theirs. */
  applyRoutes: (answer: RouteAnswer) => void;
}

export const createRoutesSlice: StateCreator<AppState, [], [], RoutesSlice> = (set, get) => ({
  routes: new Map(),
  routingSkipped: undefined,
  routingTimes: { lastMs: 0, fullMs: undefined },
  applyRoutes(answer) {
    set({
      routingTimes: {
        lastMs: answer.ms,
        fullMs: answer.full && answer.changed.length > 0 ? answer.ms : get().routingTimes.fullMs,
      },
    });
    if (answer.changed.length === 0 && answer.removed.length === 0 && answer.skipped === get().routingSkipped) return;
    const routes = answer.full ? new Map<string, WireRoute>() : new Map(get().routes);
    for (const id of answer.removed) routes.delete(id);
    const previous = get().routes;
    for (const [id, route] of answer.changed) {
      const old = previous.get(id);
      routes.set(id, old && sameRoute(old, route) ? old : route);
    }
    set({ routes, routingSkipped: answer.skipped });
  },
});

/** True when two routes draw the same thing (a route computed again often comes out the same). */
export function sameRoute(a: WireRoute, b: WireRoute): boolean {
  return (
    a.routed === b.routed &&
    a.points.length === b.points.length &&
    a.junctions.length === b.junctions.length &&
    a.points.every((p, i) => p.x === b.points[i]!.x && p.y === b.points[i]!.y) &&
    a.junctions.every((p, i) => p.x === b.junctions[i]!.x && p.y === b.junctions[i]!.y)
  );
}

/**
 * The route of one wire while it still starts and ends on the wire's pins where they are now (a
 * dragged part's pins move before its wires' new routes arrive), else undefined. A per-id selector:
 * a wire re-renders only when its own route changes or stops fitting.
 */
export const selectRoute =
  (id: string) =>
  (s: AppState): WireRoute | undefined => {
    const route = s.routes.get(id);
    const state = s.replica?.state;
    const wire = state?.wire(id);
    if (!route || !state || !wire) return undefined;
    const at = (ref: { component: string; pin: string }) => {
      const component = state.component(ref.component);
      if (!component) return undefined;
      const dragged = s.dragPositions.get(ref.component);
      return pinPosition(dragged ? { ...component, ...dragged } : component, ref.pin);
    };
    return routeFits(route, at(wire.from), at(wire.to)) ? route : undefined;
  };
