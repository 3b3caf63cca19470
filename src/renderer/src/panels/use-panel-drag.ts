import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { useAppStore } from '../stores/app-store';
import { dropZones, insertIndexAt, zoneAt } from '../model/dock/drop-zones';
import { clampFloating, floatingMaxHeight } from '../model/dock/floating';
import { dockedOn, PANEL_IDS, type PanelId, type Point } from '../model/dock/panel-placement';
import { useStage } from './stage-context';

/** A press moves less than this (pixels) before it counts as a drag, so a click stays a click. */
const DRAG_THRESHOLD = 4;

/** Controls in a header that keep their own clicks (close, tools, the placement menu). */
const NOT_A_GRIP = 'button, input, select, textarea, a, [role="menu"]';

/**
 * Dragging a panel by its header: it follows the pointer (`offset`, from where it was), the drop
 * zones show, and on release it docks to the zone under the pointer or floats where it was let go,
 * kept inside the canvas. Escape cancels the drag.
 */
export function usePanelDrag(
  id: PanelId,
  panel: RefObject<HTMLElement | null>,
): { offset: Point | undefined; onPointerDown: (event: ReactPointerEvent) => void } {
  const [offset, setOffset] = useState<Point>();
  const stage = useStage();
  // The handlers outlive the render that made them: they read the stage's layout as it is now.
  const latest = useRef(stage);
  useEffect(() => {
    latest.current = stage;
  }, [stage]);
  const stop = useRef<() => void>(undefined);
  useEffect(() => () => stop.current?.(), []);

  const onPointerDown = (event: ReactPointerEvent) => {
    const element = panel.current;
    const stageElement = latest.current.stage.current;
    if (event.button !== 0 || !element || !stageElement) return;
    if ((event.target as Element).closest(NOT_A_GRIP)) return;
    event.preventDefault();
    // Captured, the drag goes on (and ends) even when the pointer leaves the window.
    event.currentTarget.setPointerCapture(event.pointerId);
    const start = { x: event.clientX, y: event.clientY };
    const from = element.getBoundingClientRect();
    let moving = false;

    /** The pointer in stage coordinates, and the dock zone it is over. */
    const where = (e: PointerEvent) => {
      const box = stageElement.getBoundingClientRect();
      const point = { x: e.clientX - box.left, y: e.clientY - box.top };
      return { point, zone: zoneAt(dropZones(latest.current.layout), point), box };
    };
    const onMove = (e: PointerEvent) => {
      const delta = { x: e.clientX - start.x, y: e.clientY - start.y };
      if (!moving && Math.hypot(delta.x, delta.y) < DRAG_THRESHOLD) return;
      moving = true;
      setOffset(delta);
      useAppStore.getState().setPanelDrag({ id, zone: where(e).zone });
    };
    const onUp = (e: PointerEvent) => {
      finish();
      if (!moving) return;
      const { point, zone, box } = where(e);
      const s = useAppStore.getState();
      const { layout } = latest.current;
      if (zone) {
        const open = new Set(PANEL_IDS.filter((other) => layout.panels[other] !== undefined && other !== id));
        const rects = dockedOn(s.panelPlacements, zone, open).flatMap((other) => layout.panels[other] ?? []);
        s.dockPanel(id, zone, insertIndexAt(rects, point, zone === 'bottom' ? 'row' : 'column'));
        return;
      }
      const at = {
        x: from.left + e.clientX - start.x - box.left - layout.canvas.x,
        y: from.top + e.clientY - start.y - box.top - layout.canvas.y,
      };
      // A docked panel is as tall as its dock; floating, it is at most as tall as floatingMaxHeight.
      const size = { width: from.width, height: Math.min(from.height, floatingMaxHeight(layout.canvas.height)) };
      s.floatPanel(id, clampFloating(at, size, layout.canvas));
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      // Escape puts the panel back where it was (and does nothing else meanwhile).
      e.preventDefault();
      e.stopPropagation();
      finish();
    };
    const finish = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', finish);
      window.removeEventListener('keydown', onKeyDown, true);
      stop.current = undefined;
      setOffset(undefined);
      useAppStore.getState().setPanelDrag(undefined);
    };
    stop.current = finish;
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', finish);
    window.addEventListener('keydown', onKeyDown, true);
  };

  return { offset, onPointerDown };
}
