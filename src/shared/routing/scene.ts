import type { ComponentInstance, Wire } from '../circuit/types';
import { bodyGeometry } from '../layout/geometry';
import type { Box, RouteScene, ScenePart } from './types';

/** The label's type: 10 px monospace, about 6.1 px per character, above the body's left corner. */
const LABEL_CHAR = 6.1;
const LABEL_HEIGHT = 12;
/** Captions (a clock's frequency, a resistor's value) are 9 px monospace, centred 5 px under the body. */
const CAPTION_CHAR = 5.5;
const CAPTION_HEIGHT = 10;
/** The families whose node draws a caption under the body, and the longest caption they show. */
const CAPTION_CHARS: Readonly<Record<string, number>> = { clock: 12, power: 5, resistor: 6, block: 8 };

/** A ground's label sits to the right of its symbol instead of above it. */
const LABEL_BESIDE = new Set(['ground']);

/** Where a label sits, relative to its usual place above the body's top-left corner. */
export interface LabelPlacement {
  /** Moved right by this much, past the pins on the body's top edge it would otherwise sit over. */
  readonly dx: number;
  /** Raised by this much above the row in front of those pins, so wires can reach them from the side. */
  readonly lift: number;
}

const PLAIN: LabelPlacement = { dx: 0, lift: 0 };
/** How high a label is raised over a top edge with pins: one grid step, clear of the pins' front row. */
const LIFT = 12;

/** Where a part's label goes (the node draws it there; the router keeps wires off it there). */
export function labelPlacement(
  component: Pick<ComponentInstance, 'type' | 'rotation' | 'label' | 'properties'>,
): LabelPlacement {
  const geometry = bodyGeometry(component, component.rotation);
  if (!geometry || LABEL_BESIDE.has(geometry.definition.family)) return PLAIN;
  const top = geometry.pins.filter((p) => p.side === 'top').sort((a, b) => a.x - b.x);
  if (top.length === 0) return PLAIN;
  const width = component.label.length * LABEL_CHAR;
  let dx = 0;
  for (const pin of top) if (pin.x >= dx - 4 && pin.x <= dx + width + 4) dx = pin.x + 6;
  return { dx, lift: LIFT };
}

/** The part of a component the router must keep wires off: its body, its label and its caption. */
export function scenePart(component: ComponentInstance, at?: { x: number; y: number }): ScenePart | undefined {
  const geometry = bodyGeometry(component, component.rotation);
  if (!geometry) return undefined;
  const x = at?.x ?? component.x;
  const y = at?.y ?? component.y;
  const { width, height, definition } = geometry;
  const body: Box = { x0: x, y0: y, x1: x + width, y1: y + height };
  const labelWidth = component.label.length * LABEL_CHAR;
  const label = labelPlacement(component);
  const text: Box[] = [
    LABEL_BESIDE.has(definition.family)
      ? {
          x0: x + width + 4,
          y0: y + height / 2 - LABEL_HEIGHT / 2,
          x1: x + width + 4 + labelWidth,
          y1: y + height / 2 + LABEL_HEIGHT / 2,
        }
      : {
          x0: x + label.dx,
          y0: y - 2 - label.lift - LABEL_HEIGHT,
          x1: x + label.dx + labelWidth,
          y1: y - 2 - label.lift,
        },
  ];
  const captionChars = CAPTION_CHARS[definition.family];
  if (captionChars !== undefined) {
    const half = (captionChars * CAPTION_CHAR) / 2;
    text.push({
      x0: x + width / 2 - half,
      y0: y + height + 5,
      x1: x + width / 2 + half,
      y1: y + height + 5 + CAPTION_HEIGHT,
    });
  }
  return {
    id: component.id,
    body,
    text,
    pins: geometry.pins.map((p) => ({ name: p.pin.name, x: x + p.x, y: y + p.y, side: p.side })),
  };
}

/**
 * The scene of a circuit: every part (at `positions` where given, as while a drag is in progress)
 * and every wire between known pins.
 */
export function routeScene(
  components: Iterable<ComponentInstance>,
  wires: Iterable<Wire>,
  positions?: ReadonlyMap<string, { x: number; y: number }>,
): RouteScene {
  const parts: ScenePart[] = [];
  for (const component of components) {
    const part = scenePart(component, positions?.get(component.id));
    if (part) parts.push(part);
  }
  return {
    parts,
    wires: [...wires].map((w) => ({
      id: w.id,
      from: { part: w.from.component, pin: w.from.pin },
      to: { part: w.to.component, pin: w.to.pin },
      ...(w.waypoints ? { waypoints: w.waypoints } : {}),
    })),
  };
}
