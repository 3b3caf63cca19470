import type { Point } from './panel-placement';
import type { Size } from './dock-layout';

/** The gap a floating panel keeps from the canvas's edges at its default spot. */
export const FLOAT_MARGIN = 12;

/**
 * Where a floating panel of `size` goes when asked to be at `at` in an area of `area` (both from the
 * area's top-left): as close as it can while lying wholly inside. A panel larger than the area keeps
 * its top-left corner (its header, the grip) inside.
 */
export function clampFloating(at: Point, size: Size, area: Size): Point {
  const clamp = (value: number, room: number) => Math.round(Math.min(Math.max(value, 0), Math.max(0, room)));
  return { x: clamp(at.x, area.width - size.width), y: clamp(at.y, area.height - size.height) };
}

/**
 * The tallest a floating panel may be in a canvas of this height, so that the value legend and the
 * minimap at the bottom stay visible below a panel at its default spot.
 */
export function floatingMaxHeight(canvasHeight: number): number {
  return Math.max(160, canvasHeight - 184);
}
