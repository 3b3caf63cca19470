import { blueprintToOperations } from '../circuit/blueprint-operations';
import { CircuitState } from '../circuit/circuit-state';
import type { Example } from '../examples';

/** A shipped example built as a circuit (for tests; throws if the example does not build). */
export function exampleState(example: Example): CircuitState {
  const converted = blueprintToOperations(example.blueprint);
  if (!converted.success) throw new Error(converted.error);
  const state = new CircuitState();
  const applied = state.apply(converted.data.operations);
  if (!applied.success) throw new Error(applied.error);
  return state;
}
