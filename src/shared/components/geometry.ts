import type { PinDefinition, PinSide } from './types';

/** Clockwise rotation of a component on the canvas, in degrees. */
export const ROTATIONS = [0, 90, 180, 270] as const;
export type Rotation = (typeof ROTATIONS)[number];

/** Size of a body after rotation. */
export function rotatedSize(width: number, height: number, rotation: Rotation): { width: number; height: number } {
  return rotation === 90 || rotation === 270 ? { width: height, height: width } : { width, height };
}

/**
 * Where a pin sits after rotating a `width`×`height` body clockwise, relative to the top-left
 * corner of the rotated body. Positions on the grid stay on the grid.
 */
export function rotatePoint(
  x: number,
  y: number,
  width: number,
  height: number,
  rotation: Rotation,
): { x: number; y: number } {
  switch (rotation) {
    case 0:
      return { x, y };
    case 90:
      return { x: height - y, y: x };
    case 180:
      return { x: width - x, y: height - y };
    case 270:
      return { x: y, y: width - x };
  }
}

const SIDES: readonly PinSide[] = ['top', 'right', 'bottom', 'left'];

/** The side a pin faces after a clockwise rotation. */
export function rotateSide(side: PinSide, rotation: Rotation): PinSide {
  return SIDES[(SIDES.indexOf(side) + rotation / 90) % 4]!;
}

/** A pin's position and facing for a body rotated by `rotation`. */
export function placePin(
  pin: PinDefinition,
  width: number,
  height: number,
  rotation: Rotation,
): { x: number; y: number; side: PinSide } {
  return { ...rotatePoint(pin.x, pin.y, width, height, rotation), side: rotateSide(pin.side, rotation) };
}
