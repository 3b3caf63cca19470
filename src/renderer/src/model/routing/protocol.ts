import type { RouteScene, WireRoute } from '../../../../shared/routing/types';

/** A scene to route, numbered so answers can be matched to requests. */
export interface RouteRequest {
  readonly seq: number;
  readonly scene: RouteScene;
}

/** The routes that changed since the previous answer, and how long routing took. */
export interface RouteAnswer {
  readonly seq: number;
  readonly changed: readonly (readonly [string, WireRoute])[];
  readonly removed: readonly string[];
  readonly full: boolean;
  readonly skipped?: string;
  readonly ms: number;
}
