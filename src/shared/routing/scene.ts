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

/**
 * How far right of the body's left edge the label starts: past any pin on the top edge it would
 * otherwise sit over, so a wire into that pin never runs through the text. The node draws its
 * label there too.
 */
export function labelOffset(component: Pick<ComponentInstance, 'type' | 'rotation' | 'label'>): number {
  const geometry = bodyGeometry(component.type, component.rotation);
  if (!geometry || LABEL_BESIDE.has(geometry.definition.family)) return 0;
  const width = component.label.length * LABEL_CHAR;
  let offset = 0;
  const top = geometry.pins.filter((p) => p.side === 'top').sort((a, b) => a.x - b.x);
  for (const pin of top) if (pin.x >= offset - 4 && pin.x <= offset + width + 4) offset = pin.x + 6;
  return offset;
}

/** The part of a component the router must keep wires off: its body, its label and its caption. */
export function scenePart(component: ComponentInstance, at?: { x: number; y: number }): ScenePart | undefined {
  const geometry = bodyGeometry(component.type, component.rotation);
  if (!geometry) return undefined;
  const x = at?.x ?? component.x;
  const y = at?.y ?? component.y;
  const { width, height, definition } = geometry;
  const body: Box = { x0: x, y0: y, x1: x + width, y1: y + height };
  const labelWidth = component.label.length * LABEL_CHAR;
  const text: Box[] = [
    LABEL_BESIDE.has(definition.family)
      ? {
          x0: x + width + 4,
          y0: y + height / 2 - LABEL_HEIGHT / 2,
          x1: x + width + 4 + labelWidth,
          y1: y + height / 2 + LABEL_HEIGHT / 2,
        }
      : {
          x0: x + labelOffset(component),
          y0: y - 2 - LABEL_HEIGHT,
          x1: x + labelOffset(component) + labelWidth,
          y1: y - 2,
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
    })),
  };
}
