import type { PropertyValue } from '../../../shared/circuit/types';
import { MAX_INTERFACE_TEXT } from '../../../shared/components/subcircuit-interface';
import { MAX_BUS_WIDTH } from '../../../shared/components/types';
import type { Facing, Point } from './geometry';
import type { LogisimComp } from './xml';
import { MAX_ORIGINAL_NAME } from '../../../shared/components/ports';

/** One of our parts a Logisim part becomes (a gate and the inverters of its negated inputs…). */
export interface PartSpec {
  readonly type: string;
  readonly properties: Record<string, PropertyValue>;
  /** Where it sits from the first part's centre, in our units, for a part facing east (turned with it). */
  readonly offset?: Point;
  /** Our rotation is taken from this facing instead of the Logisim part's. */
  readonly facing?: Facing;
  /** The label it asks for (made valid and unique); else the Logisim label (first part) or a generated one. */
  readonly label?: string;
}

/** A Logisim connection point and the pin of ours that stands for it. */
export interface PinLink {
  readonly at: Point;
  /** Index into `parts`. */
  readonly part: number;
  readonly pin: string;
  /** For a Logisim bus wider than 32 bits: which 32-bit lane of it the pin carries (lanes.ts); absent: 0. */
  readonly lane?: number;
}

/** One lane of the net at a point (lanes.ts). */
export interface LanePoint {
  readonly at: Point;
  readonly lane: number;
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
  /** Lanes of two nets that are one (a splitter passing 32 bits of a wide bus on unchanged). */
  readonly laneJoins?: readonly (readonly [LanePoint, LanePoint])[];
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

/** The longest `original` a placeholder keeps (the registry's PLACEHOLDER property). */
const MAX_ORIGINAL = MAX_ORIGINAL_NAME;

/**
 * A placeholder for a part we lack: its pins (when known) named as Logisim's ports go, inputs then
 * outputs, so the schematic keeps its wires.
 */
export function placeholder(
  comp: LogisimComp,
  facing: Facing,
  givenInputs: readonly { readonly name: string; readonly at: Point; readonly width: number }[],
  givenOutputs: readonly { readonly name: string; readonly at: Point; readonly width: number }[],
  why?: string,
): Mapped {
  // Our pins carry at most 32 bits: a wider port is one port per lane ("A", "A_63_32"), as a wide Pin.
  const byLane = (ports: typeof givenInputs) =>
    ports.flatMap((p) =>
      Array.from({ length: Math.max(1, Math.ceil(p.width / MAX_BUS_WIDTH)) }, (_, k) => {
        const width = Math.min(MAX_BUS_WIDTH, p.width - k * MAX_BUS_WIDTH);
        const name = k === 0 ? p.name : `${p.name}_${k * MAX_BUS_WIDTH + width - 1}_${k * MAX_BUS_WIDTH}`;
        return { name, at: p.at, width, lane: k };
      }),
    );
  let inputs = byLane(givenInputs);
  let outputs = byLane(givenOutputs);
  // An interface text holds at most 1,000 characters (else no pins).
  const side = (ports: readonly { name: string; width: number }[]) =>
    ports.map((p) => (p.width > 1 ? `${p.name}:${p.width}` : p.name)).join(',');
  let ports = `${side(inputs)}>${side(outputs)}`;
  if (ports.length > MAX_INTERFACE_TEXT) {
    ports = '>';
    inputs = [];
    outputs = [];
  }
  return {
    parts: [
      {
        type: 'PLACEHOLDER',
        properties: { original: comp.name.slice(0, MAX_ORIGINAL), ports },
      },
    ],
    links: [...inputs, ...outputs].map((p) => ({
      at: p.at,
      part: 0,
      pin: p.name,
      ...(p.lane > 0 ? { lane: p.lane } : {}),
    })),
    facing,
    placeholder: comp.name,
    ...(why ? { warnings: [why] } : {}),
  };
}

/** Parts of Logisim's arithmetic library we lack, whose pins sit where they do whatever their attributes. */
const FIXED: Readonly<
  Record<string, readonly (readonly [string, number, number, 'in' | 'out', 'data' | 1 | 'shift'])[]>
> = {
  Adder: [
    ['A', -40, -10, 'in', 'data'],
    ['B', -40, 10, 'in', 'data'],
    ['Cin', -20, -20, 'in', 1],
    ['S', 0, 0, 'out', 'data'],
    ['Cout', -20, 20, 'out', 1],
  ],
  Subtractor: [
    ['A', -40, -10, 'in', 'data'],
    ['B', -40, 10, 'in', 'data'],
    ['Bin', -20, -20, 'in', 1],
    ['D', 0, 0, 'out', 'data'],
    ['Bout', -20, 20, 'out', 1],
  ],
  Comparator: [
    ['A', -40, -10, 'in', 'data'],
    ['B', -40, 10, 'in', 'data'],
    ['GT', 0, -10, 'out', 1],
    ['EQ', 0, 0, 'out', 1],
    ['LT', 0, 10, 'out', 1],
  ],
  Multiplier: [
    ['A', -40, -10, 'in', 'data'],
    ['B', -40, 10, 'in', 'data'],
    ['Cin', -20, -20, 'in', 'data'],
    ['P', 0, 0, 'out', 'data'],
    ['Cout', -20, 20, 'out', 'data'],
  ],
  Divider: [
    ['A', -40, -10, 'in', 'data'],
    ['B', -40, 10, 'in', 'data'],
    ['Upper', -20, -20, 'in', 'data'],
    ['Q', 0, 0, 'out', 'data'],
    ['R', -20, 20, 'out', 'data'],
  ],
  Shifter: [
    ['X', -40, -10, 'in', 'data'],
    ['S', -40, 10, 'in', 'shift'],
    ['Y', 0, 0, 'out', 'data'],
  ],
};

/** A placeholder with its pins for an arithmetic part (8 bits unless its width says), or undefined. */
export function fixedPlaceholder(comp: LogisimComp): Mapped | undefined {
  const pins = FIXED[comp.name];
  if (!pins) return undefined;
  const data = intAttr(comp, 'width', 8, 1, 64);
  const shift = Math.max(1, Math.ceil(Math.log2(data)));
  const ports = pins.map(([name, dx, dy, dir, width]) => ({
    name,
    dir,
    at: { x: comp.x + dx, y: comp.y + dy },
    width: width === 'data' ? data : width === 'shift' ? shift : 1,
  }));
  return placeholder(
    comp,
    'east',
    ports.filter((p) => p.dir === 'in'),
    ports.filter((p) => p.dir === 'out'),
  );
}
