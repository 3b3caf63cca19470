import { DECODER, FULL_ADDER, HALF_ADDER, TRISTATE_BUS } from './combinational';
import { ADDER_4BIT, ALU_4BIT, REGISTER_8BIT, REGISTER_FILE } from './hierarchical';
import { TINY_CPU } from './cpu';
import { CLOCK_DIVIDER, COUNTER, SR_LATCH } from './sequential';
import type { Example } from './types';

export type { Example, ExampleStep, ExampleSubcircuit, ExpectedState } from './types';

/** The example circuits shipped with the app, in menu order. */
export const EXAMPLES: readonly Example[] = [
  HALF_ADDER,
  FULL_ADDER,
  DECODER,
  TRISTATE_BUS,
  SR_LATCH,
  CLOCK_DIVIDER,
  COUNTER,
  ADDER_4BIT,
  REGISTER_8BIT,
  ALU_4BIT,
  REGISTER_FILE,
  TINY_CPU,
];

/** An example by id. */
export function getExample(id: string): Example | undefined {
  return EXAMPLES.find((e) => e.id === id);
}

/** The `origin` recorded in the meta of a circuit made from an example (see `examples:open`). */
export function exampleOrigin(id: string): string {
  return `example:${id}`;
}
