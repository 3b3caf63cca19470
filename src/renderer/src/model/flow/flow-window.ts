import type { LodScene } from './lod-scene';

/** A rectangle of the canvas (flow coordinates). */
export interface Area {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** What React Flow is given of a large circuit: ids of the components and wires near the view. */
export interface FlowWindow {
  readonly components: ReadonlySet<string>;
  readonly wires: ReadonlySet<string>;
}

/** The window reaches this many view-widths (and heights) beyond each edge of the view. */
export const WINDOW_MARGIN = 0.75;

/** The area to give React Flow for a view. */
export function windowArea(view: Area): Area {
  const dx = view.width * WINDOW_MARGIN;
  const dy = view.height * WINDOW_MARGIN;
  return { x: view.x - dx, y: view.y - dy, width: view.width + 2 * dx, height: view.height + 2 * dy };
}

/**
 * True while an area still serves a view: the view, with half the margin around it, lies inside the
 * area, and the zoom has not changed so much that the area is far too large or too small.
 */
export function areaCovers(area: Area, view: Area): boolean {
  const dx = (view.width * WINDOW_MARGIN) / 2;
  const dy = (view.height * WINDOW_MARGIN) / 2;
  const inside =
    view.x - dx >= area.x &&
    view.y - dy >= area.y &&
    view.x + view.width + dx <= area.x + area.width &&
    view.y + view.height + dy <= area.y + area.height;
  const ratio = area.width / (view.width * (1 + 2 * WINDOW_MARGIN));
  return inside && ratio < 1.6;
}

/**
 * The components and wires to give React Flow: every wire whose path box meets the area, every
 * component in the area, and the far ends of those wires (React Flow needs both ends of a wire to
 * draw it; it renders only what is actually in view). `always` (the selection, a drag) is added.
 */
export function flowWindow(scene: LodScene, area: Area, always: Iterable<string>): FlowWindow {
  const components = new Set<string>(always);
  const x2 = area.x + area.width;
  const y2 = area.y + area.height;
  for (let i = 0; i < scene.componentIds.length; i++) {
    const bx = scene.boxes[i * 4]!;
    const by = scene.boxes[i * 4 + 1]!;
    if (bx <= x2 && by <= y2 && bx + scene.boxes[i * 4 + 2]! >= area.x && by + scene.boxes[i * 4 + 3]! >= area.y) {
      components.add(scene.componentIds[i]!);
    }
  }
  const wires = new Set<string>();
  for (let j = 0; j < scene.wireIds.length; j++) {
    const x0 = scene.wires[j * 4]!;
    const y0 = scene.wires[j * 4 + 1]!;
    const y1 = scene.wires[j * 4 + 3]!;
    const x1 = scene.wireEnds[j]!;
    if (Math.min(x0, x1) <= x2 && Math.max(x0, x1) >= area.x && Math.min(y0, y1) <= y2 && Math.max(y0, y1) >= area.y) {
      wires.add(scene.wireIds[j]!);
      const [from, to] = scene.wireComponents[j]!;
      components.add(from);
      components.add(to);
    }
  }
  return { components, wires };
}
