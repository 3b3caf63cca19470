import type { z } from 'zod';

/** The palette's categories, in display order. */
export const CATEGORIES = ['Inputs', 'Outputs', 'Gates', 'Power', 'Memory', 'Blocks'] as const;
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
  | 'probe'
  | 'gate'
  | 'power'
  | 'ground'
  | 'resistor'
  | 'block';

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
}

/** One editable property of a component type. */
export interface PropertyDefinition<T = unknown> {
  readonly schema: z.ZodType<T>;
  readonly default: T;
  readonly label: string;
  readonly description: string;
  readonly unit?: string;
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
}
