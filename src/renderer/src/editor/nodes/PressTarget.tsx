import { useRef, type PointerEvent, type ReactElement, type SyntheticEvent } from 'react';
import { useAppStore } from '../../stores/app-store';

/** Where a switch's lever or a button's cap is, in the symbol's unrotated box. */
export interface TargetBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly rx: number;
}

interface PressTargetProps {
  readonly componentId: string;
  readonly box: TargetBox;
  /** A switch flips on each press; a push button is on while held. */
  readonly mode: 'toggle' | 'momentary';
  /** A switch's position before the simulator has said anything (its `initial` property). */
  readonly initial?: boolean;
}

/**
 * The part of a switch or button a person operates. `nodrag nopan` keep React Flow from starting a
 * drag, a pan or a zoom here, and the click stops before the node so it does not select: operating
 * an input is simulation state, never an edit.
 */
export function PressTarget({ componentId, box, mode, initial = false }: PressTargetProps): ReactElement {
  const held = useRef(false);
  const stop = (event: SyntheticEvent) => event.stopPropagation();

  const press = (event: PointerEvent<SVGRectElement>) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    const s = useAppStore.getState();
    if (mode === 'toggle') {
      void s.setSimInput(componentId, !s.simInputOn(componentId, initial));
      return;
    }
    // Captured, so letting go outside the button (or the window) still releases it.
    event.currentTarget.setPointerCapture(event.pointerId);
    held.current = true;
    void s.setSimInput(componentId, true);
  };
  const release = () => {
    if (!held.current) return;
    held.current = false;
    void useAppStore.getState().setSimInput(componentId, false);
  };

  return (
    <rect
      className={`cf-press-target cf-press-${mode} nodrag nopan`}
      data-testid={`press-${componentId}`}
      x={box.x}
      y={box.y}
      width={box.width}
      height={box.height}
      rx={box.rx}
      onPointerDown={press}
      onPointerUp={release}
      onPointerCancel={release}
      onLostPointerCapture={release}
      onClick={stop}
      onDoubleClick={stop}
    />
  );
}
