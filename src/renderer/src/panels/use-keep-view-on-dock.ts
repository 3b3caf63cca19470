import { useLayoutEffect, useRef } from 'react';
import { getFlowInstance } from '../view/flow-instance';
import { currentLodScene } from '../view/lod-scene';
import { viewportAfterResize } from '../view/viewport';
import type { Size } from '../model/dock/dock-layout';

/**
 * When a panel is docked or undocked the canvas changes size while the window does not: what of the
 * circuit was in view stays in view (`viewportAfterResize`), so a docked panel hides nothing that
 * was seen. A resized window is left to React Flow as before.
 */
export function useKeepViewOnDock(stage: Size, canvas: Size): void {
  const last = useRef<{ stage: Size; canvas: Size }>(undefined);
  useLayoutEffect(() => {
    const before = last.current;
    last.current = { stage, canvas };
    if (!before || before.stage.width !== stage.width || before.stage.height !== stage.height) return;
    if (before.canvas.width === canvas.width && before.canvas.height === canvas.height) return;
    if (before.canvas.width === 0 || before.canvas.height === 0) return;
    const flow = getFlowInstance();
    if (!flow) return;
    const content = currentLodScene()?.bounds;
    void flow.setViewport(viewportAfterResize(flow.getViewport(), before.canvas, canvas, content));
  }, [stage, canvas]);
}
