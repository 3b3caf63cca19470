import { z } from 'zod';
import type { PinDefinition, PinDirection, PinSide, PropertyDefinition } from './types';

/** Grid pitch of the canvas: every pin of every component lands on a multiple of it. */
export const GRID = 10;

/** Connection rules by direction; a pin may override them. */
const DEFAULT_RULES: Record<PinDirection, { canConnectTo: PinDirection[]; maxConnections: number }> = {
  // An input has exactly one driver.
  input: { canConnectTo: ['output', 'power', 'ground', 'passive'], maxConnections: 1 },
  // An output fans out to any number of inputs; never to another output or a rail.
  output: { canConnectTo: ['input', 'passive'], maxConnections: -1 },
  power: { canConnectTo: ['input', 'passive'], maxConnections: -1 },
  ground: { canConnectTo: ['input', 'passive'], maxConnections: -1 },
  passive: { canConnectTo: ['input', 'output', 'power', 'ground', 'passive'], maxConnections: -1 },
};

type PinExtras = Partial<Omit<PinDefinition, 'name' | 'direction' | 'x' | 'y' | 'side'>>;

/** Builds a pin with the default connection rules of its direction. */
export function pin(
  name: string,
  direction: PinDirection,
  x: number,
  y: number,
  side: PinSide,
  description: string,
  extras: PinExtras = {},
): PinDefinition {
  return { name, direction, x, y, side, description, ...DEFAULT_RULES[direction], ...extras };
}

/** An input pin on the left edge. */
export function inputLeft(name: string, y: number, description: string, extras: PinExtras = {}): PinDefinition {
  return pin(name, 'input', 0, y, 'left', description, extras);
}

/** An output pin on the right edge of a body `width` wide. */
export function outputRight(
  name: string,
  width: number,
  y: number,
  description: string,
  extras: PinExtras = {},
): PinDefinition {
  return pin(name, 'output', width, y, 'right', description, extras);
}

/** The propagation delay every gate, latch, flip-flop and block has. */
export function delayProperty(): PropertyDefinition<number> {
  return {
    schema: z.number().int().min(0).max(1000),
    default: 1,
    label: 'Propagation delay',
    description: 'Time from an input change to the output change, in simulation time units.',
    unit: 'units',
  };
}

/** Properties shared by every logic component: just the delay. */
export const LOGIC_PROPERTIES = { delay: delayProperty() } as const;
