import type { z } from 'zod';

/** The palette's categories, in display order. */
export const CATEGORIES = [
  'Inputs',
  'Outputs',
  'Gates',
  'Power',
  'Transistors',
  'Memory',
  'Blocks',
  'Arithmetic',
  'Wiring',
] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * What a pin does electrically. `power` and `ground` are the rails of VCC and GND; `passive` pins
 * (resistor ends, an LED's cathode) carry whatever they are connected to.
 */
export const PIN_DIRECTIONS = ['input', 'output', 'power', 'ground', 'passive'] as const;
export type PinDirection = (typeof PIN_DIRECTIONS)[number];

/** The edge of the (unrotated) body a pin sits on. */
export type PinSide = 'left' | 'right' | 'top' | 'bottom';

/**
 * The drawing family of a component: the renderer has one node per family, the simulator does not
 * look at it.
 */
export type ComponentFamily =
  | 'switch'
  | 'button'
  | 'clock'
  | 'constant'
  | 'led'
  | 'seven-segment'
  | 'dot-matrix'
  | 'probe'
  | 'gate'
  | 'power'
  | 'ground'
  | 'resistor'
  | 'transistor'
  | 'pull'
  | 'block'
  | 'port'
  | 'subcircuit'
  | 'placeholder';

/** One pin of a component type. Positions are in canvas units relative to the body's top-left corner. */
export interface PinDefinition {
  readonly name: string;
  readonly direction: PinDirection;
  readonly x: number;
  readonly y: number;
  readonly side: PinSide;
  readonly description: string;
  /** Pin directions this pin may be wired to. */
  readonly canConnectTo: readonly PinDirection[];
  /** How many wires may end on this pin; -1 is unlimited. */
  readonly maxConnections: number;
  /** Edge-triggered clock input (drawn with the triangle). */
  readonly clock?: boolean;
  /** A tri-state output: it may share a net with other tri-state outputs. */
  readonly tristate?: boolean;
  /** An optional input: left unconnected it reads as this value and is not reported as floating. */
  readonly defaultValue?: 0 | 1;
  /** Bits carried (a bus when over 1); absent means 1. A wire joins pins of the same width only. */
  readonly width?: number;
}

/** The most bits a pin, a wire or a port carries. */
export const MAX_BUS_WIDTH = 32;

/** The bits a pin carries (1 when the definition says nothing). */
export function pinWidth(pin: Pick<PinDefinition, 'width'>): number {
  return pin.width ?? 1;
}

/** Body size and pins of a part whose pins follow its properties. */
export interface ComponentShape {
  readonly width: number;
  readonly height: number;
  readonly pins: readonly PinDefinition[];
}

/** One editable property of a component type. */
export interface PropertyDefinition<T = unknown> {
  readonly schema: z.ZodType<T>;
  readonly default: T;
  readonly label: string;
  readonly description: string;
  readonly unit?: string;
  /**
   * The default is not written into a part's properties (a gate's width: parts made before buses
   * existed, and files, stay exactly as they were); the value still reads as the default.
   */
  readonly omitWhenDefault?: boolean;
}

/** A typical connection of this component type, for documentation and for the assistant. */
export interface ExampleConnection {
  readonly description: string;
  readonly from: { readonly type: string; readonly pin: string };
  readonly to: { readonly type: string; readonly pin: string };
}

/** Everything CircuitForge knows about one component type. */
export interface ComponentDefinition {
  readonly type: string;
  readonly name: string;
  readonly category: Category;
  readonly family: ComponentFamily;
  readonly description: string;
  /** Other names users and models call this part by ("and gate", "flip flop"…). */
  readonly aliases: readonly string[];
  /** Prefix of generated labels: "SW" gives SW1, SW2… */
  readonly labelPrefix: string;
  readonly width: number;
  readonly height: number;
  readonly pins: readonly PinDefinition[];
  readonly properties: Readonly<Record<string, PropertyDefinition>>;
  readonly examples: readonly ExampleConnection[];
  /**
   * For parts whose pins follow their properties (ports and buses by their width, a subcircuit by
   * its interface): the body and pins for a part's properties, defaults filled in. Read through
   * `definitionFor(part)`, never directly.
   */
  readonly shape?: (properties: Readonly<Record<string, unknown>>) => ComponentShape;
  /** The properties `shape` reads; parts that agree on them share one shape. */
  readonly shapeProperties?: readonly string[];
  /**
   * A rule across properties (a memory's contents must fit its widths), checked with the defaults
   * filled in: what is wrong in the user's words, or the properties in their one written form (a
   * memory's contents as `contentsText` writes them, so that equal words are equal text).
   */
  readonly settleProperties?: (
    properties: Readonly<Record<string, unknown>>,
  ) => { readonly error: string } | { readonly properties: Record<string, unknown> };
  /** False for types not offered in the palette's list (a subcircuit is placed from the library). */
  readonly listed?: boolean;
}
