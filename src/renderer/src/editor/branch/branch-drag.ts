import { branchWire, type PinRef } from '../../../../shared/circuit';
import { createId } from '../../../../shared/ids';
import { useAppStore } from '../../stores/app-store';

/** A drag from the middle of a wire, in screen pixels. */
export interface BranchDrag {
  readonly wireId: string;
  readonly start: { readonly x: number; readonly y: number };
  readonly at: { readonly x: number; readonly y: number };
  /** The canvas's top-left corner on the screen, when the drag began. */
  readonly origin: { readonly x: number; readonly y: number };
  /** The pin under the pointer, if any. */
  readonly over: PinRef | undefined;
}

/** How far the pointer must move before a press on a wire becomes a drag (a click still selects). */
const DRAG_THRESHOLD = 5;

let current: BranchDrag | undefined;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** The drag in progress (for `useSyncExternalStore`). */
export const branchDragSnapshot = (): BranchDrag | undefined => current;
export function subscribeBranchDrag(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The pin (React Flow handle) under a screen point, if any (also under a passing message). */
export function pinAt(x: number, y: number): PinRef | undefined {
  const handle = document
    .elementsFromPoint(x, y)
    .find((element) => element.closest('.canvas-host') && element.closest('.react-flow__handle'))
    ?.closest<HTMLElement>('.react-flow__handle');
  const component = handle?.dataset.nodeid;
  const pin = handle?.dataset.handleid;
  return component && pin ? { component, pin } : undefined;
}

/**
 * Starts following a press on a wire: once the pointer has moved a few pixels it is a drag, drawn
 * by `BranchDragLayer`; released over a pin, the pin joins the wire's net by a new wire from the
 * net's driver (one undoable change); released elsewhere, nothing changes and a hint says why.
 */
export function beginBranchDrag(
  wireId: string,
  event: { clientX: number; clientY: number; button: number; currentTarget: Element },
): void {
  if (event.button !== 0) return;
  const start = { x: event.clientX, y: event.clientY };
  const box = event.currentTarget.closest('.canvas-host')?.getBoundingClientRect();
  const origin = { x: box?.left ?? 0, y: box?.top ?? 0 };
  const move = (e: PointerEvent) => {
    const at = { x: e.clientX, y: e.clientY };
    if (!current && Math.hypot(at.x - start.x, at.y - start.y) < DRAG_THRESHOLD) return;
    current = { wireId, start, at, origin, over: pinAt(at.x, at.y) };
    emit();
  };
  const end = (e: PointerEvent) => {
    window.removeEventListener('pointermove', move, true);
    window.removeEventListener('pointerup', end, true);
    window.removeEventListener('keydown', cancel, true);
    const drag = current;
    current = undefined;
    emit();
    if (drag) finishBranch(wireId, pinAt(e.clientX, e.clientY), { x: e.clientX, y: e.clientY });
  };
  const cancel = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    window.removeEventListener('pointermove', move, true);
    window.removeEventListener('pointerup', end, true);
    window.removeEventListener('keydown', cancel, true);
    current = undefined;
    emit();
  };
  window.addEventListener('pointermove', move, true);
  window.addEventListener('pointerup', end, true);
  window.addEventListener('keydown', cancel, true);
}

function finishBranch(wireId: string, pin: PinRef | undefined, at: { x: number; y: number }): void {
  const s = useAppStore.getState();
  const host = document.querySelector('.canvas-host')?.getBoundingClientRect();
  const place = host ? { at: { x: at.x - host.left, y: at.y - host.top } } : {};
  if (!pin) {
    s.showCanvasMessage({
      text: 'Drop on a pin to connect it to this wire.',
      hint: 'Dragging from a wire branches it: the pin you drop on joins its net.',
      ...place,
    });
    return;
  }
  const state = s.replica?.state;
  const checked = state && branchWire(state, wireId, pin);
  if (!checked) return;
  if (!checked.success) {
    s.showCanvasMessage({ text: checked.error, hint: checked.hint, ...place });
    return;
  }
  void s.applyOperations('Branch', (circuit) => {
    const again = branchWire(circuit, wireId, pin);
    if (!again.success) return undefined;
    const { from, to } = again.data;
    const name = (ref: PinRef) => `${circuit.component(ref.component)?.label ?? '?'}.${ref.pin}`;
    return {
      label: `Wire ${name(from)} → ${name(to)}`,
      operations: [{ op: 'addWire', wire: { id: createId('w'), from, to } }],
    };
  });
}
