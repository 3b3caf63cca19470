import type { Rotation } from '../../../shared/components';

/** SVG transform that draws an unrotated `width`×`height` symbol rotated clockwise in its rotated box. */
export function rotationTransform(rotation: Rotation, width: number, height: number): string | undefined {
  switch (rotation) {
    case 0:
      return undefined;
    case 90:
      return `translate(${height} 0) rotate(90)`;
    case 180:
      return `translate(${width} ${height}) rotate(180)`;
    case 270:
      return `translate(0 ${width}) rotate(270)`;
  }
}
