import type { MemoryWords } from '../../shared/memory/words';
import type { Operation } from '../../shared/circuit/operations';
import type { Result } from '../../shared/errors';
import type { PowerOn } from '../../shared/circuit/types';
import type { TypeLayout } from './layout';
import type { Logic } from './logic';
import type { SourceKind } from './models';

/** The two engines: event-driven with delays, and compiled zero-delay (32 vectors per machine word). */
export type EngineKind = 'event' | 'fast';

/** What both engines are built with besides the netlist. */
export interface EngineOptions {
  /** How nets start at power-on (the circuit's `powerOn`; absent: `unknown`). */
  readonly powerOn?: PowerOn;
}

/** A component as the facade needs to know it. */
export interface EngineComponent {
  readonly id: string;
  readonly label: string;
  readonly type: string;
  readonly layout: TypeLayout;
  readonly properties: Readonly<Record<string, unknown>>;
}

/** Stored bits of a latch, flip-flop, register or counter: `known` marks the bits that are 0 or 1. */
export interface StoredBits {
  readonly known: number;
  readonly value: number;
}

/** What one settle ended with. */
export interface SettleOutcome {
  /** Set when settling did not end within the bound: the components that kept changing in a loop. */
  readonly oscillating?: readonly number[];
  /** Set when running clocks stopped because a break's input rose to 1: those breaks. */
  readonly breakAt?: readonly number[];
}

/** Two or more drivers of one net that disagree (0 against 1). */
export interface Conflict {
  readonly net: number;
  /** Components driving 0 or 1 onto the net. */
  readonly drivers: readonly number[];
}

/** A logic input that reads Z: unconnected, or on a net nobody drives at the moment. */
export interface FloatingInput {
  readonly component: number;
  readonly pin: number;
  /** True when no wire ends on the pin. */
  readonly unconnected: boolean;
}

/**
 * What both engines implement. Components and nets are numbered by the engine; the facade
 * ({@link Simulation}) turns ids and labels into numbers and values into the contract's shape.
 *
 * Invariant: after {@link settle} returns without `oscillating`, every net holds the value its
 * drivers give it and every component's outputs follow from its inputs and stored bits.
 */
export interface EngineCore {
  readonly kind: EngineKind;
  /** Simulation time: delay units for the event engine, settle count for the fast engine. */
  readonly time: number;
  /** Work done so far: components evaluated (event engine) or compiled chunks run (fast engine). */
  readonly work: number;
  componentIndex(id: string): number;
  component(index: number): EngineComponent | undefined;
  /** Every live component index. */
  componentIndexes(): Iterable<number>;
  /** The net a wire belongs to, or -1. */
  wireNet(wireId: string): number;
  /** Visits every wire with its net, in the order the wires came, until `visit` returns false. */
  forEachWire(visit: (wireId: string, net: number) => boolean | void): void;
  /** The net of pin `pin` (registry order) of a component. */
  pinNet(component: number, pin: number): number;
  /** What a pin carries: its net's value, or the default an unconnected optional input reads. */
  pinValue(component: number, pin: number): Logic;
  netValue(net: number): Logic;
  /** One more than the largest net number in use. */
  netCount(): number;
  /** Switch on, button pressed, clock phase high. */
  sourceOn(component: number): boolean;
  /** Changes a switch, button or clock; takes effect at the next {@link settle}. */
  setSourceOn(component: number, on: boolean): void;
  /**
   * Lets a switch or an input port drive nothing (high impedance, a test's `Z`) until its next
   * `setSourceOn`. False when this engine cannot (the fast one compiles sources as 0 or 1).
   */
  setSourceFloating(component: number): boolean;
  stored(component: number): StoredBits;
  /** Overwrites stored bits (carrying state over a rebuild); takes effect at the next {@link settle}. */
  setStored(component: number, known: number, value: number): void;
  settle(): SettleOutcome;
  /**
   * Optional fast path for a circuit with one clock: toggles it `halfPeriods` times, settling after
   * each, and stops early when a settle oscillates. Same result as setSourceOn + settle in a loop.
   */
  runClock?(clock: number, halfPeriods: number): SettleOutcome;
  /** True when an LED's cathode reaches GND, directly or through resistors. */
  cathodeGrounded(component: number): boolean;
  conflicts(): Conflict[];
  floatingInputs(): FloatingInput[];
  /** A memory part's words now (undefined for other parts): a RAM's are written as it runs. */
  memory(component: number): MemoryWords | undefined;
  /** Overwrites one word of a memory (the contents editor, carrying a RAM over a rebuild); takes effect at the next {@link settle}. */
  writeMemory(component: number, address: number, value: number): void;
  /** Power-on state: stored bits 0, switches at their initial position, clocks low; call settle after. */
  reset(): void;
  /**
   * Follows an edit of the circuit. Returns false when the engine cannot patch itself and must be
   * rebuilt from the new circuit.
   */
  applyOperations(operations: readonly Operation[]): Result<boolean>;
}

/**
 * The value a source drives: switches and clocks their state, buttons their state unless active
 * low, a power-on reset 1 while on (active), 0 when released, the other way round when active low.
 */
export function sourceValue(kind: SourceKind, on: boolean, properties: Readonly<Record<string, unknown>>): Logic {
  switch (kind) {
    case 'switch':
    case 'clock':
      return on ? 1 : 0;
    case 'button':
    case 'reset':
      return on !== (properties['activeLow'] === true) ? 1 : 0;
    case 'const0':
      return 0;
    case 'const1':
      return 1;
  }
}

/**
 * Whether a source starts on: a switch at its `initial` position, a power-on reset active (until
 * the `Simulation` releases it), everything else off.
 */
export function initiallyOn(kind: SourceKind, properties: Readonly<Record<string, unknown>>): boolean {
  if (kind === 'reset') return true;
  // A switch's `initial` is a boolean, an input port's a number.
  return kind === 'switch' && (properties['initial'] === true || properties['initial'] === 1);
}
