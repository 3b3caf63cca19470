import type { PropertyValue } from '../../../shared/circuit/types';
import type { Facing, Point } from './geometry';
import type { LogisimComp } from './xml';

/** One of our parts a Logisim part becomes (a gate and the inverters of its negated inputs…). */
export interface PartSpec {
  readonly type: string;
  readonly properties: Record<string, PropertyValue>;
  /** Where it sits from the first part's centre, in our units, for a part facing east (turned with it). */
  readonly offset?: Point;
  /** Our rotation is taken from this facing instead of the Logisim part's. */
  readonly facing?: Facing;
}

/** A Logisim connection point and the pin of ours that stands for it. */
export interface PinLink {
  readonly at: Point;
  /** Index into `parts`. */
  readonly part: number;
  readonly pin: string;
}

/** A wire between two of the parts one Logisim part became. */
export interface InnerWire {
  readonly from: readonly [number, string];
  readonly to: readonly [number, string];
}

/** What one Logisim part becomes. */
export interface Mapped {
  readonly parts: readonly PartSpec[];
  readonly links: readonly PinLink[];
  readonly inner?: readonly InnerWire[];
  /** The Logisim part's facing: our parts are rotated to match. */
  readonly facing: Facing;
  /** Its name in Logisim when it became a placeholder (counted in the report). */
  readonly placeholder?: string;
  /** Points joined straight through (a splitter that passes a whole bus on). */
  readonly joins?: readonly (readonly [Point, Point])[];
  /** Things carried over differently, each a sentence. */
  readonly warnings?: readonly string[];
}

/** What a part's mapping may ask about the circuit around it. */
export interface PartContext {
  /** True when something else (a wire's end or another part's pin) touches the point. */
  connected(p: Point): boolean;
  /** True when a file of Logisim 2.x wrote it (older defaults: 5 gate inputs, classic shapes). */
  readonly legacy: boolean;
  /** True when a part other than a splitter drives the net at the point (splitters are read after). */
  driven(p: Point): boolean;
}

/** A Logisim part's attribute, or the default. */
export function attrOf(comp: LogisimComp, name: string, fallback: string): string {
  return comp.attrs.get(name) ?? fallback;
}

/** A whole-number attribute within bounds, or the default. */
export function intAttr(comp: LogisimComp, name: string, fallback: number, min: number, max: number): number {
  const text = comp.attrs.get(name);
  if (text === undefined) return fallback;
  const value = /^\s*0x[0-9a-f]+\s*$/i.test(text) ? parseInt(text, 16) : Number(text);
  return Number.isInteger(value) && value >= min && value <= max ? value : fallback;
}

/**
 * A placeholder for a part we lack: its pins (when known) named as Logisim's ports go, inputs then
 * outputs, so the schematic keeps its wires.
 */
export function placeholder(
  comp: LogisimComp,
  facing: Facing,
  inputs: readonly { name: string; at: Point; width: number }[],
  outputs: readonly { name: string; at: Point; width: number }[],
  why?: string,
): Mapped {
  const side = (ports: readonly { name: string; width: number }[]) =>
    ports.map((p) => (p.width > 1 ? `${p.name}:${p.width}` : p.name)).join(',');
  return {
    parts: [
      {
        type: 'PLACEHOLDER',
        properties: { original: comp.name.slice(0, 200), ports: `${side(inputs)}>${side(outputs)}` },
      },
    ],
    links: [...inputs, ...outputs].map((p) => ({ at: p.at, part: 0, pin: p.name })),
    facing,
    placeholder: comp.name,
    ...(why ? { warnings: [why] } : {}),
  };
}
