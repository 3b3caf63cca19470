import type { CircuitState } from '../../shared/circuit';
import { WireRouter } from '../../shared/routing/router';
import { routeScene } from '../../shared/routing/scene';
import type { WireRoute } from '../../shared/routing/types';
import { buildCircuitSvg, type SvgImage } from '../../renderer/src/export/svg-document';
import type { ExportBackground } from '../../renderer/src/model/export/export-style';

/**
 * Beyond this many parts the canvas draws wires plain, without routing them (the editor's
 * `MAX_ROUTED_PARTS`, in editor/routing/use-wire-routing.ts, which src/cli may not import): an image
 * of such a circuit shows the same plain bends.
 */
export const MAX_ROUTED_PARTS = 20_000;

/** How the command draws a circuit: the export's own choices. */
export interface CircuitSvgOptions {
  readonly background: ExportBackground;
  readonly grid: boolean;
}

/**
 * The wires' routes as the canvas has them once the routing worker has answered: the same pure
 * router (`WireRouter`) over the same scene (`routeScene`), run here at once.
 */
export function routesOf(state: CircuitState): ReadonlyMap<string, WireRoute> {
  if (state.componentCount > MAX_ROUTED_PARTS) return new Map();
  const router = new WireRouter();
  router.update(routeScene(state.components(), state.wires()));
  return router.routes();
}

/**
 * The whole circuit as the app's "Export image…" draws it: `buildCircuitSvg` (the canvas's
 * symbols, labels and captions, wires along the router's routes with their junction dots, colours
 * resolved, a tight viewBox) over the routes the canvas would show.
 */
export function circuitSvg(name: string, state: CircuitState, options: CircuitSvgOptions): SvgImage {
  return buildCircuitSvg({
    name,
    state,
    routes: routesOf(state),
    selection: new Set(),
    options: { scope: 'all', background: options.background, grid: options.grid },
  });
}
