import { useReactFlow, useStoreApi } from '@xyflow/react';
import { useCallback, useEffect, useRef, type MouseEvent } from 'react';
import { useAppStore } from '../stores/app-store';
import type { FlowEdge, FlowNode } from '../model/flow/flow-model';
import { componentsInRect, hitComponent } from '../model/flow/lod-scene';
import { noteIdOf } from '../model/flow/note-nodes';
import { currentLodScene } from '../view/lod-scene';

/**
 * Selecting with the mouse where React Flow does not do it as wanted: in the level-of-detail view
 * (`lod`), where it holds no nodes, clicks and box selections are matched against the drawing; and a
 * click on one node of a multi-selection selects that node alone. Shift, ⌘ or Ctrl add to the
 * selection (or take a clicked part out of it).
 */
export function useSelectionHandlers(lod: boolean): {
  readonly onPaneClick: (event: MouseEvent) => void;
  readonly onSelectionEnd: (event: MouseEvent) => void;
  readonly onNodeClick: (event: MouseEvent, clicked: FlowNode) => void;
} {
  const flow = useReactFlow<FlowNode, FlowEdge>();
  const flowStore = useStoreApi<FlowNode, FlowEdge>();

  const onPaneClick = useCallback(
    (event: MouseEvent) => {
      if (!lod) return;
      // In the level-of-detail view there are no node elements to click: hit-test the drawing.
      const scene = currentLodScene();
      const point = flow.screenToFlowPosition({ x: event.clientX, y: event.clientY });
      const hit = scene && hitComponent(scene, point.x, point.y);
      const s = useAppStore.getState();
      const additive = event.shiftKey || event.metaKey || event.ctrlKey;
      if (!hit) {
        if (!additive) s.setSelection([], []);
        return;
      }
      const next = new Set(additive ? s.selectedComponents : []);
      if (additive && next.has(hit)) next.delete(hit);
      else next.add(hit);
      s.setSelection(next, additive ? s.selectedWires : []);
    },
    [flow, lod],
  );

  // A box selection in the simplified view: React Flow holds no nodes to select then, so the box it
  // draws is read as it goes and matched against the drawing when the drag ends.
  const lodBox = useRef<{ x: number; y: number; width: number; height: number } | null>(null);
  useEffect(() => {
    if (!lod) return;
    return flowStore.subscribe((s) => {
      if (s.userSelectionRect) lodBox.current = s.userSelectionRect;
    });
  }, [lod, flowStore]);
  const onSelectionEnd = useCallback(
    (event: MouseEvent) => {
      const box = lodBox.current;
      lodBox.current = null;
      const scene = currentLodScene();
      if (!lod || !box || !scene) return;
      const [tx, ty, zoom] = flowStore.getState().transform;
      const ids = componentsInRect(
        scene,
        (box.x - tx) / zoom,
        (box.y - ty) / zoom,
        box.width / zoom,
        box.height / zoom,
      );
      const s = useAppStore.getState();
      const additive = event.shiftKey || event.metaKey || event.ctrlKey;
      s.setSelection(additive ? [...s.selectedComponents, ...ids] : ids, additive ? s.selectedWires : []);
    },
    [lod, flowStore],
  );

  // React Flow leaves a multi-selection alone when one of its nodes is clicked; people expect the
  // click to pick that node alone (a drag still moves them all).
  const onNodeClick = useCallback((event: MouseEvent, clicked: FlowNode) => {
    if (event.shiftKey || event.metaKey || event.ctrlKey) return;
    const s = useAppStore.getState();
    if (s.selectedComponents.size + s.selectedNotes.size <= 1 && s.selectedWires.size === 0) return;
    const noteId = noteIdOf(clicked.id);
    if (noteId === undefined) s.setSelection([clicked.id], []);
    else s.setSelection([], [], [noteId]);
  }, []);

  return { onPaneClick, onSelectionEnd, onNodeClick };
}
