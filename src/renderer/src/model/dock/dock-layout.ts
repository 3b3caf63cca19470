import { DOCK_SIDES, type DockSide, type PanelId } from './panel-placement';

/** A rectangle in pixels from the stage's top-left corner. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

/** A rectangle as the absolute position of an element on the stage (a style). */
export function rectStyle(r: Rect): { left: number; top: number; width: number; height: number } {
  return { left: r.x, top: r.y, width: r.width, height: r.height };
}

/** The canvas keeps at least this much room; docks shrink first. */
export const MIN_CANVAS: Size = { width: 320, height: 200 };
/** The bottom dock's height until it is resized. */
export const BOTTOM_DOCK_HEIGHT = 220;

/** The sizes docks were given by dragging their edges (width of a side dock, height of the bottom one). */
export type DockSizes = Partial<Record<DockSide, number>>;

/** The range a dock can be resized in: narrower is unreadable, wider leaves too little canvas. */
export const DOCK_SIZE_RANGE: Readonly<Record<DockSide, { min: number; max: number }>> = {
  left: { min: 180, max: 720 },
  right: { min: 180, max: 720 },
  bottom: { min: 100, max: 600 },
};

/** A dock size brought into its side's range (whole pixels). */
export function clampDockSize(side: DockSide, size: number): number {
  const { min, max } = DOCK_SIZE_RANGE[side];
  return Math.round(Math.min(Math.max(size, min), max));
}

/** Dock sizes kept from an earlier run (JSON); what is unreadable or out of range is dropped or clamped. */
export function parseDockSizes(text: string | null | undefined): DockSizes {
  let raw: unknown;
  try {
    raw = JSON.parse(text ?? '{}');
  } catch {
    return {};
  }
  if (typeof raw !== 'object' || raw === null) return {};
  const record = raw as Record<string, unknown>;
  const sizes: DockSizes = {};
  for (const side of DOCK_SIDES) {
    const value = record[side];
    if (typeof value === 'number' && Number.isFinite(value)) sizes[side] = clampDockSize(side, value);
  }
  return sizes;
}

/** Where everything sits on the stage: the canvas, each non-empty dock and each docked panel. */
export interface DockLayout {
  canvas: Rect;
  docks: Partial<Record<DockSide, Rect>>;
  panels: Partial<Record<PanelId, Rect>>;
}

/**
 * Splits a dock among its panels, one after the other: top to bottom (`column`, the side docks) or
 * left to right (`row`, the bottom dock). Edges are whole pixels and shared, so the panels cover the
 * dock exactly and never overlap.
 */
export function stackRects(dock: Rect, count: number, direction: 'column' | 'row'): Rect[] {
  const length = direction === 'column' ? dock.height : dock.width;
  const edge = (i: number) => Math.round((i * length) / count);
  return Array.from({ length: count }, (_, i) => {
    const start = edge(i);
    const size = edge(i + 1) - start;
    return direction === 'column'
      ? { x: dock.x, y: dock.y + start, width: dock.width, height: size }
      : { x: dock.x + start, y: dock.y, width: size, height: dock.height };
  });
}

/**
 * Lays out the stage: side docks take the full height (as wide as their widest panel, or as they were
 * resized to), the bottom dock spans the canvas's width under it, and the canvas takes the rest. When the stage is too small
 * the docks give way, so the canvas keeps {@link MIN_CANVAS} where the stage has it. Docks and the
 * canvas never overlap; panels of one dock stack.
 */
export function layoutDocks(
  stage: Size,
  docked: Readonly<Record<DockSide, readonly PanelId[]>>,
  widthOf: (id: PanelId) => number,
  sizes: DockSizes = {},
): DockLayout {
  const width = Math.max(0, Math.floor(stage.width));
  const height = Math.max(0, Math.floor(stage.height));
  const wanted = (side: 'left' | 'right') =>
    docked[side].length === 0 ? 0 : (sizes[side] ?? Math.max(0, ...docked[side].map(widthOf)));
  let left = wanted('left');
  let right = wanted('right');
  const room = Math.max(0, width - MIN_CANVAS.width);
  if (left + right > room) {
    const scale = room / (left + right);
    left = Math.floor(left * scale);
    right = right > 0 ? room - left : 0;
  }
  const bottom =
    docked.bottom.length > 0
      ? Math.min(sizes.bottom ?? BOTTOM_DOCK_HEIGHT, Math.max(0, height - MIN_CANVAS.height))
      : 0;
  const canvas: Rect = { x: left, y: 0, width: width - left - right, height: height - bottom };
  const docks: Partial<Record<DockSide, Rect>> = {};
  if (docked.left.length > 0) docks.left = { x: 0, y: 0, width: left, height };
  if (docked.right.length > 0) docks.right = { x: width - right, y: 0, width: right, height };
  if (docked.bottom.length > 0) docks.bottom = { x: left, y: height - bottom, width: canvas.width, height: bottom };
  const panels: Partial<Record<PanelId, Rect>> = {};
  for (const side of ['left', 'right', 'bottom'] as const) {
    const dock = docks[side];
    if (!dock) continue;
    const rects = stackRects(dock, docked[side].length, side === 'bottom' ? 'row' : 'column');
    docked[side].forEach((id, i) => {
      const rect = rects[i];
      if (rect) panels[id] = rect;
    });
  }
  return { canvas, docks, panels };
}
