import type { KeyboardEvent, PointerEvent as ReactPointerEvent, ReactElement, RefObject } from 'react';
import { useAppStore } from '../stores/app-store';
import { DOCK_SIZE_RANGE, type Rect } from '../model/dock/dock-layout';
import type { DockSide } from '../model/dock/panel-placement';

/** How far an arrow key moves a dock's edge (Shift: further). */
const KEY_STEP = 16;
/** The grab area across a dock's inner edge, in pixels. */
const THICKNESS = 6;

const WORDS: Record<DockSide, string> = { left: 'left', right: 'right', bottom: 'bottom' };

/**
 * The inner edge of a dock: drag it (or focus it and use the arrow keys) to make the dock wider or
 * narrower (taller or shorter at the bottom); the canvas takes what is left.
 */
export function DockSplitter({
  side,
  dock,
  stage,
}: {
  side: DockSide;
  dock: Rect;
  stage: RefObject<HTMLDivElement | null>;
}): ReactElement {
  const size = side === 'bottom' ? dock.height : dock.width;
  const { min, max } = DOCK_SIZE_RANGE[side];
  const resize = (next: number) => useAppStore.getState().setDockSize(side, next);

  const onPointerDown = (event: ReactPointerEvent) => {
    const element = stage.current;
    if (event.button !== 0 || !element) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const onMove = (e: PointerEvent) => {
      const box = element.getBoundingClientRect();
      if (side === 'left') resize(e.clientX - box.left);
      else if (side === 'right') resize(box.right - e.clientX);
      else resize(box.bottom - e.clientY);
    };
    const onUp = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.shiftKey ? KEY_STEP * 4 : KEY_STEP;
    // The arrow towards the canvas makes the dock larger.
    const grow = { left: 'ArrowRight', right: 'ArrowLeft', bottom: 'ArrowUp' }[side];
    const shrink = { left: 'ArrowLeft', right: 'ArrowRight', bottom: 'ArrowDown' }[side];
    if (event.key === grow) resize(size + step);
    else if (event.key === shrink) resize(size - step);
    else if (event.key === 'Home') resize(min);
    else if (event.key === 'End') resize(max);
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  const style =
    side === 'left'
      ? { left: dock.x + dock.width - THICKNESS / 2, top: dock.y, width: THICKNESS, height: dock.height }
      : side === 'right'
        ? { left: dock.x - THICKNESS / 2, top: dock.y, width: THICKNESS, height: dock.height }
        : { left: dock.x, top: dock.y - THICKNESS / 2, width: dock.width, height: THICKNESS };
  return (
    <div
      className={`dock-splitter dock-splitter-${side === 'bottom' ? 'row' : 'column'}`}
      style={style}
      role="separator"
      aria-orientation={side === 'bottom' ? 'horizontal' : 'vertical'}
      aria-label={`Resize the ${WORDS[side]} dock`}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={Math.round(size)}
      tabIndex={0}
      data-testid={`dock-splitter-${side}`}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
    />
  );
}
