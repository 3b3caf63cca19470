import type { DockLayout, Rect } from './dock-layout';
import { DOCK_SIDES, type DockSide, type Point } from './panel-placement';

/** How deep a drop zone reaches into the stage from its edge when that side has no dock yet. */
export const ZONE_DEPTH = 72;

/**
 * Where dropping a dragged panel docks it: a strip along the stage's left, right and bottom edges,
 * grown to cover the dock already on that side. The bottom zone lies between the side zones, so the
 * zones never overlap.
 */
export function dropZones(layout: DockLayout): Record<DockSide, Rect> {
  const stageWidth = layout.canvas.x + layout.canvas.width + (layout.docks.right?.width ?? 0);
  const stageHeight = layout.canvas.height + (layout.docks.bottom?.height ?? 0);
  // A strip never takes more than a third of the stage, so the strips cannot meet; a dock is wholly
  // a zone (the canvas keeps room enough between the docks for that to hold too).
  const strip = (length: number) => Math.min(ZONE_DEPTH, length / 3);
  const left = Math.max(strip(stageWidth), layout.docks.left?.width ?? 0);
  const right = Math.max(strip(stageWidth), layout.docks.right?.width ?? 0);
  const bottom = Math.max(strip(stageHeight), layout.docks.bottom?.height ?? 0);
  return {
    left: { x: 0, y: 0, width: left, height: stageHeight },
    right: { x: stageWidth - right, y: 0, width: right, height: stageHeight },
    bottom: { x: left, y: stageHeight - bottom, width: Math.max(0, stageWidth - left - right), height: bottom },
  };
}

const contains = (r: Rect, p: Point) => p.x >= r.x && p.x < r.x + r.width && p.y >= r.y && p.y < r.y + r.height;

/** The side whose drop zone holds the point (stage coordinates), if any. */
export function zoneAt(zones: Record<DockSide, Rect>, point: Point): DockSide | undefined {
  return DOCK_SIDES.find((side) => contains(zones[side], point));
}

/**
 * Where among a dock's panels (their rects, in order) a panel dropped at `point` goes: before the
 * first panel whose middle is past the point, along the dock's direction.
 */
export function insertIndexAt(rects: readonly Rect[], point: Point, direction: 'column' | 'row'): number {
  const index = rects.findIndex((r) =>
    direction === 'column' ? point.y < r.y + r.height / 2 : point.x < r.x + r.width / 2,
  );
  return index === -1 ? rects.length : index;
}
