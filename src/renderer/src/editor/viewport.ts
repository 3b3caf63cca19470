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

/**
 * Brings boxes (in canvas coordinates) into view: nothing moves when they are in view already;
 * otherwise the view centres on them, zooming out only as far as needed to show them all.
 */
export function revealBoxes(
  flow: ReactFlowInstance<FlowNode, FlowEdge>,
  flowStore: ReturnType<typeof useStoreApi<FlowNode, FlowEdge>>,
  boxes: readonly { x: number; y: number; width: number; height: number }[],
): void {
  const { width, height, transform } = flowStore.getState();
  if (boxes.length === 0 || width === 0 || height === 0) return;
  const left = Math.min(...boxes.map((b) => b.x));
  const top = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  const [tx, ty, zoom] = transform;
  const margin = 40 / zoom;
  const inView =
    left - margin >= -tx / zoom &&
    top - margin >= -ty / zoom &&
    right + margin <= (width - tx) / zoom &&
    bottom + margin <= (height - ty) / zoom;
  if (inView) return;
  const fit = Math.min(
    (width * (1 - 2 * FIT_PADDING)) / Math.max(right - left, 1),
    (height * (1 - 2 * FIT_PADDING)) / Math.max(bottom - top, 1),
  );
  // Keep the zoom when they fit at it; zoom in to at most 1 from far out; zoom out only to fit them.
  const next = Math.max(MIN_ZOOM, Math.min(Math.max(zoom, Math.min(fit, 1)), fit));
  void flow.setViewport(
    { x: width / 2 - ((left + right) / 2) * next, y: height / 2 - ((top + bottom) / 2) * next, zoom: next },
    { duration: 200 },
  );
}
