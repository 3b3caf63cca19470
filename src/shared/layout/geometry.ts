import {
  GRID,
  getDefinition,
  placePin,
  rotatedSize,
  type ComponentDefinition,
  type PinDefinition,
  type PinSide,
  type Rotation,
} from '../components';
import type { ComponentInstance } from '../circuit/types';

/** A pin where it sits on the canvas body of a placed (possibly rotated) component. */
export interface PlacedPin {
  readonly pin: PinDefinition;
  /** Relative to the top-left corner of the rotated body. */
  readonly x: number;
  readonly y: number;
  readonly side: PinSide;
}

/** The size of a body and its pins for one type and rotation. */
export interface BodyGeometry {
  readonly definition: ComponentDefinition;
  readonly width: number;
  readonly height: number;
  readonly pins: readonly PlacedPin[];
}

const cache = new Map<string, BodyGeometry>();

/** Body size and pin places of a type at a rotation (cached: there are 42 types × 4 rotations). */
export function bodyGeometry(type: string, rotation: Rotation): BodyGeometry | undefined {
  const key = `${type}@${rotation}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const definition = getDefinition(type);
  if (!definition) return undefined;
  const size = rotatedSize(definition.width, definition.height, rotation);
  const geometry: BodyGeometry = {
    definition,
    ...size,
    pins: definition.pins.map((pin) => ({ pin, ...placePin(pin, definition.width, definition.height, rotation) })),
  };
  cache.set(key, geometry);
  return geometry;
}

/** Where a pin of a placed component is on the canvas, or undefined for an unknown pin. */
export function pinPosition(component: ComponentInstance, pinName: string): { x: number; y: number } | undefined {
  const placed = bodyGeometry(component.type, component.rotation)?.pins.find((p) => p.pin.name === pinName);
  return placed && { x: component.x + placed.x, y: component.y + placed.y };
}

/** Rounds a coordinate to the grid. */
export function snap(value: number): number {
  return Math.round(value / GRID) * GRID;
}

/** The axis-aligned box of a placed component. */
export function componentBox(component: ComponentInstance): { x: number; y: number; width: number; height: number } {
  const geometry = bodyGeometry(component.type, component.rotation);
  return { x: component.x, y: component.y, width: geometry?.width ?? GRID, height: geometry?.height ?? GRID };
}
