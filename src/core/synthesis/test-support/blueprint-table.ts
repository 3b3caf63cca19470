import type { Blueprint } from '../../../shared/circuit/blueprint';
import { blueprintToOperations } from '../../../shared/circuit/blueprint-operations';
import { CircuitState } from '../../../shared/circuit/circuit-state';
import { compile, type EngineKind } from '../../simulation';

/** Adds a blueprint to a circuit (a new one by default) as the editor would, or throws. */
export function applyBlueprint(blueprint: Blueprint, state = new CircuitState()): CircuitState {
  const converted = blueprintToOperations(blueprint, { existing: state });
  if (!converted.success) throw new Error(`${converted.error} ${converted.hint}`);
  const applied = state.apply(converted.data.operations);
  if (!applied.success) throw new Error(`${applied.error} ${applied.hint}`);
  return state;
}

/**
 * The simulator's truth table of a circuit: row r (first input most significant) → the values of
 * the outputs, as a string ("01" for two outputs).
 */
export function simulatedTable(
  state: CircuitState,
  inputs: readonly string[],
  outputs: readonly string[],
  engine: EngineKind = 'fast',
): string[] {
  const simulation = compile(state.toJSON(), { engine });
  if (!simulation.success) throw new Error(simulation.error);
  const table = simulation.data.truthTable(inputs, outputs);
  if (!table.success) throw new Error(`${table.error} ${table.hint}`);
  return table.data.rows.map((row) => row.outputs.join(''));
}
