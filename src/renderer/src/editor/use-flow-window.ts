import { useStoreApi } from '@xyflow/react';
import { useMemo, useSyncExternalStore } from 'react';
import { useAppStore } from '../stores/app-store';
import type { FlowEdge, FlowNode } from '../model/flow/flow-model';
import { NOTE_NODE_TYPE } from '../model/flow/note-nodes';
import { areaCovers, flowWindow, windowArea, type Area } from '../model/flow/flow-window';
import { currentLodScene } from '../view/lod-scene';

/** Circuits up to this size are given to React Flow whole. */
export const WINDOW_MIN_COMPONENTS = 400;

function viewOf(state: { transform: [number, number, number]; width: number; height: number }): Area {
  const [tx, ty, zoom] = state.transform;
  return { x: -tx / zoom, y: -ty / zoom, width: state.width / zoom, height: state.height / zoom };
}

/**
 * The window's area as an external store: it changes only when the view leaves it, so a pan
 * re-renders the canvas a few times, not every frame.
 */
function createAreaStore(flowStore: ReturnType<typeof useStoreApi<FlowNode, FlowEdge>>) {
  let current: Area | undefined;
  const get = (): Area => (current ??= windowArea(viewOf(flowStore.getState())));
  const subscribe = (listener: () => void) =>
    flowStore.subscribe((s, prev) => {
      if (s.transform === prev.transform && s.width === prev.width && s.height === prev.height) return;
      const view = viewOf(s);
      if (view.width === 0 || areaCovers(get(), view)) return;
      current = windowArea(view);
      listener();
    });
  return { get, subscribe };
}

/**
 * The nodes and edges React Flow gets. For a large circuit only those near the view (see
 * flow-window.ts): React Flow re-examines every node and edge it holds on every viewport change,
 * even the ones it does not render, so holding 5,000 costs every frame of a pan.
 */
export function useFlowWindow(): { nodes: FlowNode[]; edges: FlowEdge[] } {
  const flowStore = useStoreApi<FlowNode, FlowEdge>();
  const nodes = useAppStore((s) => s.nodes) as FlowNode[];
  const edges = useAppStore((s) => s.edges) as FlowEdge[];
  const selected = useAppStore((s) => s.selectedComponents);
  const dragged = useAppStore((s) => s.dragPositions);
  const large = (useAppStore((s) => s.replica?.state.componentCount) ?? 0) > WINDOW_MIN_COMPONENTS;
  const areaStore = useMemo(() => createAreaStore(flowStore), [flowStore]);
  const area = useSyncExternalStore(areaStore.subscribe, areaStore.get);

  return useMemo(() => {
    const scene = currentLodScene();
    if (!large || !scene) return { nodes, edges };
    const window = flowWindow(scene, area, [...selected, ...dragged.keys()]);
    return {
      // Notes are few and drawn by React Flow only: always given.
      nodes: nodes.filter((n) => n.type === NOTE_NODE_TYPE || window.components.has(n.id)),
      edges: edges.filter(
        (e) => window.wires.has(e.id) && window.components.has(e.source) && window.components.has(e.target),
      ),
    };
  }, [large, nodes, edges, area, selected, dragged]);
}
