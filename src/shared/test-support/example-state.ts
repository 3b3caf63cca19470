import type { Blueprint } from '../circuit/blueprint';
import { blueprintToOperations } from '../circuit/blueprint-operations';
import { CircuitState } from '../circuit/circuit-state';
import type { Circuit } from '../circuit/types';
import type { Example } from '../examples';

/** A blueprint built as a circuit (for tests; throws if it does not build). */
function built(blueprint: Blueprint): CircuitState {
  const converted = blueprintToOperations(blueprint);
  if (!converted.success) throw new Error(converted.error);
  const state = new CircuitState();
  const applied = state.apply(converted.data.operations);
  if (!applied.success) throw new Error(applied.error);
  return state;
}

/** A shipped example built as a circuit (for tests; throws if the example does not build). */
export function exampleState(example: Example): CircuitState {
  return built(example.blueprint);
}

/** The subcircuits of an example as the simulator's library (by the ids its instances name). */
export function exampleLibrary(example: Example): Record<string, { name: string; circuit: Circuit }> {
  return Object.fromEntries(
    (example.subcircuits ?? []).map((s) => [s.id, { name: s.name, circuit: built(s.blueprint).toJSON() }]),
  );
}
