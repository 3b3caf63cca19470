import { useEffect, useRef } from 'react';
import { routeScene } from '../../../../shared/routing/scene';
import { useAppStore } from '../../stores/app-store';
import { RouteClient } from './route-client';

/**
 * Beyond this many parts wires are drawn plain: building the scene on every change would cost the
 * page more than the routes are worth at a size nobody reads wire by wire.
 */
export const MAX_ROUTED_PARTS = 20_000;

/**
 * Keeps the wires' routes current: after every change of the circuit, and while parts are dragged
 * (their positions as they are now), the scene goes to the routing worker; its answers land in the
 * routes slice.
 */
export function useWireRouting(): void {
  // A newly opened circuit is a new replica; its changes bump the version.
  const replica = useAppStore((s) => s.replica);
  const docVersion = useAppStore((s) => s.docVersion);
  const dragPositions = useAppStore((s) => s.dragPositions);
  const client = useRef<RouteClient | undefined>(undefined);

  useEffect(() => {
    const routes = new RouteClient((answer) => useAppStore.getState().applyRoutes(answer));
    client.current = routes;
    return () => {
      routes.dispose();
      client.current = undefined;
    };
  }, []);

  useEffect(() => {
    const state = replica?.state;
    if (!state || !client.current || state.componentCount > MAX_ROUTED_PARTS) return;
    client.current.route(() => routeScene(state.components(), state.wires(), dragPositions));
  }, [replica, docVersion, dragPositions]);
}
