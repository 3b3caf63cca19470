import type { Circuit } from '../../../shared/circuit/types';
import type { LogicValue } from '../../../shared/contract/sim-channels';
import type { EngineKind } from '../engine';
import { compile, type Simulation } from '../simulation';
import type { CircuitBuilder } from './circuit-builder';

/** Both engines: every behaviour test runs over each (describe.each). */
export const ENGINES: readonly EngineKind[] = ['event', 'fast'];

/** Compiles or throws (tests only). */
export function simulate(circuit: Circuit, engine: EngineKind): Simulation {
  const result = compile(circuit, { engine });
  if (!result.success) throw new Error(`${result.code}: ${result.error}`);
  return result.data;
}

/** Reads "LABEL.pin" or throws. */
export function pin(simulation: Simulation, ref: string): LogicValue {
  const dot = ref.lastIndexOf('.');
  const result = simulation.pinValue(ref.slice(0, dot), ref.slice(dot + 1));
  if (!result.success) throw new Error(result.error);
  return result.data;
}

/** Sets a switch or button and settles, or throws. */
export function set(simulation: Simulation, label: string, on: boolean): void {
  const result = simulation.setInput(label, on);
  if (!result.success) throw new Error(result.error);
  simulation.settle();
}

/**
 * Adds a part whose output carries `value`: constants for 0 and 1, a buffer with a floating input
 * for X, a disabled tri-state buffer for Z. Returns the "LABEL.pin" of that output.
 */
export function source(builder: CircuitBuilder, label: string, value: LogicValue): string {
  switch (value) {
    case '0':
      builder.add(label, 'CONST_LOW');
      break;
    case '1':
      builder.add(label, 'CONST_HIGH');
      break;
    case 'X':
      builder.add(label, 'BUFFER');
      break;
    case 'Z':
      builder.add(label, 'TRISTATE_BUFFER').add(`${label}_off`, 'CONST_LOW').wire(`${label}_off.out`, `${label}.en`);
      break;
  }
  return `${label}.out`;
}

/** Every combination of `n` values from `alphabet`, first position most significant. */
export function combinations<T>(alphabet: readonly T[], n: number): T[][] {
  if (n === 0) return [[]];
  return combinations(alphabet, n - 1).flatMap((rest) => alphabet.map((v) => [...rest, v]));
}
