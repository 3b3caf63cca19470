import { expect } from 'vitest';
import type { CircuitState } from '../../../shared/circuit/circuit-state';
import type { EngineKind } from '../../simulation';
import { simulatedTable } from './blueprint-table';

/**
 * Compares the simulator's table of `state` with the requested one: `expected[r]` has one
 * character per output, "0", "1", or "x" where the value does not matter.
 */
export function expectTable(
  state: CircuitState,
  inputs: readonly string[],
  outputs: readonly string[],
  expected: readonly string[],
  engine: EngineKind = 'fast',
  context = '',
): void {
  const actual = simulatedTable(state, inputs, outputs, engine);
  expect(actual).toHaveLength(expected.length);
  actual.forEach((row, r) => {
    const masked = [...row].map((v, o) => (expected[r]![o] === 'x' ? 'x' : v)).join('');
    expect(masked, `${context} row ${r.toString(2).padStart(inputs.length, '0')}`).toBe(expected[r]);
  });
}
