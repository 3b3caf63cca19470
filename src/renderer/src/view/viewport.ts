import type { ReactFlowInstance, useStoreApi } from '@xyflow/react';
import type { FlowEdge, FlowNode } from '../model/flow/flow-model';
import { NOTE_NODE_TYPE } from '../model/flow/note-nodes';
import { currentLodScene } from './lod-scene';

/** Fitting never zooms in further than this: a small circuit is shown at a readable size, not huge. */
const FIT_MAX_ZOOM = 1.25;
const FIT_PADDING = 0.1;
const MIN_ZOOM = 0.02;

/** A rectangle of the canvas (flow coordinates). */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The smallest box holding every box given, or undefined for none. */
export function unionBox(boxes: readonly Box[]): Box | undefined {
  if (boxes.length === 0) return undefined;
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  return { x, y, width: right - x, height: bottom - y };
}

/** The boxes of the notes React Flow has measured (notes are always given to it, see use-flow-window). */
function noteBoxes(flowStore: ReturnType<typeof useStoreApi<FlowNode, FlowEdge>>): Box[] {
  const boxes: Box[] = [];
  for (const node of flowStore.getState().nodeLookup.values()) {
    if (node.type !== NOTE_NODE_TYPE) continue;
    const { x, y } = node.internals.positionAbsolute;
    boxes.push({ x, y, width: node.measured.width ?? 0, height: node.measured.height ?? 0 });
  }
  return boxes;
}

/**
 * Fits the whole circuit, notes included, in the view. It works from the circuit, not from React
 * Flow's nodes, because in the level-of-detail view React Flow holds none; notes, whose size only
 * the DOM knows, come from React Flow's measured nodes (so that view, which draws no notes, fits the
 * parts alone).
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
  const b = unionBox([...(scene && scene.componentIds.length > 0 ? [scene.bounds] : []), ...noteBoxes(flowStore)]);
  if (!b) {
    void flow.setViewport({ x: 0, y: 0, zoom: 1 });
    return;
  }
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

/** A rectangle on the screen, in pixels from the canvas's top-left corner. */
export interface ScreenArea {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** What of the canvas is shown: its size in pixels and React Flow's transform [x, y, zoom]. */
export interface CanvasView {
  width: number;
  height: number;
  transform: readonly [number, number, number];
}

/**
 * What stays clear of `area` beside a panel drawn over it (both in screen pixels from the canvas's
 * top-left): the largest of the strips left of, right of, above and below the panel. A panel that
 * misses the area, or leaves too little of it, changes nothing.
 */
export function clearAreaBeside(area: ScreenArea, panel: ScreenArea): ScreenArea {
  const overlaps =
    panel.right > area.left && panel.left < area.right && panel.bottom > area.top && panel.top < area.bottom;
  if (!overlaps) return area;
  const size = (a: ScreenArea) => Math.max(0, a.right - a.left) * Math.max(0, a.bottom - a.top);
  const strips: ScreenArea[] = [
    { ...area, right: Math.max(area.left, panel.left) },
    { ...area, left: Math.min(area.right, panel.right) },
    { ...area, bottom: Math.max(area.top, panel.top) },
    { ...area, top: Math.min(area.bottom, panel.bottom) },
  ];
  const best = strips.reduce((a, b) => (size(b) > size(a) ? b : a));
  return size(best) < size(area) * 0.2 ? area : best;
}

/** The part of a canvas of this size left clear by the panels drawn over it. */
export function clearAreaOf(view: Pick<CanvasView, 'width' | 'height'>, panels: readonly ScreenArea[]): ScreenArea {
  return panels.reduce(clearAreaBeside, { left: 0, top: 0, right: view.width, bottom: view.height });
}

/**
 * Where to move the view so that boxes (in canvas coordinates) are seen in `clear` (default: the
 * whole canvas): undefined when they are in it already; otherwise centred in it, zooming out only
 * as far as needed to show them all, and in to at most 1 from far out.
 */
export function revealViewport(
  view: CanvasView,
  boxes: readonly { x: number; y: number; width: number; height: number }[],
  clear: ScreenArea = { left: 0, top: 0, right: view.width, bottom: view.height },
): { x: number; y: number; zoom: number } | undefined {
  const clearWidth = clear.right - clear.left;
  const clearHeight = clear.bottom - clear.top;
  if (boxes.length === 0 || clearWidth <= 0 || clearHeight <= 0) return undefined;
  const left = Math.min(...boxes.map((b) => b.x));
  const top = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  const [tx, ty, zoom] = view.transform;
  const margin = 40 / zoom;
  const inView =
    left - margin >= (clear.left - tx) / zoom &&
    top - margin >= (clear.top - ty) / zoom &&
    right + margin <= (clear.right - tx) / zoom &&
    bottom + margin <= (clear.bottom - ty) / zoom;
  if (inView) return undefined;
  const fit = Math.min(
    (clearWidth * (1 - 2 * FIT_PADDING)) / Math.max(right - left, 1),
    (clearHeight * (1 - 2 * FIT_PADDING)) / Math.max(bottom - top, 1),
  );
  // Keep the zoom when they fit at it; zoom in to at most 1 from far out; zoom out only to fit them.
  const next = Math.max(MIN_ZOOM, Math.min(Math.max(zoom, Math.min(fit, 1)), fit));
  return {
    x: (clear.left + clear.right) / 2 - ((left + right) / 2) * next,
    y: (clear.top + clear.bottom) / 2 - ((top + bottom) / 2) * next,
    zoom: next,
  };
}

/** Brings boxes (in canvas coordinates) into the clear part of the view (see `revealViewport`). */
export function revealBoxes(
  flow: ReactFlowInstance<FlowNode, FlowEdge>,
  flowStore: ReturnType<typeof useStoreApi<FlowNode, FlowEdge>>,
  boxes: readonly { x: number; y: number; width: number; height: number }[],
  clear?: ScreenArea,
): void {
  const { width, height, transform } = flowStore.getState();
  if (width === 0 || height === 0) return;
  const next = revealViewport({ width, height, transform }, boxes, clear);
  if (next) void flow.setViewport(next, { duration: 200 });
}

/**
 * The viewport after the canvas changes size from `before` to `after` (a panel docked beside it, or
 * taken away) while the window does not: what of the circuit (`content`, canvas coordinates) was in
 * view stays in view, the zoom kept when it fits and reduced only as far as needed; with nothing of
 * the circuit in view, the centre of the view stays the centre.
 */
export function viewportAfterResize(
  viewport: { x: number; y: number; zoom: number },
  before: { width: number; height: number },
  after: { width: number; height: number },
  content: { x: number; y: number; width: number; height: number } | undefined,
): { x: number; y: number; zoom: number } {
  const { x, y, zoom } = viewport;
  const left = Math.max(content?.x ?? 0, -x / zoom);
  const top = Math.max(content?.y ?? 0, -y / zoom);
  const right = Math.min((content?.x ?? 0) + (content?.width ?? 0), (before.width - x) / zoom);
  const bottom = Math.min((content?.y ?? 0) + (content?.height ?? 0), (before.height - y) / zoom);
  if (!content || right <= left || bottom <= top) {
    return { x: x + (after.width - before.width) / 2, y: y + (after.height - before.height) / 2, zoom };
  }
  const shown = { x: left, y: top, width: right - left, height: bottom - top };
  return revealViewport({ ...after, transform: [x, y, zoom] }, [shown]) ?? viewport;
}
