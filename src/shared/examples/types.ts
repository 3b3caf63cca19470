import type { Blueprint } from '../circuit/blueprint';
import type { LogicValue } from '../contract/sim-channels';
import type { ExampleTest } from './example-tests';

/** What a component must show after a step of an example's check. */
export interface ExpectedState {
  readonly lit?: boolean;
  readonly value?: LogicValue;
  readonly stored?: string;
  /** A bus value, most significant bit first. */
  readonly bus?: string;
}

/** One step of a check: set switches/buttons, run clock cycles, then compare. */
export interface ExampleStep {
  readonly set?: Readonly<Record<string, boolean>>;
  /** Numbers for wide input ports, by label. */
  readonly values?: Readonly<Record<string, number>>;
  readonly cycles?: number;
  readonly expect: Readonly<Record<string, ExpectedState>>;
}

/** A subcircuit an example places. */
export interface ExampleSubcircuit {
  readonly id: string;
  readonly name: string;
  readonly blueprint: Blueprint;
  /** The test cases it carries (a subcircuit's own tests), each passing. */
  readonly tests?: readonly ExampleTest[];
}

/** A ready-made circuit that teaches one idea, with the behaviour it must show. */
export interface Example {
  readonly id: string;
  readonly name: string;
  /** What it shows and what to try. */
  readonly description: string;
  readonly blueprint: Blueprint;
  /**
   * The subcircuits it places, innermost first: each a blueprint with the id its instances name in
   * their `circuit` property (opening the example brings them into the library, or reuses them).
   */
  readonly subcircuits?: readonly ExampleSubcircuit[];
  /** Run in order on a fresh simulation; every example must pass all of its steps. */
  readonly checks: readonly ExampleStep[];
  /** The test cases it is shipped with (Digital's language); each passes, and opening it keeps them. */
  readonly tests: readonly ExampleTest[];
}

/** LED lit/unlit for a truth-table row: `leds({SUM: 1, CARRY: 0})`. */
export function leds(states: Readonly<Record<string, 0 | 1>>): Record<string, ExpectedState> {
  return Object.fromEntries(Object.entries(states).map(([label, on]) => [label, { lit: on === 1 }]));
}

/** An LED with its series resistor to a shared ground: the parts and wires to add to a blueprint. */
export function ledToGround(
  led: string,
  type: string,
  driver: string,
  resistor: string,
  ground: string,
): { components: Blueprint['components']; wires: Blueprint['wires'] } {
  return {
    components: [
      { label: led, type },
      { label: resistor, type: 'RESISTOR', properties: { resistance: 330 } },
    ],
    wires: [
      { from: driver, to: `${led}:anode` },
      { from: `${led}:cathode`, to: `${resistor}:a` },
      { from: `${resistor}:b`, to: `${ground}:gnd` },
    ],
  };
}
