import { useStoreApi } from '@xyflow/react';
import { useEffect, useState } from 'react';
import { useAppStore } from '../stores/app-store';
import { countInRect } from '../model/flow/lod-scene';
import { currentLodScene } from '../view/lod-scene';

/**
 * Above this many components in view the canvas switches to the level-of-detail drawing; below
 * {@link LOD_EXIT} it switches back. The gap keeps it from flickering at the boundary. Measured
 * (npm run bench:editor): React Flow pans smoothly with a few hundred SVG nodes in view, and a
 * zoomed-out view of thousands brings it to one or two frames per second.
 */
export const LOD_ENTER = 700;
export const LOD_EXIT = 450;
/** At this zoom and closer, symbols are always drawn in full. */
export const LOD_MAX_ZOOM = 0.6;
/**
 * Leaving the simplified view mounts hundreds of nodes at once; while the view is still moving (a
 * wheel zoom, a pan at the boundary) that would happen again and again. It waits until the view
 * has been still this long (entering is cheap and happens at once).
 */
export const LOD_EXIT_SETTLE_MS = 160;

/** Whether the canvas should draw the simplified (one-canvas) view now. */
export function useLevelOfDetail(): boolean {
  const flowStore = useStoreApi();
  const [lod, setLod] = useState(false);
  useEffect(() => {
    let current = false;
    let lastMove = 0;
    let pendingExit: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      const scene = currentLodScene();
      const { transform, width, height } = flowStore.getState();
      const [tx, ty, zoom] = transform;
      let next = false;
      if (scene && zoom < LOD_MAX_ZOOM && width > 0) {
        const inView = countInRect(scene, -tx / zoom, -ty / zoom, width / zoom, height / zoom);
        next = current ? inView > LOD_EXIT : inView > LOD_ENTER;
      }
      if (next !== current) {
        const still = performance.now() - lastMove;
        if (!next && still < LOD_EXIT_SETTLE_MS) {
          clearTimeout(pendingExit);
          pendingExit = setTimeout(update, LOD_EXIT_SETTLE_MS - still + 1);
          return;
        }
        current = next;
        if (next) {
          // Empty React Flow's own store now, inside the viewport update that crossed the line: the
          // nodes prop only reaches it in an effect, a frame later, and that frame would mount
          // every node the zoomed-out view shows.
          flowStore.getState().setNodes([]);
          flowStore.getState().setEdges([]);
        }
        setLod(next);
      }
    };
    const stopFlow = flowStore.subscribe((s, prev) => {
      if (s.transform !== prev.transform) lastMove = performance.now();
      if (s.transform !== prev.transform || s.width !== prev.width || s.height !== prev.height) update();
    });
    const stopApp = useAppStore.subscribe((s, prev) => {
      if (s.docVersion !== prev.docVersion) update();
    });
    update();
    return () => {
      stopFlow();
      stopApp();
      clearTimeout(pendingExit);
    };
  }, [flowStore]);
  return lod;
}
