import {
  GRID,
  definitionFor,
  placePin,
  shapeKey,
  type PartOfType,
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

/**
 * Body size and pin places of a part at a rotation (cached by shape: the fixed types × 4 rotations,
 * plus one entry per width of a port or interface of a subcircuit in use).
 */
export function bodyGeometry(part: PartOfType, rotation: Rotation): BodyGeometry | undefined {
  const key = `${shapeKey(part)}@${rotation}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const definition = definitionFor(part);
  if (!definition) return undefined;
  if (cache.size > 20_000) cache.clear();
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
  const placed = bodyGeometry(component, component.rotation)?.pins.find((p) => p.pin.name === pinName);
  return placed && { x: component.x + placed.x, y: component.y + placed.y };
}

/** Rounds a coordinate to the grid. */
export function snap(value: number): number {
  return Math.round(value / GRID) * GRID;
}

/** The axis-aligned box of a placed component. */
export function componentBox(component: ComponentInstance): { x: number; y: number; width: number; height: number } {
  const geometry = bodyGeometry(component, component.rotation);
  return { x: component.x, y: component.y, width: geometry?.width ?? GRID, height: geometry?.height ?? GRID };
}
