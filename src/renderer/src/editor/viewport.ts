import type { ReactFlowInstance, useStoreApi } from '@xyflow/react';
import type { FlowEdge, FlowNode } from './flow-model';
import { currentLodScene } from './use-lod-scene';

/** Fitting never zooms in further than this: a small circuit is shown at a readable size, not huge. */
const FIT_MAX_ZOOM = 1.25;
const FIT_PADDING = 0.1;
const MIN_ZOOM = 0.02;

/**
 * Fits the whole circuit in the view. It works from the circuit, not from React Flow's nodes,
 * because in the level-of-detail view React Flow holds none.
 */
export function fitCircuit(
  flow: ReactFlowInstance<FlowNode, FlowEdge>,
  flowStore: ReturnType<typeof useStoreApi<FlowNode, FlowEdge>>,
  attempt = 0,
): void {
  const { width, height } = flowStore.getState();
  if (width === 0 || height === 0) {
    // The canvas has not been measured yet (the first frame after opening): try again next frame.
    if (attempt < 30) requestAnimationFrame(() => fitCircuit(flow, flowStore, attempt + 1));
    return;
  }
  const scene = currentLodScene();
  if (!scene || scene.componentIds.length === 0) {
    void flow.setViewport({ x: 0, y: 0, zoom: 1 });
    return;
  }
  const b = scene.bounds;
  const zoom = Math.max(
    MIN_ZOOM,
    Math.min(FIT_MAX_ZOOM, (width * (1 - 2 * FIT_PADDING)) / b.width, (height * (1 - 2 * FIT_PADDING)) / b.height),
  );
  void flow.setViewport({
    x: width / 2 - (b.x + b.width / 2) * zoom,
    y: height / 2 - (b.y + b.height / 2) * zoom,
    zoom,
  });
}
